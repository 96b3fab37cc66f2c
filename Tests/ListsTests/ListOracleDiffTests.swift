import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// `ListSnapshot.difference(from:)` on seeded random snapshot pairs (sections positional or with
/// identity, items deleted, inserted and moved within and across sections, sections deleted,
/// inserted and reordered, updates), against a naive model written without the library's
/// algorithm: the same deletes and inserts, the fewest moves (a quadratic longest common
/// subsequence, not the library's patience sort), a batch that turns the old sections into the
/// new ones under UIKit's rules (``NaiveBatch``), the updates, and the same change from a shown
/// list, which refuses any batch UIKit would refuse.
@MainActor
@Suite struct ListOracleDiffTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func randomSnapshotPairsAgreeWithTheNaiveModel(seed: UInt64) throws {
    var generator = SnapshotPairGenerator(seed: seed)
    for pair in 0..<300 {
      let (old, new) = generator.pair()
      let problems = try DiffOracle(old: old, new: new).problems()
      guard problems.isEmpty else {
        Issue.record("seed \(seed), pair \(pair): \(old) -> \(new): \(problems)")
        return
      }
    }
  }

  @Test func theNaiveFewestMovesAgreeOnKnownCases() {
    #expect(DiffOracle.fewestMoves(old: ["a", "b", "c", "d"], new: ["d", "a", "c"]) == 1)
    #expect(DiffOracle.fewestMoves(old: ["a", "b", "c"], new: ["c", "b", "a"]) == 2)
    #expect(DiffOracle.fewestMoves(old: [], new: ["a"]) == 0)
  }
}

/// Random snapshot pairs: the new snapshot is the old one edited.
struct SnapshotPairGenerator {
  var random: OracleRandom
  var nextID = 0

  init(seed: UInt64) { random = OracleRandom(seed: seed) }

  private mutating func fresh(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  mutating func pair() -> (ListSnapshot<String>, ListSnapshot<String>) {
    let identified = chance(70)
    var sections: [(id: String, items: [String])] = (0..<Int.random(in: 0...4, using: &random))
      .map { _ in
        (fresh("S"), (0..<Int.random(in: 0...6, using: &random)).map { _ in fresh("i") })
      }
    let old = snapshot(sections, identified: identified)
    // Sections: some deleted (some of their items kept elsewhere), some inserted, some moved.
    var homeless: [String] = []
    sections.removeAll { section in
      guard chance(20) else { return false }
      homeless += section.items.filter { _ in chance(50) }
      return true
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let section = (
        fresh("S"), (0..<Int.random(in: 0...3, using: &random)).map { _ in fresh("n") }
      )
      sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
    }
    if sections.count > 1 {
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let from = Int.random(in: 0..<sections.count, using: &random)
        let moved = sections.remove(at: from)
        sections.insert(moved, at: Int.random(in: 0...sections.count, using: &random))
      }
    }
    // Items: some deleted, some moved (within or across sections), some new.
    for index in sections.indices {
      sections[index].items.removeAll { _ in
        if chance(15) { return true }
        return false
      }
      for position in sections[index].items.indices.reversed() where chance(15) {
        homeless.append(sections[index].items.remove(at: position))
      }
      for _ in 0..<Int.random(in: 0...2, using: &random) where chance(40) {
        homeless.append(fresh("n"))
      }
    }
    if !sections.isEmpty {
      for item in homeless {
        let section = Int.random(in: 0..<sections.count, using: &random)
        let row = Int.random(in: 0...sections[section].items.count, using: &random)
        sections[section].items.insert(item, at: row)
      }
    }
    // Sometimes one side is positional: sections then match by position.
    var new = snapshot(sections, identified: identified != chance(10))
    let items = sections.flatMap(\.items)
    new.reloadItems(items.filter { _ in chance(10) })
    new.reconfigureItems(items.filter { _ in chance(10) })
    return (old, new)
  }

  private func snapshot(
    _ sections: [(id: String, items: [String])], identified: Bool
  ) -> ListSnapshot<String> {
    identified
      ? ListSnapshot(sections: sections.map { ($0.id, $0.items) })
      : ListSnapshot(sections: sections.map(\.items))
  }
}

/// One pair checked against the naive model.
@MainActor
struct DiffOracle {
  let old: ListSnapshot<String>
  let new: ListSnapshot<String>

