/// What a run of paired callbacks says is open (rows displayed, rows prefetched, sections
/// displayed), with the rule they follow: a start is balanced when what it names is not open
/// yet, an end when it is (never two `willDisplay` of a row without an end between them, an end
/// only of what was displayed; likewise prefetching and its cancel).
package struct CallbackBalance<ID: Hashable & Sendable>: Sendable {
  /// What was started and not ended.
  package private(set) var open: Set<ID> = []

  /// Nothing open.
  package init() {}

  /// Follows a start (`ending` false) or an end of `id`.
  ///
  /// - Parameters:
  ///   - id: What the callback names.
  ///   - ending: Whether the callback ends (`didEndDisplaying`, `cancelPrefetching`).
  /// - Returns: Whether the callback was balanced; an unbalanced one changes nothing.
  package mutating func hear(_ id: ID, ending: Bool) -> Bool {
    ending ? open.remove(id) != nil : open.insert(id).inserted
  }

  /// Whether `id` is open.
  package func contains(_ id: ID) -> Bool { open.contains(id) }
}
