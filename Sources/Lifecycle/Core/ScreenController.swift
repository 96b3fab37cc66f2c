/// A headless screen: UIKit's view-controller lifecycle without views.
///
/// Subclass it and override the hooks (``viewDidLoad()``, ``viewWillAppear(_:)``, ...) as you
/// would in UIKit, or keep it as it is and move behaviour into ``LifeCircleAction``s. Containers
/// (``NavigationController``, ``TabController``, presentation, ``Window``) decide when a screen
/// appears and disappears; the callbacks arrive in UIKit's order.
///
/// **Dispatch of one event.** The event is checked against ``appearanceState`` (an illegal one
/// is not delivered and is reported as a ``Diagnostic``); ``viewDidLoad()`` runs once before the
/// first `viewWillAppear`; the state moves; the controller's own hook runs; then the actions
/// (see ``LifeCircleAction`` for their order).
///
/// **Threading.** Main actor only: the compiler refuses calls from other threads.
///
/// **Memory.** A controller owns its ``children`` and the controller it presents; ``parent``
/// and ``presentingController`` are weak, so a popped or dismissed controller with no other
/// owner is freed. Actions are held by registries and never hold their hosts.
@MainActor
open class ScreenController: @MainActor CustomStringConvertible {
  /// A name for people: shown by logging, traces and error messages.
  public var title: String

  // MARK: Stored state, in two groups read on every event and every walk

  // Exclusivity (one proof for both groups, `dispatch` and `tree`): they are read on every
  // event, every manual forward and every step of every tree walk. Each access is a plain read
  // that copies, an assignment, or a mutating call on a field (`machine.receive`, an append to
  // a list of actions or children) that completes without calling code outside the library;
  // storing a weak reference or a trivial value releases no object, and the only strong
  // references replaced (children, actions, engines) are released after the store completes,
  // by the caller's copy. So no access can overlap another one on the same controller, and the
  // runtime check, which could never fire, would be paid on every read of the dispatch path.
  // Debug builds keep it, so the tests would catch an overlap the proof rules out.
  #if DEBUG
    final var dispatch = DispatchState()  // checked in debug builds
    final var tree = TreeLinks()  // checked in debug builds
  #else
    @exclusivity(unchecked) final var dispatch = DispatchState()
    @exclusivity(unchecked) final var tree = TreeLinks()
  #endif

  /// Whether ``viewDidLoad()`` has run.
  public var isViewLoaded: Bool { dispatch.isViewLoaded }

  /// The controller's appearance state machine.
  package var machine: AppearanceStateMachine {
    get { dispatch.machine }
    _modify { yield &dispatch.machine }
  }
  var transitionFlags: TransitionFlags = []
  /// The `animated` value of the latest event this controller received.
  var lastAnimated: Bool { dispatch.machine.lastAnimated }
  /// True while this controller's own hook or its actions run for an event.
  var isDispatching: Bool {
    get { dispatch.isDispatching }
    set { dispatch.isDispatching = newValue }
  }

  /// Called after the actions of each event this controller receives (not after replays to one
  /// action), before the event is forwarded to its children: what a subclass in another module
  /// of the package uses to act after its actions (a list's display passes), since a `package`
  /// method cannot be overridden across modules. One load and a `nil` check per event.
  package var eventCompletionHook: (@MainActor (LifecycleEvent, Bool) -> Void)? {
    get { dispatch.eventCompletionHook }
    set { dispatch.eventCompletionHook = newValue }
  }

  /// More lines for ``hierarchyDescription`` under this controller's own line (a list's rows,
  /// layers and placeholder), for a subclass in another module of the package. Must have no
  /// side effects: it runs no user code.
  package var hierarchyDetails: (@MainActor () -> [String])?

  /// The registry that was ``LifeCircleRegistry/current`` when this controller was created:
  /// its global actions and diagnostics (navigation is coordinated per tree, not per registry).
  package let registry: LifeCircleRegistry

  /// The registry this controller was created in, whose global actions it hears. To build
  /// children that hear the same actions from one of its hooks (`viewDidLoad`, say), create them
  /// inside `LifeCircleRegistry.scoped(lifeCircleRegistry) { ... }`.
  public var lifeCircleRegistry: LifeCircleRegistry { registry }

