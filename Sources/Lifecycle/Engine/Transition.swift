/// One change of what is on screen, as a container describes it: which subtrees leave, which
/// arrive, in which of UIKit's shapes, and why (the flags).
///
/// ``TreeEngine`` builds a transition when a change has callbacks (``TreeEngine/deliver(_:)``,
/// the only place that builds one); ``perform()`` delivers them in the shape's order. It first
/// loads the views of the arriving subtrees (so `viewDidLoad` precedes every other callback of
/// the transition), then runs the shape's phases. Each phase walks its roots' visible subtrees
/// at the moment it runs, pre-order, so the cost is the size of the visible subtrees, never the
/// depth of a stack or the number of controllers off screen. A transition with zero or one root
/// a side and one controller a flag allocates nothing.
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
  }

  var shape: Shape
  /// Roots of the subtrees that leave the screen, in delivery order.
  var outgoing: Controllers = .none
  /// Roots of the subtrees that arrive on screen, in delivery order.
  var incoming: Controllers = .none
  /// The `animated` value every callback of the transition receives.
  var animated: Bool
  /// The controller whose ``ScreenController/isMovingToParent`` is true during the callbacks.
  var movingToParent: ScreenController? = nil
  /// The controller whose ``ScreenController/isMovingFromParent`` is true during the callbacks.
  var movingFromParent: ScreenController? = nil
  /// The controller whose ``ScreenController/isBeingPresented`` is true during the callbacks.
  var beingPresented: ScreenController? = nil
  /// The controllers whose ``ScreenController/isBeingDismissed`` is true during the callbacks.
  var beingDismissed: Controllers = .none

  /// Delivers the transition's callbacks in order.
  func perform() {
    raiseFlags(true)
    defer { raiseFlags(false) }
    switch shape {
    case .appear, .replace, .cover, .tabSwitch, .begin, .sequential:
      incoming.visit { $0.loadVisibleSubtreeViews() }
    case .disappear, .end: break
    }
    switch shape {
    case .appear:
      deliver(incoming, .willAppear)
      deliver(incoming, .didAppear)
    case .disappear:
      deliver(outgoing, .willDisappear)
      deliver(outgoing, .didDisappear)
    case .replace:
      deliver(outgoing, .willDisappear)
      deliver(incoming, .willAppear)
      deliver(outgoing, .didDisappear)
      deliver(incoming, .didAppear)
    case .cover:
      deliver(outgoing, .willDisappear)
      deliver(incoming, .willAppear)
      deliver(incoming, .didAppear)
      deliver(outgoing, .didDisappear)
    case .tabSwitch:
      deliver(incoming, .willAppear)
      deliver(outgoing, .willDisappear)
      deliver(outgoing, .didDisappear)
      deliver(incoming, .didAppear)
    case .begin:
      deliver(outgoing, .willDisappear)
      deliver(incoming, .willAppear)
    case .end:
      deliver(outgoing, .didDisappear)
      deliver(incoming, .didAppear)
    case .sequential:
      deliver(outgoing, .willDisappear)
      deliver(outgoing, .didDisappear)
      deliver(incoming, .willAppear)
      deliver(incoming, .didAppear)
    }
  }

  private func deliver(_ roots: Controllers, _ event: LifecycleEvent) {
    roots.visit { $0.deliverToVisibleSubtree(event, animated: animated) }
  }

  /// Raises (or lowers) the four UIKit flags on the controllers they concern.
  private func raiseFlags(_ raise: Bool) {
    func apply(_ controller: ScreenController?, _ flag: TransitionFlags) {
      guard let controller else { return }
      if raise {
        controller.transitionFlags.insert(flag)
      } else {
        controller.transitionFlags.remove(flag)
      }
    }
    apply(movingToParent, .movingToParent)
    apply(movingFromParent, .movingFromParent)
    apply(beingPresented, .beingPresented)
    beingDismissed.visit { apply($0, .beingDismissed) }
  }
}
