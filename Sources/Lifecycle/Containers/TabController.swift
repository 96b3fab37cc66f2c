/// Tabs of screens where only the selected one is on screen.
///
/// **Order.** ``select(_:)`` from `A` to `B`: `B.viewDidLoad` (first time), `B.willAppear`,
/// `A.willDisappear`, `A.didDisappear`, `B.didAppear`, all with `animated` false (UIKit's tab
/// order: the new tab's `willAppear` comes first). Off screen, selection changes silently.
///
/// **Memory.** Holds its tabs strongly.
@MainActor
open class TabController: ScreenController {
  /// The index of the selected tab in ``tabs``.
  public private(set) var selectedIndex = 0

  /// Creates tabs with the first one selected, in ``LifeCircleRegistry/current``.
  ///
  /// - Parameters:
  ///   - tabs: At least one controller; each free (no parent, not presented, no window, off
  ///     screen, no transition of its own under way) and listed once.
  ///   - title: A name for people; "Tabs" by default.
  /// - Precondition: `tabs` is not empty, has no duplicates, and each tab is free.
  public init(tabs: [ScreenController], title: String = "Tabs") {
    precondition(!tabs.isEmpty, "TabController(tabs:) needs at least one tab")
    precondition(
      Set(tabs.map(ObjectIdentifier.init)).count == tabs.count,
      "TabController(tabs:) lists a controller twice")
    for tab in tabs {
      precondition(
        tab.isFreeToJoin,
        "TabController(tabs:) needs free controllers; \(tab.quotedName) has a parent, a presenter or a window, is on screen, or has a transition under way"
      )
    }
    super.init(title: title)
    children = tabs
    for tab in tabs { tab.parent = self }
  }

  /// The tabs, in order.
  public var tabs: [ScreenController] { children }

  /// The selected tab: the one on screen when the tab controller is.
  public var selectedController: ScreenController { children[selectedIndex] }

  override var visibleChildren: Controllers { .one(children[selectedIndex]) }

  /// Always `true`, and final: tabs are never focused themselves; the selected tab is.
  public final override var isContainer: Bool { true }

  /// The selected tab, and final.
  public final override var activeChildren: [ScreenController] { [selectedController] }

  override var focusChildren: Controllers { visibleChildren }

  override var managesOwnChildren: Bool { true }

  /// Always `true`, and final: a tab switch delivers the tabs' callbacks itself, so the tab
  /// controller's own appearance reaches its selected tab the same way. Tabs that forwarded by
  /// hand would leave the selected tab's state to their subclass while a switch assumes it, so
  /// a subclass cannot override this.
  public final override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Selects the tab at `index`. Selecting the selected tab does nothing.
  ///
  /// - Throws: ``NavigationError`` with ``NavigationError/Reason/tabIndexOutOfRange`` when
  ///   `index` is not in `0..<tabs.count`. Nothing changes then.
  public func select(_ index: Int) throws {
    try TreeEngine.run(.select(self, index))
  }

  /// Validates, selects and describes the change: the body of ``select(_:)``.
  func performSelect(_ index: Int) throws -> ScreenChange {
    guard children.indices.contains(index) else {
      throw NavigationError(
        .tabIndexOutOfRange,
        "tab index \(index) is out of range 0..<\(children.count) for \(quotedName)")
    }
    guard index != selectedIndex else { return .none }
    let previous = children[selectedIndex]
    selectedIndex = index
    return .tabSwitch(self, from: previous, to: children[index])
  }
}
