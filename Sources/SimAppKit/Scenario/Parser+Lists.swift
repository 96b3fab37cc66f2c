/// `list NAME [ROW ...]`, the list steps (`reload`, `insert`, `delete`, `move`, `tap`,
/// `scroll`, `badBatch`) and `expect display|visible|selection|refused`.
extension Parser {
  /// One list step; `positional` are its arguments.
  func listStep(_ command: Token, _ positional: [Token]) throws(ScenarioError) -> ListStep {
    guard let listToken = positional.first else {
      try arity(command, positional, atLeast: 1)
      preconditionFailure("arity(atLeast: 1) throws for no argument")
    }
    let list = try self.list(listToken)
    let rest = Array(positional.dropFirst())
    switch command.text {
    case "reload":
      return .reload(list: list, rows: rest.isEmpty ? nil : rest.map(\.text))
    case "insert":
      try expectKeyword("at", in: rest, at: 1, command, count: 3)
      return .insert(list: list, row: rest[0].text, index: try index(rest[2]))
    case "delete":
      try arity(command, positional, exactly: 2)
      return .delete(list: list, index: try index(rest[0]))
    case "move":
      try expectKeyword("to", in: rest, at: 1, command, count: 3)
      return .move(list: list, from: try index(rest[0]), to: try index(rest[2]))
    case "tap":
      try arity(command, positional, exactly: 2)
      return .tap(list: list, index: try index(rest[0]))
    case "scroll":
      try arity(command, positional, atLeast: 2, atMost: 3)
      return .scroll(
        list: list, firstRow: try index(rest[0]),
        rowCount: try rest.count == 2 ? index(rest[1]) : nil)
    default:  // "badBatch"
      try arity(command, positional, exactly: 1)
      return .badBatch(list: list)
    }
  }

  /// `expect display|visible|selection LIST ...` or `expect refused`.
  func listExpectation(_ kind: Token, _ rest: [Token], afterStep last: Scenario.Action?)
    throws(ScenarioError) -> Expectation
  {
    if kind.text == "refused" {
      guard rest.isEmpty else {
        throw ScenarioError(
          position: rest[0].position, message: "`expect refused` takes no argument",
          hint: "put it right after the list step that should be refused")
      }
      guard case .step(.list)? = last else {
        throw ScenarioError(
          position: kind.position, message: "`expect refused` must follow a list step",
          hint: "put it right after the list step that should be refused")
      }
      return .refused
    }
    guard let listToken = rest.first else {
      throw ScenarioError(
        position: kind.position, message: "`expect \(kind.text)` needs a list",
        hint: "usage: expect \(kind.text) LIST ...")
    }
    let list = try self.list(listToken)
    let items = Array(rest.dropFirst())
    switch kind.text {
    case "display": return .display(list: list, items.map(\.text))
    case "visible":
      var rows: [Int] = []
      for token in items { rows.append(try index(token)) }
      return .visible(list: list, rows)
    default:  // "selection"
      var rows: [Int] = []
      for token in items { rows.append(try index(token)) }
      return .selection(list: list, rows)
    }
  }

  /// A declared list's name.
  private func list(_ token: Token) throws(ScenarioError) -> String {
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
  private func index(_ token: Token) throws(ScenarioError) -> Int {
    guard let value = Int(token.text), value >= 0 else {
      throw ScenarioError(
        position: token.position, message: "`\(token.text)` is not a row index",
        hint: "row indices are whole numbers from 0")
    }
    return value
  }

  /// Checks that `rest` has `count` arguments with `keyword` at `index` (`insert L X at 2`).
  private func expectKeyword(
    _ keyword: String, in rest: [Token], at index: Int, _ command: Token, count: Int
  ) throws(ScenarioError) {
    let usage = Self.usage.first { $0.command == command.text }?.usage ?? command.text
    guard rest.count == count else {
      throw ScenarioError(
        position: rest.count > count ? rest[count].position : command.position,
        message: "`\(command.text)` takes \(count + 1) arguments, got \(rest.count + 1)",
        hint: "usage: \(usage)")
    }
    guard rest[index].text == keyword else {
      throw ScenarioError(
        position: rest[index].position,
        message: "expected `\(keyword)`, found `\(rest[index].text)`", hint: "usage: \(usage)")
    }
  }
}
