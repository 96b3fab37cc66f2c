/// The pieces of the list steps (see ScenarioCommand+Lists) and of the list expectations (see
/// ``ExpectationForm``): layers, lists, row indices.
extension Parser {
  /// A declared list's name.
  func list(_ token: Token) throws(ScenarioError) -> String {
    let name = try name(token)
    guard lists.contains(name) else {
      throw ScenarioError(
        position: token.position, message: "`\(name)` is not a list",
        hint: lists.isEmpty
          ? "declare one with `list NAME [ROW ...]`"
          : "lists are: \(lists.sorted().joined(separator: ", "))")
    }
    return name
  }

  /// A row index: a whole number, 0 or more.
  func index(_ token: Token) throws(ScenarioError) -> Int {
    guard let value = Int(token.text), value >= 0 else {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is not a row index",
        hint: "row indices are whole numbers from 0")
    }
    return value
  }

  /// The section a placeholder watches: an index (`1`) or a quoted identifier (`"saved"`).
  func placeholderSection(_ token: Token) throws(ScenarioError) -> PlaceholderSection {
    let text = token.text
    if text.count > 2 && text.hasPrefix("\"") && text.hasSuffix("\"") {
      return .identifier(String(text.dropFirst().dropLast()))
    }
    guard let value = Int(text), value >= 0 else {
      throw ScenarioError(
        position: token.position, message: "`\(text)` is not a section",
        hint: "a section is an index from 0 or a quoted identifier, such as \"saved\"")
    }
    return .index(value)
  }

  /// Row indices, each as ``index(_:)`` reads it.
  func indices(_ tokens: [Token]) throws(ScenarioError) -> [Int] {
    try tokens.map { token throws(ScenarioError) in try index(token) }
  }

  /// Checks that `rest` has `count` arguments with `keyword` at `index` (`insert L X at 2`).
  func expectKeyword(
    _ keyword: String, in rest: [Token], at index: Int, _ command: Token, count: Int
  ) throws(ScenarioError) {
    guard rest.count == count else {
      throw ScenarioError(
        position: rest.count > count ? rest[count].position : command.position,
        message: "`\(command.text)` takes \(count + 1) arguments, got \(rest.count + 1)",
        hint: usageLine(command))
    }
    guard rest[index].text == keyword else {
      throw ScenarioError(
        position: rest[index].position,
        message: "expected `\(keyword)`, found `\(rest[index].text)`", hint: usageLine(command))
    }
  }
}
