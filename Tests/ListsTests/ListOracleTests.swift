import Delegation
import Foundation
import LifeCircleTesting
import Lifecycle
import ListReferenceModel
import Lists
import Testing

/// LISTS.md A7: seeded random operations on a list with two insertion layers, checked after
/// every step against the naive model. `LISTS_ORACLE_STEPS` sets the number of steps (CI runs
/// 100,000); the default keeps `swift test` quick.
@MainActor
@Suite struct ListOracleTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func randomOperationsAgreeWithTheNaiveModel(seed: UInt64) throws {
    let steps =
      ProcessInfo.processInfo.environment["LISTS_ORACLE_STEPS"].flatMap { Int($0) }.map { $0 / 3 }
      ?? 600
    var oracle = try Oracle(seed: seed)
    for step in 0..<steps {
      try oracle.step()
      let problems = oracle.check()
      guard problems.isEmpty else {
        Issue.record("seed \(seed), step \(step) (\(oracle.lastOperation)): \(problems)")
        return
      }
    }
  }
}

@MainActor
struct Oracle {
  var random: OracleRandom
  var model = NaiveFeed()
  let world = TestScene()
  let source = RowsSource([])
  let watcher = DisplayWatcher()
  /// The prefetch data sources the list is given in turn: the watcher, this one, or none.
  let otherPrefetchSource: OtherPrefetchSource
  /// The prefetch data source now: 0 the watcher, 1 ``otherPrefetchSource``, 2 none.
  var prefetchSource = 0
  let list: ListController
  let navigation: NavigationController
  let cover: ScreenController
  let layers: [ListInsertionLayer]
  let placeholder = PlaceholderWatcher()
  let emptyState: EmptyStateAction
  /// A placeholder per section, for sections 0 and 1 (issue 34): each visible exactly while
  /// the list is on screen and its section is there and empty.
  let sectionPlaceholders = [PlaceholderWatcher(), PlaceholderWatcher()]
  let sectionEmptyStates: [EmptyStateAction]
  var selected: Set<String> = []
  var nextID = 0
  var lastOperation = ""
  var displayBefore: [[String]] = []
  var expectsChange = false
  /// Whether the step scrolled (section indices are the same before and after it).
  var isScroll = false
  var expectedBatch: NaiveBatch?
  /// Problems the step's re-entrant request found (reported by ``check()``).
  var refusalProblems: [String] = []
  /// The completions of the step's batches.
  let completions = CompletionLog()
  /// Whether a request from a callback ran this step.
  var reentrantRan = false

  /// The rows prefetched beyond each end of the viewport.
  static let prefetchDistance = 2

  init(seed: UInt64) throws {
    random = OracleRandom(seed: seed)
    otherPrefetchSource = OtherPrefetchSource(watcher)
    list = world.make { ListController(title: "Feed") }
    list.dataSource = source
    list.delegate = watcher
    list.prefetchDataSource = watcher
    list.prefetchDistance = Self.prefetchDistance
    list.registerLifeCircleAction(watcher)
    emptyState = EmptyStateAction(source: placeholder, delegate: placeholder)
    list.registerLifeCircleAction(emptyState)
    sectionEmptyStates = sectionPlaceholders.enumerated().map { index, watcher in
      EmptyStateAction(source: watcher, delegate: watcher, section: .index(index))
    }
    for action in sectionEmptyStates { list.registerLifeCircleAction(action) }
    layers = ["L1", "L2"].map { ListInsertionLayer(name: $0) }
    for layer in layers {
      layer.delegate = watcher
      try list.addInsertionLayer(layer)
      model.layers.append(NaiveFeed.Layer(name: layer.name))
    }
    let root = world.make { ScreenController(title: "Root") }
    navigation = world.make { NavigationController(rootController: root) }
    cover = world.make { ScreenController(title: "Cover") }
    world.show(navigation)
    source.sections = [(0..<6).map { "c\($0)" }]
    nextID = 6
    watcher.contentBefore = source.sections
    watcher.contentAfter = source.sections
    watcher.liveContent = { [source] in source.sections }
    try navigation.push(list, animated: false)
    model.reload(source.sections)
    completions.callbackCount = { [watcher] in watcher.callbackCount }
  }

