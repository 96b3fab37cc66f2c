import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Lists
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// Seeded random walks through the adapters on the stand-in's table and collection view:
/// applies (moves, reloads, reconfigures, section moves), batches of two applies, reloads, ad
/// layer insertions and removals, the empty state on and off, scrolls, prefetch bands, taps and
/// selection by code, the window hidden and shown. After every step: no batch the stand-in
/// refuses (UIKit's exception), the view's counts, displayed rows, cells and selection equal the
/// list's, and every display and prefetch callback balanced by identity.
///
/// `ADAPTER_WALK_STEPS` sets the steps of the table's walk (8,000 by default; the collection
/// view's walk takes a quarter, so a default run makes 10,000 steps; CI's long suite runs more).
@MainActor
@Suite(.serialized) struct AdapterWalkTests {
  static let steps =
    ProcessInfo.processInfo.environment["ADAPTER_WALK_STEPS"].flatMap(Int.init) ?? 8_000

  @Test func aRandomWalkThroughATableKeepsTheTableAndTheListEqual() throws {
    try AdapterWalk(seed: 1, view: .table).run(steps: Self.steps)
  }

  @Test func aRandomWalkThroughACollectionViewKeepsTheViewAndTheListEqual() throws {
    try AdapterWalk(seed: 2, view: .collection).run(steps: Self.steps / 4)
  }
}

/// One walk: a window showing a view controller whose view shows a list of numbered items in
/// identified sections, an ad layer and an empty state, through an adapter.
@MainActor
private final class AdapterWalk {
  enum ViewKind { case table, collection }

  private var random: WalkRandom
  private let kind: ViewKind
  private let scene = TestScene()
  private let viewController: LifeCircleViewController
  private let list: ListController
  private let source: ListSnapshotDataSource<Int>
  private let table = UITableView(frame: .zero, style: .plain)
  private let collection = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  private var tableAdapter: ListTableViewAdapter?
  private var collectionAdapter: ListCollectionViewAdapter?
  private let window: LifeCircleWindow
  private let ads = ListInsertionLayer(name: "ads")
  private let emptyContent = WalkEmptyContent()
  private let empty: EmptyStateAction
  /// Watches the second section: its placeholder is a row there while that section is empty.
  private let sectionEmpty: EmptyStateAction
  private let ledger: BalanceLedger
  private var shown = ListSnapshot<Int>()
  private var nextItem = 0
  private var nextAd = 0
  private var misuses: [String] = []
  private var recent: [String] = []

  init(seed: UInt64, view kind: ViewKind) throws {
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
    random = WalkRandom(seed: seed)
    self.kind = kind
    let (viewController, list) = scene.make {
      (LifeCircleViewController(title: "Feed"), ListController(title: "FeedList"))
    }
    self.viewController = viewController
    self.list = list
    source = ListSnapshotDataSource<Int> { id, _ in ListCell("item \(id)") }
    empty = EmptyStateAction(source: emptyContent)
    sectionEmpty = EmptyStateAction(source: emptyContent, section: .index(1))
    ledger = BalanceLedger(source: source)
    list.dataSource = source
    list.delegate = ledger
    list.prefetchDataSource = ledger
    ads.delegate = ledger
    try list.addInsertionLayer(ads)
    list.registerLifeCircleAction(empty)
    list.registerLifeCircleAction(sectionEmpty)
    switch kind {
    case .table:
      tableAdapter = try ListTableViewAdapter(list: list, tableView: table, in: viewController)
      try tableAdapter?.showEmptyState(empty)
      try tableAdapter?.showEmptyState(sectionEmpty)
    case .collection:
      collectionAdapter = try ListCollectionViewAdapter(
        list: list, collectionView: collection, in: viewController)
      try collectionAdapter?.showEmptyState(empty)
      try collectionAdapter?.showEmptyState(sectionEmpty)
    }
    window = scene.make {
      let window = LifeCircleWindow(frame: .zero)
      window.rootViewController = viewController
      window.makeKeyAndVisible()
      return window
    }
    UIKitStandIn.misuseHandler = { [unowned self] message in misuses.append(message) }
    UIKitStandIn.runUntilIdle()
    shown = ListSnapshot(
      sections: (0..<3).map { section in ("s\(section)", (0..<6).map { _ in newItem() }) })
    try list.apply(shown)
    scroll(first: 0, count: 6)
  }

