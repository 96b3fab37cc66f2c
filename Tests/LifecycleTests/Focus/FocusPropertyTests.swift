import Actions
import Foundation
import LifeCircleTesting
import Lifecycle
import Testing

/// After random navigation (pushes, pops, tabs, sheets and full-screen presentations, a second
/// window made key or hidden, the background, interactive pops, redirects from `viewDidAppear`
/// and from focus callbacks), the screens that hold focus are exactly those a model computes from
/// the tree, and every screen's focus events alternate, gain first.
///
/// `FOCUS_PROPERTY_STEPS` sizes the walk (per seed; 400 by default, `.ci/run` runs more).
@MainActor
@Suite struct FocusPropertyTests {
  static let steps =
    ProcessInfo.processInfo.environment["FOCUS_PROPERTY_STEPS"].flatMap { Int($0) } ?? 400

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func theFocusedScreensAreWhatTheTreeSays(seed: UInt64) throws {
    var world = FocusWorld(seed: seed)
    for step in 0..<Self.steps {
      world.step()
      let problems = world.problems()
      #expect(problems.isEmpty, "seed \(seed), step \(step) (\(world.lastMove)): \(problems)")
      if !problems.isEmpty { return }
    }
    world.end()
  }
}

/// The world a random walk navigates, with its own model of the key window and the background.
@MainActor
private struct FocusWorld {
  var random: SplitMix
  let scene = TestScene(recordingFocus: true)
  let first: Window
  let second: Window
  let stacks: [NavigationController]
  let tabs: TabController
  /// The windows in the order the walk made them key, oldest first (the model's own record).
  var keyOrder: [Window] = []
  var inBackground = false
  /// Every screen made, by the walk or by a callback.
  let roster = Roster()
  var screens: [ScreenController] { roster.screens }
  var gesture: InteractivePop?
  var lastMove = ""
  /// How many lines of the recorder's trace ``problems()`` has read.
  var readLines = 0
  /// Whether each screen's latest focus event, by title, was a gain.
  var lastFocusEvent: [String: Bool] = [:]
  var counter = 0

  init(seed: UInt64) {
    random = SplitMix(seed: seed)
    let scene = scene
    let stacks = scene.make {
      ["Feed", "Search", "Side"].map { name in
        NavigationController(rootController: ScreenController(title: name + "0"))
      }
    }
    self.stacks = stacks
    tabs = scene.make { TabController(tabs: [stacks[0], stacks[1]]) }
    first = scene.showWindow(tabs, resettingTrace: false)
    second = scene.showWindow(stacks[2], resettingTrace: false)
    keyOrder = [first, second]
    roster.screens = stacks.map(\.viewControllers[0])
  }

  mutating func newScreen() -> ScreenController {
    counter += 1
    let title = "S\(counter)"
    let roster = roster
    let screen: ScreenController =
      random.next(8) == 0
      ? scene.make { Redirecting(title: "R\(counter)", roster: roster) }
      : scene.make { ScreenController(title: title) }
    if random.next(10) == 0 { screen.registerLifeCircleAction(PushOnFocus(roster: roster)) }
    roster.screens.append(screen)
    return screen
  }

  /// One random move, at the top level (outside every callback).
  mutating func step() {
    if let gesture {
      if random.next(2) == 0 {
        gesture.finish()
        lastMove = "finish"
      } else {
        gesture.cancel()
        lastMove = "cancel"
      }
      self.gesture = nil
      return
    }
    let stack = stacks[random.next(stacks.count)]
    switch random.next(12) {
    case 0, 1:
      lastMove = "push onto \(stack.title)"
      try? stack.push(newScreen(), animated: random.next(2) == 0)
    case 2:
      lastMove = "pop \(stack.title)"
      _ = try? stack.pop()
    case 3:
      lastMove = "popToRoot \(stack.title)"
      _ = try? stack.popToRoot()
    case 4:
      lastMove = "select tab"
      try? tabs.select(random.next(2))
    case 5:
      let style: PresentationStyle = random.next(2) == 0 ? .sheet : .fullScreen
      let presenter = [tabs, stacks[2], stack.topController ?? stack][random.next(3)]
      lastMove = "present \(style) from \(presenter.title)"
      let screen = newScreen()
      let presented =
        random.next(3) == 0
        ? scene.make { NavigationController(rootController: screen) } : screen
      try? presenter.present(presented, style: style, animated: false)
    case 6:
      lastMove = "dismiss"
      try? [tabs, stacks[2]][random.next(2)].dismiss(animated: false)
    case 7:
      let window = random.next(2) == 0 ? first : second
      lastMove = "makeKey \(window === first ? "first" : "second")"
      window.makeKeyAndVisible()
      keyOrder.removeAll { $0 === window }
      keyOrder.append(window)
    case 8:
      let window = random.next(2) == 0 ? first : second
      lastMove = "hide \(window === first ? "first" : "second")"
      window.hide()
    case 9:
      lastMove = inBackground ? "foreground" : "background"
      inBackground.toggle()
      inBackground ? scene.enterBackground() : scene.enterForeground()
    case 10:
      lastMove = "begin interactive pop \(stack.title)"
      gesture = try? stack.beginInteractivePop()
    default:
      lastMove = "setNeedsFocusUpdate"
      stack.setNeedsFocusUpdate()
    }
  }

