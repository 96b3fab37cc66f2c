import Foundation

/// A rectangle of the screen in a tree of views.
///
/// Real UIKit: drawing, layout, touches. The stand-in keeps only the tree (`superview`,
/// `subviews`, `window`) and `isHidden`, because UIKit's appearance callbacks follow a view
/// controller's view entering and leaving a visible window (UIKIT-CALLS.md SR1, §17).
@MainActor
open class UIView: UIResponder {
  private weak var superviewStorage: UIView?
  private var subviewStorage: [UIView] = []
  var hiddenStorage = false
  /// The view controller whose `view` this is (UIKit's private view delegate).
  weak var owningController: UIViewController?

  /// The frame the view was created with. Real UIKit lays views out; the stand-in keeps it.
  open var frame: CGRect

  /// Creates a view with a frame.
  ///
  /// - Parameter frame: The view's frame; the stand-in only stores it.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive. The stand-in decodes nothing and uses a zero frame.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Creates a view with a zero frame, as `UIView()` does in UIKit.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The window the view is in: the nearest `UIWindow` among the view and its superviews, or
  /// `nil` when the view is not in a window. Same meaning in UIKit and the stand-in.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow {
        return window
      }
      view = current.superviewStorage
    }
    return nil
  }

  /// The view this view is a subview of, if any.
  open var superview: UIView? {
    superviewStorage
  }

  /// The view's subviews, back to front.
  open var subviews: [UIView] {
    subviewStorage
  }

  /// Whether the view is hidden. Real UIKit: a hidden view is not drawn. The stand-in stores
  /// it for views; `UIWindow` overrides it to show and hide the window with UIKit's callbacks.
  open var isHidden: Bool {
    get { hiddenStorage }
    set { hiddenStorage = newValue }
  }

  /// Adds `view` as the front-most subview, removing it from its old superview first.
  ///
  /// Real UIKit: when the view enters a visible window, view controllers whose views are in it
  /// and whose parents forward appearance automatically get `viewWillAppear(false)`,
  /// `viewIsAppearing(false)` and `viewDidAppear(false)` inside this call (UIKIT-CALLS.md §17a
  /// row 4). The stand-in does the same for the top-most view controllers in the moved subtree
  /// whose parent has appeared; leaving a visible window through a move gives them
  /// will/did-disappear first.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    let wasVisible = view.isInVisibleWindow
    if wasVisible, view.superviewStorage !== self {
      view.removeFromSuperview()
    }
    attach(view)
    if !wasVisible, view.isInVisibleWindow {
      for controller in view.topControllers() {
        controller.viewEnteredWindowThroughUserCall()
      }
    }
  }

  /// Removes the view from its superview.
  ///
  /// Real UIKit: when the view leaves a visible window, view controllers whose views are in it
  /// and whose parents forward appearance automatically get `viewWillDisappear(false)` and
  /// `viewDidDisappear(false)` inside this call (UIKIT-CALLS.md §17a row 7). The stand-in does the
  /// same for the top-most view controllers in the removed subtree.
  open func removeFromSuperview() {
    guard superviewStorage != nil else { return }
    let wasVisible = isInVisibleWindow
    let controllers = wasVisible ? topControllers() : []
    for controller in controllers {
      controller.viewWillLeaveWindowThroughUserCall()
    }
    detach()
    for controller in controllers {
      controller.viewLeftWindowThroughUserCall()
    }
  }

  /// Adds `view` as a subview, in front or at the back, without any callback (the stand-in's own
  /// moves).
  func attach(_ view: UIView, atBack: Bool = false) {
    view.detach()
    if atBack {
      subviewStorage.insert(view, at: 0)
    } else {
      subviewStorage.append(view)
    }
    view.superviewStorage = self
  }

  /// Removes the view from its superview without any callback (the stand-in's own moves).
  func detach() {
    guard let superview = superviewStorage else { return }
    superview.subviewStorage.removeAll { $0 === self }
    superviewStorage = nil
  }

  /// Whether the view is in a window that is not hidden.
  var isInVisibleWindow: Bool {
    guard let window else { return false }
    return !window.hiddenStorage
  }

  /// Whether `ancestor` is the view or one of its superviews.
  func isDescendant(of ancestor: UIView) -> Bool {
    var view: UIView? = self
    while let current = view {
      if current === ancestor {
        return true
      }
      view = current.superviewStorage
    }
    return false
  }

  /// The view controllers owning the view or, for each branch without one, the first owned
  /// views below it, in pre-order.
  func topControllers() -> [UIViewController] {
    if let owningController {
      return [owningController]
    }
    return subviewStorage.flatMap { $0.topControllers() }
  }
}
