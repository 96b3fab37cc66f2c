// NSDiffableDataSourceSnapshot's spellings, unavailable: each exists only so the compiler names
// the real one instead of answering "has no member". `scripts/check-renamed` checks the messages.

extension ListSnapshot {
  /// Unavailable: append one section at a time with
  /// ``appendSection(identifiedBy:items:)`` (or a positional one with ``appendSection(_:)``).
  @available(
    *, unavailable, renamed: "appendSection(identifiedBy:items:)",
    message: "append one section at a time, with its items"
  )
  public mutating func appendSections<SectionID: Hashable & Sendable>(
    _ identifiers: [SectionID]
  ) {
    fatalError("unavailable")
  }

  /// Unavailable: a snapshot lists its items per section, in ``sections``.
  @available(
    *, unavailable, renamed: "sections",
    message: "items are listed per section: sections.joined() gives them all in order"
  )
  public var itemIdentifiers: [ID] { fatalError("unavailable") }

  /// Unavailable: one section's items are `sections[index]`.
  @available(
    *, unavailable,
    message: "one section's items are sections[index]; index(ofSection:) finds an identified one"
  )
  public func itemIdentifiers(inSection identifier: some Hashable & Sendable) -> [ID] {
    fatalError("unavailable")
  }

  /// Unavailable: the number of sections is `sections.count`.
  @available(*, unavailable, message: "the number of sections is sections.count")
  public var numberOfSections: Int { fatalError("unavailable") }
}
