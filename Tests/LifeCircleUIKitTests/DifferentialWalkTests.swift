import Actions
import Foundation
import LifeCircleTesting
import Lifecycle
import Testing

/// The bridge's random proof by difference: seeded walks of random navigations, each step run
/// through the bridge on the stand-in UIKit and through the model's own containers, compared
/// after every step (appearance and focus trace, screen views, diagnostics).
///
/// `BRIDGE_WALK_STEPS` sets the steps per seed (1,000 by default, so the default `swift test` stays
/// within its time budget; CI's long suite runs 30,000).
@MainActor
@Suite(.serialized) struct DifferentialWalkTests {
  static let stepsPerSeed =
    ProcessInfo.processInfo.environment["BRIDGE_WALK_STEPS"]
    .flatMap(Int.init) ?? 1_000

  @Test(arguments: [1, 2] as [UInt64])
  func aRandomWalkThroughTabsStacksAndPresentationsAgrees(seed: UInt64) {
    walk(seed: seed, layout: .tabs(["A", "B", "C"]), steps: Self.stepsPerSeed)
  }

  @Test func aRandomWalkThroughAnAppsOwnBaseClassesInPlainWindowsAgrees() {
    walk(
      seed: 4, layout: .tabs(["A", "B", "C"]), steps: Self.stepsPerSeed / 2, kit: .appBaseClasses)
  }

  @Test func aRandomWalkOverAPagerAgrees() {
    walk(seed: 3, layout: .pager(["P1", "P2", "P3"]), steps: Self.stepsPerSeed / 4)
  }

  /// Walks `steps` random steps from `layout`; stops at the first difference, naming the seed
  /// and the steps that led there.
  private func walk(
    seed: UInt64, layout: Layout, steps: Int, kit: BridgeKit = .bridgeClasses
  ) {
    var random = WalkRandom(seed: seed)
    let model = ModelWorld()
    let bridge = BridgeWorld(kit: kit)
    defer {
      bridge.tearDown()
      model.tearDown()
      model.scene.clear()
      bridge.scene.clear()
    }
    model.launch(layout)
    bridge.launch(layout)
    var recent: [NavigationStep] = []
    for index in 0..<steps {
      let step = nextStep(&random, model: model, serial: index)
      model.perform(step)
      bridge.perform(step)
      recent.append(step)
      if recent.count > 12 { recent.removeFirst() }
      let (expected, actual) = (model.observation, bridge.observation)
      guard actual == expected else {
        Issue.record(
          """
          seed \(seed), step \(index): after …\(recent.map(\.description).joined(separator: ", ")): \
          \(traceDifference(expected: expected, actual: actual) ?? "")
          """)
        return
      }
      // Compared: forget them, so each step compares only its own lines.
      for world in [model, bridge] as [any DifferentialWorld] {
        world.scene.clear()
        world.views.removeAllViews()
      }
    }
  }

  /// A random step the model allows now, with a fresh title for what it creates.
  private func nextStep(
    _ random: inout WalkRandom, model: ModelWorld, serial: Int
  ) -> NavigationStep {
    let title = "S\(serial)"
    while true {
      let candidate: NavigationStep =
        switch random.next(below: 22) {
        case 0, 1, 2: .push(title)
        case 3, 4: .pop
        case 5: .popToRoot
        case 6: .swipeBack(finish: random.next(below: 2) == 0)
        case 7, 8: .selectTab(random.next(below: 3))
        case 9: .present(title, .fullScreen)
        case 10: .present(title, .pageSheet)
        case 11: .present(title, .overFullScreen)
        case 12, 13: .dismiss
        case 14: .swipeDownSheet(finish: random.next(below: 2) == 0)
        case 15: .addChild(title)
        case 16: .removeChild
        case 17: random.next(below: 2) == 0 ? .showSecondWindow(title) : .hideSecondWindow
        case 18: .makeKey(1 + random.next(below: 2))
        case 19: random.next(below: 2) == 0 ? .background : .foreground
        case 20: .page(random.next(below: 3))
        default: .wait(1 + random.next(below: 3))
        }
      if model.allows(candidate) && model.isSmallEnough(after: candidate) { return candidate }
    }
  }
}

/// SplitMix64: a seeded generator, so a failing walk replays exactly.
struct WalkRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random number in `0..<bound`.
  mutating func next(below bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }
}
