import Foundation
import Testing
import UIKitStandIn

/// SplitMix64: a seeded generator, so a failing walk replays exactly.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// One random batch, valid by construction: the model after it and the operations that say
/// how the model before became it.
private struct RandomBatch {
  var after: [[String]] = []
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(Int, Int)] = []
  var deletedRows: [IndexPath] = []
  var insertedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [(IndexPath, IndexPath)] = []
  /// Ids whose selection the batch drops (reloaded rows).
  var reloadedIDs: Set<String> = []

  /// A section of the model after the batch while it is built.
  private struct Section {
    var origin: Int?
    var rows: [String]
    var isEditable: Bool
  }

  init(from before: [[String]], using random: inout SplitMix64, newID: () -> String) {
    // Sections: survivors keep their order; moved and new sections go anywhere.
    var sections: [Section] = []
    var moved: [Section] = []
    let editsSections = Int.random(in: 0..<4, using: &random) == 0
    for (index, rows) in before.enumerated() {
      let roll = editsSections ? Int.random(in: 0..<10, using: &random) : 9
      switch roll {
      case 0:
        deletedSections.insert(index)
      case 1:
        reloadedSections.insert(index)
        let fresh = (0..<Int.random(in: 0...4, using: &random)).map { _ in newID() }
        sections.append(Section(origin: index, rows: fresh, isEditable: false))
      case 2:
        moved.append(Section(origin: index, rows: rows, isEditable: true))
      default:
        sections.append(Section(origin: index, rows: rows, isEditable: true))
      }
    }
    for section in moved {
      sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
    }
    let newSections = editsSections || before.isEmpty ? Int.random(in: 0...2, using: &random) : 0
    for _ in 0..<newSections {
      let fresh = (0..<Int.random(in: 0...4, using: &random)).map { _ in newID() }
      sections.insert(
        Section(origin: nil, rows: fresh, isEditable: false),
        at: Int.random(in: 0...sections.count, using: &random))
    }
    // Rows of editable sections: deletes, reloads and moves name rows before the batch.
    let total = before.reduce(0) { $0 + $1.count }
    let deleteOdds = total > 40 ? 4 : 12
    var movedIDs: [(String, IndexPath)] = []
    for index in sections.indices where sections[index].isEditable {
      guard let origin = sections[index].origin else { continue }
      var kept: [String] = []
      for (row, id) in before[origin].enumerated() {
        let beforePath = IndexPath(row: row, section: origin)
        let roll = Int.random(in: 0..<deleteOdds * 4, using: &random)
        if roll < 4 {
          deletedRows.append(beforePath)
        } else if roll < 7 {
          movedIDs.append((id, beforePath))
        } else {
          if roll < 9 {
            reloadedRows.append(beforePath)
            reloadedIDs.insert(id)
          }
          kept.append(id)
        }
      }
      sections[index].rows = kept
    }
    let editable = sections.indices.filter { sections[$0].isEditable }
    var insertedIDs: Set<String> = []
    if !editable.isEmpty {
      for (id, _) in movedIDs {
        let target = editable[Int.random(in: 0..<editable.count, using: &random)]
        sections[target].rows.insert(
          id, at: Int.random(in: 0...sections[target].rows.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let target = editable[Int.random(in: 0..<editable.count, using: &random)]
        let id = newID()
        insertedIDs.insert(id)
        sections[target].rows.insert(
          id, at: Int.random(in: 0...sections[target].rows.count, using: &random))
      }
    } else {
      for (_, beforePath) in movedIDs {
        deletedRows.append(beforePath)
      }
      movedIDs = []
    }
    after = sections.map(\.rows)
    var afterPaths: [String: IndexPath] = [:]
    for (sectionIndex, section) in sections.enumerated() {
      if section.origin == nil {
        insertedSections.insert(sectionIndex)
      }
      for (row, id) in section.rows.enumerated() {
        afterPaths[id] = IndexPath(row: row, section: sectionIndex)
      }
    }
    for (sectionIndex, section) in sections.enumerated() {
      if let origin = section.origin, section.isEditable,
        moved.contains(where: { $0.origin == origin })
      {
        movedSections.append((origin, sectionIndex))
      }
    }
    for (id, beforePath) in movedIDs {
      if let afterPath = afterPaths[id] {
        movedRows.append((beforePath, afterPath))
      }
    }
    insertedRows = insertedIDs.compactMap { afterPaths[$0] }.sorted()
  }
}

/// Random valid batches, scrolls, taps and reloads against a plain array model: the view's
/// counts, displayed rows and selection equal the model's after every step, no batch is
/// refused, and display stays balanced.
@Suite(.serialized)
@MainActor
struct ListRandomWalkTests {
  @Test("2,000 random valid batches", arguments: ListKind.allCases)
  func randomWalk(kind: ListKind) {
    var random = SplitMix64(seed: kind == .table ? 0x5EED_0001 : 0x5EED_0002)
    var serial = 0
    func newID() -> String {
      serial += 1
      return "r\(serial)"
    }
    var model: [[String]] = (0..<3).map { _ in (0..<4).map { _ in newID() } }
    let list = ListFixture(kind, model: model)
    ListLog.records = false
    defer { ListLog.records = true }
    var first = 0
    var visibleCount = 5
    var selectedIDs: Set<String> = []
    list.setPrefetchDistance(2)
    list.scroll(first, visibleCount)
    var batches = 0
    var step = 0
    while batches < 2_000 {
      step += 1
      let roll = Int.random(in: 0..<100, using: &random)
      if roll < 80 {
        batches += 1
        let batch = RandomBatch(from: model, using: &random, newID: newID)
        list.batch(model: batch.after) {
          list.deleteSections(batch.deletedSections)
          list.insertSections(batch.insertedSections)
          list.reloadSections(batch.reloadedSections)
          for (from, to) in batch.movedSections {
            list.moveSection(from, to)
          }
          list.deleteRows(batch.deletedRows)
          list.insertRows(batch.insertedRows)
          list.reloadRows(batch.reloadedRows)
          for (from, to) in batch.movedRows {
            list.moveRow(from, to)
          }
        }
        model = batch.after
        let remaining = Set(model.joined())
        selectedIDs = selectedIDs.filter { remaining.contains($0) && !batch.reloadedIDs.contains($0) }
      } else if roll < 90 {
        first = Int.random(in: 0...max(0, model.joined().count), using: &random)
        visibleCount = Int.random(in: 0...8, using: &random)
        list.scroll(first, visibleCount)
      } else if roll < 98 {
        let shown = list.visible
        if let target = shown.randomElement(using: &random) {
          list.tap(target)
          selectedIDs = [model[target.section][target.row]]
        }
      } else {
        list.log.model = model
        list.reloadData()
        selectedIDs = []
      }
      let total = model.joined().count
      first = max(0, min(first, total - visibleCount))
      let window = Array(model.joined()).dropFirst(first).prefix(visibleCount)
      let selectedNow = Set(list.selected.map { model[$0.section][$0.row] })
      guard list.counts == model.map(\.count), list.visibleNames == Array(window),
        list.firstRow == first, selectedNow == selectedIDs, list.log.unbalanced.isEmpty,
        list.log.displayedCells.count == window.count, Transcript.lines.isEmpty
      else {
        Issue.record(
          "step \(step): counts \(list.counts) vs \(model.map(\.count)); shown \(list.visibleNames) vs \(Array(window)); first \(list.firstRow) vs \(first); selected \(selectedNow) vs \(selectedIDs); \(list.log.unbalanced); \(Transcript.lines)"
        )
        return
      }
    }
  }
}
