import Actions
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// A business data source: rows as texts per section, and a count of every question asked.
@MainActor
final class RowsSource: ListDataSource {
  var sections: [[String]]
  private(set) var sectionQuestions = 0
  private(set) var rowQuestions: [Int] = []
  private(set) var cellQuestions: [ListIndexPath] = []
  /// Runs inside `numberOfRows` (a data source that calls back into the list).
  var onRowCount: ((Int) -> Void)?

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  convenience init(rows: [String]) {
    self.init([rows])
  }

  func numberOfSections(in list: ListController) -> Int {
    sectionQuestions += 1
    return sections.count
  }

  func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    rowQuestions.append(section)
    onRowCount?(section)
    return sections[section].count
  }

  func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    cellQuestions.append(indexPath)
    return ListCell(sections[indexPath.section][indexPath.row])
  }

  /// Forgets the questions counted so far.
  func forgetQuestions() {
    sectionQuestions = 0
    rowQuestions = []
    cellQuestions = []
  }
}

/// A delegate that can refuse selection and run a block on display callbacks.
@MainActor
final class ScriptedDelegate: ListDelegate {
  var refuses: Set<ListIndexPath> = []
  var onWillDisplay: ((ListIndexPath) -> Void)?
  var onSelect: ((ListIndexPath) -> Void)?

  func list(_ list: ListController, shouldSelectRowAt indexPath: ListIndexPath) -> Bool {
    !refuses.contains(indexPath)
  }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    onWillDisplay?(indexPath)
  }

  func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {
    onSelect?(indexPath)
  }
}

extension TestScene {
  /// A list titled `title` showing `source`, with `recorder` attached.
  func list(
    _ title: String = "Feed", source: RowsSource, recorder: ListRecorder? = nil,
    viewport: ListViewport = .all
  ) -> ListController {
    let list = make { ListController(title: title) }
    list.dataSource = source
    list.viewport = viewport
    recorder?.attach(to: list)
    return list
  }

  /// A list showing `source` in a window of its own, with `recorder` attached and reset after
  /// the appearance.
  func shownList(source: RowsSource, recorder: ListRecorder) -> ListController {
    let list = self.list(source: source, recorder: recorder)
    show(list)
    recorder.reset()
    return list
  }

  /// A list showing `source` pushed over a root screen in a shown navigation stack, with
  /// `recorder` attached and reset after the push.
  func pushedList(source: RowsSource, recorder: ListRecorder) throws -> (
    ListController, NavigationController
  ) {
    let root = make { ScreenController(title: "Root") }
    let navigation = make { NavigationController(rootController: root) }
    show(navigation)
    let list = self.list(source: source, recorder: recorder)
    try navigation.push(list, animated: false)
    recorder.reset()
    return (list, navigation)
  }
}

/// What a list shows and holds, to prove that a refused update changed nothing.
struct ListState: Equatable {
  var counts: [Int]
  var visible: [ListIndexPath]
  var selected: [ListIndexPath]
  var cells: [String?]

  @MainActor
  init(_ list: ListController) {
    counts = (0..<list.numberOfSections).map { list.numberOfRows(inSection: $0) }
    visible = list.indexPathsForVisibleRows
    selected = list.indexPathsForSelectedRows
    cells = visible.map { list.cellForRow(at: $0)?.text }
  }
}

/// `[section, row]` paths, short.
func path(_ row: Int, _ section: Int = 0) -> ListIndexPath {
  ListIndexPath(row: row, section: section)
}
