/// Writes random scenarios: a fixed screen tree, then steps drawn from every kind of call,
/// valid or not, including action registry changes and reactions that navigate from inside
/// callbacks. The runner checks every invariant after every step (`check invariants`).
struct ScenarioGenerator {
  /// The tree every generated scenario starts from.
  static let declarations = """
    screen S0 S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11
    navigation N0 S0
    navigation N1 S1
    navigation N2 S2
    tabs T N0 N1 S3
    action a0 a1 a2
    window T
    check invariants
    """

  private static let screens = (0...11).map { "S\($0)" }
  private static let navigations = ["N0", "N1", "N2"]
  private static let controllers = screens + navigations + ["T"]
  private static let actions = ["a0", "a1", "a2"]
  private static let events = ["willAppear", "didAppear", "willDisappear", "didDisappear"]

  var random: SplitMix64

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// `count` blind steps (chosen without looking at the world); the first shows the window.
  mutating func steps(_ count: Int) -> [String] {
    guard count > 0 else { return [] }
    return ["show"] + (1..<count).map { _ in step(allowingReaction: true) }
  }

  private mutating func pick(_ names: [String]) -> String {
    names[Int(random.next() % UInt64(names.count))]
  }

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  /// A controller, usually one of the plain screens that are free at the start.
  private mutating func target() -> String {
    chance(80) ? pick(Array(Self.screens.dropFirst(4))) : pick(Self.controllers)
  }

  mutating func animated() -> String { chance(30) ? " animated=false" : "" }

  mutating func step(allowingReaction: Bool) -> String {
    let weights: [(Int, String)] = [
      (12, "push"), (8, "pop"), (3, "popToRoot"), (2, "popTo"), (3, "setViewControllers"),
      (8, "present"), (6, "dismiss"), (5, "select"), (4, "addChild"), (3, "removeFromParent"),
      (3, "beginInteractivePop"), (3, "finishInteractivePop"), (3, "cancelInteractivePop"),
      (1, "show"), (1, "hide"), (1, "setRoot"), (2, "register"), (2, "unregister"),
      (2, "attach"), (1, "detach"), (2, "disable"), (1, "enable"),
      (allowingReaction ? 5 : 0, "on"),
    ]
    var roll = Int(random.next() % UInt64(weights.reduce(0) { $0 + $1.0 }))
    let kind =
      weights.first { weight, _ in
        defer { roll -= weight }
        return roll < weight
      }?.1 ?? "show"
    switch kind {
    case "push": return "push \(pick(Self.navigations)) \(target())\(animated())"
    case "pop", "popToRoot": return "\(kind) \(pick(Self.navigations))\(animated())"
    case "popTo": return "popTo \(pick(Self.navigations)) \(pick(Self.controllers))\(animated())"
    case "setViewControllers":
      let count = Int(random.next() % 3) + 1
      let stack = (0..<count).map { _ in target() }.joined(separator: " ")
      return "setViewControllers \(pick(Self.navigations)) \(stack)\(animated())"
    case "present":
      let style = chance(40) ? " style=sheet" : ""
      return "present \(pick(Self.controllers)) \(target())\(style)\(animated())"
    case "dismiss": return "dismiss \(pick(Self.controllers))\(animated())"
    case "select": return "select T \(Int(random.next() % 5) - 1)"
    case "addChild": return "addChild \(pick(Self.controllers)) \(target())"
    case "removeFromParent": return "removeFromParent \(pick(Self.controllers))"
    case "beginInteractivePop", "finishInteractivePop", "cancelInteractivePop":
      return "\(kind) \(pick(Self.navigations))"
    case "setRoot": return "setRoot \(pick(Self.controllers))"
    case "register", "unregister": return "\(kind) \(pick(Self.actions))"
    case "attach", "detach", "disable", "enable":
      return "\(kind) \(pick(Self.controllers)) \(pick(Self.actions))"
    case "on":
      let screen = pick(Self.controllers)
      let event = pick(Self.events)
      return "on \(screen) \(event): \(step(allowingReaction: false))"
    default: return kind
    }
  }
}
