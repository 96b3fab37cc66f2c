import Lifecycle

/// Everything a refused step must leave unchanged, by identity: each declared controller's
/// state, links, presentation style, selected tab and actions (its own, and the global ones it
/// opts out of), each action's registrations, and each window. Cheap to take and to compare, so
/// the runner takes one before every step.
package struct WorldSnapshot: Equatable {
  private struct Controller: Equatable {
    var state: AppearanceState
    var parent: ObjectIdentifier?
    var children: [ObjectIdentifier]
    var presented: ObjectIdentifier?
    var presenting: ObjectIdentifier?
    var style: PresentationStyle?
    var selectedTab: Int?
    /// The declared actions attached to it, in order.
    var ownActions: [ObjectIdentifier]
    /// Whether it opts out of each declared action, in the runner's order of actions.
    var disabled: [Bool]
  }

  private struct WindowState: Equatable {
    var root: ObjectIdentifier
    var isVisible: Bool
    var isHeld: Bool
  }

  private var controllers: [Controller] = []
  /// Each declared action's registration, globally and in the module's registry.
  private var registrations: [Bool] = []
  /// Each window the runner made, `nil` once gone.
  private var windows: [WindowState?] = []

  /// The world `runner` holds now.
  @MainActor
  package init(_ runner: ScenarioRunner) {
    // Plain loops: closures here would each check the main actor at every call.
    let probes = runner.orderedProbes
    var probeIDs = Set<ObjectIdentifier>()
    for probe in probes { probeIDs.insert(ObjectIdentifier(probe)) }
    for registry in [runner.registry, runner.moduleRegistry] {
      var registered = Set<ObjectIdentifier>()
      for action in registry.actions { registered.insert(ObjectIdentifier(action)) }
      for probe in probes { registrations.append(registered.contains(ObjectIdentifier(probe))) }
    }
    let declared = runner.declaredControllers()
    controllers.reserveCapacity(declared.count)
    for controller in declared {
      controllers.append(Self.controller(controller, probes: probes, probeIDs: probeIDs))
    }
    for watched in runner.watchedWindows {
      guard let window = watched.window else {
        windows.append(nil)
        continue
      }
      windows.append(
        WindowState(
          root: ObjectIdentifier(window.rootController), isVisible: window.isVisible,
          isHeld: runner.heldWindows[watched.name] != nil))
    }
  }

  @MainActor
  private static func controller(
    _ controller: ScreenController, probes: [ProbeAction], probeIDs: Set<ObjectIdentifier>
  ) -> Controller {
    var children: [ObjectIdentifier] = []
    for child in controller.children { children.append(ObjectIdentifier(child)) }
    var own: [ObjectIdentifier] = []
    for action in controller.lifeCircleActions where probeIDs.contains(ObjectIdentifier(action)) {
      own.append(ObjectIdentifier(action))
    }
    var disabled: [Bool] = []
    for probe in probes { disabled.append(controller.isGlobalActionDisabled(probe)) }
    return Controller(
      state: controller.appearanceState, parent: controller.parent.map(ObjectIdentifier.init),
      children: children, presented: controller.presentedController.map(ObjectIdentifier.init),
      presenting: controller.presentingController.map(ObjectIdentifier.init),
      style: controller.presentationStyle,
      selectedTab: (controller as? TabController)?.selectedIndex, ownActions: own,
      disabled: disabled)
  }
}
