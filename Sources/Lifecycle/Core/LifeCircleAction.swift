/// An object that holds one responsibility for screens and hears their appearance callbacks.
///
/// Register an action globally (``registerGlobalAction(_:)``: every controller created
/// afterwards in the same registry hears it) or on one controller
/// (``ScreenController/registerLifeCircleAction(_:)``).
///
/// Each requirement has a default implementation that does nothing, so an action implements
/// only the events it cares about.
///
/// **Order.** For one event on one controller, the controller's own override runs first. Then,
/// for `willAppear` and `didAppear`, the global actions in registration order, then the
/// controller's own actions in registration order. For `willDisappear` and `didDisappear`, the
/// controller's own actions in reverse registration order, then the global actions in reverse
/// order: teardown unwinds setup.
///
/// **Focus.** Two more requirements tell when the host gains or loses the app's focus
/// (``ScreenController/hasFocus``): the screen the user is looking at, decided by the engine from
/// the tree once navigation has drained (see ``FocusReason``).
///
/// **Threading.** Always called on the main actor.
///
/// **Memory.** Registries hold actions strongly. An action must not retain its host
/// controllers; the built-in actions hold them weakly.
@MainActor
public protocol LifeCircleAction: AnyObject {
  /// The host controller is about to appear.
  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool)
  /// The host controller has appeared.
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool)
  /// The host controller is about to disappear.
  func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool)
  /// The host controller has disappeared.
  func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool)
  /// The host controller gained the app's focus (``ScreenController/hasFocus``), for `reason`.
  ///
  /// Heard once the navigation that caused it has drained (after its last appearance callback),
  /// never for a container, in the appear order (global actions, then the controller's own).
  /// Losses of the same decision come first. A navigation call made from here is queued and
  /// runs after the decision's last focus event.
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason)
  /// The host controller lost the app's focus, for `reason`.
  ///
  /// Heard in the disappear order (the controller's own actions in reverse, then the global
  /// ones in reverse), before the gains of the same decision.
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason)
  /// Whether this action hears focus events: `false` says it implements neither focus
  /// requirement, so a registry none of whose actions listens delivers no focus event at all
  /// (``ScreenController/hasFocus`` still changes; only the calls are skipped).
  ///
  /// Read once, when the action is registered (globally or on a controller); a registry counts
  /// its listening actions. `true` by default, so an action that implements a focus requirement
  /// hears it without declaring anything; an action that does not can return `false` to spare
  /// every navigation the focus delivery.
  var listensForFocus: Bool { get }
}

extension LifeCircleAction {
  /// Does nothing.
  public func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {}
  /// Does nothing.
  public func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {}
  /// Does nothing.
  public func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {}
  /// Does nothing.
  public func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {}
  /// Does nothing.
  public func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {}
  /// Does nothing.
  public func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {}
  /// `true`: an action is assumed to listen for focus unless it says otherwise.
  public var listensForFocus: Bool { true }

  /// Calls the requirement that matches `event`.
  func receive(_ event: LifecycleEvent, from controller: ScreenController, animated: Bool) {
    switch event {
    case .willAppear: hostController(controller, viewWillAppear: animated)
    case .didAppear: hostController(controller, viewDidAppear: animated)
    case .willDisappear: hostController(controller, viewWillDisappear: animated)
    case .didDisappear: hostController(controller, viewDidDisappear: animated)
    }
  }
}
