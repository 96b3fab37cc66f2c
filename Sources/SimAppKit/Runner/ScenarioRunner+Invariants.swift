import Actions
import Lifecycle

extension ScenarioRunner {
  /// The controllers the window shows, from the public API alone: the visible members of the
  /// presentation chain, then each one's visible subtree, parent first.
  func visibleControllers() -> [ScreenController] {
    guard let window, window.isVisible else { return [] }
    var chain = [window.rootController]
    while let last = chain.last, let next = last.presentedController,
      next.presentingController === last
    {
      chain.append(next)
    }
    var visible: [ScreenController] = []
    func walk(_ controller: ScreenController) {
      visible.append(controller)
      guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
      if let navigation = controller as? NavigationController {
        navigation.topController.map(walk)
      } else if let tabs = controller as? TabController {
        walk(tabs.selectedController)
      } else {
        controller.children.forEach(walk)
      }
    }
    for (index, member) in chain.enumerated()
    where index == chain.count - 1 || chain[index + 1].presentationStyle != .fullScreen {
      walk(member)
    }
    return visible
  }

  /// Everything that a refused step must leave unchanged, as text.
  func worldDescription() -> String {
    var lines: [String] = []
    func name(_ controller: ScreenController?) -> String { controller?.title ?? "-" }
    for (title, _) in declaredNames {
      if let probe = probes[title] {
        lines.append("action \(title) global=\(registry.actions.contains { $0 === probe })")
        continue
      }
      guard let controller = controllers[title] else { continue }
      var line =
        "\(title) \(controller.appearanceState) parent=\(name(controller.parent)) children=\(controller.children.map(\.title)) presents=\(name(controller.presentedController)) by=\(name(controller.presentingController)) style=\(controller.presentationStyle.map { "\($0)" } ?? "-")"
      if let tabs = controller as? TabController { line += " selected=\(tabs.selectedIndex)" }
      let own = controller.lifeCircleActions.compactMap { ($0 as? ProbeAction)?.name }
      let disabled = probes.values.filter { controller.isGlobalActionDisabled($0) }.map(\.name)
      line += " own=\(own) disabled=\(disabled.sorted())"
      lines.append(line)
    }
    if let window { lines.append("window \(name(window.rootController)) \(window.isVisible)") }
    return lines.joined(separator: "\n")
  }

  /// Every invariant, after a step; the problems found.
  func invariantProblems() -> [String] {
    guard let checker else { return [] }
    // First, while this runner holds the only references it makes. While a gesture holds the
    // navigation queue, calls queued meanwhile rightly keep their controllers until they run.
    var problems =
      gestures.isEmpty
      ? leakedControllers().map {
        "\($0) is off screen and free, yet something else keeps it alive"
      }
      : []
    problems += checker.takeViolations()
    problems += stepDiagnostics.filter {
      [.illegalEvent, .unbalancedAppearanceTransition, .runawayNavigation].contains($0.kind)
    }.map { "diagnostic: \($0.message)" }
    let all = declaredNames.compactMap { controllers[$0.name] }
    for controller in all where controller.appearanceState != checker.expectedState(of: controller)
    {
      problems.append(
        "\(controller.title) is \(controller.appearanceState) but its events say \(checker.expectedState(of: controller))"
      )
    }
    if gestures.isEmpty {
      let visible = visibleControllers()
      let visibleSet = Set(visible.map(ObjectIdentifier.init))
      let appeared = all.filter { $0.appearanceState == .appeared }
      if Set(appeared.map(ObjectIdentifier.init)) != visibleSet {
        problems.append(
          "appeared \(appeared.map(\.title).sorted()) but the window shows \(visible.map(\.title).sorted())"
        )
      }
      for controller in all
      where !visibleSet.contains(ObjectIdentifier(controller))
        && controller.appearanceState != .disappeared
      {
        problems.append("\(controller.title) is off screen but \(controller.appearanceState)")
      }
    }
    for controller in all {
      if let parent = controller.parent, !parent.children.contains(where: { $0 === controller }) {
        problems.append(
          "\(controller.title) names \(parent.title) as parent, which does not list it")
      }
      for child in controller.children where child.parent !== controller {
        problems.append(
          "\(controller.title) lists \(child.title), whose parent is \(child.parent?.title ?? "nil")"
        )
      }
      if let presented = controller.presentedController, controller.parent == nil,
        presented.presentingController !== controller, presented !== controller
      {
        problems.append(
          "\(controller.title) presents \(presented.title), which names another presenter")
      }
    }
    let expectedStack = checker.appearanceOrder(of: all).map(\.title)
    let stack = uiStack.viewControllerStack.map(\.title)
    if stack != expectedStack {
      problems.append("the UI stack is \(stack) but the appearance order is \(expectedStack)")
    }
    return problems
  }

  /// Free controllers (no parent, not presented, not presenting, not a window root) that
  /// something besides this runner holds strongly: the library must not.
  private func leakedControllers() -> [String] {
    var leaked: [String] = []
    for (title, _) in declaredNames {
      guard var controller = controllers.removeValue(forKey: title) else { continue }
      let isFree =
        controller.parent == nil && controller.presentingController == nil
        && controller.presentedController == nil && window?.rootController !== controller
      if isFree && !isKnownUniquelyReferenced(&controller) { leaked.append(title) }
      controllers[title] = controller
    }
    return leaked
  }
}
