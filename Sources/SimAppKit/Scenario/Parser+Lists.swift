/// The pieces of the list steps (see ScenarioCommand+Lists) and of the list expectations (see
/// ``ExpectationForm``): layers, lists, row indices.
extension Parser {
  /// `layer LIST LAYER insert ID after|at N`, `remove ID ...`, `reload ID ...`, `detach`,
  /// `reattach`.
  func layerStep(_ command: Token, list: String, _ rest: [Token])
    throws(ScenarioError) -> ListStep
  {
    let usage =
      "usage: layer LIST LAYER insert ID after|at N | remove ID ... | reload ID ... | detach | reattach"
    guard rest.count >= 2 else {
      throw ScenarioError(
        position: rest.first?.position ?? command.position,
        message: "`layer` needs a layer name and what to do", hint: usage)
    }
    let layer = rest[0].text
    let verb = rest[1]
    let arguments = Array(rest.dropFirst(2))
    switch verb.text {
    case "insert":
      guard arguments.count == 3, ["after", "at"].contains(arguments[1].text) else {
        throw ScenarioError(
          position: arguments.count >= 2 ? arguments[1].position : verb.position,
          message: "`layer ... insert` takes an identifier, `after` or `at`, and a number",
          hint: usage)
      }
      let value = try index(arguments[2])
      return .layerInsert(
        list: list, layer: layer, id: arguments[0].text,
        position: arguments[1].text == "after" ? .after(value) : .at(value))
    case "remove", "reload":
      guard !arguments.isEmpty else {
        throw ScenarioError(
          position: verb.position, message: "`layer ... \(verb.text)` needs identifiers",
          hint: usage)
      }
      let ids = arguments.map(\.text)
      return verb.text == "remove"
        ? .layerRemove(list: list, layer: layer, ids: ids)
        : .layerReload(list: list, layer: layer, ids: ids)
    case "detach", "reattach":
      guard arguments.isEmpty else {
        throw ScenarioError(
          position: arguments[0].position, message: "unexpected argument `\(arguments[0].text)`",
          hint: usage)
      }
      return verb.text == "detach"
        ? .layerDetach(list: list, layer: layer) : .layerReattach(list: list, layer: layer)
    default:
      throw .unknown("layer operation", verb, in: Self.layerVerbs, otherwise: usage)
    }
  }

  /// What `layer LIST LAYER` does next.
  private static let layerVerbs = ["insert", "remove", "reload", "detach", "reattach"]

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

  /// Row indices, each as ``index(_:)`` reads it.
  func indices(_ tokens: [Token]) throws(ScenarioError) -> [Int] {
    try tokens.map { token throws(ScenarioError) in try index(token) }
  }

  /// Checks that `rest` has `count` arguments with `keyword` at `index` (`insert L X at 2`).
  func expectKeyword(
    _ keyword: String, in rest: [Token], at index: Int, _ command: Token, count: Int
  ) throws(ScenarioError) {
    let usage = ScenarioCommand.named[command.text]?.usage ?? command.text
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
