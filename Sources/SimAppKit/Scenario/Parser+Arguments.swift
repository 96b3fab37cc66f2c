/// The arguments of a line: their count against the command's usage, and `key=value` options.
extension Parser {
  /// `usage: ` and the usage line of `command`, for hints.
  func usageLine(_ command: Token) -> String {
    ScenarioCommand.named[command.text].map { "usage: \($0.usage)" } ?? ""
  }

  /// Checks the count of `arguments` against the usage of `command`.
  func arity(_ command: Token, _ arguments: [Token]) throws(ScenarioError) {
    let count = ScenarioCommand.named[command.text]?.argumentCount ?? (0, .max)
    try arity(command, arguments, atLeast: count.minimum, atMost: count.maximum)
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

  func tooMany(_ command: Token, _ extra: [Token], usage: String?) -> ScenarioError {
    ScenarioError(
      position: extra.first?.position ?? command.position,
      message: "unexpected argument `\(extra.first?.text ?? "")` for `\(command.text)`",
      hint: usage.map { "usage: \($0)" } ?? usageLine(command))
  }

  func split(_ command: Token, _ arguments: [Token]) throws(ScenarioError)
    -> ([Token], Options)
  {
    var positional: [Token] = []
    var options = Options()
    for token in arguments {
      if let equals = Self.firstEquals(in: token.text) {
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

  /// Where the first `=` of `word` is, if it has one. An ASCII word byte by byte: there one
  /// byte is one character, so the place is the same without walking grapheme clusters.
  static func firstEquals(in word: String) -> String.Index? {
    let utf8 = word.utf8
    var found: String.Index?
    for index in utf8.indices {
      let byte = utf8[index]
      if byte >= 0x80 { return word.firstIndex(of: "=") }
      if found == nil && byte == UInt8(ascii: "=") { found = index }
    }
    return found
  }
}
