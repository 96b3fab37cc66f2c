import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// The bridge's proof by difference (DESIGN "the bridge"): each navigation run through the
/// bridge on the stand-in UIKit and through the model's own containers gives the same
/// appearance trace, the same focus events (interleaved with it, in delivery order), the same
/// screen views (durations from a manual clock) and the same diagnostics, compared after every
/// step.
@MainActor
@Suite(.serialized) struct DifferentialTableTests {
  /// One case: a layout and the steps to run on it.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let layout: Layout
    let steps: [NavigationStep]
    var testDescription: String { name }
  }

  /// The cases, made anew at each read: stored in a global, the arrays inside `Layout`'s
  /// payloads sit behind pointers with the enum's tag in their spare bits, which the address
  /// sanitizer's leak check cannot follow at exit.
  nonisolated static var cases: [Case] {
    [
      Case(name: "push", layout: .tabs(["A", "B"]), steps: [.wait(1), .push("C"), .wait(2)]),
      Case(
        name: "pop", layout: .tabs(["A", "B"]),
        steps: [.push("C"), .wait(3), .pop, .wait(1)]),
      Case(
        name: "popToRoot", layout: .tabs(["A"]),
        steps: [.push("C"), .push("D"), .wait(2), .popToRoot]),
      Case(
        name: "swipe back, abandoned", layout: .tabs(["A"]),
        steps: [.push("C"), .wait(2), .swipeBack(finish: false), .wait(1), .pop]),
      Case(
        name: "swipe back, finished", layout: .tabs(["A"]),
        steps: [.push("C"), .wait(2), .swipeBack(finish: true), .wait(1)]),
      Case(
        name: "tab switch", layout: .tabs(["A", "B"]),
        steps: [.wait(1), .selectTab(1), .wait(2), .selectTab(0), .selectTab(0)]),
      Case(
        name: "full-screen modal and its dismissal", layout: .tabs(["A", "B"]),
        steps: [.push("C"), .present("Modal", .fullScreen), .wait(4), .dismiss]),
      Case(
        name: "page sheet dismissed by code", layout: .tabs(["A"]),
        steps: [.wait(1), .present("Sheet", .pageSheet), .wait(2), .dismiss]),
      Case(
        name: "page sheet swiped down", layout: .tabs(["A"]),
        steps: [.present("Sheet", .pageSheet), .wait(2), .swipeDownSheet(finish: true)]),
      Case(
        name: "page sheet swipe abandoned", layout: .tabs(["A"]),
        steps: [.present("Sheet", .pageSheet), .wait(2), .swipeDownSheet(finish: false), .dismiss]),
      Case(
        name: "overFullScreen", layout: .tabs(["A"]),
        steps: [.present("Overlay", .overFullScreen), .wait(1), .dismiss]),
      Case(
        name: "child containment and removal", layout: .tabs(["A"]),
        steps: [.addChild("Banner"), .wait(1), .removeChild, .push("C")]),
      Case(
        name: "custom pager", layout: .pager(["P1", "P2", "P3"]),
        steps: [.wait(1), .page(1), .wait(2), .page(2), .page(2)]),
      Case(
        name: "splash replacing the root from viewDidAppear", layout: .splash(["A", "B"]),
        steps: [.wait(1), .selectTab(1)]),
      Case(
        name: "two windows and key changes", layout: .tabs(["A"]),
        steps: [
          .showSecondWindow("Overlay"), .wait(1), .makeKey(1), .wait(1), .makeKey(2),
          .hideSecondWindow,
        ]),
      Case(
        name: "background and foreground", layout: .tabs(["A"]),
        steps: [.wait(2), .background, .wait(60), .foreground, .wait(1), .push("C")]),
    ]
  }

  @Test(arguments: cases)
  func theBridgeAndTheModelAgree(_ testCase: Case) {
    runDifferential(layout: testCase.layout, steps: testCase.steps)
  }
}

/// Runs `steps` through both worlds and expects equal observations after launch and after each
/// step; returns the model's observation.
@MainActor
@discardableResult
func runDifferential(
  layout: Layout, steps: [NavigationStep], kit: BridgeKit = .bridgeClasses,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
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
  #expect(
    bridge.observation == model.observation, "after launch (\(layout))",
    sourceLocation: sourceLocation)
  var done: [NavigationStep] = []
  for step in steps {
    model.perform(step)
    bridge.perform(step)
    done.append(step)
    let (expected, actual) = (model.observation, bridge.observation)
    if actual != expected {
      Issue.record(
        "after \(done.map(\.description).joined(separator: ", ")): \(traceDifference(expected: expected, actual: actual) ?? "")",
        sourceLocation: sourceLocation)
      return expected
    }
  }
  return model.observation
}

/// The same table through an app's own base classes (a `LifeCircleHost` each) in plain
/// `UIWindow`s, followed through `LifeCircleUIKit.followApplicationState()`.
@MainActor
@Suite(.serialized) struct DifferentialBaseClassTests {
  @Test(arguments: DifferentialTableTests.cases.filter { !$0.usesBridgeSubclasses })
  func anAppsOwnBaseClassesAgreeWithTheModel(_ testCase: DifferentialTableTests.Case) {
    runDifferential(layout: testCase.layout, steps: testCase.steps, kit: .appBaseClasses)
  }
}

extension DifferentialTableTests.Case {
  /// Whether the case needs the bridge's own subclasses (a pager or a splash, which subclass
  /// `LifeCircleViewController`).
  var usesBridgeSubclasses: Bool {
    switch layout {
    case .tabs: false
    case .pager, .splash: true
    }
  }
}
