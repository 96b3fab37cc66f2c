import Lists
import SimAppKit

extension ScenarioGenerator {
  /// The declared lists.
  static let lists = ["L0", "L1"]

  /// A declared list, `L0` three times in four.
  mutating func list() -> String { chance(75) ? "L0" : "L1" }

  /// A list callback's name (see ``ListCallback``).
  mutating func listCallback() -> String {
    pick(from: ListCallback.allCases.map(\.rawValue))
  }

  /// A list step on `chosen` (or on `L0` or `L1`), valid or not: indices run one past the rows
  /// the list may have, so some steps are refused (and must change nothing), and `badBatch` is
  /// always refused (with a layer's change, one time in two). `apply` comes from
  /// ScenarioGenerator+Snapshots; placeholders of sections watch an index (0 to 3, past the
  /// sections at times) or one of `apply`'s identifiers (`A` to `C`, and `D`, which none has),
  /// and one time in ten each are turned off or tapped instead; the prefetch data source goes
  /// among the list's two and none.
  mutating func listStep(on chosen: String? = nil) -> String {
    let drawn = list()
    let list = chosen ?? drawn
    let index = Int(random.next() % 8)
    let other = Int(random.next() % 8)
    switch random.next() % 19 {
    case 14, 15: return applyStep(list)
    case 16: return "prefetch \(list) \(Int(random.next() % 4))"
    case 17:
      let section =
        chance(50) ? "\(index % 4)" : "\"\(pick(from: ["A", "B", "C", "D"]))\""
      switch random.next() % 10 {
      case 0: return "empty \(list) section \(section) off"
      case 1: return "empty \(list) section \(section) tap"
      default: return "empty \(list) section \(section) Nothing \(other)"
      }
    case 18:
      return "prefetch \(list) source \(pick(from: PrefetchSourceName.allCases.map(\.rawValue)))"
    case 9, 10:
      let layer = chance(70) ? "ads" : "promos"
      let id = "x\(Int(random.next() % 6))"
      switch random.next() % 6 {
      case 0, 1: return "layer \(list) \(layer) insert \(id) after \(index)"
      case 2: return "layer \(list) \(layer) insert \(id) at \(index)"
      case 3: return "layer \(list) \(layer) remove \(id)"
      case 4: return "layer \(list) \(layer) \(chance(50) ? "detach" : "reattach")"
      default: return "layer \(list) \(layer) reload \(id)"
      }
    case 11: return "empty \(list) \(pick(from: ["Nothing \(index)", "off", "tap"]))"
    case 0:
      let rows = (0..<Int(random.next() % 6)).map { "r\($0)" }
      return (["reload", list] + (chance(50) ? rows : [])).joined(separator: " ")
    case 1, 2: return "insert \(list) n\(index) at \(index)"
    case 3: return "delete \(list) \(index)"
    case 4: return "move \(list) \(index) to \(other)"
    case 5: return "tap \(list) \(index)"
    case 6, 7:
      return chance(20) ? "scroll \(list) 0" : "scroll \(list) \(index) \(Int(random.next() % 4))"
    case 12:
      let layer = chance(70) ? "ads" : "promos"
      return chance(60)
        ? "badBatch \(list) \(layer) insert y\(index)" : "badBatch \(list) \(layer) detach"
    default: return "badBatch \(list)"
    }
  }

  /// A step for the paths of lists, chosen from what is on screen (`visible`) and free
  /// (`free`) and from `runner`'s layers: a detached layer reattached, a filled one detached, a
  /// reaction to a shown list's callback, whose step is a request of that list (queued behind
  /// its work), a navigation or a call into the second window; or a free list replaced. `nil`
  /// when neither list is shown or free.
  @MainActor
  mutating func listPathStep(visible: [String], free: [String], in runner: ScenarioRunner)
    -> String?
  {
    let shown = Self.lists.filter(visible.contains)
    if shown.isEmpty || chance(15), let list = Self.lists.first(where: free.contains) {
      return "replaceList \(list)"
    }
    guard !shown.isEmpty else { return nil }
    let list = pick(from: shown)
    if chance(25), let simList = runner.lists[list] {
      if let layer = simList.detachedLayers.keys.min() { return "layer \(list) \(layer) reattach" }
      let filled = simList.insertionLayers.filter { !$0.insertions.isEmpty }.map(\.name)
      if let layer = filled.min() { return "layer \(list) \(layer) detach" }
    }
    let callback = listCallback()
    let inner: String
    switch random.next() % 10 {
    case 0, 1: inner = crossTreeStep()
    case 2, 3: inner = step(allowingReaction: false)
    case 4: inner = chance(50) ? "layer \(list) ads detach" : "layer \(list) ads reattach"
    default: inner = listStep(on: list)
    }
    return "on \(list) \(callback): \(inner)"
  }
}
