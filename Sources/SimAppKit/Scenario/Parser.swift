import Lifecycle

/// Turns scenario text into a validated ``Scenario``, or its problems (``check(_:)``: up to
/// 20, reading on after a line with a problem).
///
/// Everything that can be checked without running is checked here (commands, arguments, names,
/// kinds, who owns which screen), so a scenario with a static mistake never starts.
package struct Parser {
  /// The commands that declare rather than act.
  package static let declarationCommands: Set<String> = [
    "screen", "navigation", "tabs", "window", "once", "action", "check", "container", "module",
    "list",
  ]

  /// The usage line of every command, which is also the reference of the language.
  package static let usage: [(command: String, usage: String)] = [
    ("screen", "screen NAME [NAME ...]"),
    ("navigation", "navigation NAME ROOT"),
    ("tabs", "tabs NAME TAB [TAB ...]"),
    ("container", "container NAME CHILD [CHILD ...]"),
    ("module", "module NAME [NAME ...]"),
    ("window", "window ROOT"),
    ("once", "once SCREEN [EVENT]"),
    ("action", "action NAME [NAME ...]"),
    ("check", "check invariants"),
    ("list", "list NAME [ROW ...]"),
    ("show", "show [WINDOW]"),
    ("hide", "hide [WINDOW]"),
    ("setRoot", "setRoot NAME [WINDOW]"),
    ("release", "release WINDOW"),
    ("begin", "begin SCREEN appearing|disappearing"),
    ("end", "end SCREEN"),
    ("push", "push NAVIGATION SCREEN [animated=BOOL]"),
    ("pop", "pop NAVIGATION [animated=BOOL]"),
    ("popToRoot", "popToRoot NAVIGATION [animated=BOOL]"),
    ("popTo", "popTo NAVIGATION SCREEN [animated=BOOL]"),
    ("setViewControllers", "setViewControllers NAVIGATION SCREEN [SCREEN ...] [animated=BOOL]"),
    ("present", "present PRESENTER SCREEN [style=fullScreen|sheet] [animated=BOOL]"),
    ("dismiss", "dismiss SCREEN [animated=BOOL]"),
    ("select", "select TABS INDEX"),
    ("addChild", "addChild PARENT CHILD"),
    ("removeFromParent", "removeFromParent CHILD"),
    ("beginInteractivePop", "beginInteractivePop NAVIGATION"),
    ("finishInteractivePop", "finishInteractivePop NAVIGATION"),
    ("cancelInteractivePop", "cancelInteractivePop NAVIGATION"),
    ("dropInteractivePop", "dropInteractivePop NAVIGATION"),
    ("register", "register ACTION [registry=app|module]"),
    ("registerReplaying", "registerReplaying ACTION [registry=app|module]"),
    ("unregister", "unregister ACTION [registry=app|module]"),
    ("attach", "attach SCREEN ACTION"),
    ("attachReplaying", "attachReplaying SCREEN ACTION"),
    ("detach", "detach SCREEN ACTION"),
    ("disable", "disable SCREEN ACTION"),
    ("enable", "enable SCREEN ACTION"),
    ("task", "task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]"),
    ("reload", "reload LIST [ROW ...]"),
    ("insert", "insert LIST ROW at INDEX"),
    ("delete", "delete LIST INDEX"),
    ("move", "move LIST INDEX to INDEX"),
    ("tap", "tap LIST INDEX"),
    ("scroll", "scroll LIST FIRST [COUNT]"),
    ("badBatch", "badBatch LIST"),
    ("layer", "layer LIST LAYER insert ID after|at N | remove ID ... | reload ID ... | detach"),
    ("empty", "empty LIST TITLE ... | empty LIST off | empty LIST tap"),
    ("apply", applyUsage),
    ("prefetch", "prefetch LIST DISTANCE"),
    ("on", "on SCREEN EVENT: STEP"),
    ("hook", "hook SCREEN EVENT: STEP"),
    (
      "expect",
      "expect stack|top|events|callbacks|state|heard|task|error|display|visible|selection|refused|empty|prefetched|sections ..."
    ),
  ]

  package static let expectationUsage: [(kind: String, usage: String)] = [
    ("stack", "expect stack [NAME ...]"),
    ("top", "expect top [NAME]"),
    ("events", "expect events SCREEN: [EVENT ...]"),
    ("callbacks", "expect callbacks [Title.event(animated) ...]"),
    ("state", "expect state SCREEN disappeared|appearing|appeared|disappearing"),
    ("error", "expect error REASON"),
    ("heard", "expect heard ACTION: [Title.event(animated) ...]"),
    ("task", "expect task running|cancelled SCREEN"),
    ("display", "expect display LIST [ROW ...]"),
    ("visible", "expect visible LIST [INDEX ...]"),
    ("selection", "expect selection LIST [INDEX ...]"),
    ("refused", "expect refused"),
    ("empty", "expect empty visible|hidden LIST"),
    ("prefetched", "expect prefetched LIST [ROW ...]"),
    ("sections", "expect sections LIST [ID:] ROW ... [| ...]"),
  ]

  private var scenario = Scenario()
  private var kinds: [String: NameKind] = [:]
  private var owned: Set<String> = []
  /// The names in `owned`, in the order they were taken, so a failed line can give them back.
  private var ownedInOrder: [String] = []
  /// The declared roots of the windows, in declaration order: each names its window.
  private var windows: [String] = []
  private var hasWindow: Bool { !windows.isEmpty }
  /// Whether a `module` declaration made the second registry's screens.
  private var hasModule = false
  /// The screens a `task` step (or reaction) attaches a task action to (see Parser+Tasks).
  var screensWithTasks: Set<String> = []
  /// The declared lists (see Parser+Lists).
  var lists: Set<String> = []
  /// Whether a step or an expectation was read (even one with a problem): declarations must
  /// come before.
  private var stepsStarted = false
  /// Every command, for telling a misplaced one from an unknown one.
  private static let commands = Set(usage.map(\.command))

  /// The most errors one check of a file reports.
  package static let errorLimit = 20

  /// The longest word a line may hold, in characters.
  package static let longestWord = 1_000

  /// Parses `text`.
  ///
  /// - Throws: ``ScenarioError``, the first problem of the file.
  package static func parse(_ text: String) throws(ScenarioError) -> Scenario {
    switch check(text) {
    case .success(let scenario): return scenario
    case .failure(let problems): throw problems.errors[0]
    }
  }

  /// Parses `text`, going on after a line with a problem to find the next ones.
  ///
  /// - Returns: The scenario, or the problems of the file in line order: at most
  ///   ``errorLimit``, at least one.
  package static func check(_ text: String) -> Result<Scenario, ScenarioErrors> {
    let lines = Lexer.lines(of: text)
    guard !lines.isEmpty else {
      return .failure(
        ScenarioErrors(
          errors: [
            ScenarioError(
              position: SourcePosition(line: 1, column: 1), message: "the scenario is empty",
              hint: "declare screens and a window, then steps; `SimApp --help` shows the language")
          ], truncated: false))
    }
    var parser = Parser()
    var errors: [ScenarioError] = []
    for line in lines {
      do {
        try parser.parse(line)
      } catch {
        errors.append(error)
        if errors.count > errorLimit { break }
      }
    }
    if errors.count <= errorLimit {
      do { try parser.requireWindow(lines) } catch { errors.append(error) }
    }
    guard errors.isEmpty else {
      return .failure(
        ScenarioErrors(
          errors: Array(errors.prefix(errorLimit)), truncated: errors.count > errorLimit))
    }
    return .success(parser.scenario)
  }

  /// A parser that has read `declarations`, for adding steps one at a time with
  /// ``entry(_:lineNumber:)`` (the fuzzer writes each step after seeing the last one's effect).
  package static func started(with declarations: String) throws(ScenarioError) -> Parser {
    var parser = Parser()
    for line in Lexer.lines(of: declarations) { try parser.parse(line) }
    return parser
  }

  /// The declarations read so far, as a scenario without steps.
  package var declared: Scenario {
    var scenario = self.scenario
    scenario.entries = []
    return scenario
  }

  /// Parses one more line, a step or an expectation, numbered `lineNumber`.
  package mutating func entry(_ text: String, lineNumber: Int) throws(ScenarioError)
    -> Scenario.Entry
  {
    guard var line = Lexer.lines(of: text).first else {
      throw ScenarioError(
        position: SourcePosition(line: lineNumber, column: 1), message: "empty step", hint: nil)
    }
    line.number = lineNumber
    line.tokens = line.tokens.map {
      Token(text: $0.text, position: SourcePosition(line: lineNumber, column: $0.position.column))
    }
    try parse(line)
    // `parse` appended the entry: the scenario keeps only what is needed to check
    // `expect error`, so drop the older ones.
    let entry = scenario.entries[scenario.entries.count - 1]
    scenario.entries = [entry]
    return entry
  }

  private func requireWindow(_ lines: [SourceLine]) throws(ScenarioError) {
    if !scenario.entries.isEmpty && !hasWindow {
      throw ScenarioError(
        position: lines[0].tokens[0].position, message: "the scenario has steps but no window",
        hint: "declare one with `window ROOT` before the first step")
    }
  }

  private mutating func parse(_ line: SourceLine) throws(ScenarioError) {
    if let long = line.tokens.first(where: { $0.text.count > Self.longestWord }) {
      throw ScenarioError(
        position: long.position,
        message:
          "`\(long.text.prefix(16))…` is \(long.text.count) characters long; a word has at most \(Self.longestWord)",
        hint: "names, rows and titles are short words separated by spaces")
    }
    let command = line.tokens[0]
    let arguments = Array(line.tokens.dropFirst())
    if Self.commands.contains(command.text) && !Self.declarationCommands.contains(command.text) {
      stepsStarted = true
    }
    switch command.text {
    case _ where Self.declarationCommands.contains(command.text):
      guard !stepsStarted else {
        throw ScenarioError(
          position: command.position,
          message: "`\(command.text)` declares; declarations come before the first step",
          hint: "move this line above the first step")
      }
      // A declaration that fails leaves nothing behind: a later line is not reported because of
      // a name this line declared or took before its error.
      let mark = (
        names: scenario.names.count, owned: ownedInOrder.count, windows: windows.count,
        hasModule: hasModule
      )
      do throws(ScenarioError) {
        scenario.declarations.append(try declaration(command, arguments))
      } catch {
        for (name, _) in scenario.names[mark.names...] { kinds[name] = nil }
        scenario.names.removeSubrange(mark.names...)
        for name in ownedInOrder[mark.owned...] { owned.remove(name) }
        ownedInOrder.removeSubrange(mark.owned...)
        windows.removeSubrange(mark.windows...)
        hasModule = mark.hasModule
        throw error
      }
    case "expect":
      scenario.entries.append(
        Scenario.Entry(action: .expectation(try expectation(command, arguments)), line: line))
    default:
      let step = try step(command, arguments)
      try noteTask(of: step, at: command)
      scenario.entries.append(Scenario.Entry(action: .step(step), line: line))
    }
  }

  // MARK: Declarations

  private mutating func declaration(_ command: Token, _ arguments: [Token]) throws(ScenarioError)
    -> Declaration
  {
    switch command.text {
    case "screen":
      return .screens(try declareAll(command, arguments, as: .screen))
    case "navigation":
      try arity(command, arguments, exactly: 2)
      let root = try take(arguments[1], owner: arguments[0].text)
      try declare(arguments[0], as: .navigation)
      return .navigation(name: arguments[0].text, root: root)
    case "tabs":
      try arity(command, arguments, atLeast: 2)
      var tabs: [String] = []
      for token in arguments.dropFirst() { tabs.append(try take(token, owner: arguments[0].text)) }
      try declare(arguments[0], as: .tabs)
      return .tabs(name: arguments[0].text, tabs: tabs)
    case "window":
      try arity(command, arguments, exactly: 1)
      let root = try take(arguments[0], owner: "a window")
      windows.append(root)
      return .window(root: root)
    case "container":
      try arity(command, arguments, atLeast: 2)
      var children: [String] = []
      for token in arguments.dropFirst() {
        children.append(try take(token, owner: arguments[0].text))
      }
      try declare(arguments[0], as: .screen)
      return .container(name: arguments[0].text, children: children)
    case "module":
      hasModule = true
      return .module(try declareAll(command, arguments, as: .screen))
    case "action":
      return .actions(try declareAll(command, arguments, as: .action))
    case "check":
      try arity(command, arguments, exactly: 1)
      guard arguments[0].text == "invariants" else {
        throw ScenarioError(
          position: arguments[0].position, message: "unknown check `\(arguments[0].text)`",
          hint: "usage: check invariants")
      }
      return .checkInvariants
    case "list":
      try arity(command, arguments, atLeast: 1)
      try declare(arguments[0], as: .screen)
      lists.insert(arguments[0].text)
      return .list(name: arguments[0].text, rows: arguments.dropFirst().map(\.text))
    default:  // "once"
      try arity(command, arguments, atLeast: 1, atMost: 2)
      let screen = try name(arguments[0])
      let event = arguments.count == 2 ? try self.event(arguments[1]) : .didAppear
      return .once(screen: screen, event: event)
    }
  }

  /// Declares every argument (at least one) as `kind`; their names.
  private mutating func declareAll(
    _ command: Token, _ arguments: [Token], as kind: NameKind
  ) throws(ScenarioError) -> [String] {
    try arity(command, arguments, atLeast: 1)
    for token in arguments { try declare(token, as: kind) }
    return arguments.map(\.text)
  }

  private mutating func declare(_ token: Token, as kind: NameKind) throws(ScenarioError) {
    guard let first = token.text.unicodeScalars.first,
      first.properties.isAlphabetic || first == "_",
      token.text.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || $0.properties.numericType != nil
          || "_-".unicodeScalars.contains($0)
      })
    else {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is not a valid name",
        hint: "names start with a letter and hold letters, digits, `_` and `-`")
    }
    if let existing = kinds[token.text] {
      throw ScenarioError(
        position: token.position,
        message: "`\(token.text)` is already declared as \(existing.withArticle)",
        hint: "give each screen and container its own name")
    }
    kinds[token.text] = kind
    scenario.names.append((token.text, kind))
  }

  /// A declared name that `owner` takes as its root or tab; each controller has one owner.
  private mutating func take(_ token: Token, owner: String) throws(ScenarioError) -> String {
    let taken = try name(token)
    if taken == owner {
      throw ScenarioError(
        position: token.position, message: "`\(taken)` cannot contain itself", hint: nil)
    }
    guard owned.insert(taken).inserted else {
      throw ScenarioError(
        position: token.position, message: "`\(taken)` already belongs to another container",
        hint: "a screen can be the root or tab of one container only; declare another screen")
    }
    ownedInOrder.append(taken)
    return taken
  }

  // MARK: Steps

  private func step(_ command: Token, _ arguments: [Token]) throws(ScenarioError) -> Step {
    let (positional, options) = try split(command, arguments)
    let animated = try options.bool("animated", default: true)
    switch command.text {
    case "show", "hide":
      try arity(command, positional, atLeast: 0, atMost: 1)
      try options.allow([], for: command)
      guard let token = positional.first else { return command.text == "show" ? .show : .hide }
      let window = try self.window(token)
      return command.text == "show" ? .showWindow(window) : .hideWindow(window)
    case "setRoot":
      try arity(command, positional, atLeast: 1, atMost: 2)
      try options.allow([], for: command)
      let root = try name(positional[0])
      guard positional.count == 2 else { return .setRoot(root) }
      return .setWindowRoot(window: try window(positional[1]), root: root)
    case "release":
      try arity(command, positional, exactly: 1)
      try options.allow([], for: command)
      return .releaseWindow(try window(positional[0]))
    case "begin":
      try arity(command, positional, exactly: 2)
      try options.allow([], for: command)
      let screen = try name(positional[0])
      switch positional[1].text {
      case "appearing": return .begin(screen: screen, appearing: true)
      case "disappearing": return .begin(screen: screen, appearing: false)
      default:
        throw ScenarioError(
          position: positional[1].position,
          message: "`begin` takes appearing or disappearing, not `\(positional[1].text)`",
          hint: "usage: begin SCREEN appearing|disappearing")
      }
    case "end":
      try arity(command, positional, exactly: 1)
      try options.allow([], for: command)
      return .end(screen: try name(positional[0]))
    case "dropInteractivePop":
      try arity(command, positional, exactly: 1)
      try options.allow([], for: command)
      return .dropInteractivePop(try name(positional[0], kind: .navigation))
    case "registerReplaying":
      try arity(command, positional, exactly: 1)
      try options.allow(["registry"], for: command)
      return .registerReplaying(
        action: try name(positional[0], kind: .action), module: try inModule(options))
    case "attachReplaying":
      try arity(command, positional, exactly: 2)
      try options.allow([], for: command)
      return .attachReplaying(
        screen: try name(positional[0]), action: try name(positional[1], kind: .action))
    case "push", "popTo":
      try arity(command, positional, exactly: 2)
      try options.allow(["animated"], for: command)
      let navigation = try name(positional[0], kind: .navigation)
      let screen = try name(positional[1])
      return command.text == "push"
        ? .push(navigation: navigation, screen: screen, animated: animated)
        : .popTo(navigation: navigation, screen: screen, animated: animated)
    case "pop", "popToRoot":
      try arity(command, positional, exactly: 1)
      try options.allow(["animated"], for: command)
      let navigation = try name(positional[0], kind: .navigation)
      return command.text == "pop"
        ? .pop(navigation: navigation, animated: animated)
        : .popToRoot(navigation: navigation, animated: animated)
    case "setViewControllers":
      try arity(command, positional, atLeast: 2)
      try options.allow(["animated"], for: command)
      var screens: [String] = []
      for token in positional.dropFirst() { screens.append(try name(token)) }
      return .setViewControllers(
        navigation: try name(positional[0], kind: .navigation), screens: screens,
        animated: animated)
    case "present":
      try arity(command, positional, exactly: 2)
      try options.allow(["animated", "style"], for: command)
      let style: PresentationStyle
      switch options.values["style"] {
      case nil, ("fullScreen", _)?: style = .fullScreen
      case ("sheet", _)?: style = .sheet
      case (let other, let token)?:
        throw ScenarioError(
          position: token.position, message: "unknown style `\(other)`",
          hint: "use style=fullScreen or style=sheet")
      }
      return .present(
        presenter: try name(positional[0]), screen: try name(positional[1]), style: style,
        animated: animated)
    case "dismiss":
      try arity(command, positional, exactly: 1)
      try options.allow(["animated"], for: command)
      return .dismiss(screen: try name(positional[0]), animated: animated)
    case "select":
      try arity(command, positional, exactly: 2)
      try options.allow([], for: command)
      guard let index = Int(positional[1].text) else {
        throw ScenarioError(
          position: positional[1].position, message: "`\(positional[1].text)` is not a tab index",
          hint: "tabs are numbered from 0")
      }
      return .select(tabs: try name(positional[0], kind: .tabs), index: index)
    case "addChild":
      try arity(command, positional, exactly: 2)
      try options.allow([], for: command)
      return .addChild(parent: try name(positional[0]), child: try name(positional[1]))
    case "removeFromParent":
      try arity(command, positional, exactly: 1)
      try options.allow([], for: command)
      return .removeFromParent(try name(positional[0]))
    case "beginInteractivePop", "finishInteractivePop", "cancelInteractivePop":
      try arity(command, positional, exactly: 1)
      try options.allow([], for: command)
      let navigation = try name(positional[0], kind: .navigation)
      switch command.text {
      case "beginInteractivePop": return .beginInteractivePop(navigation)
      case "finishInteractivePop": return .finishInteractivePop(navigation)
      default: return .cancelInteractivePop(navigation)
      }
    case "register", "unregister":
      try arity(command, positional, exactly: 1)
      try options.allow(["registry"], for: command)
      let action = try name(positional[0], kind: .action)
      let module = try inModule(options)
      return command.text == "register"
        ? .register(action: action, module: module)
        : .unregister(action: action, module: module)
    case "attach", "detach", "disable", "enable":
      try arity(command, positional, exactly: 2)
      try options.allow([], for: command)
      let screen = try name(positional[0])
      let action = try name(positional[1], kind: .action)
      switch command.text {
      case "attach": return .attach(screen: screen, action: action)
      case "detach": return .detach(screen: screen, action: action)
      case "disable": return .disable(screen: screen, action: action)
      default: return .enable(screen: screen, action: action)
      }
    case "task":
      return try taskStep(command, positional, options)
    case "reload", "insert", "delete", "move", "tap", "scroll", "badBatch", "layer", "empty",
      "apply", "prefetch":
      try options.allow([], for: command)
      return .list(try listStep(command, positional))
    case "on", "hook":
      guard arguments.count >= 3, arguments[1].text.hasSuffix(":") else {
        throw ScenarioError(
          position: command.position,
          message: "`\(command.text)` needs a screen, an event with a colon, and a step",
          hint:
            "usage: \(command.text) SCREEN EVENT: STEP, such as `\(command.text) Home didAppear: push Nav Detail`"
        )
      }
      let screen = try name(arguments[0])
      let eventToken = Token(
        text: String(arguments[1].text.dropLast()), position: arguments[1].position)
      // Checked before the reaction is parsed, so a line of nested reactions costs one step.
      if arguments[2].text == "on" || arguments[2].text == "hook" {
        throw ScenarioError(
          position: arguments[2].position, message: "a reaction cannot arm another reaction",
          hint: "write the second reaction as its own line")
      }
      let reaction = try step(arguments[2], Array(arguments.dropFirst(3)))
      let event = try event(eventToken)
      return command.text == "on"
        ? .on(screen: screen, event: event, step: reaction)
        : .hook(screen: screen, event: event, step: reaction)
    default:
      let commands = Self.usage.map(\.command)
      throw ScenarioError(
        position: command.position, message: "unknown command `\(command.text)`",
        hint: Suggestions.closest(to: command.text, in: commands).map { "did you mean `\($0)`?" }
          ?? "commands are: \(commands.joined(separator: ", "))")
    }
  }

  // MARK: Expectations

  private func expectation(_ command: Token, _ arguments: [Token]) throws(ScenarioError)
    -> Expectation
  {
    guard let kind = arguments.first else {
      throw ScenarioError(
        position: command.position, message: "`expect` needs what to check",
        hint: Self.expectationUsage.map(\.usage).joined(separator: "; "))
    }
    let rest = Array(arguments.dropFirst())
    switch kind.text {
    case "stack":
      var names: [String] = []
      for token in rest { names.append(try name(token)) }
      return .stack(names)
    case "top":
      guard rest.count <= 1 else { throw tooMany(kind, rest, usage: "expect top [NAME]") }
      return .top(try rest.first.map { token throws(ScenarioError) in try name(token) })
    case "events":
      guard let screenToken = rest.first, screenToken.text.hasSuffix(":") else {
        throw ScenarioError(
          position: rest.first?.position ?? kind.position,
          message: "`expect events` needs a screen followed by a colon",
          hint: "write `expect events Home: willAppear didAppear`")
      }
      let screenName = Token(
        text: String(screenToken.text.dropLast()), position: screenToken.position)
      var events: [LifecycleEvent] = []
      for token in rest.dropFirst() { events.append(try event(token)) }
      return .events(screen: try name(screenName), events)
    case "callbacks":
      var callbacks: [String] = []
      for token in rest { callbacks.append(try callback(token)) }
      return .callbacks(callbacks)
    case "heard":
      guard let actionToken = rest.first, actionToken.text.hasSuffix(":") else {
        throw ScenarioError(
          position: rest.first?.position ?? kind.position,
          message: "`expect heard` needs an action followed by a colon",
          hint: "write `expect heard probe: Home.willAppear(true) Home.didAppear(true)`")
      }
      let action = Token(text: String(actionToken.text.dropLast()), position: actionToken.position)
      let heard = try name(action, kind: .action)
      var callbacks: [String] = []
      for token in rest.dropFirst() { callbacks.append(try callback(token)) }
      return .heard(action: heard, callbacks)
    case "task":
      return try taskExpectation(kind, rest)
    case "display", "visible", "selection", "refused", "empty", "prefetched", "sections":
      return try listExpectation(kind, rest, afterStep: scenario.entries.last?.action)
    case "state":
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
      return .state(screen: try name(rest[0]), state)
    case "error":
      guard rest.count == 1 else {
        throw ScenarioError(
          position: kind.position, message: "`expect error` takes one reason",
          hint: "such as `expect error cannotPopRoot`")
      }
      let reasons = NavigationError.Reason.allCases.map { String(describing: $0) }
      guard let reason = NavigationError.Reason.allCases.first(where: { "\($0)" == rest[0].text })
      else {
        throw ScenarioError(
          position: rest[0].position, message: "unknown error reason `\(rest[0].text)`",
          hint: Suggestions.closest(to: rest[0].text, in: reasons).map { "did you mean `\($0)`?" }
            ?? "reasons are: \(reasons.joined(separator: ", "))")
      }
      guard case .step? = scenario.entries.last?.action else {
        throw ScenarioError(
          position: command.position, message: "`expect error` must follow a step",
          hint: "put it right after the step that should fail")
      }
      return .error(reason)
    default:
      let kinds = Self.expectationUsage.map(\.kind)
      throw ScenarioError(
        position: kind.position, message: "unknown expectation `\(kind.text)`",
        hint: Suggestions.closest(to: kind.text, in: kinds).map { "did you mean `\($0)`?" }
          ?? "expectations are: \(kinds.joined(separator: ", "))")
    }
  }

  // MARK: Pieces

  func name(_ token: Token, kind required: NameKind? = nil) throws(ScenarioError) -> String {
    guard let kind = kinds[token.text] else {
      let isAction = required == .action
      let known = scenario.names.filter { ($0.kind == .action) == isAction }.map(\.name)
      let declaration = isAction ? "action" : "screen"
      throw ScenarioError(
        position: token.position, message: "unknown \(declaration) `\(token.text)`",
        hint: Suggestions.closest(to: token.text, in: known).map { "did you mean `\($0)`?" }
          ?? "declare it first, with `\(declaration) \(token.text)`")
    }
    if let required, kind != required {
      throw ScenarioError(
        position: token.position,
        message: "`\(token.text)` is \(kind.withArticle), not \(required.withArticle)",
        hint: nil)
    }
    if required == nil && kind == .action {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is an action, not a screen",
        hint: nil)
    }
    return token.text
  }

  /// A window, named by the root it was declared with.
  private func window(_ token: Token) throws(ScenarioError) -> String {
    guard windows.contains(token.text) else {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` names no window",
        hint: Suggestions.closest(to: token.text, in: windows).map { "did you mean `\($0)`?" }
          ?? "a window is named by the root it was declared with: \(windows.joined(separator: ", "))"
      )
    }
    return token.text
  }

  /// Whether a `registry=` option names the module's registry (the app's by default).
  private func inModule(_ options: Options) throws(ScenarioError) -> Bool {
    switch options.values["registry"] {
    case nil, ("app", _)?: return false
    case ("module", let token)?:
      guard hasModule else {
        throw ScenarioError(
          position: token.position, message: "`registry=module` needs a module",
          hint: "declare its screens with `module NAME [NAME ...]`")
      }
      return true
    case (let other, let token)?:
      throw ScenarioError(
        position: token.position, message: "unknown registry `\(other)`",
        hint: "use registry=app or registry=module")
    }
  }

  func event(_ token: Token) throws(ScenarioError) -> LifecycleEvent {
    guard let event = LifecycleEvent.allCases.first(where: { $0.name == token.text }) else {
      let names = LifecycleEvent.allCases.map(\.name)
      throw ScenarioError(
        position: token.position, message: "unknown event `\(token.text)`",
        hint: Suggestions.closest(to: token.text, in: names).map { "did you mean `\($0)`?" }
          ?? "events are: \(names.joined(separator: ", "))")
    }
    return event
  }

  private func usageLine(_ command: Token) -> String {
    Self.usage.first { $0.command == command.text }.map { "usage: \($0.usage)" } ?? ""
  }

  func arity(
    _ command: Token, _ arguments: [Token], exactly count: Int
  ) throws(ScenarioError) {
    try arity(command, arguments, atLeast: count, atMost: count)
  }

  func arity(
    _ command: Token, _ arguments: [Token], atLeast minimum: Int, atMost maximum: Int = .max
  ) throws(ScenarioError) {
    if arguments.count < minimum {
      throw ScenarioError(
        position: command.position,
        message:
          "`\(command.text)` needs \(minimum == maximum ? "" : "at least ")\(minimum) argument\(minimum == 1 ? "" : "s"), got \(arguments.count)",
        hint: usageLine(command))
    }
    if arguments.count > maximum {
      throw tooMany(command, Array(arguments.dropFirst(maximum)), usage: nil)
    }
  }

  private func tooMany(_ command: Token, _ extra: [Token], usage: String?) -> ScenarioError {
    ScenarioError(
      position: extra.first?.position ?? command.position,
      message: "unexpected argument `\(extra.first?.text ?? "")` for `\(command.text)`",
      hint: usage.map { "usage: \($0)" } ?? usageLine(command))
  }

  private func split(_ command: Token, _ arguments: [Token]) throws(ScenarioError)
    -> ([Token], Options)
  {
    var positional: [Token] = []
    var options = Options(command: command, usage: usageLine(command))
    for token in arguments {
      if let equals = token.text.firstIndex(of: "=") {
        let key = String(token.text[..<equals])
        let value = String(token.text[token.text.index(after: equals)...])
        if options.values[key] != nil {
          throw ScenarioError(
            position: token.position, message: "`\(key)` is given twice", hint: usageLine(command))
        }
        options.values[key] = (value, token)
      } else if !options.values.isEmpty {
        throw ScenarioError(
          position: token.position, message: "`\(token.text)` comes after an option",
          hint: "options such as animated=false go last")
      } else {
        positional.append(token)
      }
    }
    return (positional, options)
  }
}

/// The `key=value` options of one step.
struct Options {
  package let command: Token
  package let usage: String
  package var values: [String: (String, Token)] = [:]

  package init(command: Token, usage: String) {
    self.command = command
    self.usage = usage
  }

  package func allow(_ keys: Set<String>, for command: Token) throws(ScenarioError) {
    for (key, (_, token)) in values where !keys.contains(key) {
      throw ScenarioError(
        position: token.position, message: "`\(command.text)` has no option `\(key)`",
        hint: usage)
    }
  }

  package func bool(_ key: String, default defaultValue: Bool) throws(ScenarioError) -> Bool {
    guard let (value, token) = values[key] else { return defaultValue }
    switch value {
    case "true": return true
    case "false": return false
    default:
      throw ScenarioError(
        position: token.position, message: "`\(key)` must be true or false, not `\(value)`",
        hint: nil)
    }
  }
}
