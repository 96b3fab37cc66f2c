/// One change of what is on screen, as a container describes it: which subtrees leave, which
/// arrive, in which of UIKit's shapes, and why (the flags).
///
/// The engine, ``perform()``, is the only place that orders callbacks. It first loads the views
/// of the arriving subtrees (so `viewDidLoad` precedes every other callback of the transition),
/// then runs the shape's phases. Each phase walks its roots' visible subtrees at the moment it
/// runs, pre-order, so the cost is the size of the visible subtrees, never the depth of a stack
/// or the number of controllers off screen.
@MainActor
struct Transition {
  /// The order of phases; each is one event delivered to one side's visible subtrees.
  enum Shape {
    /// `in.willAppear, in.didAppear`: window shown, child added, sheet presented.
    case appear
    /// `out.willDisappear, out.didDisappear`: window hidden, child removed, sheet dismissed.
    case disappear
    /// `out.willDisappear, in.willAppear, out.didDisappear, in.didAppear`: push, pop,
    /// root replaced.
    case replace
    /// `out.willDisappear, in.willAppear, in.didAppear, out.didDisappear`: full-screen
    /// present and dismiss.
    case cover
    /// `in.willAppear, out.willDisappear, out.didDisappear, in.didAppear`: tab switch.
    case tabSwitch
    /// `out.willDisappear, in.willAppear`: an interactive pop begins.
    case begin
    /// `out.didDisappear, in.didAppear`: an interactive pop finishes.
    case end
    /// `out.willDisappear, out.didDisappear, in.willAppear, in.didAppear`: an interactive pop
    /// is cancelled.
    case sequential

    fileprivate var phases: [(side: Side, event: LifecycleEvent)] {
      switch self {
      case .appear: [(.incoming, .willAppear), (.incoming, .didAppear)]
      case .disappear: [(.outgoing, .willDisappear), (.outgoing, .didDisappear)]
      case .replace:
        [
          (.outgoing, .willDisappear), (.incoming, .willAppear),
          (.outgoing, .didDisappear), (.incoming, .didAppear),
        ]
      case .cover:
        [
          (.outgoing, .willDisappear), (.incoming, .willAppear),
          (.incoming, .didAppear), (.outgoing, .didDisappear),
        ]
      case .tabSwitch:
        [
          (.incoming, .willAppear), (.outgoing, .willDisappear),
          (.outgoing, .didDisappear), (.incoming, .didAppear),
        ]
      case .begin: [(.outgoing, .willDisappear), (.incoming, .willAppear)]
      case .end: [(.outgoing, .didDisappear), (.incoming, .didAppear)]
      case .sequential:
        [
          (.outgoing, .willDisappear), (.outgoing, .didDisappear),
          (.incoming, .willAppear), (.incoming, .didAppear),
        ]
      }
    }
  }

  fileprivate enum Side { case outgoing, incoming }

  var shape: Shape
  /// Roots of the subtrees that leave the screen, in delivery order.
  var outgoing: [ScreenController] = []
  /// Roots of the subtrees that arrive on screen, in delivery order.
  var incoming: [ScreenController] = []
  /// The `animated` value every callback of the transition receives.
  var animated: Bool
  /// Flags raised for the duration of the callbacks, such as `isMovingToParent` on a pushed
  /// controller.
  var flags: [(controller: ScreenController, flags: TransitionFlags)] = []

  /// Delivers the transition's callbacks in order.
  func perform() {
    for (controller, raised) in flags { controller.transitionFlags.formUnion(raised) }
    defer { for (controller, raised) in flags { controller.transitionFlags.subtract(raised) } }
    if shape.phases.contains(where: { $0.event == .willAppear && $0.side == .incoming }) {
      for root in incoming { root.loadVisibleSubtreeViews() }
    }
    for (side, event) in shape.phases {
      for root in side == .outgoing ? outgoing : incoming {
        root.deliverToVisibleSubtree(event, animated: animated)
      }
    }
  }
}
