import Lifecycle
import SimAppKit

/// The focus invariant, kept apart from the runner so that a test can feed it a trace and a
/// model answer of its own: after every step, the screens that hold the app's focus (by the
/// focus events heard, and by `hasFocus`) are those a reference model computes from the tree;
/// each screen's focus events alternate, a gain first; a screen hears at most one focus event
/// per step; and so, between two decisions, a newly focused screen hears exactly one gain, a
/// screen that lost focus exactly one loss, and any other screen none; and a step's events
/// carry the background's reasons exactly when the app entered or left the background since
/// the previous decision.
package struct FocusChecker: Sendable {
  /// One focus event, as the runner's focus log heard it.
  package typealias Event = FocusEvent

  /// The screens whose last focus event was a gain, in the order they gained it.
  package private(set) var holders: [String] = []
  /// The focused screens at the last check that the model could judge (not held).
  package private(set) var decided: [String] = []
  /// The events heard since that check, each with the step it was heard in.
  private var sinceDecision: [(event: Event, step: Int)] = []
  /// Problems found while hearing, reported by the next ``check(hasFocus:model:inBackground:)``.
  private var heardProblems: [String] = []
  /// Whether the app was in the background at the library's latest decision, as far as the
  /// checks can tell, or `nil` when they cannot: a step whose check was deferred and that heard
  /// no focus event may or may not have been decided (a hold on a window that is not the key
  /// window's defers nothing), so when the background state at its end differs, the decision
  /// may have seen either.
  private var decidedInBackground: Bool? = false
  /// How many of ``sinceDecision`` were heard before the previous check: the rest belong to
  /// the step being checked.
  private var heardBeforeThisStep = 0

  /// A checker that has heard nothing: no screen has focus.
  package init() {}

  /// Hears one focus event, delivered during step `step`: a gain only after nothing or a loss,
  /// a loss only after a gain, with a reason of its kind, and at most one event per screen in
  /// a step (focus is decided once per step, and a decision moves a screen once).
  package mutating func hear(_ event: Event, inStep step: Int) {
    if event.reason.isGain != event.gained {
      heardProblems.append(
        "\(event.line): a \(event.gained ? "gain" : "loss") with the reason of a \(event.gained ? "loss" : "gain")"
      )
    }
    if sinceDecision.contains(where: { $0.step == step && $0.event.title == event.title }) {
      heardProblems.append("\(event.line): the second focus event of \(event.title) in one step")
    }
    sinceDecision.append((event, step))
    let holds = holders.contains(event.title)
    if event.gained {
      if holds {
        heardProblems.append(
          "\(event.line), but \(event.title) already had focus (no loss between)")
      } else {
        holders.append(event.title)
      }
    } else if holds {
      holders.removeAll { $0 == event.title }
    } else {
      heardProblems.append("\(event.line), but \(event.title) did not have focus")
    }
  }

  /// Checks the focus after a step, against what was heard since the last check.
  ///
  /// - Parameters:
  ///   - hasFocus: The screens whose `hasFocus` is `true` now, in any order.
  ///   - model: The screens the reference model says hold the app's focus now, or `nil` while
  ///     a gesture or a manual transition holds a visible window (the decision is deferred).
  ///   - inBackground: Whether the app is in the background now.
  /// - Returns: The problems found since the last check; empty when every rule holds.
  package mutating func check(hasFocus: [String], model: [String]?, inBackground: Bool)
    -> [String]
  {
    var problems = heardProblems
    heardProblems = []
    problems += backgroundReasonProblems(inBackground: inBackground)
    // The library decided at the end of this step if it was free to (the model could judge) or
    // if the step heard focus events (a decision delivered them, seeing the step's end state).
    if model != nil || sinceDecision.count > heardBeforeThisStep {
      decidedInBackground = inBackground
    } else if decidedInBackground != inBackground {
      decidedInBackground = nil
    }
    heardBeforeThisStep = sinceDecision.count
    if Set(hasFocus) != Set(holders) {
      problems.append(
        "hasFocus is true for \(Self.words(hasFocus.sorted())), but the focus events say \(Self.words(holders.sorted()))"
      )
    }
    guard let model else { return problems }
    if Set(model) != Set(holders) {
      problems.append(
        "the focus events say \(Self.words(holders)) hold focus, but the model says \(Self.words(model))"
      )
    }
    problems += countProblems(model: model)
    decided = model
    sinceDecision = []
    heardBeforeThisStep = 0
    return problems
  }

  /// Since the last decision: a newly focused screen's last event is a gain, one that lost
  /// focus has a loss last, any other as many gains as losses (within one step: exactly one
  /// gain, one loss, and nothing).
  private func countProblems(model: [String]) -> [String] {
    var problems: [String] = []
    var titles: [String] = []
    for (event, _) in sinceDecision where !titles.contains(event.title) {
      titles.append(event.title)
    }
    for title in model + decided where !titles.contains(title) { titles.append(title) }
    for title in titles {
      let heard = sinceDecision.filter { $0.event.title == title }.map(\.event)
      let gains = heard.filter(\.gained).count
      let losses = heard.count - gains
      let was = decided.contains(title)
      let isNow = model.contains(title)
      let lastGained = heard.last?.gained
      let holds: Bool
      switch (was, isNow) {
      case (false, true): holds = lastGained == true && gains == losses + 1
      case (true, false): holds = lastGained == false && losses == gains + 1
      default: holds = gains == losses
      }
      if !holds {
        problems.append(
          "\(title) heard \(gains) focus gains and \(losses) losses since the last decision (focused before: \(was), now: \(isNow))"
        )
      }
    }
    return problems
  }

  /// The background's reasons of the focus events of the step being checked, which the decision
  /// at the end of the step delivered. When the app is in another state than at the previous
  /// decision (it entered or left the background since), the events that state change explains
  /// (losses when it entered, gains when it left) carry the background's reason; when it is in
  /// the same state, none does: a trip to the background and back that no decision saw (both
  /// while a hold deferred the decision) is not a return, as the screens that kept focus hear
  /// nothing of it. Events of earlier steps whose check was deferred were decided before and
  /// keep their own reasons; nothing is asked while the previous decision's state is unknown.
  private func backgroundReasonProblems(inBackground: Bool) -> [String] {
    guard let decidedInBackground else { return [] }
    let changed = inBackground != decidedInBackground
    let expected: FocusReason = inBackground ? .enteredBackground : .returnedFromBackground
    return sinceDecision[heardBeforeThisStep...].compactMap { entry in
      let event = entry.event
      if changed {
        guard event.gained == !inBackground && event.reason != expected else { return nil }
        return
          "\(event.line): the app \(inBackground ? "entered" : "left") the background, so the reason is \(expected)"
      }
      guard event.reason == .enteredBackground || event.reason == .returnedFromBackground else {
        return nil
      }
      return
        "\(event.line): the app was \(inBackground ? "in the background" : "in the foreground") at the previous decision too, so the reason is not \(event.reason)"
    }
  }

  /// Names joined by spaces, `(nothing)` for none.
  private static func words(_ names: [String]) -> String {
    names.isEmpty ? "(nothing)" : names.joined(separator: " ")
  }
}