  private mutating func newID(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  mutating func step() throws {
    displayBefore = displayIdentities()
    refusalProblems = []
    completions.reset()
    reentrantRan = false
    watcher.reset()
    watcher.contentBefore = source.sections
    expectedBatch = nil
    isScroll = false
    let reentrant = armReentrantRequest()
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<30: try businessBatch(joiningLayer: false)
    case 30..<38: try businessBatch(joiningLayer: true)
    case 38..<55: try layerInsert()
    case 55..<63: layerRemove()
    case 63..<70: reload()
    case 70..<78: scroll()
    case 78..<86: try appearOrDisappear()
    case 86..<94: try tap()
    case 94..<97: changePrefetchSource()
    default: try refusedBatch()
    }
    finishReentrantRequest(reentrant)
  }

  /// A request a callback may make during the step, performed by the list after the step's
  /// last callback: "load more" (a batch whose block appends a row to section 0 in its turn), a
  /// layer insertion, a batch that is refused in its turn carrying a layer insertion, a reload,
  /// or a push of the cover over the list.
  enum Reentrant {
    case appendRow(String)
    case insertion(layer: Int, id: String, rows: Int)
    case refusedWithInsertion(layer: Int, id: String)
    case reload
    case pushCover
    /// The prefetch data source replaced (0 the watcher, 1 the other source, 2 none).
    case prefetchSource(Int)
  }

