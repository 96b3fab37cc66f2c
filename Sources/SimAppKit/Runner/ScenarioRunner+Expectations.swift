import Actions
import Lifecycle
import Lists

/// The expectations, checked against what the step before did.
extension ScenarioRunner {
  func check(_ expectation: Expectation, at line: SourceLine) throws(ScenarioError) {
    let position = line.tokens[0].position
    // What was expected and found instead, or a trace whose line-by-line difference is told.
    var mismatch: (expected: String, actual: String)?
    var trace: (title: String, expected: [String], actual: [String])?
    switch expectation {
    case .stack(let names):
      mismatch = Self.mismatch(names, uiStack.viewControllerStack.map(\.title))
    case .top(let name):
      let actual = uiStack.topController?.title
      if actual != name { mismatch = (name ?? "(empty stack)", actual ?? "(empty stack)") }
    case .events(let screen, let events):
      let actual = currentEvents.filter { $0.title == screen }.map(\.event.name)
      let expected = events.map(\.name)
      if expected != actual {
        mismatch = (Self.heard(screen, expected), Self.heard(screen, actual))
      }
    case .callbacks(let lines):
      // Appearance callbacks only: focus events are checked with `expect focus`.
      trace = ("expect callbacks\n", lines, ProbeAction.lines(of: currentEvents))
    case .state(let screen, let state):
      let actual = controller(screen).appearanceState
      if actual != state { mismatch = ("\(state)", "\(actual)") }
    case .focus(let names):
      mismatch = Self.mismatch(names, appFocus())
    case .views(let specs):
      if specs.count != currentViews.count
        || !zip(specs, currentViews).allSatisfy({ $0.matches($1) })
      {
        mismatch = (
          specs.isEmpty ? "(no view)" : specs.map(\.text).joined(separator: ", "),
          currentViews.isEmpty
            ? "(no view)" : currentViews.map(ViewSpec.line(of:)).joined(separator: ", ")
        )
      }
    case .heard(let action, let lines):
      trace = ("expect heard \(action):\n", lines, probe(action).stepLog)
    case .task(let screen, let status):
      mismatch = taskMismatch(screen, status).map { (status.rawValue, $0) }
    case .display, .visible, .selection, .refused, .empty, .emptySection, .prefetched, .sections:
      mismatch = listMismatch(expectation)
    case .error(let reason):
      // Reached only when `expect error` follows an expectation rather than a step; the
      // parser refuses that, so a failing step's error is checked in `perform` instead.
      throw ScenarioError(
        position: position, message: "`expect error \(reason)` must follow a step", hint: nil)
    }
    if let (expected, actual) = mismatch {
      throw ScenarioError(
        position: position,
        message: "expectation failed: \(line.text)\n  expected: \(expected)\n  actual:   \(actual)",
        hint: nil)
    }
    if let trace, let difference = traceDifference(expected: trace.expected, actual: trace.actual) {
      throw ScenarioError(
        position: position, message: "expectation failed: \(trace.title)\(difference)", hint: nil)
    }
    held += 1
    if current.step > 0 { current.checks.append(line.text) }
  }

  /// What `screen` heard, as `expect events` failures word it: `Home heard nothing`, `Home
  /// heard willAppear didAppear`.
  static func heard(_ screen: String, _ events: [String]) -> String {
    "\(screen) heard " + (events.isEmpty ? "nothing" : events.joined(separator: " "))
  }

  /// `nil` when `actual` is `expected`, else both as words (`(nothing)` for none).
  static func mismatch<T: Equatable>(_ expected: [T], _ actual: [T]) -> (String, String)? {
    func words(_ items: [T]) -> String {
      items.isEmpty ? "(nothing)" : items.map { "\($0)" }.joined(separator: " ")
    }
    return expected == actual ? nil : (words(expected), words(actual))
  }

  /// `expect display|visible|selection|refused|empty|prefetched|sections`: `nil` when it
  /// holds, else (expected, actual).
  func listMismatch(_ expectation: Expectation) -> (expected: String, actual: String)? {
    switch expectation {
    case .display(let name, let rows):
      return Self.mismatch(rows, lists[name]?.display.renderedRows().first ?? [])
    case .visible(let name, let rows):
      return Self.mismatch(rows, lists[name]?.display.visibleRows.map(\.row) ?? [])
    case .selection(let name, let rows):
      return Self.mismatch(rows, lists[name]?.display.indexPathsForSelectedRows.map(\.row) ?? [])
    case .prefetched(let name, let rows):
      return Self.mismatch(rows, lists[name].map(prefetchedTexts) ?? [])
    case .refused:
      return lastListStepRefused ? nil : ("the last list step refused", "it was accepted")
    case .empty(let name, let visible):
      let list = lists[name]
      let actual = list.flatMap { list in list.emptyState?.action.isVisible(on: list) } ?? false
      return actual == visible
        ? nil : (visible ? "visible" : "hidden", actual ? "visible" : "hidden")
    case .emptySection(let name, let section, let visible):
      let list = lists[name]
      let actual =
        list.flatMap { list in list.placeholder(of: section)?.action.isVisible(on: list) } ?? false
      return actual == visible
        ? nil : (visible ? "visible" : "hidden", actual ? "visible" : "hidden")
    case .sections(let name, let spec):
      guard let list = lists[name] else { return nil }
      let rendered = list.display.renderedRows()
      let actual = SnapshotSpec(
        rendered.indices.map {
          SnapshotSpec.Section(list.sections[safe: $0]?.identifier, rendered[$0])
        }
      )
      return actual.sectionsText == spec.sectionsText
        ? nil : (spec.sectionsText, actual.sectionsText)
    default:
      return nil
    }
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
    case .appearanceIsHosted: "a window UIKit drives changes only through the bridge"
    }
  }
}
