import Actions
import Lifecycle

/// The expectations, checked against what the step before did.
extension ScenarioRunner {
  func check(_ expectation: Expectation, at line: SourceLine) throws(ScenarioError) {
    let position = line.tokens[0].position
    func fail(_ expected: String, _ actual: String) -> ScenarioError {
      ScenarioError(
        position: position,
        message: "expectation failed: \(line.text)\n  expected: \(expected)\n  actual:   \(actual)",
        hint: nil)
    }
    switch expectation {
    case .stack(let names):
      let actual = uiStack.viewControllerStack.map(\.title)
      if actual != names { throw fail(Self.list(names), Self.list(actual)) }
    case .top(let name):
      let actual = uiStack.topController?.title
      if actual != name { throw fail(name ?? "(empty stack)", actual ?? "(empty stack)") }
    case .events(let screen, let events):
      let actual = currentEvents.filter { $0.title == screen }.map(\.event)
      if actual != events {
        throw fail(Self.list(events.map(\.name)), Self.list(actual.map(\.name)))
      }
    case .callbacks(let lines):
      if let difference = traceDifference(expected: lines, actual: currentEventLines) {
        throw ScenarioError(
          position: position, message: "expectation failed: expect callbacks\n\(difference)",
          hint: nil)
      }
    case .state(let screen, let state):
      let actual = controller(screen).appearanceState
      if actual != state { throw fail("\(state)", "\(actual)") }
    case .heard(let action, let lines):
      if let difference = traceDifference(expected: lines, actual: probe(action).stepLog) {
        throw ScenarioError(
          position: position, message: "expectation failed: expect heard \(action):\n\(difference)",
          hint: nil)
      }
    case .task(let screen, let status):
      if let actual = taskMismatch(screen, status) { throw fail(status.rawValue, actual) }
    case .display, .visible, .selection, .refused, .empty, .prefetched, .sections:
      if let (expected, actual) = listMismatch(expectation) { throw fail(expected, actual) }
    case .error(let reason):
      // Reached only when `expect error` follows an expectation rather than a step; the
      // parser refuses that, so a failing step's error is checked in `perform` instead.
      throw ScenarioError(
        position: position, message: "`expect error \(reason)` must follow a step", hint: nil)
    }
    held += 1
    if current.step > 0 { current.checks.append(line.text) }
  }

  static func list(_ names: [String]) -> String {
    names.isEmpty ? "(nothing)" : names.joined(separator: " ")
  }

  /// What to do about a refused navigation call.
  package static func hint(for reason: NavigationError.Reason) -> String {
    switch reason {
    case .alreadyHasParent: "a screen is in one place at a time; pop or removeFromParent it first"
    case .alreadyPresented: "dismiss it first"
    case .isWindowRoot: "the window's root cannot move elsewhere; setRoot another screen first"
    case .wouldCreateCycle: "a controller cannot contain or present itself"
    case .managedByContainer: "use push and pop on navigation controllers, select on tabs"
    case .cannotPopRoot: "a navigation stack keeps its root; push a screen first"
    case .notInStack: "popTo takes a screen that is in that stack"
    case .emptyStack: "give setViewControllers at least one screen"
    case .duplicateControllers: "list each screen once"
    case .alreadyPresenting: "dismiss what is presented first, or present from the presented screen"
    case .notInVisibleWindow: "only screens in a visible window can present; `show` first"
    case .nothingToDismiss: "dismiss a presented screen, or the screen that presented it"
    case .tabIndexOutOfRange: "tabs are numbered from 0"
    case .transitionInProgress: "finish or cancel the interactive pop first"
    case .alreadyOnScreen: "end the screen's manual appearance (hide it) before placing it"
    }
  }
}
