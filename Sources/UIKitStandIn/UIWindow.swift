import Foundation

/// The backdrop of the app's views: a view at the root of a hierarchy, shown on a screen.
///
/// Real UIKit and the stand-in: a window starts hidden; `makeKeyAndVisible()` shows it (its root's
/// will-callbacks inside the call, the did-callbacks on the next main-queue turn: a stand-in choice
/// from the launch log, UIKIT-CALLS.md §1) and makes it key; hiding it makes every visible
/// controller disappear inside the setter (§18 row 7, unverified) and gives the key status back
/// to the previous key window if it is visible (§18 row 9, from an iOS 9 radar).
@MainActor
open class UIWindow: UIView {
  private var rootStorage: UIViewController?

  /// The scene the window belongs to. Windows made with `init(frame:)` have none and still show
  /// and become key in the stand-in (a choice: UIKit does not show them in a scene-based app).
  weak open var windowScene: UIWindowScene?

  /// Creates a hidden window with no scene.
  ///
  /// - Parameter frame: The window's frame; only stored.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hiddenStorage = true
    StandInRuntime.current.register(self)
  }

  /// Creates a hidden window in `windowScene`.
  ///
  /// - Parameter windowScene: The scene, usually ``UIKitStandIn/windowScene``.
  public init(windowScene: UIWindowScene) {
    super.init(frame: .zero)
    hiddenStorage = true
    self.windowScene = windowScene
    StandInRuntime.current.register(self)
  }

  /// Creates a hidden window from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    hiddenStorage = true
    StandInRuntime.current.register(self)
  }

  /// The root view controller.
  ///
  /// Setting it loads the root's view and puts it in the window (a stand-in choice for §18 row
  /// 1). On a visible window the replacement runs on the next turn: old root will-disappear, new
  /// root will-appear and is-appearing, old root did-disappear, new root did-appear (a stand-in
  /// order; unverified on a device).
  open var rootViewController: UIViewController? {
    get { rootStorage }
    set { replaceRoot(with: newValue) }
  }

  /// Whether the window is hidden (default `true`). Setting `false` shows it as
  /// `makeKeyAndVisible()` does without making it key; setting `true` hides it.
  open override var isHidden: Bool {
    get { hiddenStorage }
    set {
      if newValue {
        hide()
      } else {
        show()
      }
    }
  }

  /// Whether the window is the key window.
  open var isKeyWindow: Bool {
    StandInRuntime.current.keyWindow === self
  }

  /// Shows the window, then makes it key (UIKIT-CALLS.md §1 row 9, §18 rows 2–4): root
  /// will-callbacks and `viewIsAppearing` inside the call, `didBecomeVisibleNotification`, the
  /// old key window's `resignKey()` and `didResignKeyNotification`, this window's `becomeKey()`
  /// and `didBecomeKeyNotification`; the root's did-callbacks on the next turn.
  open func makeKeyAndVisible() {
    show()
    makeKeyWindow()
  }

  /// Makes the window key: the old key window's `resignKey()` and `didResignKeyNotification`,
  /// then this window's `becomeKey()` and `didBecomeKeyNotification`. Nothing when already key.
  open func makeKey() {
    makeKeyWindow()
  }

  /// Called when the window became key. Real UIKit: an override point, not to be called
  /// directly. The stand-in's default does nothing; the notification is posted after it.
  open func becomeKey() {}

  /// Called when the window stopped being key. Real UIKit: an override point, not to be called
  /// directly. The stand-in's default does nothing; the notification is posted after it.
  open func resignKey() {}

  /// The controllers at the top of the window's visible hierarchies: the root and the
  /// presented chain, without the presenters a full-screen presentation covers.
  var visibleTopLevelControllers: [UIViewController] {
    guard let root = rootStorage else { return [] }
    return UIViewController.uncovered(root.presentationChain)
  }

  private func show() {
    guard hiddenStorage else { return }
    hiddenStorage = false
    let controllers = visibleTopLevelControllers
    for controller in controllers {
      controller.prepareForAppearance()
    }
    for controller in controllers {
      controller.beginAppearance(true, animated: false)
    }
    for controller in controllers {
      controller.runIsAppearing()
    }
    NotificationCenter.default.post(name: UIWindow.didBecomeVisibleNotification, object: self)
    StandInRuntime.current.enqueue {
      for controller in controllers {
        controller.endAppearance()
      }
    }
  }

  private func hide() {
    guard !hiddenStorage else { return }
    let controllers = visibleTopLevelControllers
    hiddenStorage = true
    for controller in controllers {
      controller.beginAppearance(false, animated: false)
    }
    for controller in controllers {
      controller.endAppearance()
    }
    NotificationCenter.default.post(name: UIWindow.didBecomeHiddenNotification, object: self)
    guard isKeyWindow else { return }
    let runtime = StandInRuntime.current
    runtime.keyWindows.removeAll { $0.object === self || $0.object == nil }
    runtime.keyWindow = nil
    resignKey()
    NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    if let previous = runtime.keyWindows.last(where: { $0.object?.hiddenStorage == false })?.object
    {
      previous.makeKeyWindow()
    }
  }

  private func makeKeyWindow() {
    let runtime = StandInRuntime.current
    guard runtime.keyWindow !== self else { return }
    if let old = runtime.keyWindow {
      runtime.keyWindow = nil
      old.resignKey()
      NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old)
    }
    runtime.keyWindows.removeAll { $0.object === self || $0.object == nil }
    runtime.keyWindows.append(WeakReference(object: self))
    runtime.keyWindow = self
    becomeKey()
    NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
  }

  private func replaceRoot(with newRoot: UIViewController?) {
    let oldRoot = rootStorage
    guard oldRoot !== newRoot else { return }
    rootStorage = newRoot
    if let newRoot {
      attach(newRoot.view)
    }
    guard !hiddenStorage else {
      oldRoot?.viewIfLoaded?.detach()
      return
    }
    let transition = StandInTransition(animated: false, waitsForEnd: false)
    transition.prepare = { newRoot?.prepareForAppearance() }
    if let oldRoot {
      transition.steps.append(
        .init(controller: oldRoot, appearing: false, cause: AppearanceCause.none))
    }
    if let newRoot {
      transition.steps.append(
        .init(controller: newRoot, appearing: true, cause: AppearanceCause.none))
    }
    transition.didOrder = [oldRoot, newRoot].compactMap { $0 }
    transition.beforeDidCallbacks = { oldRoot?.viewIfLoaded?.detach() }
    transition.schedule()
  }
}

extension UIWindow {
  /// Posted when a window becomes visible (its object is the window).
  public static let didBecomeVisibleNotification = Notification.Name(
    "UIWindowDidBecomeVisibleNotification")
  /// Posted when a window becomes hidden (its object is the window).
  public static let didBecomeHiddenNotification = Notification.Name(
    "UIWindowDidBecomeHiddenNotification")
  /// Posted when a window becomes key (its object is the window).
  public static let didBecomeKeyNotification = Notification.Name(
    "UIWindowDidBecomeKeyNotification")
  /// Posted when a window stops being key (its object is the window).
  public static let didResignKeyNotification = Notification.Name(
    "UIWindowDidResignKeyNotification")
}
