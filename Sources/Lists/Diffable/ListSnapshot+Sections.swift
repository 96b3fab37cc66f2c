extension ListSnapshot {
  /// Creates a snapshot of sections with identifiers, each with its items in order.
  ///
  /// ```swift
  /// import Lists
  ///
  /// enum Shelf: Hashable, Sendable { case fruit, vegetables }
  /// let snapshot = ListSnapshot(sections: [
  ///   (Shelf.fruit, ["apple", "pear"]), (Shelf.vegetables, ["leek"]),
  /// ])
  /// assert(snapshot.index(ofSection: Shelf.vegetables) == 1)
  /// ```
  ///
  /// - Parameter sections: Each section's identifier and items. The identifiers must be unique
  ///   (checked by ``ListController/apply(_:)`` and ``difference(from:)``).
  public init<SectionID: Hashable & Sendable>(sections: [(SectionID, [ID])]) {
    self.sections = sections.map(\.1)
    self.sectionIdentifiers = sections.map { ListSectionIdentifier($0.0) }
  }

  /// Whether the sections have identifiers (otherwise they are positional).
  public var identifiesSections: Bool { sectionIdentifiers != nil }

  /// Adds a section identified by `identifier`, holding `items`, after the others. An empty
  /// snapshot becomes one whose sections have identifiers; one with positional sections is
  /// refused by ``ListController/apply(_:)`` and ``difference(from:)`` afterwards
  /// (``ListUpdateError/sectionIdentifierCountMismatch(sections:identifiers:)``).
  public mutating func appendSection(
    identifiedBy identifier: some Hashable & Sendable, items: [ID] = []
  ) {
    sectionIdentifiers = (sectionIdentifiers ?? []) + [ListSectionIdentifier(identifier)]
    sections.append(items)
  }

  /// The index of the section identified by `identifier`, or `nil`. O(sections).
  public func index(ofSection identifier: some Hashable & Sendable) -> Int? {
    let wanted = ListSectionIdentifier(identifier)
    return sectionIdentifiers?.firstIndex(of: wanted)
  }

  /// Throws when the section identifiers do not match the sections or repeat (naming the old
  /// snapshot if `isOld`). O(sections).
  @usableFromInline
  func validateSections(isOld: Bool = false) throws(ListUpdateError) {
    guard let sectionIdentifiers else { return }
    guard sectionIdentifiers.count == sections.count else {
      throw .sectionIdentifierCountMismatch(
        sections: sections.count, identifiers: sectionIdentifiers.count)
    }
    var seen = Set<ListSectionIdentifier>()
    for identifier in sectionIdentifiers where !seen.insert(identifier).inserted {
      throw isOld
        ? .duplicateSectionIdentifierInOldSnapshot("\(identifier)")
        : .duplicateSectionIdentifier("\(identifier)")
    }
  }
}
