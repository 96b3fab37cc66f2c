import SimAppKit

/// Writes random scenarios: a fixed screen tree, then steps drawn from every kind of call,
/// valid or not, including action registry changes (with and without replay), reactions that
/// navigate or register from inside callbacks and from the screens' own hooks, manual
/// forwarding, a custom container that forwards by hand, screens of a second registry, two
/// windows (one may be released) and gestures let go. The runner checks every invariant after
/// every step (`check invariants`).
package struct ScenarioGenerator {
  /// The tree every generated scenario starts from.
  package static let declarations = """
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

  /// The declared plain screens (lists and the container included).
  static let screens = (0...11).map { "S\($0)" } + ["M0", "M1", "K0", "L0", "L1"]
  /// The declared navigation controllers.
  static let navigations = ["N0", "N1", "N2"]
  /// Every declared controller.
  static let controllers = screens + navigations + ["T", "Ka", "Kb", "R1"]
  /// The windows, by their roots.
  static let windows = ["T", "R1"]
  /// The declared actions.
  static let actions = ["a0", "a1", "a2"]
  /// The lifecycle events, by name.
  static let events = ["willAppear", "didAppear", "willDisappear", "didDisappear"]

  var random: SplitMix64
  /// The controllers a generated `task` step names (see ScenarioGenerator+Tasks).
  var tasked: Set<String> = []
  /// The most reactions the generator leaves armed at once (see ``step(in:)``).
  package let maximumArmedReactions: Int

  /// A generator whose steps follow from `seed` alone.
  ///
  /// - Parameters:
  ///   - seed: Where the draws start.
  ///   - maximumArmedReactions: The most reactions left armed at once; a test reaches a
  ///     smaller bound in fewer steps.
  package init(seed: UInt64, maximumArmedReactions: Int = defaultMaximumArmedReactions) {
    random = SplitMix64(seed: seed)
    self.maximumArmedReactions = maximumArmedReactions
  }

  /// One of `names` (not empty).
  mutating func pick(from names: [String]) -> String {
    names[Int(random.next() % UInt64(names.count))]
  }

  /// Whether a draw falls under `percent` out of 100.
  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  /// A declared navigation controller.
  mutating func navigation() -> String { pick(from: Self.navigations) }

  /// Any declared controller.
  mutating func controller() -> String { pick(from: Self.controllers) }

  /// A declared action.
  mutating func action() -> String { pick(from: Self.actions) }

  /// A lifecycle event's name.
  mutating func event() -> String { pick(from: Self.events) }

  /// A controller, usually one of the plain screens that are free at the start.
  mutating func target() -> String {
    chance(80) ? pick(from: Array(Self.screens.dropFirst(4))) : pick(from: Self.controllers)
  }

  /// ` animated=false` a third of the time, else nothing (animated).
  mutating func animated() -> String { chance(30) ? " animated=false" : "" }

  /// The module's registry a third of the time (its screens M0 and M1 hear only its actions).
  mutating func registry() -> String { chance(35) ? " registry=module" : "" }

  /// A call aimed at the second window R1 or at the free stack N2.
  mutating func crossTreeStep() -> String {
    switch random.next() % 5 {
    case 0: "show R1"
    case 1: "hide R1"
    case 2: "setRoot \(target()) R1"
    case 3: "push N2 \(target())\(animated())"
    default: "pop N2\(animated())"
    }
  }

  /// A blind step: one of ``FuzzMove/all``, drawn by weight (reactions only when
  /// `allowingReaction`).
  mutating func step(allowingReaction: Bool) -> String {
    let moves = FuzzMove.all
    let weights = moves.map { allowingReaction || !$0.isReaction ? $0.weight : 0 }
    return moves[drawIndex(weights: weights)].write(&self)
  }

  /// The index of one of `weights`, drawn by weight with one draw (their total is above 0).
  mutating func drawIndex(weights: [Int]) -> Int {
    var roll = Int(random.next() % UInt64(weights.reduce(0, +)))
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    preconditionFailure("a roll below the total weight \(weights.reduce(0, +)) falls in a weight")
  }
}