  /// Arms, one step in eight, a request from the next callback of a random kind (a row's
  /// display or end, the actions' `didUpdate`, an inserted row's display or end, a placeholder
  /// event); the request's identity is chosen now.
  private mutating func armReentrantRequest() -> (Reentrant, Box)? {
    watcher.onNextCallback = nil
    placeholder.onEvent = nil
    watcher.readDisplay = nil
    guard chance(12), !source.sections.isEmpty else { return nil }
    // Two changes in one step: read the display at each, to replay them one by one.
    watcher.readDisplay = { [unowned list, source] in Oracle.identities(of: list, source) }
    // `allCases` is not empty.
    watcher.armedCallback = DisplayWatcher.Callback.allCases.randomElement(using: &random)!
    let request: Reentrant =
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<35: .appendRow(newID("c"))
      case 35..<65:
        .insertion(
          layer: Int.random(in: 0..<layers.count, using: &random), id: newID("a"),
          rows: Int.random(in: 0...3, using: &random))
      case 65..<80:
        .refusedWithInsertion(
          layer: Int.random(in: 0..<layers.count, using: &random), id: newID("a"))
      case 80..<90: .reload
      case 90..<95: .prefetchSource((prefetchSource + Int.random(in: 1...2, using: &random)) % 3)
      default: .pushCover
      }
    let fired = Box()
    let prefetchSources: [(any ListPrefetching)?] = [watcher, otherPrefetchSource, nil]
    let run = { [source, list, layers, navigation, cover, completions] in
      fired.value = true
      switch request {
      case .appendRow(let id):
        list.performBatchUpdates(
          {
            // The block runs in the batch's turn: the update under way never sees the row.
            guard !source.sections.isEmpty else { return }
            source.sections[0].append(id)
            fired.ranInTurn = true
            try list.insertRows(
              at: [ListIndexPath(row: source.sections[0].count - 1, section: 0)])
          }, completion: completions.completion("the queued \(id)", succeeds: true))
      case .insertion(let layer, let id, let rows):
        try? layers[layer].insert(id, at: .afterContentRows(rows))
      case .refusedWithInsertion(let layer, let id):
        do {
          try list.performBatchUpdates {
            // An insert the data source does not count: refused (in its turn when queued),
            // with the layer insertion it carries.
            try list.insertRows(at: [ListIndexPath(row: 0, section: 0)])
            try layers[layer].insert(id, at: .afterContentRows(0))
          }
        } catch {
          fired.threwAtOnce = true  // asked outside the list's own work: it ran at once
        }
      case .reload:
        list.reloadData()
      case .pushCover:
        if navigation.topController === list { try? navigation.push(cover, animated: false) }
      case .prefetchSource(let index):
        list.prefetchDataSource = prefetchSources[index]  // its pass queued behind the work
      }
    }
    if watcher.armedCallback == .placeholder {
      placeholder.onEvent = { [placeholder] in
        placeholder.onEvent = nil
        run()
      }
    } else {
      watcher.onNextCallback = run
    }
    return (request, fired)
  }

  /// Applies to the model the request a callback made, after the step's own change (the list
  /// performed it after that update's last callback).
  private mutating func finishReentrantRequest(_ armed: (Reentrant, Box)?) {
    watcher.onNextCallback = nil
    placeholder.onEvent = nil
    guard let (request, fired) = armed, fired.value else { return }
    reentrantRan = true
    lastOperation += " + from a callback: \(request)"
    switch request {
    case .appendRow(let id):
      guard fired.ranInTurn else { return }
      var batch = NaiveBatch()
      let row = source.sections[0].count - 1
      batch.insertedRows = [(0, row, id)]
      model.apply(batch, newContent: source.sections, moved: [])
    case .insertion(let layer, let id, let rows):
      model.apply(
        NaiveBatch(), newContent: source.sections, moved: [],
        mutations: [
          layers[layer].name: [.insert(id: id, section: 0, position: .afterContentRows(rows))]
        ])
    case .refusedWithInsertion(let layer, let id):
      if layers[layer].insertions.contains(id) {
        refusalProblems.append("\(id), carried by a refused queued batch, is in the layer")
      }
      if !fired.threwAtOnce,
        !world.diagnostics.contains(where: { $0.kind == .queuedOperationFailed })
      {
        refusalProblems.append("the refused queued batch was not reported")
      }
      world.clear()
    case .reload:
      model.reload(source.sections)
      selected = []
    case .pushCover:
      break
    case .prefetchSource(let index):
      prefetchSource = index
    }
  }

  // MARK: Operations

  private mutating func businessBatch(joiningLayer: Bool) throws {
    var content = source.sections
    var batch = NaiveBatch()
    var moved = Set<String>()
    if chance(15), content.count > 1 {
      batch.deletedSections = [Int.random(in: 0..<content.count, using: &random)]
    }
    let surviving = content.indices.filter { !batch.deletedSections.contains($0) }
    if chance(10), surviving.count > 1 {
      let from = surviving.randomElement(using: &random)!  // non-empty: checked just above
      batch.movedSections = [
        (from, Int.random(in: 0..<(content.count - batch.deletedSections.count), using: &random))
      ]
    }
    // Past 40 rows or 6 sections the list only shrinks, so the O(n) checks stay cheap.
    let isLarge = model.contentRowCount > 40 || content.count > 6
    let afterCount =
      content.count - batch.deletedSections.count + (!isLarge && chance(15) ? 1 : 0)
    if afterCount > content.count - batch.deletedSections.count {
      let index = Int.random(in: 0..<afterCount, using: &random)
      if !batch.movedSections.contains(where: { $0.to == index }) {
        batch.insertedSections = [index]
        var rows: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) { rows.append(newID("c")) }
        batch.insertedSectionRows[index] = rows
      }
    }
    if batch.insertedSections.isEmpty { batch.insertedSectionRows = [:] }
    // Rows of surviving sections, not moved sections (kept simple and valid).
    let movedFrom = Set(batch.movedSections.map(\.from))
    var taken = Set<String>()
    for section in content.indices
    where !batch.deletedSections.contains(section) && !movedFrom.contains(section) {
      for row in content[section].indices where chance(isLarge ? 30 : 12) {
        batch.deletedRows.append((section, row))
        taken.insert(content[section][row])
      }
      for row in content[section].indices where chance(6) && !taken.contains(content[section][row])
      {
        batch.reloadedRows.append((section, row))
        taken.insert(content[section][row])
      }
    }
    // Build the after state without inserts, then choose insert and move targets in it.
    var after = batch.applied(to: content)
    var newRows: [(section: Int, id: String)] = []
    let insertable = after.indices.filter { !batch.insertedSections.contains($0) }
    if !insertable.isEmpty {
      for _ in 0..<Int.random(in: 0...(isLarge ? 0 : 3), using: &random) {
        newRows.append((insertable.randomElement(using: &random)!, newID("c")))  // non-empty
      }
    }
    var moves: [(from: (section: Int, row: Int), id: String, toSection: Int)] = []
    if chance(25), !insertable.isEmpty {
      let candidates = content.indices.filter {
        !batch.deletedSections.contains($0) && !movedFrom.contains($0)
      }
      .flatMap { section in content[section].indices.map { (section, $0) } }
      .filter { !taken.contains(content[$0.0][$0.1]) }
      if let from = candidates.randomElement(using: &random) {
        let id = content[from.0][from.1]
        // `insertable` is not empty: checked above.
        moves.append(((from.0, from.1), id, insertable.randomElement(using: &random)!))
        moved.insert(id)
      }
    }
    // Remove moved rows from `after`, then insert every arriving row at a random place.
    for move in moves { after = after.map { $0.filter { $0 != move.id } } }
    var arrivals: [(section: Int, id: String, isMove: Bool)] =
      newRows.map { ($0.section, $0.id, false) } + moves.map { ($0.toSection, $0.id, true) }
    arrivals.shuffle(using: &random)
    for arrival in arrivals {
      let row = Int.random(in: 0...after[arrival.section].count, using: &random)
      after[arrival.section].insert(arrival.id, at: row)
    }
    for (section, rows) in after.enumerated() where !batch.insertedSections.contains(section) {
      for (row, id) in rows.enumerated() {
        if let arrival = arrivals.first(where: { $0.id == id }) {
          if arrival.isMove, let move = moves.first(where: { $0.id == id }) {
            batch.movedRows.append((move.from, (section, row)))
          } else {
            batch.insertedRows.append((section, row, id))
          }
        }
      }
    }
    precondition(batch.applied(to: content) == after, "the oracle built an inconsistent batch")
    var mutation: (layer: Int, NaiveFeed.Mutation)?
    if joiningLayer {
      mutation = (
        Int.random(in: 0..<layers.count, using: &random),
        .insert(
          id: newID("a"), section: 0,
          position: .afterContentRows(Int.random(in: 0...4, using: &random)))
      )
    }
    lastOperation = "batch \(batch.summary)\(mutation.map { " + layer \($0.layer) \($0.1)" } ?? "")"
    let reloaded = Set(batch.reloadedRows.map { content[$0.section][$0.row] })
    content = after
    watcher.contentAfter = content
    let (list, source, layers, joined, shown) = (list, source, layers, mutation, content)
    let updates = {
      source.sections = shown
      try list.deleteSections(batch.deletedSections)
      try list.insertSections(batch.insertedSections)
      for move in batch.movedSections { try list.moveSection(move.from, toSection: move.to) }
      try list.deleteRows(
        at: batch.deletedRows.map { ListIndexPath(row: $0.row, section: $0.section) })
      try list.reloadRows(
        at: batch.reloadedRows.map { ListIndexPath(row: $0.row, section: $0.section) })
      try list.insertRows(
        at: batch.insertedRows.map { ListIndexPath(row: $0.row, section: $0.section) })
      for move in batch.movedRows {
        try list.moveRow(
          at: ListIndexPath(row: move.from.row, section: move.from.section),
          to: ListIndexPath(row: move.to.row, section: move.to.section))
      }
      if let joined, case .insert(let id, let section, let position) = joined.1 {
        try layers[joined.layer].insert(id, at: position, inSection: section)
      }
    }
    if chance(50) {
      list.performBatchUpdates(
        updates, completion: completions.completion("the batch", succeeds: true))
    } else {
      try list.performBatchUpdates(updates)
    }
    var mutations: [String: [NaiveFeed.Mutation]] = [:]
    if let mutation { mutations[layers[mutation.layer].name] = [mutation.1] }
    model.apply(batch, newContent: content, moved: moved, mutations: mutations)
    selected = selected.filter { id in
      !reloaded.contains(id) && model.display.joined().contains { $0.id == id }
    }
    expectsChange = !batch.isEmpty || displayChanged
  }

  private mutating func layerInsert() throws {
    let index = Int.random(in: 0..<layers.count, using: &random)
    let section = Int.random(in: 0...source.sections.count, using: &random)
    let inner = model.stage(index)
    let count = inner.indices.contains(section) ? inner[section].count : 0
    let position: InsertionPosition
    switch Int.random(in: 0..<5, using: &random) {
    case 0: position = .afterContentRows(0)
    case 1: position = .afterContentRows(count)
    case 2: position = .afterContentRows(count + Int.random(in: 1...3, using: &random))
    case 3: position = .displayRow(Int.random(in: 0...(count + 2), using: &random))
    default: position = .afterContentRows(Int.random(in: 0...max(count, 0), using: &random))
    }
    let id = newID("a")
    lastOperation = "insert \(id) into \(layers[index].name) section \(section) at \(position)"
    watcher.contentAfter = source.sections
    try layers[index].insert(id, at: position, inSection: section)
    model.apply(
      NaiveBatch(), newContent: source.sections, moved: [],
      mutations: [layers[index].name: [.insert(id: id, section: section, position: position)]])
    expectsChange = displayChanged  // pending or hidden: nothing changed, nothing heard
  }

  private mutating func layerRemove() {
    let index = Int.random(in: 0..<layers.count, using: &random)
    watcher.contentAfter = source.sections
    if chance(20) {
      lastOperation = "removeAll \(layers[index].name)"
      let ids = Set(layers[index].insertions)
      layers[index].removeAll()
      model.apply(
        NaiveBatch(), newContent: source.sections, moved: [],
        mutations: [layers[index].name: [.removeAll]])
      selected.subtract(ids)
      expectsChange = displayChanged
    } else {
      guard let id = layers[index].insertions.randomElement(using: &random) else {
        lastOperation = "nothing to remove"
        expectsChange = false
        return
      }
      lastOperation = "remove \(id) from \(layers[index].name)"
      layers[index].remove([id])
      model.apply(
        NaiveBatch(), newContent: source.sections, moved: [],
        mutations: [layers[index].name: [.remove(id)]])
      selected.remove(id)
      expectsChange = displayChanged
    }
  }

  private mutating func reload() {
    var content = source.sections
    let isLarge = model.contentRowCount > 40 || content.count > 6
    if chance(isLarge ? 100 : 50) {
      content = content.map { rows in rows.filter { _ in !chance(30) } }
    }
    if isLarge && content.count > 2 { content.removeLast() }
    if (!isLarge && chance(30)) || content.isEmpty { content.append([]) }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let section = Int.random(in: 0..<content.count, using: &random)
      content[section].insert(
        newID("c"), at: Int.random(in: 0...content[section].count, using: &random))
    }
    if chance(10) { content = content.map { _ in [] } }
    lastOperation = "reloadData \(content)"
    watcher.contentAfter = content
    source.sections = content
    list.reloadData()
    model.reload(content)
    selected = []
    expectsChange = false
  }

  private mutating func scroll() {
    let total = model.display.joined().count
    let viewport =
      chance(20)
      ? ListViewport.all
      : ListViewport(
        firstRow: Int.random(in: 0...max(total, 0), using: &random),
        rowCount: Int.random(in: 0...6, using: &random))
    lastOperation = "scroll \(viewport)"
    watcher.contentAfter = source.sections
    list.viewport = viewport
    expectsChange = false
    isScroll = true
  }

  private mutating func appearOrDisappear() throws {
    watcher.contentAfter = source.sections
    if navigation.topController === list {
      lastOperation = "push cover"
      try navigation.push(cover, animated: false)
    } else {
      lastOperation = "pop cover"
      _ = try navigation.pop(animated: false)
    }
    expectsChange = false
  }

  private mutating func tap() throws {
    watcher.contentAfter = source.sections
    expectsChange = false
    guard let path = list.display.visibleRows.randomElement(using: &random) else {
      lastOperation = "nothing to tap"
      return
    }
    let id = identity(at: path)
    lastOperation = "tap \(path) (\(id))"
    try list.display.tapRow(at: path)
    selected = [id]
  }

  /// Sets another prefetch data source (the watcher, the other source, or none): what the old
  /// one was owed is cancelled to it, the range is prefetched to the new one.
  private mutating func changePrefetchSource() {
    watcher.contentAfter = source.sections
    expectsChange = false
    prefetchSource = (prefetchSource + Int.random(in: 1...2, using: &random)) % 3
    let sources: [(any ListPrefetching)?] = [watcher, otherPrefetchSource, nil]
    lastOperation = "prefetch source \(["watcher", "other", "none"][prefetchSource])"
    list.prefetchDataSource = sources[prefetchSource]
  }

  private mutating func refusedBatch() throws {
    watcher.contentAfter = source.sections
    lastOperation = "refused batch"
    expectsChange = false
    let before = displayIdentities()
    let content = source.sections
    let (list, source, layer, id) = (list, source, layers[0], newID("a"))
    let updates = {
      source.sections[0].append("undeclared")
      try layer.insert(id, at: .afterContentRows(0))
    }
    if chance(50) {
      list.performBatchUpdates(
        updates, completion: completions.completion("the refused batch", succeeds: false))
      source.sections = content
      precondition(displayIdentities() == before, "a refused batch changed the display")
      return
    }
    do {
      try list.performBatchUpdates(updates)
    } catch {
      source.sections = content
      precondition(displayIdentities() == before, "a refused batch changed the display")
      return
    }
    preconditionFailure("a batch with an undeclared row was accepted")
  }

  // MARK: Checks

  /// Whether the model's display differs from the display before the step.
  var displayChanged: Bool { model.display.map { $0.map(\.id) } != displayBefore }

  func identity(at path: DisplayIndexPath) -> String {
    Self.identity(at: path, of: list, source)
  }

  static func identity(at path: DisplayIndexPath, of list: ListController, _ source: RowsSource)
    -> String
  {
    switch list.display.row(at: path) {
    case .content(let content)?: source.sections[content.section][content.row]
    case .inserted(_, let row)?: row.id
    case nil: "<none>"
    }
  }

  func displayIdentities() -> [[String]] { Self.identities(of: list, source) }

  static func identities(of list: ListController, _ source: RowsSource) -> [[String]] {
    (0..<list.display.numberOfSections).map { section in
      (0..<list.display.numberOfRows(inSection: section)).map {
        identity(at: DisplayIndexPath(row: $0, section: section), of: list, source)
      }
    }
  }

  func check() -> [String] {
    var problems = watcher.problems + placeholder.problems + refusalProblems
    problems += sectionPlaceholders.flatMap(\.problems)
    problems += completions.problems(quiet: !reentrantRan)
    // B5: the placeholder is visible exactly while the list is on screen and has no content
    // rows (layers' rows do not count).
    let listState = list.appearanceState
    if emptyState.isVisible(on: list)
      != PlaceholderRule.isVisible(listState: listState, rows: model.contentRowCount)
    {
      problems.append(
        "placeholder visible: \(emptyState.isVisible(on: list)), list \(list.appearanceState), \(model.contentRowCount) content rows"
      )
    }
    for (section, action) in sectionEmptyStates.enumerated() {
      let rows = section < model.content.count ? model.content[section].count : nil
      if action.isVisible(on: list) != PlaceholderRule.isVisible(listState: listState, rows: rows) {
        problems.append(
          "section \(section)'s placeholder visible: \(action.isVisible(on: list)), list \(list.appearanceState), sections \(model.content.map(\.count))"
        )
      }
    }
    let expected = model.display.map { $0.map(\.id) }
    let actual = displayIdentities()
    if actual != expected { problems.append("display \(actual) != model \(expected)") }
    let texts = model.display.map { $0.map { $0.owner.isEmpty ? $0.id : "ad:\($0.id)" } }
    if list.display.renderedRows() != texts { problems.append("rendered rows differ") }
    for (section, rows) in source.sections.enumerated() {
      for row in rows.indices {
        let path = ListIndexPath(row: row, section: section)
        guard let shown = list.displayIndexPath(for: path),
          list.contentIndexPath(for: shown) == path
        else {
          problems.append("content \(path) does not map back")
          continue
        }
      }
    }
    let flat = expected.joined().map { $0 }
    let onScreen = navigation.topController === list
    let viewport = list.viewport
    let range = DisplayWindow.viewportRows(
      firstRow: viewport.firstRow, rowCount: viewport.rowCount, total: flat.count)
    let shouldShow = onScreen ? Set(range.map { flat[$0] }) : []
    if watcher.displayed != shouldShow {
      problems.append("displayed \(watcher.displayed.sorted()) != \(shouldShow.sorted())")
    }
    // The prefetch range: the viewport widened by the distance, balanced like the display.
    let prefetchRange = DisplayWindow.prefetchRows(
      around: onScreen ? range : 0..<0, distance: Self.prefetchDistance, total: flat.count)
    // Owed per source: content rows to the current prefetch data source only (none: nobody),
    // inserted rows to their layer's delegate.
    let shouldPrefetch = Set(prefetchRange.map { flat[$0] })
    let contentIDs = Set(model.display.joined().filter(\.owner.isEmpty).map(\.id))
    let inserted = shouldPrefetch.subtracting(contentIDs)
    if watcher.prefetchedInserted.owed != inserted {
      problems.append(
        "prefetched to the layers \(watcher.prefetchedInserted.owed.sorted()) != \(inserted.sorted())"
      )
    }
    for (index, ledger) in [watcher.prefetchedContent, otherPrefetchSource.ledger].enumerated() {
      let owed = index == prefetchSource ? shouldPrefetch.intersection(contentIDs) : []
      if ledger.owed != owed {
        problems.append("prefetched to \(ledger.name) \(ledger.owed.sorted()) != \(owed.sorted())")
      }
    }
    // Section events balance as rows do: one section displayed per section with a shown row.
    let shownSections = Set(list.indexPathsForVisibleRows.map(\.section)).count
    if watcher.sectionsDisplayed != shownSections {
      problems.append(
        "\(watcher.sectionsDisplayed) sections displayed by their events, \(shownSections) by rows")
    }
    let selection = Set(list.display.indexPathsForSelectedRows.map(identity(at:)))
    if selection != selected {
      problems.append("selection \(selection.sorted()) != \(selected.sorted())")
    }
    if expectsChange && watcher.changes.isEmpty {
      problems.append("no change heard")
    }
    // A section that keeps displayed rows through a scroll stays displayed: no end and start.
    if isScroll && !reentrantRan {
      let both = Set(watcher.sectionsEnded).intersection(watcher.sectionsStarted)
      if !both.isEmpty { problems.append("sections \(both.sorted()) ended and started again") }
    }
    if watcher.changes.contains(where: { $0.kind == .batch && $0.isEmpty }) {
      problems.append("a change that changes nothing was heard")
    }
    if !watcher.changes.isEmpty && watcher.changes.allSatisfy({ $0.kind == .batch }) {
      // Each change, replayed in order on the display before the step, gives the display now;
      // an inserted row's identity is the one it has now (it stays until the step's end).
      var replayed = displayBefore
      let displays = watcher.displays.count == watcher.changes.count ? watcher.displays : [actual]
      for (change, after) in zip(watcher.changes, displays) {
        replayed = change.naive(after: after).applied(to: replayed)
        if replayed != after {
          problems.append("change \(change) replays to \(replayed), the display was \(after)")
        }
      }
      if replayed != actual { problems.append("the changes replay to \(replayed), not \(actual)") }
    }
    return problems
  }
}

/// A flag a callback sets.
@MainActor
final class Box {
  var value = false
  /// Whether a queued batch's block ran (in its turn).
  var ranInTurn = false
  /// Whether a batch threw to its caller (it ran at once).
  var threwAtOnce = false
}

extension ListChange {
  /// This change as a naive batch, taking inserted rows' identities from the after state.
  func naive(after: [[String]]) -> NaiveBatch {
    var batch = NaiveBatch()
    batch.deletedSections = deletedSections
    batch.insertedSections = insertedSections
    batch.movedSections = movedSections.map { ($0.from, $0.to) }
    batch.deletedRows = deletedRows.map { ($0.section, $0.row) }
    batch.insertedRows = insertedRows.map { ($0.section, $0.row, after[$0.section][$0.row]) }
    batch.movedRows = movedRows.map { (($0.from.section, $0.from.row), ($0.to.section, $0.to.row)) }
    for section in insertedSections { batch.insertedSectionRows[section] = after[section] }
    return batch
  }
}

extension NaiveBatch {
  var summary: String {
    "ds\(deletedSections) is\(insertedSections) ms\(movedSections) d\(deletedRows.count) i\(insertedRows.count) m\(movedRows.count) r\(reloadedRows.count)"
  }
}
