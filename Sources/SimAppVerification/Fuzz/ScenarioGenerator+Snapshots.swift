import SimAppKit

extension ScenarioGenerator {
  /// `apply LIST ...` of a random snapshot: up to three sections (identified by `A` to `C`, in
  /// any order, most of the time, so consecutive applies reorder, delete and insert sections,
  /// and now and then none at all), rows drawn
  /// from a small pool that overlaps the lists' rows (so rows stay, move, cross sections, leave
  /// and arrive), sometimes reloads and reconfigures, and sometimes a duplicate row or section
  /// identifier, which the list must refuse changing nothing.
  mutating func applyStep(_ list: String) -> String {
    let pool = ["a", "b", "c", "d", "e", "r0", "r1", "n0", "n1", "p0", "p1", "p2"]
    var chosen = pool.filter { _ in chance(45) }
    shuffle(&chosen)
    let identified = chance(80)
    var identifiers = ["A", "B", "C"]
    shuffle(&identifiers)
    let sectionCount = chance(10) ? 0 : Int(random.next() % 3) + 1
    var sections: [[String]] = Array(repeating: [], count: sectionCount)
    for row in chosen where sectionCount > 0 {
      sections[Int(random.next() % UInt64(sectionCount))].append(row)
    }
    if chance(15), let row = chosen.first, sectionCount > 0 { sections[0].append(row) }
    if chance(10), identified, sectionCount > 1 { identifiers[1] = identifiers[0] }
    var words = ["apply", list]
    for (index, rows) in sections.enumerated() {
      if index > 0 { words.append("|") }
      if identified { words.append(identifiers[index] + ":") }
      words += rows
    }
    for keyword in ["reload", "reconfigure"] where chance(25) {
      let held = sections.flatMap { $0 }
      let updated = held.filter { _ in chance(40) } + (chance(10) ? ["zz"] : [])
      if !updated.isEmpty { words += [keyword] + updated }
    }
    return words.joined(separator: " ")
  }

  /// Shuffles `items` with the generator's random numbers (Fisher-Yates).
  private mutating func shuffle(_ items: inout [String]) {
    guard items.count > 1 else { return }
    for index in stride(from: items.count - 1, to: 0, by: -1) {
      items.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
  }
}
