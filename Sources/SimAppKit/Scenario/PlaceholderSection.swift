/// The section an `empty LIST section ...` placeholder watches: by index (`section 1`) or by
/// the identifier an `apply` gave it (`section "saved"`), as the library's `EmptyStateSection`.
package enum PlaceholderSection: Sendable, Hashable, CustomStringConvertible {
  /// The section at this index, whatever it holds.
  case index(Int)
  /// The section `apply` identified so, wherever it is.
  case identifier(String)

  /// `section 1`, or `section "saved"`: as the scenario writes it and the library describes it.
  package var description: String {
    switch self {
    case .index(let index): "section \(index)"
    case .identifier(let identifier): "section \"\(identifier)\""
    }
  }
}

/// What `prefetch LIST source NAME` makes the list's `prefetchDataSource`: its own observer
/// (`main`, the source every list starts with), a second source (`other`), or none.
package enum PrefetchSourceName: String, Sendable, CaseIterable {
  case main
  case other
  case none
}