  /// This controller's own actions, in registration order.
  var ownActions: ActionList {
    get { dispatch.ownActions }
    _modify { yield &dispatch.ownActions }
  }
  /// The global actions this controller opted out of.
  var globalOptOuts: GlobalActionOptOuts {
    get { dispatch.globalOptOuts }
    _modify { yield &dispatch.globalOptOuts }
  }

  /// The container this controller is a child of, if any (weak).
  public internal(set) var parent: ScreenController? {
    get { tree.parent }
    set {
      tree.parent = newValue
      tree.links.set(.parent, newValue != nil)
    }
  }
  /// The child controllers, in the order they were added (for a navigation controller, its
  /// stack, bottom to top; for a tab controller, its tabs).
  public internal(set) var children: [ScreenController] {
    get { tree.children }
    _modify { yield &tree.children }
  }

  /// The presenting context that presented this controller (weak).
  var presenter: ScreenController? {
    get { tree.presenter }
    set {
      tree.presenter = newValue
      tree.links.set(.presenter, newValue != nil)
    }
  }
  /// The controller this one, as a presenting context, presents (strong).
  var presented: ScreenController?
  /// How this controller was presented; `nil` when it is not presented.
  public internal(set) var presentationStyle: PresentationStyle? {
    get { tree.presentationStyle }
    set { tree.presentationStyle = newValue }
  }
  /// The window whose root this controller is (weak).
  var window: Window? {
    get { tree.window }
    set {
      tree.window = newValue
      tree.links.set(.window, newValue != nil)
    }
  }

  /// Which of ``parent``, ``presenter`` and ``window`` were last set to something. A link can be
  /// gone while its bit is still set (a weak reference cleared by its object's deallocation), so
  /// a set bit means "look", and an empty set means "free" without loading a weak reference: the
  /// manual forwarding path and tree lookups of free controllers take no weak loads.
  var links: Links { tree.links }

