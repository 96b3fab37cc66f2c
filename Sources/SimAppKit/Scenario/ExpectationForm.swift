import Lifecycle

/// One kind of `expect` line, declared once: its usage, what it checks, and how it parses. The
/// parser, `SimApp --help` and the language article's reference read ``all``.
package struct ExpectationForm: Sendable {
  /// Parses the words after the kind; `expect` and `kind` are the line's first two tokens.
  typealias Parse =
    @Sendable (Parser, _ expect: Token, _ kind: Token, _ rest: [Token]) throws(ScenarioError)
    -> Expectation

  /// The word after `expect`.
  package let name: String
  /// The words after the kind, as the usage line writes them.
  package let arguments: String
  /// What it checks, in one sentence, for the language article's reference.
  package let abstract: String
  /// How a line of it parses.
  let parse: Parse

  /// The usage line, such as `expect top [NAME]`.
  package var usage: String { arguments.isEmpty ? "expect \(name)" : "expect \(name) \(arguments)" }

  /// Every kind, in the order of the reference (and of "expectations are" hints).
  package static let all: [ExpectationForm] = [
    ExpectationForm("stack", "[NAME ...]", "the UI stack, bottom to top") {
      parser, _, _, rest throws(ScenarioError) in
      .stack(try rest.map { token throws(ScenarioError) in try parser.name(token) })
    },
    ExpectationForm("top", "[NAME]", "the top of the UI stack (none: an empty stack)") {
      parser, _, kind, rest throws(ScenarioError) in
      guard rest.count <= 1 else {
        throw parser.tooMany(kind, rest, usage: "expect top [NAME]")
      }
      return .top(try rest.first.map { token throws(ScenarioError) in try parser.name(token) })
    },
    ExpectationForm(
      "events", "SCREEN: EVENT [EVENT ...] | none",
      "the events a screen heard in the step (none: it heard nothing)"
    ) { parser, _, kind, rest throws(ScenarioError) in
      let screen = try parser.colonName(
        kind, rest, "a screen", example: "Home: willAppear didAppear")
      let words = rest.dropFirst()
      // `none`, never an event's name, is the readable way to say nothing; so is no word.
      if let first = words.first, first.text == "none" {
        guard words.count == 1 else {
          throw ScenarioError(
            position: words[words.startIndex + 1].position,
            message: "`expect events \(screen.text): none` takes no event after none",
            hint: "usage: expect events SCREEN: EVENT [EVENT ...] | none")
        }
        return .events(screen: try parser.name(screen), [])
      }
      let events = try words.map { token throws(ScenarioError) in try parser.event(token) }
      return .events(screen: try parser.name(screen), events)
    },
    ExpectationForm(
      "callbacks", "[Title.event(animated) ...]", "every callback of the step, in order"
    ) { parser, _, _, rest throws(ScenarioError) in
      .callbacks(try rest.map { token throws(ScenarioError) in try parser.callback(token) })
    },
    ExpectationForm(
      "state", "SCREEN disappeared|appearing|appeared|disappearing", "a screen's appearance state"
    ) { parser, _, kind, rest throws(ScenarioError) in
      guard rest.count == 2 else {
        throw ScenarioError(
          position: kind.position, message: "`expect state` takes a screen and a state",
          hint: "expect state SCREEN disappeared|appearing|appeared|disappearing")
      }
      let states: [String: AppearanceState] = [
        "disappeared": .disappeared, "appearing": .appearing, "appeared": .appeared,
        "disappearing": .disappearing,
      ]
      guard let state = states[rest[1].text] else {
        throw ScenarioError(
          position: rest[1].position, message: "unknown state `\(rest[1].text)`",
          hint: "states are disappeared, appearing, appeared, disappearing")
      }
      return .state(screen: try parser.name(rest[0]), state)
    },
    ExpectationForm(
      "focus", "SCREEN [SCREEN ...] | none",
      "the screens that hold the app's focus, in the key window's order (none: no screen)"
    ) { parser, _, kind, rest throws(ScenarioError) in
      try .focus(parser.focusedScreens(kind, rest))
    },
    ExpectationForm(
      "views", "VIEW[, VIEW ...] | none",
      "the screen views the step made, in order (needs `track views`; none: no view)"
    ) { parser, _, kind, rest throws(ScenarioError) in
      try .views(parser.views(kind, rest))
    },
    ExpectationForm("error", "REASON", "the step before failed with this NavigationError reason") {
      parser, expect, kind, rest throws(ScenarioError) in
      guard rest.count == 1 else {
        throw ScenarioError(
          position: kind.position, message: "`expect error` takes one reason",
          hint: "such as `expect error cannotPopRoot`")
      }
      let reasons = NavigationError.Reason.allCases.map { String(describing: $0) }
      guard let reason = NavigationError.Reason.allCases.first(where: { "\($0)" == rest[0].text })
      else {
        throw .unknown(
          "error reason", rest[0], in: reasons,
          otherwise: "reasons are: \(reasons.joined(separator: ", "))")
      }
      guard case .step? = parser.lastAction else {
        throw ScenarioError(
          position: expect.position, message: "`expect error` must follow a step",
          hint: "put it right after the step that should fail")
      }
      return .error(reason)
    },
    ExpectationForm(
      "heard", "ACTION: [Title.event(animated) ...]",
      "every event a declared action heard in the step, replays included"
    ) { parser, _, kind, rest throws(ScenarioError) in
      let action = try parser.colonName(
        kind, rest, "an action", example: "probe: Home.willAppear(true) Home.didAppear(true)")
      let heard = try parser.name(action, kind: .action)
      return .heard(
        action: heard,
        try rest.dropFirst().map { token throws(ScenarioError) in try parser.callback(token) })
    },
    ExpectationForm(
      "task", "running|cancelled SCREEN", "where the task of a screen's `task` action stands"
    ) { parser, _, kind, rest throws(ScenarioError) in
      let usage = "expect task running|cancelled SCREEN"
      guard rest.count == 2 else {
        throw ScenarioError(
          position: rest.count > 2 ? rest[2].position : kind.position,
          message: "`expect task` takes running or cancelled, then a screen",
          hint: "usage: \(usage)")
      }
      guard let status = TaskStatus(rawValue: rest[0].text) else {
        throw ScenarioError(
          position: rest[0].position, message: "unknown task status `\(rest[0].text)`",
          hint: "a task is running or cancelled; usage: \(usage)")
      }
      let screen = try parser.name(rest[1])
      guard parser.screensWithTasks.contains(screen) else {
        throw ScenarioError(
          position: rest[1].position, message: "`\(screen)` has no task",
          hint: "attach one first, with `task \(screen)`")
      }
      return .task(screen: screen, status)
    },
    onList("display", "LIST [ROW ...]", "a list's rows as displayed, in order") {
      _, _, list, items throws(ScenarioError) in .display(list: list, items.map(\.text))
    },
    onList("visible", "LIST [INDEX ...]", "the display rows a list displays now") {
      parser, _, list, items throws(ScenarioError) in
      .visible(list: list, try parser.indices(items))
    },
    onList("selection", "LIST [INDEX ...]", "a list's selected display rows") {
      parser, _, list, items throws(ScenarioError) in
      .selection(list: list, try parser.indices(items))
    },
    ExpectationForm("refused", "", "the list step before was refused by its list") {
      parser, _, kind, rest throws(ScenarioError) in
      let hint = "put it right after the list step that should be refused"
      guard rest.isEmpty else {
        throw ScenarioError(
          position: rest[0].position, message: "`expect refused` takes no argument", hint: hint)
      }
      guard case .step(.list)? = parser.lastAction else {
        throw ScenarioError(
          position: kind.position, message: "`expect refused` must follow a list step", hint: hint)
      }
      return .refused
    },
    ExpectationForm(
      "empty", "visible|hidden LIST [section INDEX|\"ID\"]",
      "whether a list's placeholder (or a section's) is visible"
    ) {
      parser, _, kind, rest throws(ScenarioError) in
      let usage = "usage: expect empty visible|hidden LIST [section INDEX|\"ID\"]"
      guard rest.count == 2 || rest.count == 4, ["visible", "hidden"].contains(rest[0].text) else {
        throw ScenarioError(
          position: rest.first?.position ?? kind.position,
          message: "`expect empty` takes visible or hidden, then a list (and a section)",
          hint: usage)
      }
      let list = try parser.list(rest[1])
      let visible = rest[0].text == "visible"
      guard rest.count == 4 else { return .empty(list: list, visible: visible) }
      guard rest[2].text == "section" else {
        throw ScenarioError(
          position: rest[2].position, message: "expected `section`, found `\(rest[2].text)`",
          hint: usage)
      }
      return .emptySection(
        list: list, section: try parser.placeholderSection(rest[3]), visible: visible)
    },
    onList("prefetched", "LIST [ROW ...]", "the rows a list has prefetched, in display order") {
      _, _, list, items throws(ScenarioError) in .prefetched(list: list, items.map(\.text))
    },
    onList("sections", "LIST [ID:] ROW ... [| ...]", "a list's display, section by section") {
      parser, kind, list, items throws(ScenarioError) in
      .sections(list: list, SnapshotSpec(try parser.sections(items, kind)))
    },
  ]

  /// ``all`` by name.
  package static let named = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  init(_ name: String, _ arguments: String, _ abstract: String, parse: @escaping Parse) {
    self.name = name
    self.arguments = arguments
    self.abstract = abstract
    self.parse = parse
  }

  /// An expectation about a declared list, its first word: `parse` gets the list's name and
  /// the words after it.
  private static func onList(
    _ name: String, _ arguments: String, _ abstract: String,
    _ parse:
      @escaping @Sendable (Parser, _ kind: Token, _ list: String, _ items: [Token])
      throws(ScenarioError) -> Expectation
  ) -> ExpectationForm {
    ExpectationForm(name, arguments, abstract) { parser, _, kind, rest throws(ScenarioError) in
      guard let listToken = rest.first else {
        throw ScenarioError(
          position: kind.position, message: "`expect \(kind.text)` needs a list",
          hint: "usage: expect \(kind.text) LIST ...")
      }
      return try parse(parser, kind, try parser.list(listToken), Array(rest.dropFirst()))
    }
  }
}
