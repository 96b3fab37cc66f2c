/// UIKit's batch semantics on plain arrays of identities, written independently of the
/// library: deletes and move origins leave (before-state), then inserts and move targets
/// arrive at their after-state indices, ascending; sections first.
struct NaiveBatch {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var movedSections: [(from: Int, to: Int)] = []
  var deletedRows: [(section: Int, row: Int)] = []
  var insertedRows: [(section: Int, row: Int, id: String)] = []
  var movedRows: [(from: (section: Int, row: Int), to: (section: Int, row: Int))] = []
  var reloadedRows: [(section: Int, row: Int)] = []
  /// The rows of each inserted section, by after-state index.
  var insertedSectionRows: [Int: [String]] = [:]

  /// Whether the batch names no section and no row.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty && reloadedRows.isEmpty
  }

  /// `sections` after the batch. New rows get the identities named in `insertedRows`.
  func applied(to sections: [[String]]) -> [[String]] {
    let movedFrom = Set(movedSections.map(\.from))
    let survivors = sections.indices.filter {
      !deletedSections.contains($0) && !movedFrom.contains($0)
    }
    let newCount = sections.count - deletedSections.count + insertedSections.count
    var origin = [Int?](repeating: nil, count: newCount)
    for move in movedSections { origin[move.to] = move.from }
    var next = survivors.makeIterator()
    for index in 0..<newCount where origin[index] == nil && !insertedSections.contains(index) {
      origin[index] = next.next()
    }
    // Rows leaving each old section, by identity.
    var leaving = Set<String>()
    for path in deletedRows { leaving.insert(sections[path.section][path.row]) }
    for move in movedRows { leaving.insert(sections[move.from.section][move.from.row]) }
    var result = origin.map { old in
      old.map { sections[$0].filter { !leaving.contains($0) } } ?? []
    }
    for (index, rows) in insertedSectionRows { result[index] = rows }
    var arriving: [(section: Int, row: Int, id: String)] = insertedRows
    for move in movedRows {
      arriving.append((move.to.section, move.to.row, sections[move.from.section][move.from.row]))
    }
    arriving.sort { ($0.section, $0.row) < ($1.section, $1.row) }
    for item in arriving { result[item.section].insert(item.id, at: item.row) }
    return result
  }
}