  /// The fewest moves that turn `old` into `new` (the same items, some left out): those outside
  /// a longest common subsequence of the items both hold. Quadratic dynamic programming.
  static func fewestMoves(old: [String], new: [String]) -> Int {
    let kept = Set(old).intersection(new)
    let a = old.filter(kept.contains)
    let b = new.filter(kept.contains)
    guard !a.isEmpty else { return 0 }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 1...a.count {
      for j in 1...b.count {
        table[i][j] =
          a[i - 1] == b[j - 1] ? table[i - 1][j - 1] + 1 : max(table[i - 1][j], table[i][j - 1])
      }
    }
    return a.count - table[a.count][b.count]
  }

  /// Every disagreement with the naive model (empty when the difference is right).
  func problems() throws -> [String] {
    var problems: [String] = []
    let difference = try new.difference(from: old)
    // Sections: matched by identity when both have identifiers, else by position.
    let targets: [Int?] = old.sections.indices.map { index in
      if let oldIDs = old.sectionIdentifiers, let newIDs = new.sectionIdentifiers {
        return newIDs.firstIndex(of: oldIDs[index])
      }
      return index < new.sections.count ? index : nil
    }
    let origins: [Int?] = new.sections.indices.map { index in targets.firstIndex(of: index) }
    func expect<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
      if actual != expected { problems.append("\(name): \(actual), expected \(expected)") }
    }
    expect(
      "deleted sections", difference.deletedSections,
      old.sections.indices.filter { targets[$0] == nil })
    expect(
      "inserted sections", difference.insertedSections,
      new.sections.indices.filter { origins[$0] == nil })
    let kept = targets.compactMap { $0 }
    expect(
      "section moves", difference.movedSections.count,
      Self.fewestMoves(old: kept.map(String.init), new: kept.sorted().map(String.init)))
    // Items, by a scan of both snapshots.
    let oldPaths = old.scannedIndexPaths()
    let newPaths = new.scannedIndexPaths()
    var deleted: [ListIndexPath] = []
    var crossing = 0
    for (item, path) in oldPaths where targets[path.section] != nil {
      guard let to = newPaths[item], origins[to.section] != nil else {
        deleted.append(path)
        continue
      }
      if targets[path.section] != to.section { crossing += 1 }
    }
    var inserted: [ListIndexPath] = []
    for (item, path) in newPaths where origins[path.section] != nil {
      if let from = oldPaths[item], targets[from.section] != nil { continue }
      inserted.append(path)
    }
    expect("deleted items", difference.deletedItems, deleted.sorted())
    expect("inserted items", difference.insertedItems, inserted.sorted())
    var staying = 0
    for (origin, target) in targets.enumerated() {
      guard let target else { continue }
      staying += Self.fewestMoves(old: old.sections[origin], new: new.sections[target])
    }
    expect("item moves (the fewest)", difference.movedItems.count, crossing + staying)
    for item in Set(oldPaths.keys).union(newPaths.keys) {
      expect("old path of \(item)", difference.oldIndexPath(of: item), oldPaths[item])
      expect("new path of \(item)", difference.newIndexPath(of: item), newPaths[item])
    }
    problems += updateProblems(difference, oldPaths, newPaths, targets, origins)
    problems += batchProblems(difference)
    return problems
  }

  /// The updates: every marked item both snapshots show in surviving sections, moved when the
  /// batch moves it or its section.
  private func updateProblems(
    _ difference: ListDifference<String>, _ oldPaths: [String: ListIndexPath],
    _ newPaths: [String: ListIndexPath], _ targets: [Int?], _ origins: [Int?]
  ) -> [String] {
    var expected: [ListDifference<String>.Update] = []
    let movedFrom = Set(difference.movedItems.map(\.from))
    let movedSections = Set(difference.movedSections.map(\.from))
    for item in new.reloadedItems.union(new.reconfiguredItems) {
      guard let from = oldPaths[item], let to = newPaths[item], targets[from.section] != nil,
        origins[to.section] != nil
      else { continue }
      expected.append(
        .init(
          from: from, to: to, kind: new.reloadedItems.contains(item) ? .reload : .reconfigure,
          isMoved: movedFrom.contains(from) || movedSections.contains(from.section)))
    }
    expected.sort { $0.from < $1.from }
    return difference.updatedItems == expected
      ? [] : ["updates: \(difference.updatedItems), expected \(expected)"]
  }

  /// The difference as UIKit's batch turns the old sections into the new ones (naive model),
  /// and a shown list applying the new snapshot accepts the batch and hears it, then the
  /// updates of moved items as a second change.
  private func batchProblems(_ difference: ListDifference<String>) -> [String] {
    var problems: [String] = []
    var batch = NaiveBatch()
    batch.deletedSections = difference.deletedSections
    batch.insertedSections = difference.insertedSections
    batch.movedSections = difference.movedSections.map { ($0.from, $0.to) }
    batch.deletedRows = difference.deletedItems.map { ($0.section, $0.row) }
    batch.insertedRows = difference.insertedItems.map {
      ($0.section, $0.row, new.sections[$0.section][$0.row])
    }
    batch.movedRows = difference.movedItems.map {
      (($0.from.section, $0.from.row), ($0.to.section, $0.to.row))
    }
    for section in difference.insertedSections {
      batch.insertedSectionRows[section] = new.sections[section]
    }
    let source: ListSnapshotDataSource<String>
    do {
      source = try ListSnapshotDataSource(old) { id, _ in ListCell(id) }
    } catch {
      return problems + ["the old snapshot was refused: \(error)"]
    }
    let scene = TestScene()
    let list = scene.make { ListController(title: "Feed") }
    list.dataSource = source
    let watcher = DisplayWatcher()
    list.delegate = watcher
    list.registerLifeCircleAction(watcher)
    watcher.contentBefore = old.sections
    watcher.liveContent = { [source] in source.snapshot.sections }
    scene.show(list)
    watcher.reset()
    do {
      try list.apply(new)
    } catch {
      return ["the list refused the batch: \(error)"]
    }
    // Only now: a refused batch is reported above, never as an index out of range here.
    let applied = batch.applied(to: old.sections)
    if applied != new.sections { problems.append("the batch gives \(applied)") }
    let updates = difference.updatedItems
    let first = ListChange(
      deletedSections: difference.deletedSections,
      insertedSections: difference.insertedSections,
      movedSections: difference.movedSections,
      deletedRows: difference.deletedItems.map(\.display),
      insertedRows: difference.insertedItems.map(\.display),
      reloadedRows: updates.filter { !$0.isMoved && $0.kind == .reload }.map(\.from.display),
      reconfiguredRows: updates.filter { !$0.isMoved && $0.kind == .reconfigure }.map(
        \.from.display),
      movedRows: difference.movedItems.map {
        ListChange.RowMove(from: $0.from.display, to: $0.to.display)
      })
    let moved = updates.filter(\.isMoved)
    let second = ListChange(
      reloadedRows: moved.filter { $0.kind == .reload }.map(\.to.display).sorted(),
      reconfiguredRows: moved.filter { $0.kind == .reconfigure }.map(\.to.display).sorted())
    // A change that moves nothing is not heard.
    let expected = (moved.isEmpty ? [first] : [first, second]).filter { !$0.isEmpty }
    if watcher.changes != expected {
      problems.append("the list heard \(watcher.changes), expected \(expected)")
    }
    if list.display.renderedRows() != new.sections {
      problems.append("the list shows \(list.display.renderedRows())")
    }
    if watcher.displayed != Set(new.sections.joined()) || !watcher.problems.isEmpty {
      problems.append("displayed \(watcher.displayed.sorted()), \(watcher.problems)")
    }
    return problems
  }
}

extension ListIndexPath {
  /// The display path with the same numbers (a list without insertion layers).
  fileprivate var display: DisplayIndexPath { DisplayIndexPath(row: row, section: section) }
}

extension ListSnapshot {
  /// Every item's path, by a plain scan of the sections (the naive models' view of a snapshot;
  /// the last place wins for a duplicate).
  func scannedIndexPaths() -> [ID: ListIndexPath] {
    var paths: [ID: ListIndexPath] = [:]
    for (section, items) in sections.enumerated() {
      for (row, item) in items.enumerated() {
        paths[item] = ListIndexPath(row: row, section: section)
      }
    }
    return paths
  }
}
