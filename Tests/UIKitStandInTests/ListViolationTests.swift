import Foundation
import Testing
import UIKitStandIn

/// A batch UIKit refuses: the model after it, the operations, and UIKit's message in the table
/// view's words.
struct ListViolation: Sendable, CustomTestStringConvertible {
  let name: String
  let after: [[String]]
  let operations: @MainActor @Sendable (ListFixture) -> Void
  let message: String

  var testDescription: String { name }

  static func desc(_ section: Int, _ row: Int) -> String {
    "<NSIndexPath> {length = 2, path = \(section) - \(row)}"
  }

  static let all: [ListViolation] = [
    ListViolation(
      name: "rows not counted", after: [["a0", "a1", "a2", "x"], ["b0"]], operations: { _ in },
      message:
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
        + "existing section after the update (4) must be equal to the number of rows contained "
        + "in that section before the update (3), plus or minus the number of rows inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out)."),
    ListViolation(
      name: "rows with a move and an insert", after: [["a0", "a1"], ["a2", "b0"]],
      operations: {
        $0.moveRow(path(0, 2), path(1, 0))
        $0.insertRows([path(1, 1)])
      },
      message:
        "Invalid update: invalid number of rows in section 1. The number of rows contained in an "
        + "existing section after the update (2) must be equal to the number of rows contained "
        + "in that section before the update (1), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (1 moved in, 0 moved out)."),
    ListViolation(
      name: "sections not counted", after: [["a0", "a1", "a2"], ["b0"], ["c0"]],
      operations: { _ in },
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (3) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted)."),
    ListViolation(
      name: "delete out of range", after: [["a0", "a1"], ["b0"]],
      operations: { $0.deleteRows([path(0, 5)]) },
      message: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
    ),
    ListViolation(
      name: "insert out of range", after: [["a0", "a1", "a2", "x"], ["b0"]],
      operations: { $0.insertRows([path(0, 7)]) },
      message:
        "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update"
    ),
    ListViolation(
      name: "reload out of range", after: [["a0", "a1", "a2"], ["b0"]],
      operations: { $0.reloadRows([path(1, 3)]) },
      message: "attempt to delete row 3 from section 1 which only contains 1 rows before the update"
    ),
    ListViolation(
      name: "move source out of range", after: [["a0", "a1", "a2"], ["b0"]],
      operations: { $0.moveRow(path(0, 9), path(0, 0)) },
      message:
        "attempt to move index path (\(desc(0, 9))) that does not exist - there are only 3 rows in section 0 before the update"
    ),
    ListViolation(
      name: "move destination out of range", after: [["a1", "a2"], ["b0", "a0"]],
      operations: { $0.moveRow(path(0, 0), path(1, 5)) },
      message:
        "attempt to move index path (\(desc(0, 0))) to index path (\(desc(1, 5))) that does not exist - there are only 2 rows in section 1 after the update"
    ),
    ListViolation(
      name: "deleted and moved", after: [["a1", "a2"], ["b0"]],
      operations: {
        $0.deleteRows([path(0, 0)])
        $0.moveRow(path(0, 0), path(0, 1))
      },
      message: "attempt to perform a delete and a move from the same index path (\(desc(0, 0)))"),
    ListViolation(
      name: "deleted and reloaded", after: [["a0", "a2"], ["b0"]],
      operations: {
        $0.deleteRows([path(0, 1)])
        $0.reloadRows([path(0, 1)])
      },
      message: "attempt to delete and reload the same index path (\(desc(0, 1)))"),
    ListViolation(
      name: "moved twice", after: [["a1", "a0", "a2"], ["b0"]],
      operations: {
        $0.moveRow(path(0, 0), path(0, 1))
        $0.moveRow(path(0, 0), path(0, 2))
      },
      message: "attempt to move index path (\(desc(0, 0))) more than once"),
    ListViolation(
      name: "section deleted and moved", after: [["b0"]],
      operations: {
        $0.deleteSections([0])
        $0.moveSection(0, 0)
      },
      message: "attempt to perform a delete and a move from the same section (0)"),
    ListViolation(
      name: "section delete out of range", after: [["a0", "a1", "a2"], ["b0"]],
      operations: { $0.deleteSections([5]) },
      message: "attempt to delete section 5, but there are only 2 sections before the update"),
    ListViolation(
      name: "section insert out of range", after: [["a0", "a1", "a2"], ["b0"], ["c0"]],
      operations: { $0.insertSections([4]) },
      message: "attempt to insert section 4 but there are only 3 sections after the update"),
    ListViolation(
      name: "reloaded and moved", after: [["a1", "a0", "a2"], ["b0"]],
      operations: {
        $0.reloadRows([path(0, 0)])
        $0.moveRow(path(0, 0), path(0, 1))
      },
      message: "attempt to perform a delete and a move from the same index path (\(desc(0, 0)))"),
    ListViolation(
      name: "insert and move to one path", after: [["a1", "a0", "x", "a2"], ["b0"]],
      operations: {
        $0.insertRows([path(0, 1)])
        $0.moveRow(path(0, 0), path(0, 1))
      },
      message:
        "attempt to perform an insert and a move to the same index path (\(desc(0, 1)))"),
    ListViolation(
      name: "two moves to one path", after: [["a2", "a0", "a1"], ["b0"]],
      operations: {
        $0.moveRow(path(0, 0), path(0, 2))
        $0.moveRow(path(0, 1), path(0, 2))
      },
      message: "attempt to move more than one row to index path (\(desc(0, 2)))"),
    ListViolation(
      name: "insert into a missing section", after: [["a0", "a1", "a2"], ["b0"]],
      operations: { $0.insertRows([path(5, 0)]) },
      message:
        "attempt to insert row 0 into section 5, but there are only 2 sections after the update"),
    ListViolation(
      name: "section moved twice", after: [["b0"], ["a0", "a1", "a2"]],
      operations: {
        $0.moveSection(0, 1)
        $0.moveSection(0, 0)
      },
      message: "attempt to move section 0 more than once"),
    ListViolation(
      name: "section move out of range", after: [["b0"], ["a0", "a1", "a2"]],
      operations: { $0.moveSection(0, 5) },
      message:
        "attempt to move section 0 to section 5, but there are only 2 sections after the update"),
    ListViolation(
      name: "move out of a deleted section", after: [["b0", "a0"]],
      operations: {
        $0.deleteSections([0])
        $0.moveRow(path(0, 0), path(0, 1))
      },
      message: "cannot move a row from a deleted section (0)"),
    ListViolation(
      name: "move into an inserted section", after: [["a1", "a2"], ["b0"], ["a0"]],
      operations: {
        $0.insertSections([2])
        $0.moveRow(path(0, 0), path(2, 0))
      },
      message: "cannot move a row into a newly inserted section (2)"),
  ]
}

