import Foundation

/// A container that shows one of several child view controllers, chosen by a tab bar.
///
/// Real UIKit and the stand-in: the view loads inside the initializer (`viewDidLoad` runs there,
/// UIKIT-CALLS.md §1 row 6); a selection change on screen runs its appearance callbacks inside the
/// call, new side first (§8, §9); the delegate hears taps only. The tab bar controller forwards its
/// own appearance callbacks to the selected child from inside its implementations, so a subclass
/// sees the child's callbacks inside its `super` call (SR10).
@MainActor
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private weak var selectedStorage: UIViewController?

  /// The delegate asked and told about taps. Held weakly.
  weak open var delegate: (any UITabBarControllerDelegate)?

  /// Creates a tab bar controller and loads its view (so `viewDidLoad` runs inside the
  /// initializer, as in UIKit).
  ///
  /// - Parameters:
  ///   - nibNameOrNil: A nib name; not used.
  ///   - nibBundleOrNil: A bundle; not used.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    loadViewIfRequired()
  }

  /// Creates a tab bar controller from an archive and loads its view. The stand-in decodes
  /// nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    loadViewIfRequired()
  }

  /// The tabs' controllers. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs. New children get `willMove(toParent:)` and `didMove(toParent:)` inside the
  /// call (UIKIT-CALLS.md §1 row 7, a stand-in choice where it is unverified); removed ones
  /// `willMove(toParent: nil)` and `didMove(toParent: nil)`. The selection stays on the same
  /// controller when it remains, else moves to the first tab; on screen, that change runs the
  /// appearance callbacks as `selectedIndex =` does.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs, or `nil` for none.
  ///   - animated: Ignored, as on iPhone.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let new = viewControllers ?? []
    let old = tabs ?? []
    let arriving = new.filter { controller in !old.contains { $0 === controller } }
    let leaving = old.filter { controller in !new.contains { $0 === controller } }
    for controller in leaving {
      controller.willMove(toParent: nil)
    }
    for controller in arriving {
      if let oldParent = controller.parent, oldParent !== self {
        controller.removeFromParent()
      }
      controller.willMove(toParent: self)
    }
    tabs = viewControllers
    record.children = new + leaving
    for controller in arriving {
      controller.record.parent = self
    }
    let keep = selectedStorage.flatMap { selected in new.first { $0 === selected } }
    select(keep ?? new.first)
    for controller in leaving {
      abandon(controller)
      controller.didMove(toParent: nil)
    }
    for controller in arriving {
      controller.didMove(toParent: self)
    }
  }

  /// The index of the selected tab; `NSNotFound` with no tabs. Setting an index in range selects
  /// that tab with its appearance callbacks inside the setter and no delegate call (§9); an index
  /// out of range is ignored.
  open var selectedIndex: Int {
    get {
      guard let selected = selectedStorage else { return NSNotFound }
      return tabs?.firstIndex { $0 === selected } ?? NSNotFound
    }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      select(tabs[newValue])
    }
  }

  /// The selected tab's controller. Real UIKit declares it `unowned(unsafe)`; the stand-in
  /// holds it weakly (it is also a child). Setting a controller that is not a tab is UIKit's
  /// exception (``UIKitStandIn/misuseHandler``).
  open var selectedViewController: UIViewController? {
    get { selectedStorage }
    set {
      guard let newValue else { return }
      guard tabs?.contains(where: { $0 === newValue }) == true else {
        UIKitStandIn.misuse(
          "-[UITabBarController setSelectedViewController:] only a view controller in the tab"
            + " bar controller's list of view controllers can be selected.")
        return
      }
      select(newValue)
    }
  }

  /// Forwards `viewWillAppear` to the selected tab.
  ///
  /// - Parameter animated: Passed on.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    forwardBegin(true, animated: animated)
  }

  /// Forwards `viewIsAppearing` to the selected tab.
  ///
  /// - Parameter animated: Passed on.
  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    forwardIsAppearing()
  }

  /// Forwards `viewDidAppear` to the selected tab.
  ///
  /// - Parameter animated: Passed on.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    forwardEnd()
  }

  /// Forwards `viewWillDisappear` to the selected tab.
  ///
  /// - Parameter animated: Passed on.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forwardBegin(false, animated: animated)
  }

  /// Forwards `viewDidDisappear` to the selected tab.
  ///
  /// - Parameter animated: Passed on.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    forwardEnd()
  }

  override var forwardsFromCallbacks: Bool {
    true
  }

  override var appearanceChildren: [UIViewController] {
    selectedStorage.map { [$0] } ?? []
  }

  override func installVisibleChildViews() {
    guard let selected = selectedStorage, let ownView = viewIfLoaded else { return }
    let selectedView: UIView = selected.view
    if selectedView.superview !== ownView {
      ownView.attach(selectedView)
    }
  }

  /// Selects `controller`; on screen, runs the switch inside the call (UIKIT-CALLS.md §8 rows
  /// 2–7): views loaded, new will-appear, old will-disappear, new is-appearing, old
  /// did-disappear, new did-appear. The selection reads the new value inside the callbacks (a
  /// choice: §8 row 9 is unverified).
  func select(_ controller: UIViewController?) {
    let old = selectedStorage
    guard old !== controller else { return }
    selectedStorage = controller
    switch record.machine.state {
    case .appeared:
      break
    case .appearing:
      switchWhileAppearing(from: old, to: controller)
      return
    case .disappeared, .disappearing:
      old?.viewIfLoaded?.detach()
      return
    }
    if let controller {
      controller.prepareForAppearance()
      installVisibleChildViews()
      controller.beginAppearance(true, animated: false)
    }
    old?.beginAppearance(false, animated: false)
    controller?.runIsAppearing()
    old?.viewIfLoaded?.detach()
    old?.endAppearance()
    controller?.endAppearance()
  }
}

extension UITabBarController {
  /// A selection change while the tab bar controller's own appearance is under way (from its
  /// `viewWillAppear`, for example): the old tab disappears at once; the new one begins to appear
  /// and gets its did-callback with the tab bar controller's.
  fileprivate func switchWhileAppearing(from old: UIViewController?, to new: UIViewController?) {
    old?.beginAppearance(false, animated: false)
    old?.viewIfLoaded?.detach()
    old?.endAppearance()
    guard let new else { return }
    new.prepareForAppearance()
    installVisibleChildViews()
    new.beginAppearance(true, animated: record.machine.animated)
    if record.machine.ranIsAppearing {
      new.runIsAppearing()
    }
  }
}

extension UIKitStandIn {
  /// Taps a tab, as a user does (UIKIT-CALLS.md §8). Not UIKit API.
  ///
  /// Asks the delegate `tabBarController(_:shouldSelect:)` (false stops here); selects the tab with
  /// its appearance callbacks, unless it is already selected; then tells the delegate
  /// `tabBarController(_:didSelect:)`. An index out of range does nothing.
  ///
  /// - Parameters:
  ///   - index: The tab's index.
  ///   - tabBarController: The tab bar controller.
  public static func tapTab(at index: Int, in tabBarController: UITabBarController) {
    guard let tabs = tabBarController.viewControllers, tabs.indices.contains(index) else {
      return
    }
    let controller = tabs[index]
    if let delegate = tabBarController.delegate,
      !delegate.tabBarController(tabBarController, shouldSelect: controller)
    {
      return
    }
    tabBarController.select(controller)
    tabBarController.delegate?.tabBarController(tabBarController, didSelect: controller)
  }
}
