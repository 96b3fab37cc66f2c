import Lifecycle

/// Names: declaring them (each once, each controller owned by one container), and reading them
/// back with the kind a command needs.
extension Parser {
  /// Declares every argument as `kind`; their names.
  mutating func declareAll(_ arguments: [Token], as kind: NameKind) throws(ScenarioError)
    -> [String]
  {
    for token in arguments { try declare(token, as: kind) }
    return arguments.map(\.text)
  }

  /// The declared names `tokens` that `owner` takes as its roots, tabs or children.
  mutating func takeAll(_ tokens: ArraySlice<Token>, owner: String) throws(ScenarioError)
    -> [String]
  {
    try tokens.map { token throws(ScenarioError) in try take(token, owner: owner) }
  }

  /// Declares `token` as `kind`: a valid name, not declared before.
  mutating func declare(_ token: Token, as kind: NameKind) throws(ScenarioError) {
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
  mutating func take(_ token: Token, owner: String) throws(ScenarioError) -> String {
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

  /// A declared name read where a screen (`required` `nil`: any controller) or a name of kind
  /// `required` must be.
  func name(_ token: Token, kind required: NameKind? = nil) throws(ScenarioError) -> String {
    guard let kind = kinds[token.text] else {
      let isAction = required == .action
      let known = scenario.names.filter { ($0.kind == .action) == isAction }.map(\.name)
      let declaration = isAction ? "action" : "screen"
      throw .unknown(
        declaration, token, in: known,
        otherwise: "declare it first, with `\(declaration) \(token.text)`")
    }
    if let required, kind != required {
      throw ScenarioError(
        position: token.position,
        message: "`\(token.text)` is \(kind.withArticle), not \(required.withArticle)",
        hint: hint(for: token, kind: required))
    }
    if required == nil && kind == .action {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is an action, not a screen",
        hint: hint(for: token, kind: .screen))
    }
    return token.text
  }

  /// The hint for `token`, declared as another kind, where a name of `kind` must be: the name
  /// of that kind closest to it, else every one (in declaration order, as many as fit a line),
  /// else how to declare one.
  private func hint(for token: Token, kind: NameKind) -> String {
    let candidates = scenario.names.filter { $0.kind == kind }.map(\.name)
    if let closest = Suggestions.closest(to: token.text, in: candidates) {
      return "did you mean `\(closest)`?"
    }
    let plural = kind == .screen ? "screens" : "\(kind.rawValue)s"
    switch candidates.count {
    case 0:
      let declaration =
        switch kind {
        case .screen: "screen NAME"
        case .navigation: "navigation NAME ROOT"
        case .tabs: "tabs NAME TAB [TAB ...]"
        case .action: "action NAME"
        }
      return "the scenario declares no \(plural); declare one with `\(declaration)`"
    case 1: return "the scenario's \(kind.rawValue) is `\(candidates[0])`"
    case 2...5:
      return "the scenario's \(plural) are "
        + candidates.map { "`\($0)`" }.joined(separator: ", ")
    default:
      return "the scenario's \(plural) are "
        + candidates.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
        + " and \(candidates.count - 5) more"
    }
  }

  /// A declared name read where a command's usage line has `word`: a window for `WINDOW`, a
  /// list for `LIST`, a navigation controller, tab controller or action for `NAVIGATION`,
  /// `TABS` or `ACTION`, else a screen.
  func name(_ token: Token, as word: String) throws(ScenarioError) -> String {
    switch word {
    case "WINDOW": try window(token)
    case "LIST": try list(token)
    case "NAVIGATION": try name(token, kind: .navigation)
    case "TABS": try name(token, kind: .tabs)
    case "ACTION": try name(token, kind: .action)
    default: try name(token)
    }
  }

  /// The first word of `rest`, `NAME:`, as a token of `NAME`; `what` and `example` word the
  /// error when it has no colon (`kind` is the expectation's token).
  func colonName(_ kind: Token, _ rest: [Token], _ what: String, example: String)
    throws(ScenarioError) -> Token
  {
    guard let token = rest.first, token.text.hasSuffix(":") else {
      throw ScenarioError(
        position: rest.first?.position ?? kind.position,
        message: "`expect \(kind.text)` needs \(what) followed by a colon",
        hint: "write `expect \(kind.text) \(example)`")
    }
    return Token(text: String(token.text.dropLast()), position: token.position)
  }

  /// A window, named by the root it was declared with.
  func window(_ token: Token) throws(ScenarioError) -> String {
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
  func inModule(_ options: Options) throws(ScenarioError) -> Bool {
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

  /// A lifecycle event, by name.
  func event(_ token: Token) throws(ScenarioError) -> LifecycleEvent {
    guard let event = LifecycleEvent.allCases.first(where: { $0.name == token.text }) else {
      throw .unknown("event", token, in: LifecycleEvent.allCases.map(\.name))
    }
    return event
  }

}
