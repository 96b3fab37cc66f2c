import Foundation
import UIKitStandIn

/// An object with a name in the transcript.
@MainActor
protocol Named: AnyObject {
  var name: String { get }
}

@MainActor
func nameOf(_ controller: UIViewController?) -> String {
  guard let controller else { return "nil" }
  return (controller as? any Named)?.name ?? "?"
}

/// The part of a line after the call: `animated` as t/f, the flags, and whether a transition
/// coordinator is readable (`coord`, `coord:i` when interactive).
@MainActor
func details(_ controller: UIViewController, _ animated: Bool) -> String {
  var parts = ["(\(animated ? "t" : "f"))"]
  if controller.isMovingToParent { parts.append("mTP") }
  if controller.isMovingFromParent { parts.append("mFP") }
  if controller.isBeingPresented { parts.append("bP") }
  if controller.isBeingDismissed { parts.append("bD") }
  if let coordinator = controller.transitionCoordinator {
    parts.append(coordinator.isInteractive ? "coord:i" : "coord")
  }
  return parts.joined(separator: " ")
}

/// Shared behaviour of the logging controllers: the line for each override, the optional
/// annotation and coordinator registration.
@MainActor
struct ControllerLogger {
  /// Extra text for a line, by method name (reads state inside the callback).
  var annotation: ((String) -> String?)?
  /// Registers completion and interaction handlers in will-callbacks when a coordinator exists.
  var observesCoordinator = false

  func log(_ controller: UIViewController, _ name: String, _ method: String, _ animated: Bool) {
    var line = "\(name).\(method)\(details(controller, animated))"
    if let extra = annotation?(method) {
      line += " [\(extra)]"
    }
    Transcript.add(line)
    guard observesCoordinator, method.hasPrefix("viewWill"),
      let coordinator = controller.transitionCoordinator
    else { return }
    coordinator.notifyWhenInteractionChanges { context in
      Transcript.add("\(name).coord.interaction(cancelled: \(context.isCancelled ? "t" : "f"))")
    }
    coordinator.animate(alongsideTransition: nil) { context in
      Transcript.add("\(name).coord.completion(cancelled: \(context.isCancelled ? "t" : "f"))")
    }
  }
}

/// A content view controller that logs every override UIKit calls.
final class LoggingViewController: UIViewController, Named {
  let name: String
  var logger = ControllerLogger()
  var forwardsAppearance = true

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    forwardsAppearance
  }

  override func viewDidLoad() {
    Transcript.add("\(name).viewDidLoad")
    super.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    logger.log(self, name, "viewWillAppear", animated)
    super.viewWillAppear(animated)
  }

  override func viewIsAppearing(_ animated: Bool) {
    logger.log(self, name, "viewIsAppearing", animated)
    super.viewIsAppearing(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    logger.log(self, name, "viewDidAppear", animated)
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    logger.log(self, name, "viewWillDisappear", animated)
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    logger.log(self, name, "viewDidDisappear", animated)
    super.viewDidDisappear(animated)
  }

  override func willMove(toParent parent: UIViewController?) {
    Transcript.add("\(name).willMove(\(nameOf(parent)))")
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: UIViewController?) {
    Transcript.add("\(name).didMove(\(nameOf(parent)))")
    super.didMove(toParent: parent)
  }
}

/// A navigation controller that logs its overrides (children's lines appear inside its `super`
/// calls) and its delegate calls.
final class LoggingNavigationController: UINavigationController, Named,
  UINavigationControllerDelegate
{
  let name: String
  var logger = ControllerLogger()

  init(_ name: String, root: UIViewController) {
    self.name = name
    super.init(rootViewController: root)
    delegate = self
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    Transcript.add("\(name).viewDidLoad")
    super.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    logger.log(self, name, "viewWillAppear", animated)
    super.viewWillAppear(animated)
  }

  override func viewIsAppearing(_ animated: Bool) {
    logger.log(self, name, "viewIsAppearing", animated)
    super.viewIsAppearing(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    logger.log(self, name, "viewDidAppear", animated)
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    logger.log(self, name, "viewWillDisappear", animated)
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    logger.log(self, name, "viewDidDisappear", animated)
    super.viewDidDisappear(animated)
  }

  override func willMove(toParent parent: UIViewController?) {
    Transcript.add("\(name).willMove(\(nameOf(parent)))")
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: UIViewController?) {
    Transcript.add("\(name).didMove(\(nameOf(parent)))")
    super.didMove(toParent: parent)
  }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    Transcript.add("\(name).delegate.willShow(\(nameOf(viewController)), \(animated ? "t" : "f"))")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    Transcript.add("\(name).delegate.didShow(\(nameOf(viewController)), \(animated ? "t" : "f"))")
  }
}

/// A tab bar controller that logs its overrides and its delegate calls.
final class LoggingTabBarController: UITabBarController, Named, UITabBarControllerDelegate {
  let name: String
  var logger = ControllerLogger()
  var allowsSelection = true

  init(_ name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
    delegate = self
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    Transcript.add("\(name).viewDidLoad")
    super.viewDidLoad()
  }

  override func viewWillAppear(_ animated: Bool) {
    logger.log(self, name, "viewWillAppear", animated)
    super.viewWillAppear(animated)
  }

  override func viewIsAppearing(_ animated: Bool) {
    logger.log(self, name, "viewIsAppearing", animated)
    super.viewIsAppearing(animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    logger.log(self, name, "viewDidAppear", animated)
    super.viewDidAppear(animated)
  }

  override func viewWillDisappear(_ animated: Bool) {
    logger.log(self, name, "viewWillDisappear", animated)
    super.viewWillDisappear(animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    logger.log(self, name, "viewDidDisappear", animated)
    super.viewDidDisappear(animated)
  }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    Transcript.add("\(name).delegate.shouldSelect(\(nameOf(viewController)))")
    return allowsSelection
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    Transcript.add("\(name).delegate.didSelect(\(nameOf(viewController)))")
  }
}

/// A window that logs becoming and resigning key.
final class LoggingWindow: UIWindow {
  let name: String

  init(_ name: String) {
    self.name = name
    super.init(windowScene: UIKitStandIn.windowScene)
    Transcript.windowNames[ObjectIdentifier(self)] = name
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func becomeKey() {
    Transcript.add("\(name).becomeKey")
    super.becomeKey()
  }

  override func resignKey() {
    Transcript.add("\(name).resignKey")
    super.resignKey()
  }
}

/// A presentation controller delegate that logs each call.
final class LoggingPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    Transcript.add("pc.shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    Transcript.add("pc.willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    Transcript.add("pc.didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    Transcript.add("pc.didAttemptToDismiss")
  }
}