  /// What the model says holds focus now: the key window's topmost presentation, then the top of
  /// each stack and the selected tab, down to a content screen.
  func modelFocus() -> [ScreenController] {
    guard !inBackground, let key = keyOrder.last(where: \.isVisible) else { return [] }
    var node = key.rootController
    while let presented = node.presentedController, presented !== node { node = presented }
    while true {
      if let stack = node as? NavigationController, let top = stack.topController {
        node = top
      } else if let tabs = node as? TabController {
        node = tabs.selectedController
      } else {
        return [node]
      }
    }
  }

  mutating func problems() -> [String] {
    var found: [String] = []
    if gesture != nil { return found }  // decided when the gesture ends
    let model = modelFocus()
    let holding = screens.filter(\.hasFocus)
    if holding.map(ObjectIdentifier.init) != model.map(ObjectIdentifier.init) {
      found.append("holding focus: \(holding.map(\.title)), model: \(model.map(\.title))")
    }
    let key = keyOrder.last(where: \.isVisible)
    if key?.isKeyWindow == false { found.append("the model's key window is not key") }
    if !inBackground, let key, key.focusedControllers.map(\.title) != model.map(\.title) {
      found.append("focusedControllers: \(key.focusedControllers.map(\.title))")
    }
    for line in scene.recorder.trace[readLines...] {
      guard let range = line.range(of: ".didGainFocus(") ?? line.range(of: ".didLoseFocus(") else {
        continue
      }
      let title = String(line[..<range.lowerBound])
      let gained = line[range].contains("Gain")
      if lastFocusEvent[title] == gained || (lastFocusEvent[title] == nil && !gained) {
        found.append(
          "\(title): \(line) after \(lastFocusEvent[title].map { $0 ? "a gain" : "a loss" } ?? "nothing")"
        )
      }
      lastFocusEvent[title] = gained
    }
    readLines = scene.recorder.trace.count
    for screen in screens where (lastFocusEvent[screen.title] ?? false) != screen.hasFocus {
      found.append("\(screen.title): hasFocus \(screen.hasFocus) after its focus events")
    }
    return found
  }

  mutating func end() {
    gesture?.cancel()
    scene.hideWindows()
    scene.diagnostics.isEmpty ? () : scene.clear()
  }
}

/// The screens of one walk (held weakly by the callbacks that add to it).
@MainActor
private final class Roster {
  var screens: [ScreenController] = []
}

/// Pushes a new screen onto its host's stack the first time the host gains focus: a navigation
/// from a focus callback, queued behind the focus delivery.
@MainActor
private final class PushOnFocus: LifeCircleAction {
  weak var roster: Roster?
  var done = false
  init(roster: Roster) { self.roster = roster }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    guard !done, let stack = controller.navigationController else { return }
    done = true
    let next = LifeCircleRegistry.scoped(controller.registry) {
      ScreenController(title: controller.title + "+")
    }
    roster?.screens.append(next)
    try? stack.push(next, animated: false)
  }
}

/// Pushes a screen onto its stack from its first `viewDidAppear` (a splash that redirects).
@MainActor
private final class Redirecting: ScreenController {
  weak var roster: Roster?
  var redirected = false
  init(title: String, roster: Roster) {
    self.roster = roster
    super.init(title: title)
  }
  override func viewDidAppear(_ animated: Bool) {
    guard !redirected, let stack = navigationController else { return }
    redirected = true
    let next = LifeCircleRegistry.scoped(registry) { ScreenController(title: title + ">") }
    roster?.screens.append(next)
    try? stack.push(next, animated: false)
  }
}

/// SplitMix64: a seeded generator, so every run is reproducible from its seed.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
