/// Writes random scenarios: a fixed screen tree, then steps drawn from every kind of call,
/// valid or not, including action registry changes (with and without replay), reactions that
/// navigate or register from inside callbacks and from the screens' own hooks, manual
/// forwarding, a custom container that forwards by hand, screens of a second registry, two
/// windows (one may be released) and gestures let go. The runner checks every invariant after
/// every step (`check invariants`).
struct ScenarioGenerator {
  /// The tree every generated scenario starts from.
  static let declarations = """
    screen S0 S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 Ka Kb R1
    list L0 a b c d e
    list L1
    module M0 M1
    container K0 Ka Kb
    navigation N0 S0
    navigation N1 S1
    navigation N2 S2
    tabs T N0 N1 S3
    action a0 a1 a2
    window T
    window R1
    check invariants
    """

  private static let screens = (0...11).map { "S\($0)" } + ["M0", "M1", "K0", "L0", "L1"]
  private static let navigations = ["N0", "N1", "N2"]
  private static let controllers = screens + navigations + ["T", "Ka", "Kb", "R1"]
  private static let windows = ["T", "R1"]
  private static let actions = ["a0", "a1", "a2"]
  private static let events = ["willAppear", "didAppear", "willDisappear", "didDisappear"]

  var random: SplitMix64
  /// The controllers a generated `task` step names (see ScenarioGenerator+Tasks).
  var tasked: Set<String> = []

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

  /// The module's registry a third of the time (its screens M0 and M1 hear only its actions).
  mutating func registry() -> String { chance(35) ? " registry=module" : "" }

  /// A call aimed at the second window R1 or at the free stack N2.
  private mutating func crossTreeStep() -> String {
    switch random.next() % 5 {
    case 0: "show R1"
    case 1: "hide R1"
    case 2: "setRoot \(target()) R1"
    case 3: "push N2 \(target())\(animated())"
    default: "pop N2\(animated())"
    }
  }

  mutating func step(allowingReaction: Bool) -> String {
    let weights: [(Int, String)] = [
      (12, "push"), (8, "pop"), (3, "popToRoot"), (2, "popTo"), (3, "setViewControllers"),
      (8, "present"), (6, "dismiss"), (5, "select"), (4, "addChild"), (3, "removeFromParent"),
      (3, "beginInteractivePop"), (3, "finishInteractivePop"), (3, "cancelInteractivePop"),
      (1, "show"), (1, "hide"), (1, "setRoot"), (2, "register"), (2, "unregister"),
      (2, "attach"), (1, "detach"), (2, "disable"), (1, "enable"),
      (allowingReaction ? 5 : 0, "on"), (allowingReaction ? 3 : 0, "hook"),
      (allowingReaction ? 3 : 0, "crossTree"),
      (2, "begin"), (2, "end"), (1, "dropInteractivePop"), (1, "registerReplaying"),
      (2, "attachReplaying"), (2, "window"), (1, "release"), (1, "task"), (10, "list"),
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
    case "register", "unregister": return "\(kind) \(pick(Self.actions))\(registry())"
    case "attach", "detach", "disable", "enable":
      return "\(kind) \(pick(Self.controllers)) \(pick(Self.actions))"
    case "on", "hook":
      let screen = pick(Self.controllers)
      let event = pick(Self.events)
      return "\(kind) \(screen) \(event): \(step(allowingReaction: false))"
    case "crossTree":
      // A reaction in one window's tree that calls into the other window's (or a free) tree.
      let screen = pick(Self.controllers)
      let event = pick(Self.events)
      return "on \(screen) \(event): \(crossTreeStep())"
    case "begin":
      return "begin \(pick(Self.controllers)) \(chance(50) ? "appearing" : "disappearing")"
    case "end": return "end \(pick(Self.controllers))"
    case "dropInteractivePop": return "dropInteractivePop \(pick(Self.navigations))"
    case "registerReplaying": return "registerReplaying \(pick(Self.actions))\(registry())"
    case "attachReplaying":
      return "attachReplaying \(pick(Self.controllers)) \(pick(Self.actions))"
    case "window":
      let window = pick(Self.windows)
      switch random.next() % 3 {
      case 0: return "show \(window)"
      case 1: return "hide \(window)"
      default: return "setRoot \(target()) \(window)"
      }
    // The first window stays: releasing it would leave most later steps nothing to act on.
    case "release": return "release R1"
    case "task": return taskStep(on: pick(Self.controllers))
    case "list": return listStep()
    default: return kind
    }
  }
}