  func run(steps: Int) throws {
    defer { tearDown() }
    for index in 0..<steps {
      let step = try performRandomStep()
      UIKitStandIn.runUntilIdle()
      recent.append(step)
      if recent.count > 10 { recent.removeFirst() }
      if let problem = check() {
        Issue.record(
          "step \(index): after …\(recent.joined(separator: "; ")): \(problem)")
        return
      }
    }
    #expect(ledger.willDisplayCount > steps / 4, "the walk displayed rows")
    #expect(ledger.prefetchCount > 0, "the walk prefetched rows")
  }

  private func tearDown() {
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    tableAdapter?.detach()
    collectionAdapter?.detach()
    scene.clear()
    UIKitStandIn.reset()
    LifeCircleUIKit.resetForTesting()
  }

  // MARK: Steps

  private func performRandomStep() throws -> String {
    if window.isHidden, random.next(below: 3) == 0 { return toggleWindow() }
    switch random.next(below: 100) {
    case 0..<40: return try applyRandomSnapshot()
    case 40..<46: return try batchOfTwoApplies()
    case 46..<49:
      list.reloadData()
      return "reloadData"
    case 49..<57: return try mutateAds()
    case 57..<60:
      emptyContent.isOn.toggle()
      empty.reload(on: list)
      return "empty state \(emptyContent.isOn ? "on" : "off")"
    case 60..<72:
      let first = random.next(below: max(1, ledger.totalRows(of: list)))
      let count = random.next(below: 10)
      scroll(first: first, count: count)
      return "scroll \(first) \(count)"
    case 72..<76:
      let distance = random.next(below: 4)
      setPrefetchDistance(distance)
      return "prefetch distance \(distance)"
    case 76..<86: return tapRandomVisibleRow()
    case 86..<92: return try selectByCode()
    case 92..<96:
      list.allowsMultipleSelection.toggle()
      return "multiple selection \(list.allowsMultipleSelection)"
    default: return toggleWindow()
    }
  }

  private func toggleWindow() -> String {
    window.isHidden.toggle()
    setViewOnScreen(!window.isHidden)
    if !window.isHidden { window.makeKeyAndVisible() }
    return window.isHidden ? "hide window" : "show window"
  }

  private func newItem() -> Int {
    nextItem += 1
    return nextItem
  }

  /// A random change of the shown snapshot: items inserted, deleted, moved, reloaded or
  /// reconfigured; sections added, removed or moved.
  private func mutated() -> ListSnapshot<Int> {
    var sections = shown.sections
    var ids = shown.sectionIdentifiers?.map { "\($0)" } ?? sections.indices.map { "s\($0)" }
    // Grows up to about 30 items, then shrinks as often as it grows.
    let inserts = sections.reduce(0) { $0 + $1.count } < 30 ? 3 : 2
    for _ in 0...random.next(below: 4) {
      switch random.next(below: 9) {
      case 0..<inserts:
        if sections.isEmpty {
          sections.append([])
          ids.append("s\(newItem())")
        }
        let section = random.next(below: sections.count)
        sections[section].insert(newItem(), at: random.next(below: sections[section].count + 1))
      case inserts..<5:
        guard
          let section = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(
            using: &random)
        else { continue }
        sections[section].remove(at: random.next(below: sections[section].count))
      case 5:
        guard
          let from = sections.indices.filter({ !sections[$0].isEmpty }).randomElement(
            using: &random)
        else { continue }
        let item = sections[from].remove(at: random.next(below: sections[from].count))
        let to = random.next(below: sections.count)
        sections[to].insert(item, at: random.next(below: sections[to].count + 1))
      case 6:
        guard sections.count < 4 else { continue }
        let at = random.next(below: sections.count + 1)
        sections.insert([newItem()], at: at)
        ids.insert("s\(newItem())", at: at)
      case 7:
        // Removing a whole section empties the feed quickly: only from a feed of three or more.
        guard sections.count > 2 || random.next(below: 4) == 0, !sections.isEmpty else {
          continue
        }
        let at = random.next(below: sections.count)
        sections.remove(at: at)
        ids.remove(at: at)
      default:
        guard sections.count > 1 else { continue }
        let from = random.next(below: sections.count)
        let section = sections.remove(at: from)
        let id = ids.remove(at: from)
        let to = random.next(below: sections.count + 1)
        sections.insert(section, at: to)
        ids.insert(id, at: to)
      }
    }
    var snapshot = ListSnapshot<Int>(sections: Array(zip(ids, sections)))
    let items = sections.flatMap { $0 }
    if !items.isEmpty, random.next(below: 3) == 0 {
      snapshot.reloadItems([items[random.next(below: items.count)]])
    }
    if !items.isEmpty, random.next(below: 3) == 0 {
      snapshot.reconfigureItems([items[random.next(below: items.count)]])
    }
    return snapshot
  }

