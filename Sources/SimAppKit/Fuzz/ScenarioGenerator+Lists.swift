extension ScenarioGenerator {
  /// A list step on `L0` or `L1`, valid or not: indices run one past the rows the list may
  /// have, so some steps are refused (and must change nothing), and `badBatch` is always
  /// refused. `apply` and `prefetch` come from ScenarioGenerator+Snapshots.
  mutating func listStep() -> String {
    let list = chance(75) ? "L0" : "L1"
    let index = Int(random.next() % 8)
    let other = Int(random.next() % 8)
    switch random.next() % 16 {
    case 13, 14: return applyStep(list)
    case 15: return "prefetch \(list) \(Int(random.next() % 4))"
    case 9, 10:
      let layer = chance(70) ? "ads" : "promos"
      let id = "x\(Int(random.next() % 6))"
      switch random.next() % 5 {
      case 0, 1: return "layer \(list) \(layer) insert \(id) after \(index)"
      case 2: return "layer \(list) \(layer) insert \(id) at \(index)"
      case 3: return "layer \(list) \(layer) remove \(id)"
      default:
        return chance(30) ? "layer \(list) \(layer) detach" : "layer \(list) \(layer) reload \(id)"
      }
    case 11:
      switch random.next() % 3 {
      case 0: return "empty \(list) Nothing \(index)"
      case 1: return "empty \(list) off"
      default: return "empty \(list) tap"
      }
    case 0:
      let rows = (0..<Int(random.next() % 6)).map { "r\($0)" }
      return (["reload", list] + (chance(50) ? rows : [])).joined(separator: " ")
    case 1, 2: return "insert \(list) n\(index) at \(index)"
    case 3: return "delete \(list) \(index)"
    case 4: return "move \(list) \(index) to \(other)"
    case 5: return "tap \(list) \(index)"
    case 6, 7:
      return chance(20) ? "scroll \(list) 0" : "scroll \(list) \(index) \(Int(random.next() % 4))"
    default: return "badBatch \(list)"
    }
  }
}
