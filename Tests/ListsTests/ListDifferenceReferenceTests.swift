import Foundation
import Lists
import Testing

/// `ListSnapshot.difference(from:)` against a plain reference written in the test (a dictionary
/// of positions, a section search for every item, the same longest increasing run), on random
/// pairs made to hit the diff's shortcuts: small integer identifiers (so the new snapshot's
/// item after the previous one is often the old item, or almost), identifiers that all hash
/// alike (long probes), duplicates put on purpose in either snapshot (the same error as the
/// reference), many deletions (the identifier table grows several times), empty snapshots and
/// sections, 0 to 3 sections with identifiers (reordered, deleted, inserted) or by position, and
/// updates of items present or not. Every list, every error, `oldIndexPath(of:)`,
/// `newIndexPath(of:)` and `==` must be the reference's.
///
/// `LISTS_REFERENCE_PAIRS` sets the number of integer pairs per seed (CI runs 3,000; half as
/// many pairs that hash alike); the default keeps `swift test` quick. The diff needs no main
/// actor, so the suite runs off it (only the naive model's shown list hops onto it).
@Suite struct ListDifferenceReferenceTests {
  /// The integer pairs per seed.
  static let pairs =
    ProcessInfo.processInfo.environment["LISTS_REFERENCE_PAIRS"].flatMap { Int($0) } ?? 600

  @Test(arguments: [UInt64(11), 12, 13, 14])
  func integerPairsAgreeWithTheReference(seed: UInt64) async throws {
    var generator = ReferencePairGenerator<Int>(seed: seed) { $0 }
    try await check(&generator, pairs: Self.pairs, seed: seed, oracleEvery: 50)
  }

  /// (Seeds 33 and 44 draw an equal pair and an unequal one with the same changes within
  /// their first 50 pairs, so the default run finds both kinds.)
  @Test(arguments: [UInt64(33), 44])
  func identifiersThatHashAlikeAgreeWithTheReference(seed: UInt64) async throws {
    var generator = ReferencePairGenerator<Clumped>(seed: seed) { Clumped(value: $0) }
    try await check(&generator, pairs: Self.pairs / 2, seed: seed, oracleEvery: 0)
  }

  @Test func knownShapesAgreeWithTheReference() throws {
    let empty = ListSnapshot<Int>()
    let emptyIdentified = ListSnapshot<Int>(sections: [(Int, [Int])]())
    let cases: [(ListSnapshot<Int>, ListSnapshot<Int>)] = [
      (empty, empty), (empty, emptyIdentified), (emptyIdentified, ListSnapshot([1, 2])),
      (ListSnapshot([1, 2]), empty), (ListSnapshot(sections: [[], [], []]), ListSnapshot([])),
      (ListSnapshot([1, 1]), empty), (empty, ListSnapshot([1, 1])),
      (ListSnapshot(sections: [[1], [2, 3]]), ListSnapshot([3, 2, 1])),
      (ListSnapshot(sections: [(0, [1, 2]), (1, [3])]), ListSnapshot(sections: [(1, [1, 3])])),
      (
        ListSnapshot(sections: [(0, [1, 2]), (1, [3])]), ListSnapshot(sections: [(2, [1, 2, 3])])
      ),
      (ListSnapshot(Array(0..<100)), ListSnapshot([50])),
    ]
    for (old, new) in cases {
      let problems = compare(old: old, new: new, ids: Array(-1...101))
      #expect(problems.isEmpty, "\(old) -> \(new): \(problems)")
    }
  }

