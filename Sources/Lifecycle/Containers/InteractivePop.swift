extension NavigationController {
  /// Starts a pop driven by a gesture: the top controller `B` gets `willDisappear`
  /// (``ScreenController/isMovingFromParent``) and the one below, `A`, gets `willAppear`, both
  /// animated. End it with ``InteractivePop/finish()`` or ``InteractivePop/cancel()``.
  ///
  /// Until then the tree is held: navigation calls made meanwhile, from callbacks or not, wait
  /// and run after the pop ends, in call order.
  ///
  /// - Returns: The gesture in flight.
  /// - Throws: ``NavigationError`` when only the root is in the stack, when the navigation
  ///   controller is not on screen, or when a transition of its tree is under way (a gesture
  ///   cannot start inside callbacks). Nothing changes then.
  public func beginInteractivePop() throws -> InteractivePop {
    let change = try TreeEngine.run(.beginInteractivePop(self))
    guard case .gesture(let gesture, .began) = change else {
      preconditionFailure("TreeEngine: beginInteractivePop delivered \(String(describing: change))")
    }
    return InteractivePop(gesture)
  }

  /// Validates and describes the gesture's beginning: the body of ``beginInteractivePop()``.
  /// The engine holds the tree when it delivers it.
  func performBeginInteractivePop() throws -> ScreenChange {
    guard children.count > 1 else {
      throw NavigationError(
        .cannotPopRoot,
        "cannot pop \(children[0].quotedName) interactively: it is the root of \(quotedName)")
    }
    guard appearanceState == .appeared else {
      throw NavigationError(.notInVisibleWindow, "an interactive pop needs \(quotedName) on screen")
    }
    let gesture = InteractivePop.Gesture(
      navigation: self, leaving: children[children.count - 1],
      revealed: children[children.count - 2], engine: treeEngine)
    return .gesture(gesture, .began)
  }
}

/// A pop driven by a gesture, begun with ``NavigationController/beginInteractivePop()``.
///
/// **Order.** Begin: `B.willDisappear`, `A.willAppear`. ``finish()``: `B.didDisappear`,
/// `A.didAppear`, and `B` leaves the stack. ``cancel()``: `A.willDisappear`, `A.didDisappear`,
/// `B.willAppear`, `B.didAppear`, and the stack is unchanged. Every callback is animated.
/// ``ScreenController/isMovingFromParent`` is true for `B` during the begin and finish
/// callbacks, not during a cancellation.
///
/// End every gesture exactly once: the tree stays held until then. A second end is refused with
/// a ``Diagnostic`` and changes nothing. A gesture let go without an end is cancelled (the
/// cancelled sequence runs when its last owner releases it) and a
/// ``Diagnostic/Kind/refusedOperation`` diagnostic says so, so a dropped gesture never wedges
/// navigation.
///
/// **Memory.** Until it ends, the gesture holds the navigation controller and the two
/// controllers involved; an ended gesture holds no controller.
@MainActor
public final class InteractivePop {
  /// What an unended gesture holds.
  @MainActor
  struct Gesture {
    let navigation: NavigationController
    let leaving: ScreenController
    let revealed: ScreenController
    /// The engine the gesture holds.
    let engine: TreeEngine

    /// Describes the end: finishing takes `B` out of the stack (its parent link is cut after the
    /// callbacks); cancelling changes nothing. The engine releases the hold after the callbacks.
    func performEnd(_ ending: Ending) -> ScreenChange {
      switch ending {
      case .finish:
        navigation.children.removeLastIdentical(leaving)
        return .gesture(self, .finished)
      case .cancel, .drop:
        return .gesture(self, .cancelled)
      }
    }
  }

  /// Where a gesture is, as the engine delivers it.
  enum Phase {
    /// `B.willDisappear`, `A.willAppear`; the tree is held.
    case began
    /// `B.didDisappear`, `A.didAppear`; `B` leaves the stack, the hold is released.
    case finished
    /// `A.willDisappear`, `A.didDisappear`, `B.willAppear`, `B.didAppear`; the hold is released.
    case cancelled
  }

  /// How a gesture ends.
  enum Ending: CustomStringConvertible {
    case finish
    case cancel
    /// Released without an end: cancelled.
    case drop

    var description: String {
      switch self {
      case .finish: "finish"
      case .cancel: "cancel"
      case .drop: "drop"
      }
    }
  }

  /// The gesture while it is under way; `nil` once it ended.
  private var gesture: Gesture?
  /// What to name in a refusal after the gesture ended.
  private let name: String
  private let registry: LifeCircleRegistry

  init(_ gesture: Gesture) {
    self.gesture = gesture
    self.name =
      "the interactive pop of \(gesture.leaving.quotedName) in \(gesture.navigation.quotedName)"
    self.registry = gesture.navigation.registry
  }

  /// A gesture let go without an end is cancelled, with a diagnostic.
  isolated deinit {
    guard let gesture else { return }
    registry.report(
      Diagnostic(
        kind: .refusedOperation,
        message: "\(name) was released without finish() or cancel(); it was cancelled",
        cause: .interactivePopReleasedWithoutEnd))
    Self.end(gesture, .drop)
  }

  /// Whether ``finish()`` or ``cancel()`` has been called.
  public var isEnded: Bool { gesture == nil }

  /// Completes the pop: `B.didDisappear`, `A.didAppear`; `B` leaves the stack. Then the
  /// navigation calls queued during the gesture run, in call order.
  public func finish() {
    end(.finish)
  }

  /// Abandons the pop: `A.willDisappear`, `A.didDisappear`, `B.willAppear`, `B.didAppear`; the
  /// stack is unchanged. Then the navigation calls queued during the gesture run, in call order.
  public func cancel() {
    end(.cancel)
  }

  private func end(_ ending: Ending) {
    guard let gesture else {
      registry.report(
        Diagnostic(
          kind: .refusedOperation, message: "\(ending) refused: \(name) has already ended",
          cause: .interactivePopEndedTwice))
      return
    }
    self.gesture = nil
    Self.end(gesture, ending)
  }

  /// Submits the end to the gesture's engine: forwarding work, delivered at once.
  private static func end(_ gesture: Gesture, _ ending: Ending) {
    gesture.engine.forward(.gestureEnd(gesture, ending))
  }
}