  private func applyRandomSnapshot() throws -> String {
    let snapshot = mutated()
    try list.apply(snapshot)
    shown = snapshot
    return "apply \(snapshot.sections)"
  }

  private func batchOfTwoApplies() throws -> String {
    let first = mutated()
    shown = first
    let second = mutated()
    try list.performBatchUpdates { [list] in
      try list.apply(first)
      try list.apply(second)
    }
    shown = second
    return "batch of applies \(first.sections) then \(second.sections)"
  }

  private func mutateAds() throws -> String {
    if !ads.insertions.isEmpty, random.next(below: 3) == 0 {
      let id = ads.insertions[random.next(below: ads.insertions.count)]
      ads.remove([id])
      return "remove ad \(id)"
    }
    if random.next(below: 8) == 0 {
      ads.removeAll()
      return "remove every ad"
    }
    nextAd += 1
    let id = "ad\(nextAd)"
    let section = random.next(below: max(1, shown.sections.count))
    let after = random.next(below: 6)
    do {
      try ads.insert(id, at: .afterContentRows(after), inSection: section)
    } catch {
      return "ad \(id) refused: \(error)"
    }
    return "insert \(id) after \(after) rows of section \(section)"
  }

  private func scroll(first: Int, count: Int) {
    switch kind {
    case .table: table.standInScroll(toFirstRow: first, visibleCount: count)
    case .collection: collection.standInScroll(toFirstItem: first, visibleCount: count)
    }
  }

  private func setPrefetchDistance(_ distance: Int) {
    switch kind {
    case .table: table.standInPrefetchDistance = distance
    case .collection: collection.standInPrefetchDistance = distance
    }
  }

  private func setViewOnScreen(_ isOnScreen: Bool) {
    switch kind {
    case .table: table.standInIsOnScreen = isOnScreen
    case .collection: collection.standInIsOnScreen = isOnScreen
    }
  }

  private var viewVisiblePaths: [IndexPath] {
    switch kind {
    case .table: (table.indexPathsForVisibleRows ?? []).sorted()
    case .collection: collection.indexPathsForVisibleItems.sorted()
    }
  }

  private func tapRandomVisibleRow() -> String {
    let visible = viewVisiblePaths
    guard !visible.isEmpty else { return "no row to tap" }
    let path = visible[random.next(below: visible.count)]
    switch kind {
    case .table: table.standInTapRow(at: path)
    case .collection: collection.standInTapItem(at: path)
    }
    return "tap \(path)"
  }

  private func selectByCode() throws -> String {
    let items = shown.sections.enumerated().flatMap { section, items in
      items.indices.map { ListIndexPath(row: $0, section: section) }
    }
    guard !items.isEmpty else { return "nothing to select" }
    let path = items[random.next(below: items.count)]
    if list.indexPathsForSelectedRows.contains(path) {
      list.deselectRow(at: path)
      return "deselect \(path) by code"
    }
    try list.selectRow(at: path)
    return "select \(path) by code"
  }

  // MARK: Checks