  /// The engine held by this controller's manual transition (between
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``), if one is
  /// open.
  var manualTransitionHold: TreeEngine? {
    get { dispatch.manualTransitionHold }
    set { dispatch.manualTransitionHold = newValue }
  }

  /// Creates a controller in ``LifeCircleRegistry/current``, ``AppearanceState/disappeared``,
  /// with its view not loaded.
  ///
  /// - Parameter title: A name for people, used in logs, traces and errors.
  public init(title: String) {
    self.title = title
    self.registry = .current
    #if DEBUG
      _ = lifetime  // its weak twin from the start, for as long as this controller lives
    #endif
  }

  /// Lets go of the children iteratively, so a containment tree of any depth is freed without
  /// one nested release per level (which would overflow the stack), and releases a manual
  /// transition left open, so the tree it held does not stay held by a controller that is gone.
  isolated deinit {
    // First: links to this controller (``UnownedLink``) read `nil` from here on.
    lifetimeStorage?.end()
    if dispatch.hostedTransitionIsOpen { registry.hostedTransitionClosed() }
    registry.ownFocusListenerCount -= ownActions.focusListenerCount
    manualTransitionHold?.release()
    var released = children
    children = []
    while var child = released.popLast() {
      if isKnownUniquelyReferenced(&child) {
        released.append(contentsOf: child.children)
        child.children = []
      }
    }
  }

  /// The engine of the tree this controller is the root of, outside any window.
  var ownTreeEngine: TreeEngine {
    if let engine = dispatch.ownTreeEngine { return engine }
    let engine = TreeEngine()
    dispatch.ownTreeEngine = engine
    return engine
  }

  /// Whether this controller's own tree engine exists and has work under way.
  var ownTreeIsBusy: Bool {
    guard let engine = dispatch.ownTreeEngine else { return false }
    return !engine.isIdle
  }

  /// The engine invariants of this controller's tree (see ``TreeEngine``); empty when they
  /// hold. Tests and the simulator's fuzzer check it after every step.
  package var engineInvariantViolations: [String] { treeEngine.invariantViolations }

  /// The controller's place in its appearance cycle.
  public var appearanceState: AppearanceState { machine.appearanceState }

  /// True only while the callbacks of the transition that adds this controller to a parent run
  /// (a push, `addChild` to a visible parent).
  public var isMovingToParent: Bool { transitionFlags.contains(.movingToParent) }
  /// True only while the callbacks of the transition that removes this controller from its
  /// parent run (a pop, `removeFromParent` of a visible child).
  public var isMovingFromParent: Bool { transitionFlags.contains(.movingFromParent) }
  /// True only while the callbacks of the presentation of this controller run.
  public var isBeingPresented: Bool { transitionFlags.contains(.beingPresented) }
  /// True only while the callbacks of the dismissal of this controller run.
  public var isBeingDismissed: Bool { transitionFlags.contains(.beingDismissed) }

  /// Runs ``viewDidLoad()`` if it has not run yet.
  ///
  /// Containers call it before a controller's first `viewWillAppear`, before any other callback
  /// of that transition, as UIKit loads the incoming view first.
  public func loadViewIfNeeded() {
    guard !dispatch.isViewLoaded else { return }
    dispatch.isViewLoaded = true
    viewDidLoad()
  }

  /// Called once, before the first ``viewWillAppear(_:)`` or on ``loadViewIfNeeded()``.
  /// The base implementation does nothing.
  open func viewDidLoad() {}
  /// Called when the controller is about to appear, before the actions hear it.
  /// The base implementation does nothing; calling `super` is optional.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called when the controller has appeared, before the actions hear it.
  /// The base implementation does nothing; calling `super` is optional.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the controller is about to disappear, before the actions hear it.
  /// The base implementation does nothing; calling `super` is optional.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called when the controller has disappeared, before the actions hear it.
  /// The base implementation does nothing; calling `super` is optional.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Whether appearance events delivered to this controller are passed on to its visible
  /// children automatically (parent first, then children, for all four events).
  ///
  /// The default is `true`. Override it to return `false` in a custom container that forwards
  /// by hand with ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether this controller is a container: it is never focused itself, and focus descends
  /// into its ``activeChildren`` (see <doc:FocusAndTheKeyWindow>).
  ///
  /// `false` by default: a content screen is focused itself, and controllers it embeds with
  /// ``addChild(_:)`` are not. ``NavigationController`` and ``TabController`` answer `true`
  /// (final). Override it to return `true` in a custom container (a pager, a split view) so that
  /// screen views name its content, never the container.
  ///
  /// **Cost.** Read once per container on the focused path, each time focus is decided.
  open var isContainer: Bool { false }

  /// The children focus descends into when this controller is a container (``isContainer``).
  ///
  /// The default is every child whose ``appearanceState`` is ``AppearanceState/appeared``, in
  /// order. ``NavigationController`` answers its top, ``TabController`` its selected tab (both
  /// final). A custom container may name fewer (a pager: the current page) or two (a split
  /// view: both columns); when the answer changes without navigation, call
  /// ``setNeedsFocusUpdate()``. Entries that are not on screen are skipped; entries that are not
  /// children of this controller are skipped with a ``Diagnostic`` of kind
  /// ``Diagnostic/Kind/refusedOperation``. Must have no side effects: it is read while focus is
  /// decided.
  open var activeChildren: [ScreenController] {
    children.filter { $0.appearanceState == .appeared }
  }

  /// The name analytics use for this screen (``FocusReason``, `ScreenView` in module `Actions`).
  /// The default is ``title``; override it to keep a stable name while the title changes.
  open var screenName: String { title }

  /// The class analytics report for this screen (`screen_class`): the controller's type name by
  /// default (a host's screen reports its view controller's). Read at each focus gain and loss.
  open var screenClass: String { typeName }

  /// This controller's type name, as `String(describing: type(of: self))` spells it, made once:
  /// describing a type walks its metadata (several thousand instructions), and a screen view
  /// action asks at every focus gain and loss, a log action at every event.
  package final var typeName: String {
    if let cachedTypeName { return cachedTypeName }
    let name = String(describing: type(of: self))
    cachedTypeName = name
    return name
  }

  // Exclusivity (for this and `lifetimeStorage`): every access is a read that copies or the
  // one assignment in its getter, which calls no code, so no two accesses can overlap and the
  // runtime check could never fire. Debug builds check it.
  #if DEBUG
    /// ``typeName``, once made.
    private var cachedTypeName: String?  // checked in debug builds
  #else
    /// ``typeName``, once made.
    @exclusivity(unchecked) private var cachedTypeName: String?
  #endif

  /// What ``UnownedLink``s to this controller check (see ``LifetimeTracked``), made on first
  /// request; its deinit clears it first.
  package final var lifetime: Lifetime {
    if let lifetimeStorage { return lifetimeStorage }
    let made = Lifetime(of: self)
    lifetimeStorage = made
    return made
  }

  #if DEBUG
    /// ``lifetime``, once made.
    private var lifetimeStorage: Lifetime?  // checked in debug builds
  #else
    /// ``lifetime``, once made.
    @exclusivity(unchecked) private var lifetimeStorage: Lifetime?
  #endif

  /// What a screen view of this screen carries beyond its name (a post's id, say): read at each
  /// focus gain, so it may change between views. Empty by default. Must have no side effects.
  open var screenParameters: [String: String] { [:] }

  /// The focus state of this controller: whether it holds the app's focus, why, and what the
  /// engine's latest transitions said about it (read while focus is decided).
  // Exclusivity: read and written by the focus decision (hints, the nearest-hint walk) and by
  // the focus delivery, which sets `hasFocus` before it calls the actions; each access is a
  // plain read or assignment of a field that calls no code outside the library, so no two
  // accesses can overlap and the runtime check could never fire. Checked in debug builds.
  #if DEBUG
    final var focus = FocusRecord()  // checked in debug builds
  #else
    @exclusivity(unchecked) final var focus = FocusRecord()
  #endif

  /// The children on screen when this controller is: every child for a plain controller;
  /// containers narrow it (the top of a stack, the selected tab).
  var visibleChildren: Controllers { children.isEmpty ? .none : .all(children) }

  /// The children focus descends into, without allocating for the library's containers (a
  /// stack's top, the selected tab); ``activeChildren`` for everything else. Read only when
  /// ``isContainer``.
  var focusChildren: Controllers { Controllers(activeChildren) }

  /// Whether ``children`` are managed by the container's own API (push, tabs) rather than by
  /// ``addChild(_:)`` and ``removeFromParent()``.
  var managesOwnChildren: Bool { false }

  /// Whether messages name the controller by its title only, without its type: for a tool whose
  /// users named their screens and never saw the class behind them (SimApp's screens).
  package var omitsTypeInMessages = false

  /// `"Title" (TypeName)`, for messages (`"Title"` when ``omitsTypeInMessages``).
  package var quotedName: String {
    omitsTypeInMessages ? "\"\(title)\"" : "\"\(title)\" (\(type(of: self)))"
  }

  /// The controller for people: its ``title`` in double quotes, then the unqualified name of its
  /// dynamic type in parentheses, such as `"Home" (ScreenController)` or
  /// `"Main" (TabController)`; a subclass shows its own name, such as `"Me" (ProfileScreen)`.
  ///
  /// Swift Testing prints it for a controller in a failed expectation, so
  /// `#expect(nav.topController === detail)` names both screens. A subclass may override it;
  /// the library's error messages, diagnostics and ``hierarchyDescription`` keep their own format
  /// (`TypeName "Title"` in the tree) whatever the override says.
  ///
  /// **Cost.** Reads the title and the type's name; no side effects.
  open var description: String { quotedName }
}

