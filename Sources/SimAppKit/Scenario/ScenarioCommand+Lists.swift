/// The steps on declared lists: rows in batches, taps, the viewport, insertion layers and the
/// empty-state placeholder. The fuzzer writes them all through the `list` declaration's move.
extension ScenarioCommand {
  static let listSteps: [ScenarioCommand] = [
    list("reload", "LIST [ROW ...]", "replaces the rows if some are given, then reloadData") {
      _, _, list, rest throws(ScenarioError) in
      .reload(list: list, rows: rest.isEmpty ? nil : rest.map(\.text))
    },
    list("insert", "LIST ROW at INDEX", "inserts a row, in a batch") {
      parser, arguments, list, rest throws(ScenarioError) in
      try parser.expectKeyword("at", in: rest, at: 1, arguments.command, count: 3)
      return .insert(list: list, row: rest[0].text, index: try parser.index(rest[2]))
    },
    list("delete", "LIST INDEX", "deletes a row, in a batch") {
      parser, arguments, list, rest throws(ScenarioError) in
      try parser.arity(arguments.command, arguments.positional)
      return .delete(list: list, index: try parser.index(rest[0]))
    },
    list("move", "LIST INDEX to INDEX", "moves a row, in a batch") {
      parser, arguments, list, rest throws(ScenarioError) in
      try parser.expectKeyword("to", in: rest, at: 1, arguments.command, count: 3)
      return .move(list: list, from: try parser.index(rest[0]), to: try parser.index(rest[2]))
    },
    list("tap", "LIST INDEX", "taps a display row") {
      parser, arguments, list, rest throws(ScenarioError) in
      try parser.arity(arguments.command, arguments.positional)
      return .tap(list: list, index: try parser.index(rest[0]))
    },
    list("scroll", "LIST FIRST [COUNT]", "sets the viewport: first row, row count (all rows)") {
      parser, arguments, list, rest throws(ScenarioError) in
      try parser.arity(arguments.command, arguments.positional)
      return .scroll(
        list: list, firstRow: try parser.index(rest[0]),
        rowCount: try rest.count == 2 ? parser.index(rest[1]) : nil)
    },
    list(
      "badBatch", "LIST [LAYER insert ID | LAYER detach]",
      "a batch with a row it does not declare (and the layer's change), which the list refuses"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      try parser.badBatchStep(arguments.command, list: list, rest)
    },
    list(
      "layer",
      "LIST LAYER insert ID after|at N | remove ID ... | reload ID ... | detach | reattach",
      "acts on an insertion layer of the list, made and attached at its first use"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      try parser.layerStep(arguments.command, list: list, rest)
    },
    list(
      "empty", "LIST TITLE ... | empty LIST off | empty LIST tap",
      "attaches the list's empty-state placeholder with a title, turns it off, or taps it"
    ) { _, arguments, list, rest throws(ScenarioError) in
      guard let first = rest.first else {
        throw ScenarioError(
          position: arguments.command.position, message: "`empty` needs a title, `off` or `tap`",
          hint: "usage: empty LIST TITLE ... | empty LIST off | empty LIST tap")
      }
      if rest.count == 1 && first.text == "off" { return .emptyOff(list: list) }
      if rest.count == 1 && first.text == "tap" { return .emptyTap(list: list) }
      return .empty(list: list, title: rest.map(\.text).joined(separator: " "))
    },
    list(
      "apply", "LIST [ID:] ROW ... [| [ID:] ROW ...] [reload ROW ...] [reconfigure ROW ...]",
      "applies a snapshot of the list's rows (sections with identifiers, item updates), its completion a note"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      try parser.snapshotStep(arguments.command, list: list, rest)
    },
    list("prefetch", "LIST DISTANCE", "sets the list's prefetch distance (0: off)") {
      _, arguments, list, rest throws(ScenarioError) in
      guard rest.count == 1, let distance = Int(rest[0].text), distance >= 0 else {
        throw ScenarioError(
          position: rest.first?.position ?? arguments.command.position,
          message: "`prefetch` takes a list and a distance, a whole number from 0",
          hint: "usage: prefetch LIST DISTANCE")
      }
      return .prefetch(list: list, distance: distance)
    },
  ]

  /// A step on a list: `parse` gets the declared list its first word names and the words after.
  private static func list(
    _ name: String, _ arguments: String, _ abstract: String,
    _ parse:
      @escaping @Sendable (Parser, StepArguments, _ list: String, _ rest: [Token])
      throws(ScenarioError) -> ListStep
  ) -> ScenarioCommand {
    ScenarioCommand(
      name, arguments, abstract, check: .optionsOnly,
      form: .step { parser, arguments throws(ScenarioError) in
        try parser.arity(arguments.command, arguments.positional, atLeast: 1)
        let list = try parser.list(arguments[0])
        return .list(try parse(parser, arguments, list, Array(arguments.positional.dropFirst())))
      })
  }
}
