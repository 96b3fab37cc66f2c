import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// UIKit's batch rules, one refusal each: every refused batch throws and changes nothing.
@MainActor
@Suite struct BatchValidationTests {
  /// A loaded list of two sections, `[a, b, c]` and `[d]`, whose source becomes `after`.
  private func refusal(
    after: [[String]], _ operations: @escaping (ListController) throws -> Void
  ) -> (any Error)? {
    let world = TestScene()
    let source = RowsSource([["a", "b", "c"], ["d"]])
    let list = world.list(source: source)
    world.show(list)
    let before = ListState(list)
    do {
      try list.performBatchUpdates {
        source.sections = after
        try operations(list)
      }
    } catch {
      #expect(ListState(list) == before)
      return error
    }
    return nil
  }

  @Test func rowsOutOfRange() {
    #expect(
      refusal(after: [["a", "b"], ["d"]]) { try $0.deleteRows(at: [path(3)]) } as? ListUpdateError
        == .indexPathOutOfRange(path(3)))
    #expect(
      refusal(after: [["a", "b", "c", "x"], ["d"]]) { try $0.insertRows(at: [path(5)]) }
        as? ListUpdateError == .indexPathOutOfRange(path(5)))
    #expect(
      refusal(after: [["a", "b", "c"], ["d"]]) { try $0.reloadRows(at: [path(0, 2)]) }
        as? ListUpdateError == .indexPathOutOfRange(path(0, 2)))
  }

  @Test func conflictingRowOperations() {
    #expect(
      refusal(after: [["a", "c"], ["d"]]) {
        try $0.deleteRows(at: [path(1)])
        try $0.reloadRows(at: [path(1)])
      } as? ListUpdateError == .conflictingOperations(path(1)))
    #expect(
      refusal(after: [["b", "a", "c"], ["d"]]) {
        try $0.moveRow(at: path(0), to: path(1))
        try $0.moveRow(at: path(0), to: path(2))
      } as? ListUpdateError == .conflictingOperations(path(0)))
    #expect(
      refusal(after: [["a", "b", "c", "x"], ["d"]]) {
        try $0.insertRows(at: [path(0)])
        try $0.moveRow(at: path(2), to: path(0))
      } as? ListUpdateError == .conflictingOperations(path(0)))
    #expect(
      refusal(after: [["d"]]) {
        try $0.deleteSections([0])
        try $0.deleteRows(at: [path(0)])
      } as? ListUpdateError == .conflictingOperations(path(0)))
  }

  @Test func sectionsOutOfRangeOrConflicting() {
    #expect(
      refusal(after: [["a", "b", "c"]]) { try $0.deleteSections([2]) } as? ListUpdateError
        == .sectionOutOfRange(2))
    #expect(
      refusal(after: [["a", "b", "c"]]) {
        try $0.deleteSections([1])
        try $0.moveSection(1, toSection: 0)
      } as? ListUpdateError == .conflictingSectionOperations(1))
    #expect(
      refusal(after: [["a", "b", "c"], ["d"], []]) {
        try $0.insertSections([0])
      } as? ListUpdateError == .inconsistentRowCount(section: 1, expected: 3, actual: 1))
  }

  @Test func theCountRuleCountsMovesBetweenSections() {
    #expect(
      refusal(after: [["b", "c"], ["a", "d"]]) {
        try $0.moveRow(at: path(0), to: path(0, 1))
      } == nil)
    #expect(
      refusal(after: [["b", "c"], ["a", "d"]]) {
        try $0.moveRow(at: path(0), to: path(0, 1))
        try $0.insertRows(at: [path(1, 1)])
      } as? ListUpdateError == .inconsistentRowCount(section: 1, expected: 3, actual: 2))
  }
}
