import Lifecycle
import SimAppKit

/// What the generator needs to know of a runner's world, by name, from the public API (see
/// ``ScenarioGenerator/step(in:)``).
///
/// One pass over the runner's read of the world files each slot under the lists it belongs to;
/// the lists of names are made only when asked for (most steps ask for one or two).
struct WorldView {
  var isWindowVisible = false
  var root = ""
  var gestures: [String] = []
  /// The navigation controller whose gesture the last step ended (finished, cancelled or
  /// dropped).
  var lastGestureEnded: String?
  private let world: WorldTable
  private var isShown: [Bool]
  private var visibleSlots: [Int] = []
  private var visiblePlainScreenSlots: [Int] = []
  private var freeSlots: [Int] = []
  private var navigationSlots: [Int] = []
  private var visibleNavigationSlots: [Int] = []
  private var deepNavigationSlots: [Int] = []
  private var inPresentationSlots: [Int] = []
  private var plainChildSlots: [Int] = []
  private var halfwaySlots: [Int] = []

  /// The controllers the visible windows show, parent first.
  var visible: [String] { names(visibleSlots) }
  /// The visible controllers that are neither navigation nor tab controllers.
  var visiblePlainScreens: [String] { names(visiblePlainScreenSlots) }
  /// The free controllers: no parent, no presentation, no window, disappeared.
  var free: [String] { names(freeSlots) }
  /// The navigation controllers.
  var navigations: [String] { names(navigationSlots) }
  /// The visible navigation controllers.
  var visibleNavigations: [String] { names(visibleNavigationSlots) }
  /// The navigation controllers with more than one controller in their stack.
  var deepNavigations: [String] { names(deepNavigationSlots) }
  /// ``deepNavigations`` that are visible, in the same order.
  var visibleDeepNavigations: [String] { names(deepNavigationSlots.lazy.filter { isShown[$0] }) }
  /// The presented controllers that have no parent.
  var inPresentations: [String] { names(inPresentationSlots) }
  /// The children of controllers that are neither navigation nor tab controllers.
  var plainChildren: [String] { names(plainChildSlots) }
  /// Screens half-way through a transition forwarded by hand, by the scenario (free screens)
  /// or by a container (its children): those an `end` is not refused on.
  var halfway: [String] { names(halfwaySlots) }

  @MainActor
  init(_ runner: ScenarioRunner) {
    let window = runner.window
    isWindowVisible = window?.isVisible ?? false
    root = window?.rootController.title ?? ""
    world = runner.currentWorld()
    let declared = world.declared
    let shown = runner.visibleSlots(in: world)
    isShown = [Bool](repeating: false, count: declared.count)
    for slot in shown { isShown[slot] = true }
    visibleSlots = shown
    gestures = runner.gestures.keys.sorted()
    lastGestureEnded = runner.invariantObserver?.lastGestureEnded
    for slot in 0..<declared.count {
      let kind = declared.kinds[slot]
      if kind == .navigation {
        navigationSlots.append(slot)
        if isShown[slot] { visibleNavigationSlots.append(slot) }
        if world.children(of: slot).count > 1 { deepNavigationSlots.append(slot) }
      }
      if kind != .navigation && kind != .tabs && isShown[slot] {
        visiblePlainScreenSlots.append(slot)
      }
      note(slot)
    }
  }

  /// The stack of the navigation controller `navigation`, bottom first.
  func stack(of navigation: String) -> [String] {
    for slot in navigationSlots where world.declared.titles[slot] == navigation {
      return names(world.children(of: slot))
    }
    return []
  }

  /// The titles of `slots`, in order.
  private func names(_ slots: some Collection<Int>) -> [String] {
    let titles = world.declared.titles
    var found: [String] = []
    found.reserveCapacity(slots.count)
    for slot in slots { found.append(titles[slot]) }
    return found
  }

  /// Files `slot` under the lists its links and state put it in.
  private mutating func note(_ slot: Int) {
    let none = WorldTable.none
    let parent = world.parents[slot]
    let presenter = world.presenting[slot]
    let state = world.states[slot]
    let isRoot = world.isWindowRoot(slot)
    if parent == none && presenter == none && world.presented[slot] == none && !isRoot
      && state == .disappeared
    {
      freeSlots.append(slot)
    }
    let isDrivenByHand =
      parent != none ? !world.declared.forwards[parent] : (presenter == none && !isRoot)
    if gestures.isEmpty && isDrivenByHand && (state == .appearing || state == .disappearing) {
      halfwaySlots.append(slot)
    }
    if parent == none && presenter != none { inPresentationSlots.append(slot) }
    if parent != none {
      let kind = world.declared.kinds[parent]
      if kind != .navigation && kind != .tabs { plainChildSlots.append(slot) }
    }
  }
}