/// Zero, one or several controllers, without allocating for zero or one: a controller's
/// visible children (none, a stack's top, the selected tab, a plain controller's whole list) or
/// the roots on one side of a transition.
@MainActor
enum Controllers {
  case none
  case one(ScreenController)
  case all([ScreenController])

  /// `list` as `.none`, `.one` or `.all`, allocating nothing new.
  init(_ list: [ScreenController]) {
    switch list.count {
    case 0: self = .none
    case 1: self = .one(list[0])
    default: self = .all(list)
    }
  }

  /// Calls `body` with each controller, in order.
  func visit(_ body: (ScreenController) -> Void) {
    switch self {
    case .none: break
    case .one(let controller): body(controller)
    case .all(let controllers): for controller in controllers { body(controller) }
    }
  }
}

/// What a controller's dispatch reads on every event: its machine, its actions, whether it is
/// loaded or dispatching, the hook after its actions, the engines it owns or holds. Stored as one
/// group (see the proof at ``ScreenController/dispatch``).
@MainActor
struct DispatchState {
  var isViewLoaded = false
  var machine = AppearanceStateMachine()
  var isDispatching = false
  var eventCompletionHook: (@MainActor (LifecycleEvent, Bool) -> Void)?
  var ownActions = ActionList()
  var globalOptOuts = GlobalActionOptOuts()
  /// The engine of the tree this controller is the root of outside any window; made on first
  /// use.
  var ownTreeEngine: TreeEngine?
  /// The engine held by this controller's open manual transition, if any.
  var manualTransitionHold: TreeEngine?
  /// Whether a host (UIKit, through LifeCircleUIKit) drives this controller's appearance and a
  /// mirror operation placed it (see ``ScreenController/deliverHostedEvent(_:animated:flags:)``).
  var isHosted = false
  /// The mirrored links this controller keeps until its host delivers its `didDisappear`: it
  /// left its place while still on screen, as a popped controller keeps its parent until its
  /// callbacks are over.
  var departure: MirrorDeparture = []
  /// Whether this screen's host delivered a `will` event whose `did` has not come yet (counted
  /// in its registry's ``RegistryFocus/openHostedTransitions``).
  var hostedTransitionIsOpen = false
}

