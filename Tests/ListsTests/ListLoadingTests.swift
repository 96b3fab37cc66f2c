import Actions
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

@MainActor
@Suite struct ListLoadingTests {
  @Test func reloadAsksEachCountOnceAndCellsOnlyForDisplayedRows() {
    let world = TestScene()
    let source = RowsSource([["a", "b", "c", "d", "e"], ["f", "g"]])
    let recorder = ListRecorder()
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 1, rowCount: 3))
    list.reloadData()
    #expect(source.sectionQuestions == 1)
    #expect(source.rowQuestions == [0, 1])
    #expect(source.cellQuestions == [])
    expectListTrace(recorder, ["Feed.didUpdate reload"])
    source.forgetQuestions()
    world.show(list)
    #expect(source.sectionQuestions == 0)
    #expect(source.cellQuestions == [path(1), path(2), path(3)])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 1]", "Feed.willDisplay [0, 2]",
        "Feed.willDisplay [0, 3]", "Feed.didAppear(false)",
      ])
    #expect(list.indexPathsForVisibleRows == [path(1), path(2), path(3)])
    #expect(list.cellForRow(at: path(2)) == "c")
    #expect(list.cellForRow(at: path(4)) == nil)
  }

  @Test func aListNeverLoadedLoadsAtItsFirstDisplayPassWithoutAChange() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    #expect(list.numberOfSections == 0)
    world.show(list)
    #expect(source.sectionQuestions == 1)
    #expect(source.rowQuestions == [0])
    expectListTrace(
      recorder,
      [
        "Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.willDisplay [0, 1]",
        "Feed.didAppear(false)",
      ])
  }

  @Test func displayPassesComeAfterTheActionsOfWillAppearAndDidDisappear() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a"])
    let recorder = ListRecorder()
    let global = RecordingAction()
    world.registry.register(global)
    let root = world.make { ScreenController(title: "Root") }
    let navigation = world.make { NavigationController(rootController: root) }
    world.show(navigation)
    let list = world.list(source: source, recorder: recorder)
    try navigation.push(list, animated: false)
    expectListTrace(
      recorder,
      ["Feed.willAppear(false)", "Feed.willDisplay [0, 0]", "Feed.didAppear(false)"])
    try navigation.pop(animated: true)
    expectListTrace(
      recorder,
      ["Feed.willDisappear(true)", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]"])
    #expect(list.indexPathsForVisibleRows == [])
  }

  @Test func aCancelledInteractivePopChangesNothingOnDisplay() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let (list, navigation) = try world.pushedList(source: source, recorder: recorder)
    let gesture = try navigation.beginInteractivePop()
    gesture.cancel()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.willAppear(true)", "Feed.didAppear(true)",
      ])
    #expect(list.indexPathsForVisibleRows == [path(0), path(1)])
    let finished = try navigation.beginInteractivePop()
    finished.finish()
    expectListTrace(
      recorder,
      [
        "Feed.willDisappear(true)", "Feed.didDisappear(true)", "Feed.didEndDisplaying [0, 0]",
        "Feed.didEndDisplaying [0, 1]",
      ])
  }

  @Test func reloadOnScreenEndsEveryRowThenDisplaysTheNewOnes() {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b"])
    let recorder = ListRecorder()
    let list = world.list(source: source, recorder: recorder)
    world.show(list)
    try? list.selectRow(at: path(1))
    recorder.reset()
    source.sections = [["x"]]
    list.reloadData()
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]", "Feed.didUpdate reload",
        "Feed.willDisplay [0, 0]",
      ])
    #expect(list.cellForRow(at: path(0)) == "x")
    #expect(list.indexPathsForSelectedRows == [])
  }

  @Test func scrollingEndsTheRowsThatLeaveAndDisplaysTheRowsThatEnter() {
    let world = TestScene()
    let source = RowsSource([["a", "b", "c"], [], ["d", "e"]])
    let recorder = ListRecorder()
    let list = world.list(
      source: source, recorder: recorder, viewport: ListViewport(firstRow: 0, rowCount: 2))
    world.show(list)
    recorder.reset()
    list.viewport = ListViewport(firstRow: 2, rowCount: 2)
    expectListTrace(
      recorder,
      [
        "Feed.didEndDisplaying [0, 0]", "Feed.didEndDisplaying [0, 1]", "Feed.willDisplay [0, 2]",
        "Feed.willDisplay [2, 0]",
      ])
    list.viewport = ListViewport(firstRow: 1, rowCount: 2)
    expectListTrace(recorder, ["Feed.didEndDisplaying [2, 0]", "Feed.willDisplay [0, 1]"])
    #expect(list.indexPathsForVisibleRows == [path(1), path(2)])
    #expect(
      list.display.visibleRows == [
        DisplayIndexPath(row: 1, section: 0), DisplayIndexPath(row: 2, section: 0),
      ])
  }

  @Test func aNegativeCountCountsAsZeroAndIsReported() {
    final class Broken: ListDataSource {
      func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int { -3 }
      func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell { "" }
    }
    let world = TestScene()
    let source = Broken()
    let list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    list.reloadData()
    #expect(list.numberOfRows(inSection: 0) == 0)
    world.expectDiagnostics(causes: [.negativeCountFromDataSource])
  }

  @Test func theListIsFreedWithItsWindowAndHoldsNeitherSourceNorDelegates() {
    weak var weakList: ListController?
    weak var weakSource: RowsSource?
    do {
      let world = TestScene()
      let source = RowsSource(rows: ["a"])
      let list = world.list(source: source, recorder: ListRecorder())
      list.reloadData()
      weakList = list
      weakSource = source
    }
    #expect(weakList == nil)
    #expect(weakSource == nil)
  }

  @Test func renderedRowsAskEveryCell() {
    let world = TestScene()
    let source = RowsSource([["a", "b"], ["c"]])
    let list = world.list(source: source)
    list.reloadData()
    #expect(list.display.renderedRows() == [["a", "b"], ["c"]])
    #expect(list.display.row(at: DisplayIndexPath(row: 0, section: 1)) == .content(path(0, 1)))
    #expect(list.display.row(at: DisplayIndexPath(row: 1, section: 1)) == nil)
  }
}

