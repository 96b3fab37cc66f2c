import Lifecycle

/// The `expect` kinds that take more than a list of names (see ``ExpectationForm``).
extension Parser {
  /// `expect events SCREEN: [EVENT ...]`; `kind` is the `events` token.
  func eventsExpectation(_ kind: Token, _ rest: [Token]) throws(ScenarioError) -> Expectation {
    let screen = try colonName(kind, rest, "a screen", example: "Home: willAppear didAppear")
    let events = try rest.dropFirst().map { token throws(ScenarioError) in try event(token) }
    return .events(screen: try name(screen), events)
  }

  /// `expect heard ACTION: [Title.event(animated) ...]`; `kind` is the `heard` token.
  func heardExpectation(_ kind: Token, _ rest: [Token]) throws(ScenarioError) -> Expectation {
    let action = try colonName(
      kind, rest, "an action", example: "probe: Home.willAppear(true) Home.didAppear(true)")
    let heard = try name(action, kind: .action)
    return .heard(
      action: heard, try rest.dropFirst().map { token throws(ScenarioError) in try callback(token) }
    )
  }

  /// The first word of `rest`, `NAME:`, as a token of `NAME`; `what` and `example` word the
  /// error when it has no colon (`kind` is the expectation's token).
  private func colonName(_ kind: Token, _ rest: [Token], _ what: String, example: String)
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

  /// `expect state SCREEN STATE`; `kind` is the `state` token.
  func stateExpectation(_ kind: Token, _ rest: [Token]) throws(ScenarioError) -> Expectation {
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
  }

  /// `expect error REASON`, right after a step; `expect` and `kind` are the line's first tokens.
  func errorExpectation(_ expect: Token, _ kind: Token, _ rest: [Token]) throws(ScenarioError)
    -> Expectation
  {
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
    guard case .step? = lastAction else {
      throw ScenarioError(
        position: expect.position, message: "`expect error` must follow a step",
        hint: "put it right after the step that should fail")
    }
    return .error(reason)
  }
}
