/// The section an ``EmptyStateAction`` watches instead of the whole list
/// (``EmptyStateAction/init(source:delegate:counting:section:)``): its placeholder shows while
/// that section is there and empty.
public enum EmptyStateSection: Hashable, Sendable, CustomStringConvertible {
  /// The content section at this index, whatever it holds: after a move, the section now at
  /// the index. Missing while the list has fewer sections.
  case index(Int)
  /// The section with this identifier in the snapshot a ``ListSnapshotDataSource`` shows,
  /// wherever it moves. Missing while no shown section has it, and always for a list whose data
  /// source is not a ``ListSnapshotDataSource`` with identified sections.
  case identifier(ListSectionIdentifier)

  /// The section identified by `value` (see ``identifier(_:)-swift.enum.case``).
  public static func identifier(_ value: some Hashable & Sendable) -> Self {
    .identifier(ListSectionIdentifier(value))
  }

  /// `section 2`, or `section "favorites"` for an identifier.
  public var description: String {
    switch self {
    case .index(let index): "section \(index)"
    case .identifier(let identifier):
      identifier.base is String ? "section \"\(identifier)\"" : "section \(identifier)"
    }
  }
}

/// A data source that can say where a section identifier is among the sections it shows.
@MainActor
protocol SectionLocating: AnyObject {
  /// The index of the shown section identified by `identifier`, or `nil`. O(sections).
  func indexOfSection(_ identifier: ListSectionIdentifier) -> Int?
}

extension ListSnapshotDataSource: SectionLocating {
  /// The snapshot's section with `identifier`: outside an `apply`'s turn the snapshot is the one
  /// the list committed, which is when a placeholder is evaluated.
  func indexOfSection(_ identifier: ListSectionIdentifier) -> Int? {
    snapshot.sectionIdentifiers?.firstIndex(of: identifier)
  }
}

extension EmptyStateAction {
  /// Whether what this action watches on `list` is empty, as ``counting`` says: the whole list,
  /// or its ``section``; `nil` when that section is missing. O(sections), no data-source call.
  func watchedPartIsEmpty(on list: ListController) -> Bool? {
    guard section != nil else { return isEmpty(list) }
    guard let content = watchedSection(on: list) else { return nil }
    switch counting {
    case .contentRows:
      return list.numberOfRows(inSection: content) == 0
    case .displayedRows:
      guard let display = list.displaySection(for: content) else { return nil }
      return list.display.numberOfRows(inSection: display) == 0
    }
  }

  /// The content section this action watches on `list` now, or `nil` for a list-wide action
  /// or a section that is missing (a view that shows the placeholder as a row puts it there).
  package func watchedSection(on list: ListController) -> Int? {
    switch section {
    case nil: return nil
    case .index(let index):
      return index >= 0 && index < list.numberOfSections ? index : nil
    case .identifier(let identifier):
      guard let located = list.dataSource as? any SectionLocating,
        let index = located.indexOfSection(identifier), index < list.numberOfSections
      else { return nil }
      return index
    }
  }

  /// Whether `list` has no rows, as ``counting`` says. O(sections), no data-source call.
  private func isEmpty(_ list: ListController) -> Bool {
    switch counting {
    case .contentRows:
      for section in 0..<list.numberOfSections where list.numberOfRows(inSection: section) > 0 {
        return false
      }
    case .displayedRows:
      let display = list.display
      for section in 0..<display.numberOfSections where display.numberOfRows(inSection: section) > 0
      {
        return false
      }
    }
    return true
  }
}
