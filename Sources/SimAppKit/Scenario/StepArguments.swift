/// The arguments of a step's line, as the parser split them: the words, then the `key=value`
/// options, checked against the command's usage unless the command checks them itself (see
/// ``ScenarioCommand/ArgumentCheck``).
package struct StepArguments {
  /// The command's word.
  package let command: Token
  /// Every argument, as written.
  package let all: [Token]
  /// The words before the options.
  package let positional: [Token]
  /// The options.
  package let options: Options
  /// `animated=`, true unless given false.
  package let animated: Bool

  /// Positional word `index`; the parser checked that the command's usage has it.
  package subscript(index: Int) -> Token { positional[index] }
}

/// The `key=value` options of one step, each given at most once.
package struct Options {
  /// The value of each key given, with the token that gave it.
  package var values: [String: (String, Token)] = [:]

  /// Checks that every key given is one of the option keys of `known`, the step's command.
  ///
  /// - Throws: ``ScenarioError`` at the token of the first other key on the line (the same
  ///   one every run, whatever order the keys hash in).
  package func allow(_ known: ScenarioCommand) throws(ScenarioError) {
    var first: (key: String, token: Token)?
    for (key, (_, token)) in values where !known.optionKeys.contains(key) {
      if first.map({ token.position.column < $0.token.position.column }) ?? true {
        first = (key, token)
      }
    }
    if let (key, token) = first {
      throw ScenarioError(
        position: token.position, message: "`\(known.name)` has no option `\(key)`",
        hint: "usage: \(known.usage)")
    }
  }

  /// The value of `key`, `true` or `false`; `defaultValue` when it is not given.
  ///
  /// - Throws: ``ScenarioError`` when the value is another word.
  package func bool(_ key: String, default defaultValue: Bool) throws(ScenarioError) -> Bool {
    guard let (value, token) = values[key] else { return defaultValue }
    switch value {
    case "true": return true
    case "false": return false
    default:
      throw ScenarioError(
        position: token.position, message: "`\(key)` must be true or false, not `\(value)`",
        hint: "write `\(key)=true` or `\(key)=false`; without it, \(key) is \(defaultValue)")
    }
  }
}