/// `hierarchyDescription` shows a list's rows, layers and placeholder without asking anyone.
@MainActor
@Suite struct ListHierarchyDescriptionTests {
  @Test func aListDescribesItsRowsLayersAndPlaceholder() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["a", "b", "c"])
    let list = world.list(source: source)
    list.viewport = ListViewport(firstRow: 0, rowCount: 3)
    let module = AdModule(SharedLog())
    let layer = ListInsertionLayer(name: "ads")
    layer.delegate = module
    try layer.insert([
      Insertion("x", at: .afterContentRows(1)), Insertion("late", at: .afterContentRows(9)),
    ])
    try list.addInsertionLayer(layer)
    let placeholders = ScriptedPlaceholders(SharedLog())
    list.registerLifeCircleAction(EmptyStateAction(source: placeholders))
    let navigation = world.show(NavigationController(rootController: list))
    source.forgetQuestions()
    #expect(
      navigation.hierarchyDescription == """
        NavigationController "Navigation" appeared
        └ ListController "Feed" appeared (top) (focused)
            rows [0]: [0, 0] "a", ads:x "ad:x", [0, 1] "b", [0, 2]
            layer ads: shown; placed x; pending late
            empty state "Nothing here": disappeared, inactive
        """)
    #expect(source.cellQuestions.isEmpty && source.sectionQuestions == 0)
  }

  @Test func anEmptyLayerAndAnUntitledPlaceholderAreNamedInWords() throws {
    let world = TestScene()
    let list = world.list(source: RowsSource(rows: []))
    try list.addInsertionLayer(ListInsertionLayer(name: "ads"))
    let placeholders = ScriptedPlaceholders(SharedLog())
    placeholders.content = EmptyStateContent()
    list.registerLifeCircleAction(EmptyStateAction(source: placeholders))
    let unevaluated = EmptyStateAction(source: ScriptedPlaceholders(SharedLog()))
    #expect(
      list.hierarchyDescription == """
        ListController "Feed" disappeared
          rows: not loaded
        """)
    world.show(list)
    list.registerLifeCircleAction(unevaluated)
    #expect(
      list.hierarchyDescription == """
        ListController "Feed" appeared (focused)
          rows: no sections
          layer ads: no insertions
          empty state (untitled): appeared, active
          empty state (no content): disappeared, inactive
        """)
  }
}