  private func check<ID>(
    _ generator: inout ReferencePairGenerator<ID>, pairs: Int, seed: UInt64, oracleEvery: Int
  ) async throws {
    var recent: [(ReferenceDifference<ID>, ListDifference<ID>)] = []
    var thrown = 0
    var equal = 0
    var unequalWithTheSameChanges = 0
    for index in 0..<pairs {
      let (old, new) = generator.pair()
      let ids = generator.allIDs
      let problems = compare(old: old, new: new, ids: ids)
      guard problems.isEmpty else {
        Issue.record("seed \(seed), pair \(index): \(old) -> \(new): \(problems)")
        return
      }
      guard let actual = try? new.difference(from: old) else {
        thrown += 1
        continue
      }
      let reference = try ReferenceDifference(old: old, new: new)
      // Equal exactly when the reference's stored values are equal.
      for (otherReference, other) in recent {
        let isEqual = other == actual
        if isEqual != (otherReference == reference) {
          Issue.record("seed \(seed), pair \(index): == \(isEqual), expected the opposite")
        }
        if isEqual {
          equal += 1
        } else if "\(other)" == "\(actual)" {
          unequalWithTheSameChanges += 1
        }
      }
      recent = Array(([(reference, actual)] + recent).prefix(8))
      if oracleEvery > 0, index % oracleEvery == 0, let strings = strings(old, new) {
        let problems = try await MainActor.run {
          try DiffOracle(old: strings.0, new: strings.1).problems()
        }
        #expect(problems.isEmpty, "seed \(seed), pair \(index): \(problems)")
      }
    }
    // The generator makes both kinds.
    #expect(thrown > pairs / 20 && thrown < pairs / 2, "\(thrown) of \(pairs) thrown")
    #expect(equal > 0 && unequalWithTheSameChanges > 0, "\(equal), \(unequalWithTheSameChanges)")
  }

  /// Every disagreement of the diff with the reference on one pair.
  private func compare<ID>(
    old: ListSnapshot<ID>, new: ListSnapshot<ID>, ids: [ID]
  ) -> [String] {
    let expected = Result { () throws(ListUpdateError) in
      try ReferenceDifference(old: old, new: new)
    }
    let actual = Result { () throws(ListUpdateError) in try new.difference(from: old) }
    switch (expected, actual) {
    case (.failure(let expected), .failure(let actual)):
      return expected == actual ? [] : ["error \(actual), expected \(expected)"]
    case (.failure(let expected), .success(let actual)):
      return ["\(actual), expected \(expected)"]
    case (.success(let expected), .failure(let actual)):
      return ["error \(actual), expected \(expected.summary)"]
    case (.success(let expected), .success(let actual)):
      var problems: [String] = []
      func expect<T: Equatable>(_ name: String, _ actual: T, _ expected: T) {
        if actual != expected { problems.append("\(name): \(actual), expected \(expected)") }
      }
      expect("deleted sections", actual.deletedSections, expected.deletedSections)
      expect("inserted sections", actual.insertedSections, expected.insertedSections)
      expect("moved sections", actual.movedSections, expected.movedSections)
      expect("deleted items", actual.deletedItems, expected.deletedItems)
      expect("inserted items", actual.insertedItems, expected.insertedItems)
      expect("moved items", actual.movedItems, expected.movedItems)
      expect("updated items", actual.updatedItems, expected.updatedItems)
      for id in ids {
        expect("old path of \(id)", actual.oldIndexPath(of: id), expected.oldIndexPath(of: id))
        expect("new path of \(id)", actual.newIndexPath(of: id), expected.newIndexPath(of: id))
      }
      // The reference itself: paths by a scan, and the fewest moves in each staying section.
      expected.selfCheck(old: old, new: new, ids: ids, problems: &problems)
      if (try? new.difference(from: old)) != actual { problems.append("not equal to itself") }
      return problems
    }
  }

  private func strings<ID>(
    _ old: ListSnapshot<ID>, _ new: ListSnapshot<ID>
  ) -> (ListSnapshot<String>, ListSnapshot<String>)? {
    func convert(_ snapshot: ListSnapshot<ID>) -> ListSnapshot<String> {
      let sections = snapshot.sections.map { $0.map { "\($0)" } }
      var converted =
        snapshot.sectionIdentifiers.map { identifiers in
          ListSnapshot(sections: Array(zip(identifiers, sections)))
        } ?? ListSnapshot(sections: sections)
      converted.reloadItems(snapshot.reloadedItems.map { "\($0)" })
      converted.reconfigureItems(snapshot.reconfiguredItems.map { "\($0)" })
      return converted
    }
    return (convert(old), convert(new))
  }
}

/// An identifier whose hash is one of two values: every lookup probes past the others.
struct Clumped: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value & 1) }
  var description: String { "c\(value)" }
}