/// Every kind of batch UIKit refuses: the exact message, no completion, and the view
/// resynchronised with the data source as `reloadData()` would.
@Suite(.serialized)
@MainActor
struct ListViolationTests {
  @Test(
    "A refused batch reports UIKit's message and resynchronises", arguments: ListKind.allCases,
    ListViolation.all)
  func violation(kind: ListKind, violation: ListViolation) {
    let list = ListFixture(kind, model: [["a0", "a1", "a2"], ["b0"]])
    list.scroll(0, 4)
    list.select(path(0, 1))
    _ = Transcript.take()
    list.batch(model: violation.after) { violation.operations(list) }
    let after = violation.after
    let counts = ["numberOfSections"] + after.indices.map { "numberOfRows \($0)" }
    let ends = ["didEnd 0-0 a0 #1", "didEnd 0-1 a1 #2", "didEnd 0-2 a2 #3", "didEnd 1-0 b0 #4"]
    let window = after.indices.flatMap { section in
      after[section].indices.map { path(section, $0) }
    }.prefix(4)
    var displays: [String] = []
    for (index, shown) in window.enumerated() {
      let serial = 4 - index
      displays += [
        "cellForRow \(line(shown))", "prepareForReuse #\(serial)",
        "willDisplay \(line(shown)) \(after[shown.section][shown.row]) #\(serial)",
      ]
    }
    expectTranscript(counts + ["misuse: \(kind.spelled(violation.message))"] + ends + displays)
    #expect(list.counts == after.map(\.count))
    #expect(list.visible == Array(window))
    #expect(list.selected == [])
    #expect(list.log.unbalanced.isEmpty)
  }
}