  /// The first difference between the view and the list, or a balance or UIKit rule broken.
  private func check() -> String? {
    if !misuses.isEmpty { return "the stand-in refused: \(misuses)" }
    if !scene.diagnostics.isEmpty { return "diagnostics: \(scene.diagnostics.map(\.message))" }
    let display = list.display
    let counts = (0..<display.numberOfSections).map { display.numberOfRows(inSection: $0) }
    let viewCounts: [Int]
    switch kind {
    case .table: viewCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    case .collection:
      viewCounts = (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
    }
    if viewCounts != counts { return "the view's counts \(viewCounts), the list's \(counts)" }
    let listRows = display.visibleRows.map { list.hostedCell(at: $0)?.text ?? "?" }
    let listPaths = display.visibleRows.map(IndexPath.init(displayPath:))
    if list.appearanceState == .appeared {
      let visible = viewVisiblePaths
      if visible != listPaths { return "the view displays \(visible), the list \(listPaths)" }
      let texts = visible.map(viewText(at:))
      if texts != listRows { return "the view's cells \(texts), the list's \(listRows)" }
      // The list prefetches the smallest range holding what the view displays and prefetches,
      // and nothing while the view displays nothing.
      let viewPrefetched: [IndexPath]
      switch kind {
      case .table: viewPrefetched = table.standInPrefetchedRows
      case .collection: viewPrefetched = collection.standInPrefetchedItems
      }
      let flat = (visible + viewPrefetched).map {
        list.flatDisplayIndex(of: DisplayIndexPath(row: $0[1], section: $0[0]))
      }
      let expected =
        visible.isEmpty ? [] : flat.min().map { low in Array(low...(flat.max() ?? low)) } ?? []
      let actual = list.prefetchedDisplayPaths.map(list.flatDisplayIndex(of:))
      if actual != expected { return "the list prefetches \(actual), the view's range \(expected)" }
    } else if !listPaths.isEmpty {
      return "the list displays \(listPaths) while \(list.appearanceState)"
    }
    let selected = display.indexPathsForSelectedRows.map(IndexPath.init(displayPath:))
    let viewSelected: [IndexPath]
    switch kind {
    case .table: viewSelected = (table.indexPathsForSelectedRows ?? []).sorted()
    case .collection: viewSelected = (collection.indexPathsForSelectedItems ?? []).sorted()
    }
    if viewSelected != selected { return "the view selects \(viewSelected), the list \(selected)" }
    if let problem = ledger.settle(list: list) { return problem }
    let background: UIView?
    switch kind {
    case .table: background = table.backgroundView
    case .collection: background = collection.backgroundView
    }
    if empty.isVisible(on: list) != (background != nil) {
      return
        "placeholder visible \(empty.isVisible(on: list)), background view \(background as Any)"
    }
    return nil
  }

  private func viewText(at path: IndexPath) -> String {
    switch kind {
    case .table: table.cellForRow(at: path)?.textLabel?.text ?? "?"
    case .collection: (collection.cellForItem(at: path) as? ListTextCell)?.textLabel.text ?? "?"
    }
  }
}

extension IndexPath {
  fileprivate init(displayPath: DisplayIndexPath) {
    self.init(indexes: [displayPath.section, displayPath.row])
  }
}

extension WalkRandom: RandomNumberGenerator {}

/// Says the feed is empty while on.
@MainActor
private final class WalkEmptyContent: EmptyStateSource {
  var isOn = true
  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    isOn ? EmptyStateContent(title: "Nothing yet") : nil
  }
}

/// Checks that display and prefetch callbacks balance by identity: an item or an ad is
/// displayed (prefetched) once until it ends (is cancelled), and what the ledger holds after a
/// step is exactly what the list displays (prefetches).
///
/// Content rows that end are named by before-state paths, which the data source (already
/// answering the new snapshot) cannot name: their count is checked against the identities that
/// left, and an item displayed again while still held (a reload) owes one more end.
@MainActor
private final class BalanceLedger: ListDelegate, ListPrefetching, InsertionLayerDelegate {
  private let source: ListSnapshotDataSource<Int>
  private var displayed: [String: Int] = [:]
  private var prefetched: [String: Int] = [:]
  private var endsThisStep = 0
  private var cancelsThisStep = 0
  private var problems: [String] = []
  private(set) var willDisplayCount = 0
  private(set) var prefetchCount = 0

  init(source: ListSnapshotDataSource<Int>) { self.source = source }