/// Mirrored links kept until the host's `didDisappear` (see ``DispatchState/departure``).
struct MirrorDeparture: OptionSet, Sendable {
  let rawValue: UInt8
  static let parent = MirrorDeparture(rawValue: 1 << 0)
  static let presenter = MirrorDeparture(rawValue: 1 << 1)
  static let window = MirrorDeparture(rawValue: 1 << 2)
}

/// A controller's place in its tree, read on every walk: its parent, children, presenter,
/// presentation style, window, and which of the weak links were last set. Stored as one group
/// (see the proof at ``ScreenController/tree``).
@MainActor
struct TreeLinks {
  var children: [ScreenController] = []
  var presentationStyle: PresentationStyle?
  var links: Links = []
  // Unowned links, not weak references: a weak reference to a controller or a window would
  // give it a side table, and every retain of it on the hot path would take the slow path
  // (see ``UnownedLink`` for the proof, checked by a weak twin in debug builds).
  private var parentLink: UnownedLink<ScreenController>?
  private var presenterLink: UnownedLink<ScreenController>?
  private var windowLink: UnownedLink<Window>?

  /// The parent (never kept alive; `nil` once it is being freed).
  var parent: ScreenController? {
    get { parentLink?.target }
    set { parentLink = UnownedLink(linkingTo: newValue) }
  }
  /// The presenting context (never kept alive; `nil` once it is being freed).
  var presenter: ScreenController? {
    get { presenterLink?.target }
    set { presenterLink = UnownedLink(linkingTo: newValue) }
  }
  /// The window whose root this is (never kept alive; `nil` once it is being freed).
  var window: Window? {
    get { windowLink?.target }
    set { windowLink = UnownedLink(linkingTo: newValue) }
  }
}

extension ScreenController: LifetimeTracked {}

/// The links a controller may have to what holds it on screen.
struct Links: OptionSet, Sendable {
  let rawValue: UInt8
  static let parent = Links(rawValue: 1 << 0)
  static let presenter = Links(rawValue: 1 << 1)
  static let window = Links(rawValue: 1 << 2)

  /// Inserts `link` when `present`, removes it otherwise.
  mutating func set(_ link: Links, _ present: Bool) {
    if present { insert(link) } else { remove(link) }
  }
}

/// Why a transition is happening, as the four UIKit flags see it.
struct TransitionFlags: OptionSet, Sendable {
  let rawValue: UInt8
  static let movingToParent = TransitionFlags(rawValue: 1 << 0)
  static let movingFromParent = TransitionFlags(rawValue: 1 << 1)
  static let beingPresented = TransitionFlags(rawValue: 1 << 2)
  static let beingDismissed = TransitionFlags(rawValue: 1 << 3)
}
