import Lifecycle

/// `wait` and `expect views`: the scenario's clock and the screen views of `track views`.
extension Parser {
  /// A duration word, `2s` or `500ms`.
  func duration(_ token: Token) throws(ScenarioError) -> Duration {
    guard let duration = ScenarioDuration.parse(token.text) else {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is not a duration",
        hint:
          "write whole seconds or milliseconds, such as `2s` or `500ms` (at most \(ScenarioDuration.longestWaitSeconds)s)"
      )
    }
    return duration
  }

  /// The views of `expect views VIEW[, VIEW ...] | none`, after the kind token `kind`.
  func views(_ kind: Token, _ rest: [Token]) throws(ScenarioError) -> [ViewSpec] {
    let usage = "usage: expect views VIEW[, VIEW ...] | none"
    guard tracksViews else {
      throw ScenarioError(
        position: kind.position, message: "`expect views` needs `track views`",
        hint: "declare `track views` before the first step: the report then lists each view")
    }
    guard let first = rest.first else {
      throw ScenarioError(
        position: kind.position, message: "`expect views` needs the views, or none",
        hint: "write `expect views none` when the step made no view; \(usage)")
    }
    if first.text == "none" && kinds["none"] == nil {
      guard rest.count == 1 else {
        throw ScenarioError(
          position: rest[1].position, message: "`expect views none` takes nothing after none",
          hint: usage)
      }
      return []
    }
    var specs: [ViewSpec] = []
    for words in Self.commaSeparated(rest) {
      guard let screen = words.first else {
        throw ScenarioError(
          position: kind.position, message: "`expect views` has an empty view between commas",
          hint: usage)
      }
      specs.append(try view(screen, Array(words.dropFirst())))
    }
    return specs
  }

  /// `rest` split at commas, which may end a word (`Feed,`), start one or stand alone.
  private static func commaSeparated(_ rest: [Token]) -> [[Token]] {
    var groups: [[Token]] = [[]]
    for token in rest {
      var column = token.position.column
      for (index, piece) in token.text.split(separator: ",", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { groups.append([]) }
        if !piece.isEmpty {
          groups[groups.count - 1].append(
            Token(
              text: String(piece),
              position: SourcePosition(line: token.position.line, column: column)))
        }
        column += piece.count + 1
      }
    }
    return groups
  }

  /// One view: `SCREEN [REASON [by DETAIL]] [after PREVIOUS [DURATION]]`.
  private func view(_ screenToken: Token, _ words: [Token]) throws(ScenarioError) -> ViewSpec {
    let usage = "a view reads SCREEN [REASON [by DETAIL]] [after PREVIOUS [DURATION]]"
    var spec = ViewSpec(try viewedScreen(screenToken))
    var rest = words[...]
    if let word = rest.first, word.text != "after" {
      let gains = FocusReason.allCases.filter(\.isGain)
      if kinds[word.text] != nil {
        throw ScenarioError(
          position: word.position, message: "`\(word.text)` follows a view's screen",
          hint: "separate views with commas: `expect views \(screenToken.text), \(word.text)`")
      }
      guard let reason = gains.first(where: { "\($0)" == word.text }) else {
        throw .unknown(
          "view reason", word, in: gains.map { "\($0)" } + ["after"],
          otherwise: "\(usage); reasons are \(gains.map { "\($0)" }.joined(separator: ", "))")
      }
      spec.reason = reason
      rest = rest.dropFirst()
      if let by = rest.first, by.text == "by" {
        guard reason == .revealed, let detailToken = rest.dropFirst().first else {
          throw ScenarioError(
            position: by.position, message: "`by` says how a `revealed` screen was revealed",
            hint: "such as `Feed revealed by pop`; details are "
              + RevealDetail.allCases.map { "\($0)" }.joined(separator: ", "))
        }
        guard let detail = RevealDetail.allCases.first(where: { "\($0)" == detailToken.text })
        else {
          throw .unknown("reveal detail", detailToken, in: RevealDetail.allCases.map { "\($0)" })
        }
        spec.revealedBy = detail
        rest = rest.dropFirst(2)
      }
    }
    if let after = rest.first {
      guard after.text == "after" else {
        throw ScenarioError(
          position: after.position, message: "unexpected `\(after.text)` in a view", hint: usage)
      }
      guard let previous = rest.dropFirst().first else {
        throw ScenarioError(
          position: after.position, message: "`after` needs the screen that held focus before",
          hint: usage)
      }
      spec.previousScreen = try viewedScreen(previous)
      rest = rest.dropFirst(2)
      if let duration = rest.first {
        spec.previousDuration = try self.duration(duration)
        rest = rest.dropFirst()
      }
    }
    if let extra = rest.first {
      throw ScenarioError(
        position: extra.position,
        message: "unexpected `\(extra.text)` after a view; separate views with commas",
        hint: usage)
    }
    return spec
  }

  /// A declared screen that can be viewed: never a navigation or tab controller.
  private func viewedScreen(_ token: Token) throws(ScenarioError) -> String {
    let screen = try name(token)
    if let kind = kinds[screen], kind == .navigation || kind == .tabs {
      throw ScenarioError(
        position: token.position,
        message: "`\(screen)` is \(kind.withArticle), which never gets a view",
        hint: "a container's view is its content's: expect the screen it shows")
    }
    return screen
  }
}