/// The difference as the diff computed it before its identifier table (6f0253e), written
/// plainly: a dictionary lookup for every item, a section search for every position.
struct ReferenceDifference<ID: Hashable & Sendable>: Equatable {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [ListChange.SectionMove] = []
  var deletedItems: [ListIndexPath] = []
  var insertedItems: [ListIndexPath] = []
  var movedItems: [ListDifference<ID>.Move] = []
  var updatedItems: [ListDifference<ID>.Update] = []
  /// Every item: its flat new position, or -(old position + 1) when only `old` has it.
  var positions: [ID: Int] = [:]
  var oldOfNew: [Int] = []
  var oldStarts: [Int] = []
  var newStarts: [Int] = []

  init(old: ListSnapshot<ID>, new: ListSnapshot<ID>) throws(ListUpdateError) {
    try Self.checkSections(old, isOld: true)
    try Self.checkSections(new, isOld: false)
    oldStarts = Self.starts(old.sections)
    newStarts = Self.starts(new.sections)
    let targets: [Int?]
    if let oldIDs = old.sectionIdentifiers, let newIDs = new.sectionIdentifiers {
      targets = oldIDs.map { newIDs.firstIndex(of: $0) }
    } else {
      targets = old.sections.indices.map { $0 < new.sections.count ? $0 : nil }
    }
    let origins: [Int?] = new.sections.indices.map { targets.firstIndex(of: $0) }
    for (flat, item) in new.sections.joined().enumerated() {
      if positions.updateValue(flat, forKey: item) != nil {
        throw .duplicateIdentifier("\(item)")
      }
    }
    oldOfNew = Array(repeating: -1, count: newStarts.last!)
    var flat = 0
    for (section, items) in old.sections.enumerated() {
      var staying: [(old: Int, new: Int)] = []
      for (row, item) in items.enumerated() {
        defer { flat += 1 }
        let path = ListIndexPath(row: row, section: section)
        guard let position = positions[item] else {
          positions[item] = -(flat + 1)
          if targets[section] != nil { deletedItems.append(path) }
          continue
        }
        guard position >= 0, oldOfNew[position] < 0 else {
          throw .duplicateIdentifierInOldSnapshot("\(item)")
        }
        oldOfNew[position] = flat
        guard let target = targets[section] else { continue }
        let to = Self.path(position, newStarts)
        if origins[to.section] == nil {
          deletedItems.append(path)
        } else if to.section == target {
          staying.append((row, to.row))
        } else {
          movedItems.append(.init(from: path, to: to))
        }
      }
      guard let target = targets[section] else { continue }
      let kept = Self.longestRun(staying.map(\.new))
      for (index, rows) in staying.enumerated() where !kept[index] {
        movedItems.append(
          .init(
            from: ListIndexPath(row: rows.old, section: section),
            to: ListIndexPath(row: rows.new, section: target)))
      }
    }
    deletedSections = targets.indices.filter { targets[$0] == nil }
    insertedSections = origins.indices.filter { origins[$0] == nil }
    let keptSections = targets.enumerated().compactMap { origin, target in
      target.map { (origin, $0) }
    }
    let inOrder = Self.longestRun(keptSections.map(\.1))
    movedSections = keptSections.indices.compactMap { index in
      inOrder[index] ? nil : .init(from: keptSections[index].0, to: keptSections[index].1)
    }
    movedItems.sort { $0.from < $1.from }
    for (section, items) in new.sections.enumerated() where origins[section] != nil {
      for row in items.indices {
        let origin = oldOfNew[newStarts[section] + row]
        if origin >= 0, targets[Self.path(origin, oldStarts).section] != nil { continue }
        insertedItems.append(ListIndexPath(row: row, section: section))
      }
    }
    try setUpdates(new: new, targets: targets, origins: origins)
  }

  private mutating func setUpdates(
    new: ListSnapshot<ID>, targets: [Int?], origins: [Int?]
  ) throws(ListUpdateError) {
    guard !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty else { return }
    let movedFrom = Set(movedItems.map(\.from))
    let movedFromSections = Set(movedSections.map(\.from))
    for (items, kind) in [
      (new.reloadedItems, ListDifference<ID>.Update.Kind.reload),
      (new.reconfiguredItems, .reconfigure),
    ] {
      for item in items {
        guard let position = positions[item], position >= 0 else {
          throw .updatedItemNotInSnapshot("\(item)")
        }
        guard let from = oldIndexPath(of: item), targets[from.section] != nil else { continue }
        let to = Self.path(position, newStarts)
        guard origins[to.section] != nil else { continue }
        let isMoved = movedFrom.contains(from) || movedFromSections.contains(from.section)
        updatedItems.append(.init(from: from, to: to, kind: kind, isMoved: isMoved))
      }
    }
    updatedItems.sort { $0.from < $1.from }
  }

