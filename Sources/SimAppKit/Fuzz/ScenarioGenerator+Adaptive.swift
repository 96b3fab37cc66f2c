import Lifecycle

extension ScenarioGenerator {
  /// A step chosen from what `runner` shows now, so that deep paths (stacks, chains of
  /// presentations, gestures, reactions) are reached; a quarter of the steps stay blind, so
  /// refused calls keep being tried.
  @MainActor
  mutating func step(in runner: ScenarioRunner) -> String {
    let world = WorldView(runner)
    if chance(25) { return step(allowingReaction: true) }
    if !world.isWindowVisible && chance(60) { return "show" }
    if let screen = pick(world.halfway), chance(60) { return "end \(screen)" }
    if let gesture = world.gestures.first, chance(60) {
      let ending = chance(40) ? "finish" : chance(55) ? "cancel" : "drop"
      return "\(ending)InteractivePop \(gesture)"
    }
    // Right after a gesture ends, navigate its stack: nothing must still hold it.
    if let navigation = world.lastGestureEnded, chance(50) {
      if let screen = pick(world.free), chance(60) {
        return "push \(navigation) \(screen)\(animated())"
      }
      return "pop \(navigation)\(animated())"
    }
    if world.root != "T" && world.free.contains("T") && chance(30) { return "setRoot T" }
    let kinds: [(Int, String)] = [
      (14, "push"), (8, "pop"), (2, "popToRoot"), (2, "popTo"), (2, "setViewControllers"),
      (9, "present"), (7, "dismiss"), (5, "select"), (4, "addChild"), (3, "removeFromParent"),
      (5, "beginInteractivePop"), (1, "setRoot"), (1, "hide"), (6, "actions"), (5, "on"),
      (3, "hook"), (4, "manual"), (2, "replay"), (1, "drop"), (6, "lists"),
    ]
    let kind = weighted(kinds)
    return navigationStep(kind, in: world) ?? otherStep(kind, in: world, runner)
      ?? step(allowingReaction: true)
  }

  /// The navigation kinds of ``step(in:)``, written from `world`: `nil` when the world offers
  /// nothing to do it with (or `kind` is another).
  private mutating func navigationStep(_ kind: String, in world: WorldView) -> String? {
    switch kind {
    case "push":
      if let navigation = pick(world.visibleNavigations), let screen = pick(world.free) {
        return "push \(navigation) \(screen)\(animated())"
      }
    case "pop", "popToRoot":
      if let navigation = pick(world.deepNavigations) {
        return "\(chance(75) ? "pop" : "popToRoot") \(navigation)\(animated())"
      }
    case "popTo":
      if let navigation = pick(world.deepNavigations),
        let screen = pick(world.stacks[navigation] ?? [])
      {
        return "popTo \(navigation) \(screen)\(animated())"
      }
    case "setViewControllers":
      if let navigation = pick(world.navigations) {
        let kept = (world.stacks[navigation] ?? []).filter { _ in chance(50) }
        let added = world.free.filter { _ in chance(15) }
        let stack = (kept + added).isEmpty ? [pick(world.free) ?? "S4"] : kept + added
        return "setViewControllers \(navigation) \(stack.joined(separator: " "))\(animated())"
      }
    case "present":
      if let presenter = pick(world.visible), let screen = pick(world.free) {
        return "present \(presenter) \(screen)\(chance(40) ? " style=sheet" : "")\(animated())"
      }
    case "dismiss":
      if let screen = pick(world.inPresentations) { return "dismiss \(screen)\(animated())" }
    case "select": return "select T \(Int(random.next() % 3))"
    case "addChild":
      if let parent = pick(world.visiblePlainScreens), let child = pick(world.free) {
        return "addChild \(parent) \(child)"
      }
    case "removeFromParent":
      if let child = pick(world.plainChildren) { return "removeFromParent \(child)" }
    case "beginInteractivePop":
      if world.gestures.isEmpty,
        let navigation = pick(world.deepNavigations.filter(world.visible.contains))
      {
        return "beginInteractivePop \(navigation)"
      }
    case "setRoot":
      if let root = pick(world.free) { return "setRoot \(root)" }
    case "hide": return "hide"
    default: break
    }
    return nil
  }