  func totalRows(of list: ListController) -> Int {
    let display = list.display
    return (0..<display.numberOfSections).reduce(0) { $0 + display.numberOfRows(inSection: $1) }
  }

  private func name(_ path: ListIndexPath) -> String {
    source.itemIdentifier(for: path).map { "item \($0)" } ?? "? \(path)"
  }

  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {
    willDisplayCount += 1
    displayed[name(indexPath), default: 0] += 1
  }
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {
    endsThisStep += 1
  }
  func list(_ list: ListController, prefetchRowsAt indexPaths: [ListIndexPath]) {
    prefetchCount += indexPaths.count
    for path in indexPaths { prefetched[name(path), default: 0] += 1 }
  }
  func list(_ list: ListController, cancelPrefetchingForRowsAt indexPaths: [ListIndexPath]) {
    cancelsThisStep += indexPaths.count
  }
  func insertionLayer(_ layer: ListInsertionLayer, cellFor row: InsertedRow) -> ListCell {
    ListCell(row.id)
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, willDisplay row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    willDisplayCount += 1
    displayed["ad \(row.id)", default: 0] += 1
  }
  func insertionLayer(
    _ layer: ListInsertionLayer, didEndDisplaying row: InsertedRow, at indexPath: DisplayIndexPath
  ) {
    if displayed["ad \(row.id)", default: 0] == 0 {
      problems.append("ad \(row.id) ended without being displayed")
    }
    displayed["ad \(row.id)", default: 0] -= 1
  }
  func insertionLayer(_ layer: ListInsertionLayer, prefetch rows: [InsertedRow]) {
    for row in rows { prefetched["ad \(row.id)", default: 0] += 1 }
  }
  func insertionLayer(_ layer: ListInsertionLayer, cancelPrefetchingFor rows: [InsertedRow]) {
    for row in rows {
      if prefetched["ad \(row.id)", default: 0] == 0 {
        problems.append("ad \(row.id) cancelled without being prefetched")
      }
      prefetched["ad \(row.id)", default: 0] -= 1
    }
  }

  /// Matches the step's callbacks against what the list displays and prefetches now; `nil`
  /// when they balance.
  func settle(list: ListController) -> String? {
    defer {
      endsThisStep = 0
      cancelsThisStep = 0
      problems = []
    }
    if !problems.isEmpty { return problems.joined(separator: "; ") }
    let display = list.display
    let nowDisplayed = identities(display.visibleRows, in: list)
    let nowPrefetched = identities(list.prefetchedDisplayPaths, in: list)
    if let problem = balance(
      &displayed, now: nowDisplayed, contentEnds: endsThisStep, what: "displayed")
    {
      return problem
    }
    return balance(
      &prefetched, now: nowPrefetched, contentEnds: cancelsThisStep, what: "prefetched")
  }

  private func identities(_ paths: [DisplayIndexPath], in list: ListController) -> [String: Int] {
    var result: [String: Int] = [:]
    for path in paths {
      guard let row = list.display.row(at: path) else { continue }
      switch row {
      case .content(let content): result[name(content), default: 0] += 1
      case .inserted(let layer, let inserted):
        // The adapter's own layer (section placeholders) tells nobody here.
        guard layer == "ads" else { continue }
        result["ad \(inserted.id)", default: 0] += 1
      }
    }
    return result
  }

  /// Each content identity held beyond what is on screen now must have ended once per extra
  /// hold; ads balance one by one already. Leaves the ledger equal to `now`.
  private func balance(
    _ held: inout [String: Int], now: [String: Int], contentEnds: Int, what: String
  ) -> String? {
    var owedContentEnds = 0
    for (identity, count) in held where count != 0 {
      let current = now[identity] ?? 0
      if identity.hasPrefix("ad ") {
        if count != current { return "\(identity) \(what) \(count) times, on screen \(current)" }
        continue
      }
      if count < current { return "\(identity) \(what) without its callback" }
      owedContentEnds += count - current
    }
    for (identity, count) in now where (held[identity] ?? 0) < count {
      return "\(identity) \(what) without its callback"
    }
    if owedContentEnds != contentEnds {
      return "\(contentEnds) content rows stopped being \(what), \(owedContentEnds) identities left"
    }
    held = now
    return nil
  }
}
