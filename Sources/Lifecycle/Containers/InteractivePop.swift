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
    let coordinator = treeCoordinator
    guard coordinator.isIdle else {
      throw NavigationError(
        .transitionInProgress,
        "an interactive pop on \(quotedName) cannot begin while another transition is under way")
    }
    return try coordinator.withTransition {
      guard children.count > 1 else {
        throw NavigationError(
          .cannotPopRoot,
          "cannot pop \(children[0].quotedName) interactively: it is the root of \(quotedName)")
      }
      guard isOnScreen else {
        throw NavigationError(
          .notInVisibleWindow, "an interactive pop needs \(quotedName) on screen")
      }
      let gesture = InteractivePop.Gesture(
        navigation: self, leaving: children[children.count - 1],
        revealed: children[children.count - 2], coordinator: coordinator)
      coordinator.hold()
      gesture.beginning.perform()
      return InteractivePop(gesture)
    }
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
    let coordinator: TreeCoordinator

    /// The begin half: `B.willDisappear`, `A.willAppear`.
    var beginning: Transition { transition(.begin) }

    /// The finish half: `B.didDisappear`, `A.didAppear`; `B` leaves the stack.
    func finish() {
      navigation.children.removeAll { $0 === leaving }
      transition(.end).perform()
      leaving.parent = nil
    }

    /// The cancelled sequence: `A.willDisappear`, `A.didDisappear`, `B.willAppear`,
    /// `B.didAppear`; the stack is unchanged.
    func cancel() {
      Transition(
        shape: .sequential, outgoing: .one(revealed), incoming: .one(leaving), animated: true
      ).perform()
    }

    /// Ends the gesture with `ending`, then lets the calls queued meanwhile run.
    func end(_ ending: () -> Void) {
      coordinator.withTransition {
        ending()
        coordinator.release()
      }
    }

    private func transition(_ shape: Transition.Shape) -> Transition {
      Transition(
        shape: shape, outgoing: .one(leaving), incoming: .one(revealed), animated: true,
        movingFromParent: leaving)
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
        message: "\(name) was released without finish() or cancel(); it was cancelled"))
    gesture.end { gesture.cancel() }
  }

  /// Whether ``finish()`` or ``cancel()`` has been called.
  public var isEnded: Bool { gesture == nil }

  /// Completes the pop: `B.didDisappear`, `A.didAppear`; `B` leaves the stack. Then the
  /// navigation calls queued during the gesture run, in call order.
  public func finish() {
    end("finish") { $0.finish() }
  }

  /// Abandons the pop: `A.willDisappear`, `A.didDisappear`, `B.willAppear`, `B.didAppear`; the
  /// stack is unchanged. Then the navigation calls queued during the gesture run, in call order.
  public func cancel() {
    end("cancel") { $0.cancel() }
  }

  private func end(_ verb: String, _ ending: (Gesture) -> Void) {
    guard let gesture else {
      registry.report(
        Diagnostic(
          kind: .refusedOperation, message: "\(verb) refused: \(name) has already ended"))
      return
    }
    self.gesture = nil
    gesture.end { ending(gesture) }
  }
}