  /// The other kinds of ``step(in:)``: reactions, manual forwarding, replay, list paths, drops.
  /// `nil` when the world offers nothing to do it with.
  @MainActor
  private mutating func otherStep(
    _ kind: String, in world: WorldView, _ runner: ScenarioRunner
  ) -> String? {
    switch kind {
    case "hook":
      if let screen = pick(world.visible) {
        let event =
          pick(["willAppear", "didAppear", "willDisappear", "didDisappear"]) ?? "didAppear"
        let inner =
          chance(50)
          ? "attachReplaying \(screen) \(pick(["a0", "a1", "a2"]) ?? "a0")"
          : step(allowingReaction: false)
        return "hook \(screen) \(event): \(inner)"
      }
    case "manual":
      // Forward by hand: a free screen shown and hidden, or a misuse that must be refused.
      // Mostly screens that may be driven by hand (free ones, a container's children), so that
      // manual transitions really open; otherwise ones something else forwards (refused).
      let byHand = world.free + world.plainChildren.filter { $0.hasPrefix("K") }
      if let screen = pick(chance(70) && !byHand.isEmpty ? byHand : world.visible) {
        switch random.next() % 3 {
        case 0: return "begin \(screen) appearing"
        case 1: return "begin \(screen) disappearing"
        default: return "end \(screen)"
        }
      }
    case "replay":
      let action = pick(["a0", "a1", "a2"]) ?? "a0"
      if chance(50), let screen = pick(world.visible) {
        return "attachReplaying \(screen) \(action)"
      }
      return "registerReplaying \(action)\(registry())"
    case "lists":
      if let step = listPathStep(visible: world.visible, free: world.free, in: runner) {
        return step
      }
    case "drop":
      if let gesture = world.gestures.first { return "dropInteractivePop \(gesture)" }
      if let screen = pick(world.visible) {
        let event =
          pick(["willAppear", "didAppear", "willDisappear", "didDisappear"]) ?? "didAppear"
        return "on \(screen) \(event): \(step(allowingReaction: false))"
      }
    default: break
    }
    return nil
  }

  private mutating func weighted(_ weights: [(Int, String)]) -> String {
    var roll = Int(random.next() % UInt64(weights.reduce(0) { $0 + $1.0 }))
    for (weight, kind) in weights {
      if roll < weight { return kind }
      roll -= weight
    }
    return weights[0].1
  }

  private mutating func pick(_ names: [String]) -> String? {
    names.isEmpty ? nil : names[Int(random.next() % UInt64(names.count))]
  }
}

/// What the generator needs to know of a runner's world, by name, from the public API.
@MainActor
private struct WorldView {
  var isWindowVisible = false
  var root = ""
  var visible: [String] = []
  var visiblePlainScreens: [String] = []
  var free: [String] = []
  var navigations: [String] = []
  var visibleNavigations: [String] = []
  var deepNavigations: [String] = []
  var stacks: [String: [String]] = [:]
  var inPresentations: [String] = []
  var plainChildren: [String] = []
  var gestures: [String] = []
  /// Screens half-way through a transition forwarded by hand, by the scenario (free screens)
  /// or by a container (its children): those an `end` is not refused on.
  var halfway: [String] = []
  /// The navigation controller whose gesture the last step ended (finished, cancelled or
  /// dropped).
  var lastGestureEnded: String?

  init(_ runner: ScenarioRunner) {
    let window = runner.window
    isWindowVisible = window?.isVisible ?? false
    root = window?.rootController.title ?? ""
    let world = runner.currentWorld()
    let declared = world.declared
    let titles = declared.titles
    let shown = runner.visibleSlots(in: world)
    var isShown = [Bool](repeating: false, count: declared.count)
    for slot in shown { isShown[slot] = true }
    visible = shown.map { titles[$0] }
    gestures = runner.gestures.keys.sorted()
    lastGestureEnded = runner.lastGestureEnded
    for slot in 0..<declared.count {
      let name = titles[slot]
      let kind = declared.kinds[slot]
      if kind == .navigation {
        navigations.append(name)
        let stack = world.children(of: slot)
        stacks[name] = stack.map { titles[$0] }
        if isShown[slot] { visibleNavigations.append(name) }
        if stack.count > 1 { deepNavigations.append(name) }
      }
      if kind != .navigation && kind != .tabs && isShown[slot] { visiblePlainScreens.append(name) }
      note(slot, named: name, in: world)
    }
  }

  /// Files `slot`, named `name`, under the lists its links and state put it in.
  private mutating func note(_ slot: Int, named name: String, in world: WorldTable) {
    let none = WorldTable.none
    let parent = world.parents[slot]
    let presenter = world.presenting[slot]
    let state = world.states[slot]
    let isRoot = world.isWindowRoot(slot)
    if parent == none && presenter == none && world.presented[slot] == none && !isRoot
      && state == .disappeared
    {
      free.append(name)
    }
    let isDrivenByHand =
      parent != none ? !world.declared.forwards[parent] : (presenter == none && !isRoot)
    if gestures.isEmpty && isDrivenByHand && (state == .appearing || state == .disappearing) {
      halfway.append(name)
    }
    if parent == none && presenter != none { inPresentations.append(name) }
    if parent != none {
      let kind = world.declared.kinds[parent]
      if kind != .navigation && kind != .tabs { plainChildren.append(name) }
    }
  }
}