  /// The errors `difference(from:)` checks before diffing.
  private static func checkSections(_ snapshot: ListSnapshot<ID>, isOld: Bool)
    throws(ListUpdateError)
  {
    guard let identifiers = snapshot.sectionIdentifiers else { return }
    guard identifiers.count == snapshot.sections.count else {
      throw .sectionIdentifierCountMismatch(
        sections: snapshot.sections.count, identifiers: identifiers.count)
    }
    for (index, identifier) in identifiers.enumerated()
    where identifiers[..<index].contains(identifier) {
      throw isOld
        ? .duplicateSectionIdentifierInOldSnapshot("\(identifier)")
        : .duplicateSectionIdentifier("\(identifier)")
    }
  }

  static func starts(_ sections: [[ID]]) -> [Int] {
    sections.reduce(into: [0]) { starts, items in starts.append(starts.last! + items.count) }
  }

  /// The path of a flat position: the last section starting at or before it (a linear search).
  static func path(_ position: Int, _ starts: [Int]) -> ListIndexPath {
    let section = starts.indices.dropLast().last { starts[$0] <= position }!
    return ListIndexPath(row: position - starts[section], section: section)
  }

  /// 6f0253e's patience sort, so that the same items of equally long runs stay.
  static func longestRun(_ values: [Int]) -> [Bool] {
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = tails.count
      if let last = tails.last, value < values[last] {
        low = tails.firstIndex { values[$0] >= value }!
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var mask = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      mask[index] = true
      index = previous[index]
    }
    return mask
  }

  func oldIndexPath(of item: ID) -> ListIndexPath? {
    guard let position = positions[item] else { return nil }
    guard position >= 0 else { return Self.path(-(position + 1), oldStarts) }
    return oldOfNew[position] < 0 ? nil : Self.path(oldOfNew[position], oldStarts)
  }

  func newIndexPath(of item: ID) -> ListIndexPath? {
    guard let position = positions[item], position >= 0 else { return nil }
    return Self.path(position, newStarts)
  }

  var summary: String {
    "deleted \(deletedSections) \(deletedItems) inserted \(insertedSections) \(insertedItems)"
      + " moved \(movedSections) \(movedItems.map { "\($0.from)->\($0.to)" })"
  }

  /// Checks the reference by other means: every path by a scan of the snapshots, and the
  /// fewest moves in each section that stays (a quadratic longest increasing run).
  func selfCheck(
    old: ListSnapshot<ID>, new: ListSnapshot<ID>, ids: [ID], problems: inout [String]
  ) {
    let oldPaths = old.scannedIndexPaths()
    let newPaths = new.scannedIndexPaths()
    for id in ids where oldIndexPath(of: id) != oldPaths[id] || newIndexPath(of: id) != newPaths[id]
    {
      problems.append("reference path of \(id)")
    }
    for move in movedItems
    where oldIndexPath(of: new.sections[move.to.section][move.to.row]) != move.from {
      problems.append("reference move \(move.from)->\(move.to)")
    }
    // In each section that stays, the items that stay in it and do not move are a longest run
    // that kept its order.
    for section in old.sections.indices {
      guard let target = Self.target(section, old: old, new: new) else { continue }
      let staying = old.sections[section].compactMap { item -> Int? in
        guard let to = newIndexPath(of: item), to.section == target else { return nil }
        return to.row
      }
      let movedHere = movedItems.filter { $0.from.section == section && $0.to.section == target }
      if staying.count - movedHere.count != Self.quadraticRun(staying) {
        problems.append("reference: not the fewest moves in section \(section)")
      }
    }
  }

  private static func target(_ section: Int, old: ListSnapshot<ID>, new: ListSnapshot<ID>) -> Int? {
    if let oldIDs = old.sectionIdentifiers, let newIDs = new.sectionIdentifiers {
      return newIDs.firstIndex(of: oldIDs[section])
    }
    return section < new.sections.count ? section : nil
  }

