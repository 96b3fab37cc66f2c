import Lifecycle
import SimAppKit

extension ScenarioGenerator {
  /// A step chosen from what `runner` shows now, so that deep paths (stacks, chains of
  /// presentations, gestures, reactions) are reached; a quarter of the steps stay blind, so
  /// refused calls keep being tried.
  ///
  /// Memory stays flat however long the seed: reactions armed for callbacks that never come
  /// (a screen never shown again) would pile up with their steps, so once
  /// ``maximumArmedReactions`` wait, a reaction's step is written on its own instead.
  @MainActor
  package mutating func step(in runner: ScenarioRunner) -> String {
    let text = chosenStep(in: runner)
    guard runner.armedReactionCount >= maximumArmedReactions,
      let step = Self.reactionStep(of: text)
    else { return text }
    return String(step)
  }

  /// The most reactions the generator leaves armed at once, unless told otherwise.
  package static let defaultMaximumArmedReactions = 100

  /// The step of a generated reaction (`on X CALLBACK: STEP` or `hook X EVENT: STEP`), or `nil`
  /// for another step. The generator nests no reaction in a reaction, so the first `: ` ends
  /// the trigger.
  package static func reactionStep(of text: String) -> Substring? {
    guard text.hasPrefix("on ") || text.hasPrefix("hook "),
      let colon = text.firstRange(of: ": ")
    else { return nil }
    return text[colon.upperBound...]
  }

  /// The step ``step(in:)`` chooses, a reaction or not.
  @MainActor
  private mutating func chosenStep(in runner: ScenarioRunner) -> String {
    if chance(25) { return step(allowingReaction: true) }
    // Read after the draw above (it draws nothing): a blind step needs no view of the world.
    let world = WorldView(runner)
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
    let kind = Self.adaptiveKinds[drawIndex(weights: Self.adaptiveWeights)].1
    return navigationStep(kind, in: world) ?? otherStep(kind, in: world, runner)
      ?? step(allowingReaction: true)
  }

  /// The kinds of ``step(in:)``, with their weights.
  private static let adaptiveKinds: [(Int, String)] = [
    (14, "push"), (8, "pop"), (2, "popToRoot"), (2, "popTo"), (2, "setViewControllers"),
    (9, "present"), (7, "dismiss"), (5, "select"), (4, "addChild"), (3, "removeFromParent"),
    (5, "beginInteractivePop"), (1, "setRoot"), (1, "hide"), (6, "actions"), (5, "on"),
    (3, "hook"), (4, "manual"), (2, "replay"), (1, "drop"), (6, "lists"),
  ]
  private static let adaptiveWeights = adaptiveKinds.map(\.0)

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
        let screen = pick(world.stack(of: navigation))
      {
        return "popTo \(navigation) \(screen)\(animated())"
      }
    case "setViewControllers":
      if let navigation = pick(world.navigations) {
        let kept = world.stack(of: navigation).filter { _ in chance(50) }
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
        let navigation = pick(world.visibleDeepNavigations)
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
        let trigger = event()
        let inner =
          chance(50) ? "attachReplaying \(screen) \(action())" : step(allowingReaction: false)
        return "hook \(screen) \(trigger): \(inner)"
      }
    case "manual":
      // Forward by hand: a free screen shown and hidden, or a misuse that must be refused.
      // Mostly screens that may be driven by hand (free ones, a container's children), so that
      // manual transitions really open; otherwise ones something else forwards (refused).
      let byHand = world.free + world.plainChildren.filter { $0.hasPrefix("K") }
      if let screen = pick(chance(70) && !byHand.isEmpty ? byHand : world.visible) {
        return pick(from: [
          "begin \(screen) appearing", "begin \(screen) disappearing", "end \(screen)",
        ])
      }
    case "replay":
      let name = action()
      if chance(50), let screen = pick(world.visible) {
        return "attachReplaying \(screen) \(name)"
      }
      return "registerReplaying \(name)\(registry())"
    case "lists":
      if let step = listPathStep(visible: world.visible, free: world.free, in: runner) {
        return step
      }
    case "drop":
      if let gesture = world.gestures.first { return "dropInteractivePop \(gesture)" }
      if let screen = pick(world.visible) {
        return "on \(screen) \(event()): \(step(allowingReaction: false))"
      }
    default: break
    }
    return nil
  }

  /// One of `names`, or `nil` (drawing nothing) when there is none.
  private mutating func pick(_ names: [String]) -> String? {
    names.isEmpty ? nil : pick(from: names)
  }
}
