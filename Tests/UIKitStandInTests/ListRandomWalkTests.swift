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

  /// A number in `0..<bound` (`bound > 0`), without the generic `Int.random(in:using:)`,
  /// which costs much more in debug builds.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
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
    let editsSections = random.below(4) == 0
    for index in before.indices {
      let rows = before[index]
      let roll = editsSections ? random.below(10) : 9
      switch roll {
      case 0:
        deletedSections.insert(index)
      case 1:
        reloadedSections.insert(index)
        let fresh = (0..<random.below(5)).map { _ in newID() }
        sections.append(Section(origin: index, rows: fresh, isEditable: false))
      case 2:
        moved.append(Section(origin: index, rows: rows, isEditable: true))
      default:
        sections.append(Section(origin: index, rows: rows, isEditable: true))
      }
    }
    for section in moved {
      sections.insert(section, at: random.below(sections.count + 1))
    }
    let newSections = editsSections || before.isEmpty ? random.below(3) : 0
    for _ in 0..<newSections {
      let fresh = (0..<random.below(5)).map { _ in newID() }
      sections.insert(
        Section(origin: nil, rows: fresh, isEditable: false),
        at: random.below(sections.count + 1))
    }
    // Rows of editable sections: deletes, reloads and moves name rows before the batch.
    var total = 0
    for rows in before {
      total += rows.count
    }
    let deleteOdds = total > 40 ? 4 : 12
    var movedIDs: [(id: String, from: IndexPath)] = []
    for index in sections.indices where sections[index].isEditable {
      guard let origin = sections[index].origin else { continue }
      var kept: [String] = []
      let rows = before[origin]
      for row in rows.indices {
        let id = rows[row]
        let beforePath = IndexPath(row: row, section: origin)
        let roll = random.below(deleteOdds * 4)
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
        let target = editable[random.below(editable.count)]
        sections[target].rows.insert(
          id, at: random.below(sections[target].rows.count + 1))
      }
      for _ in 0..<random.below(4) {
        let target = editable[random.below(editable.count)]
        let id = newID()
        insertedIDs.insert(id)
        sections[target].rows.insert(
          id, at: random.below(sections[target].rows.count + 1))
      }
    } else {
      for (_, beforePath) in movedIDs {
        deletedRows.append(beforePath)
      }
      movedIDs = []
    }
    after = sections.map(\.rows)
    // Where moved and inserted rows ended up.
    var movedFrom: [String: IndexPath] = [:]
    for move in movedIDs {
      movedFrom[move.id] = move.from
    }
    let movedOrigins = Set(moved.compactMap(\.origin))
    for sectionIndex in sections.indices {
      let section = sections[sectionIndex]
      guard let origin = section.origin else {
        insertedSections.insert(sectionIndex)
        continue
      }
      if movedOrigins.contains(origin) {
        movedSections.append((origin, sectionIndex))
      }
      guard section.isEditable, !movedFrom.isEmpty || !insertedIDs.isEmpty else { continue }
      for row in section.rows.indices {
        let id = section.rows[row]
        if let from = movedFrom[id] {
          movedRows.append((from, IndexPath(row: row, section: sectionIndex)))
        } else if insertedIDs.contains(id) {
          insertedRows.append(IndexPath(row: row, section: sectionIndex))
        }
      }
    }
  }
}

/// Random valid batches, scrolls, taps and reloads against a plain array model: the view's
/// counts, displayed rows (by the row each cell was made for) and selection equal the model's
/// after every step, no batch is refused, and display stays balanced. `STANDIN_WALK_BATCHES`
/// sets the batches per view: 400 by default (the adapter walk drives the same views through
/// 10,000 more steps), 5,000 in CI's long suite.
@Suite(.serialized)
@MainActor
struct ListRandomWalkTests {
  static let batchesPerView =
    ProcessInfo.processInfo.environment["STANDIN_WALK_BATCHES"].flatMap(Int.init) ?? 400

  @Test("random valid batches per view", arguments: ListKind.allCases)
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
    while batches < Self.batchesPerView {
      step += 1
      let roll = random.below(100)
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
        if !selectedIDs.isEmpty {
          let remaining = Set(model.joined())
          selectedIDs = selectedIDs.filter {
            remaining.contains($0) && !batch.reloadedIDs.contains($0)
          }
        }
      } else if roll < 90 {
        first = random.below(model.joined().count + 1)
        visibleCount = random.below(9)
        list.scroll(first, visibleCount)
      } else if roll < 98 {
        let shown = list.visible
        if !shown.isEmpty {
          let target = shown[random.below(shown.count)]
          list.tap(target)
          selectedIDs = [model[target.section][target.row]]
        }
      } else {
        list.log.model = model
        list.reloadData()
        selectedIDs = []
      }
      let flat = Array(model.joined())
      first = max(0, min(first, flat.count - visibleCount))
      let window = flat[first..<min(flat.count, first + visibleCount)]
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