  private static func quadraticRun(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for before in 0..<index where values[before] < values[index] {
        lengths[index] = max(lengths[index], lengths[before] + 1)
      }
    }
    return lengths.max() ?? 0
  }
}

/// Random snapshot pairs over small integer identifiers, so that old items often sit right after
/// (or one after) the previous old item in the new snapshot, or nowhere near it.
struct ReferencePairGenerator<ID: Hashable & Sendable> {
  var random: OracleRandom
  let make: (Int) -> ID
  /// Every identifier the last pair may hold, and one it does not.
  private(set) var allIDs: [ID] = []

  init(seed: UInt64, make: @escaping (Int) -> ID) {
    random = OracleRandom(seed: seed)
    self.make = make
  }

  private mutating func number(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func chance(_ percent: Int) -> Bool { number(0...99) < percent }

  /// `items` cut into `count` sections at random (some empty); none when `count` is 0.
  private mutating func cut(_ items: [Int], into count: Int) -> [[Int]] {
    guard count > 0 else { return [] }
    var cuts = (0..<count - 1).map { _ in number(0...items.count) }.sorted()
    cuts = [0] + cuts + [items.count]
    return (0..<count).map { Array(items[cuts[$0]..<cuts[$0 + 1]]) }
  }

  /// A copy of one item put at a random place (the diff must throw).
  private mutating func duplicate(in sections: inout [[Int]]) {
    let items = sections.joined()
    guard let item = items.randomElement(using: &random), !sections.isEmpty else { return }
    let section = number(0...sections.count - 1)
    sections[section].insert(item, at: number(0...sections[section].count))
  }

  mutating func pair() -> (ListSnapshot<ID>, ListSnapshot<ID>) {
    let large = chance(8)
    let poolSize = large ? number(20...300) : number(1...12)
    allIDs = (-1...poolSize).map(make)
    var oldItems = Array(0..<poolSize).shuffled(using: &random)
    oldItems = Array(oldItems.prefix(number(0...oldItems.count)))
    var newItems: [Int]
    switch number(0...3) {
    case 0:  // unrelated
      newItems = Array(Array(0..<poolSize).shuffled(using: &random).prefix(number(0...poolSize)))
    case 1:  // most old items leave (the table grows)
      newItems = oldItems.filter { _ in chance(10) }
      newItems += (poolSize..<poolSize + number(0...3)).map { $0 }
      allIDs += (poolSize..<poolSize + 3).map(make)
    default:  // edited: a few deleted, inserted and moved
      newItems = oldItems.filter { _ in !chance(20) }
      for item in 0..<poolSize where !oldItems.contains(item) && chance(30) {
        newItems.insert(item, at: number(0...newItems.count))
      }
      for _ in 0..<number(0...2) where !newItems.isEmpty {
        let moved = newItems.remove(at: number(0...newItems.count - 1))
        newItems.insert(moved, at: number(0...newItems.count))
      }
    }
    let oldCount = oldItems.isEmpty && chance(30) ? 0 : number(oldItems.isEmpty ? 0...3 : 1...3)
    let newCount = newItems.isEmpty && chance(30) ? 0 : number(newItems.isEmpty ? 0...3 : 1...3)
    var oldSections = cut(oldItems, into: oldCount)
    var newSections = cut(newItems, into: newCount)
    if chance(12) { duplicate(in: &oldSections) }
    if chance(6) { duplicate(in: &newSections) }
    let old = snapshot(oldSections, identified: chance(60))
    var new = snapshot(newSections, identified: chance(60))
    if chance(30) {
      let marked = chance(80) ? newItems : Array(0..<poolSize)
      new.reloadItems(marked.filter { _ in chance(20) }.map(make))
      new.reconfigureItems(marked.filter { _ in chance(20) }.map(make))
    }
    return (old, new)
  }

  /// A snapshot of `sections`, with section identifiers from 0 to 3 (a random order, so the
  /// other snapshot's sections are often the same ones elsewhere) or by position.
  private mutating func snapshot(_ sections: [[Int]], identified: Bool) -> ListSnapshot<ID> {
    let items = sections.map { $0.map(make) }
    guard identified else { return ListSnapshot(sections: items) }
    let identifiers = Array(0...3).shuffled(using: &random)
    return ListSnapshot(sections: Array(zip(identifiers, items)))
  }
}
