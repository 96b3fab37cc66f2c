/// The whole content of a list as identifiers, section by section: what
/// ``ListController/apply(_:)`` diffs against the list's current snapshot to compute the batch.
///
/// Sections made with ``init(_:)``, `init(sections: [[ID]])` or ``appendSection(_:)`` are
/// positional (section `i` of one snapshot is section `i` of the next); sections made with
/// `init(sections: [(SectionID, [ID])])` or ``appendSection(identifiedBy:items:)`` have an
/// identity, as in `NSDiffableDataSourceSnapshot`: between two such snapshots a section that
/// moves is one section move, and sections are deleted and inserted by identity. Items are
/// identified by `ID` across the whole snapshot, so an item that changes section between
/// sections both snapshots have is a move; one that leaves a deleted section or enters an
/// inserted one is deleted and inserted (UIKit can move neither).
///
/// Identifiers must be unique, items' and sections' alike: ``ListController/apply(_:)`` and
/// ``difference(from:)`` refuse a snapshot with a duplicate, as
/// `NSDiffableDataSourceSnapshot` does.
public struct ListSnapshot<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The items of each section, in order.
  public var sections: [[ID]]
  /// The identifier of each section, or `nil` when sections are positional.
  public internal(set) var sectionIdentifiers: [ListSectionIdentifier]?
  /// The items the next ``ListController/apply(_:)`` reloads (see ``reloadItems(_:)``).
  public internal(set) var reloadedItems: Set<ID> = []
  /// The items the next ``ListController/apply(_:)`` reconfigures (see ``reconfigureItems(_:)``).
  public internal(set) var reconfiguredItems: Set<ID> = []

  /// Creates a snapshot of `sections`.
  public init(sections: [[ID]] = []) {
    self.sections = sections
  }

  /// Creates a snapshot of one section.
  public init(_ items: [ID]) {
    self.sections = [items]
  }

  /// The number of items in every section.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.count } }

  /// Adds a section holding `items` after the others.
  public mutating func appendSection(_ items: [ID] = []) {
    sections.append(items)
  }

  /// Adds `items` at the end of `section` (the last section by default; one is created if
  /// there is none).
  public mutating func appendItems(_ items: [ID], toSection section: Int? = nil) {
    if sections.isEmpty { sections.append([]) }
    sections[section ?? sections.count - 1].append(contentsOf: items)
  }

  /// The item at `indexPath`, or `nil` outside the snapshot.
  public func item(at indexPath: ListIndexPath) -> ID? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section][indexPath.row]
  }

  /// The first identifier that appears twice, if any. O(items).
  @inlinable
  func firstDuplicate() -> ID? {
    var seen = Set<ID>()
    seen.reserveCapacity(numberOfItems)
    for section in sections {
      for item in section where !seen.insert(item).inserted { return item }
    }
    return nil
  }
}
