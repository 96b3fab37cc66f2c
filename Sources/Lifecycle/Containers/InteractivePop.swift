extension NavigationController {
  /// Starts a pop driven by a gesture: the top controller `B` gets `willDisappear`
  /// (``ScreenController/isMovingFromParent``) and the one below, `A`, gets `willAppear`, both
  /// animated. End it with ``InteractivePop/finish()`` or ``InteractivePop/cancel()``.
  ///
  /// Until then the navigation queue is held: navigation calls made meanwhile, from callbacks
  /// or not, wait and run after the pop ends, in call order.
  ///
  /// - Returns: The gesture in flight.
  /// - Throws: ``NavigationError`` when only the root is in the stack, when the navigation
  ///   controller is not on screen, or when a transition is under way (a gesture cannot start
  ///   inside callbacks). Nothing changes then.
  public func beginInteractivePop() throws -> InteractivePop {
    let queue = registry.transitions
    guard queue.isIdle else {
      throw NavigationError(
        .transitionInProgress,
        "an interactive pop on \(quotedName) cannot begin while another transition is under way")
    }
    return try queue.perform {
      guard children.count > 1 else {
        throw NavigationError(
          .cannotPopRoot,
          "cannot pop \(children[0].quotedName) interactively: it is the root of \(quotedName)")
      }
      guard isOnScreen else {
        throw NavigationError(
          .notInVisibleWindow, "an interactive pop needs \(quotedName) on screen")
      }
      let pop = InteractivePop(
        navigation: self, leaving: children[children.count - 1],
        revealed: children[children.count - 2])
      queue.beginHold()
      pop.transition(.begin).perform()
      return pop
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
/// End every gesture exactly once: the navigation queue stays held until then. A second end is
/// refused with a ``Diagnostic`` and changes nothing.
@MainActor
public final class InteractivePop {
  private let navigation: NavigationController
  private let leaving: ScreenController
  private let revealed: ScreenController
  /// Whether ``finish()`` or ``cancel()`` has been called.
  public private(set) var isEnded = false

  init(navigation: NavigationController, leaving: ScreenController, revealed: ScreenController) {
    self.navigation = navigation
    self.leaving = leaving
    self.revealed = revealed
  }

  /// Completes the pop: `B.didDisappear`, `A.didAppear`; `B` leaves the stack. Then the
  /// navigation calls queued during the gesture run, in call order.
  public func finish() {
    end("finish") { [self] in
      navigation.children.removeAll { $0 === leaving }
      transition(.end).perform()
      leaving.parent = nil
    }
  }

  /// Abandons the pop: `A.willDisappear`, `A.didDisappear`, `B.willAppear`, `B.didAppear`; the
  /// stack is unchanged. Then the navigation calls queued during the gesture run, in call order.
  public func cancel() {
    end("cancel") { [self] in
      Transition(shape: .sequential, outgoing: [revealed], incoming: [leaving], animated: true)
        .perform()
    }
  }

  private func end(_ verb: String, _ ending: () -> Void) {
    guard !isEnded else {
      navigation.registry.report(
        Diagnostic(
          kind: .refusedOperation,
          message:
            "\(verb) refused: the interactive pop of \(leaving.quotedName) in \(navigation.quotedName) has already ended"
        ))
      return
    }
    isEnded = true
    navigation.registry.transitions.endHold(ending)
  }

  /// The begin or finish half of the pop.
  func transition(_ shape: Transition.Shape) -> Transition {
    Transition(
      shape: shape, outgoing: [leaving], incoming: [revealed], animated: true,
      flags: [(leaving, .movingFromParent)])
  }
}
