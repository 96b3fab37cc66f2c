/// Why a list refused an update. A refused update **changes nothing** in the list: counts,
/// selection and displayed rows stay as they were (the next ``ListController/reloadData()``
/// resynchronises with the data source), where UIKit raises "Invalid update".
public enum ListUpdateError: Error, Equatable, CustomStringConvertible {
  /// After a batch the data source has `actual` sections; the batch's section operations give
  /// `expected`.
  case inconsistentSectionCount(expected: Int, actual: Int)
  /// After a batch `section` (after-state index) has `actual` rows; the rows before, minus
  /// those deleted or moved out, plus those inserted or moved in, give `expected`.
  case inconsistentRowCount(section: Int, expected: Int, actual: Int)
  /// A content path outside the list (before-state for deletes, reloads and move origins,
  /// after-state for inserts and move targets; a selection needs an existing row).
  case indexPathOutOfRange(ListIndexPath)
  /// A display path outside the list's display.
  case displayIndexPathOutOfRange(DisplayIndexPath)
  /// A section index outside the list.
  case sectionOutOfRange(Int)
  /// Two operations of one batch name the same row in incompatible ways: deleted and reloaded,
  /// moved twice, moved to an inserted path, a row of a deleted section, a row inserted into an
  /// inserted section (the section brings its rows).
  case conflictingOperations(ListIndexPath)
  /// Two operations of one batch name the same section in incompatible ways: deleted and
  /// moved, moved twice, moved to an inserted index.
  case conflictingSectionOperations(Int)
  /// A simulated tap on a row that is not displayed: the list is off screen or the row is
  /// outside the viewport.
  case rowNotDisplayed(DisplayIndexPath)
  /// The new snapshot names `identifier` more than once: the one ``ListController/apply(_:)``
  /// is given, the one ``ListSnapshot/difference(from:)`` is called on.
  case duplicateIdentifier(String)
  /// The new snapshot (as for ``duplicateIdentifier(_:)``) identifies two of its sections by
  /// `identifier`.
  case duplicateSectionIdentifier(String)
  /// The old snapshot names `identifier` more than once: the one
  /// ``ListSnapshot/difference(from:)`` is given, or the one the list shows when it is asked to
  /// ``ListController/apply(_:)`` another.
  case duplicateIdentifierInOldSnapshot(String)
  /// The old snapshot (as for ``duplicateIdentifierInOldSnapshot(_:)``) identifies two of its
  /// sections by `identifier`.
  case duplicateSectionIdentifierInOldSnapshot(String)
  /// A snapshot that identifies its sections has `identifiers` identifiers for `sections`
  /// sections (a section appended without one, or one added to positional sections).
  case sectionIdentifierCountMismatch(sections: Int, identifiers: Int)
  /// A snapshot updates (reloads or reconfigures) `identifier`, which it does not hold.
  case updatedItemNotInSnapshot(String)
  /// ``ListController/apply(_:)`` needs a ``ListSnapshotDataSource`` of the snapshot's
  /// identifier type as the list's data source; `found` names what it has.
  case snapshotDataSourceMissing(found: String)
  /// The updates block of a batch threw an error of its own (named by its description): the
  /// batch changed nothing. Only completions hear it; the throwing forms rethrow the error
  /// itself.
  case updatesThrew(String)
  /// The update was queued from callbacks that kept queueing (a `Diagnostic` of kind
  /// `runawayNavigation` says how far it went) and was dropped without running: nothing
  /// changed. Only completions hear it.
  case droppedAsRunaway

  /// A sentence naming what was wrong.
  public var description: String {
    switch self {
    case .inconsistentSectionCount(let expected, let actual):
      "invalid number of sections: the batch gives \(expected), the data source has \(actual)"
    case .inconsistentRowCount(let section, let expected, let actual):
      "invalid number of rows in section \(section): the batch gives \(expected), the data source has \(actual)"
    case .indexPathOutOfRange(let path): "index path \(path) is outside the list"
    case .displayIndexPathOutOfRange(let path): "display index path \(path) is outside the list"
    case .sectionOutOfRange(let section): "section \(section) is outside the list"
    case .conflictingOperations(let path):
      "the batch names row \(path) in two operations that exclude each other"
    case .conflictingSectionOperations(let section):
      "the batch names section \(section) in two operations that exclude each other"
    case .rowNotDisplayed(let path): "row \(path) is not displayed, so it cannot be tapped"
    case .duplicateIdentifier(let identifier):
      "the new snapshot holds the identifier \(identifier) more than once"
    case .duplicateSectionIdentifier(let identifier):
      "the new snapshot identifies more than one section by \(identifier)"
    case .duplicateIdentifierInOldSnapshot(let identifier):
      "the old snapshot holds the identifier \(identifier) more than once"
    case .duplicateSectionIdentifierInOldSnapshot(let identifier):
      "the old snapshot identifies more than one section by \(identifier)"
    case .sectionIdentifierCountMismatch(let sections, let identifiers):
      "the snapshot has \(sections) sections but \(identifiers) section identifiers"
    case .updatedItemNotInSnapshot(let identifier):
      "the snapshot updates \(identifier), which it does not hold"
    case .snapshotDataSourceMissing(let found):
      "apply(_:) needs a ListSnapshotDataSource of the snapshot's identifier type as the data source; the list has \(found)"
    case .updatesThrew(let error): "the updates block threw: \(error)"
    case .droppedAsRunaway:
      "the update was dropped: requests queued from callbacks ran away (see the runawayNavigation diagnostic)"
    }
  }
}

extension ListUpdateError {
  /// `error` itself when it is a ``ListUpdateError``, else ``updatesThrew(_:)`` naming it.
  init(_ error: any Error) {
    self = error as? ListUpdateError ?? .updatesThrew("\(error)")
  }
}
