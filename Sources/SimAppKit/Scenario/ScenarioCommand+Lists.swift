/// The steps on declared lists: rows in batches, taps, the viewport, insertion layers and the
/// empty-state placeholder.
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
      switch rest.count {
      case 0: return .badBatch(list: list)
      case 2 where rest[1].text == "detach":
        return .badLayerBatch(list: list, layer: rest[0].text, change: .detach)
      case 3 where rest[1].text == "insert":
        return .badLayerBatch(list: list, layer: rest[0].text, change: .insert(rest[2].text))
      default:
        throw ScenarioError(
          position: rest.count >= 2 ? rest[1].position : rest[0].position,
          message: "`badBatch` takes a list, then optionally a layer and `insert ID` or `detach`",
          hint: parser.usageLine(arguments.command))
      }
    },
    list(
      "layer",
      "LIST LAYER insert ID after|at N | remove ID ... | reload ID ... | detach | reattach",
      "acts on an insertion layer of the list, made and attached at its first use"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      let usage = parser.usageLine(arguments.command)
      guard rest.count >= 2 else {
        throw ScenarioError(
          position: rest.first?.position ?? arguments.command.position,
          message: "`layer` needs a layer name and what to do", hint: usage)
      }
      let (layer, verb, words) = (rest[0].text, rest[1], Array(rest.dropFirst(2)))
      switch verb.text {
      case "insert":
        guard words.count == 3, ["after", "at"].contains(words[1].text) else {
          throw ScenarioError(
            position: words.count >= 2 ? words[1].position : verb.position,
            message: "`layer ... insert` takes an identifier, `after` or `at`, and a number",
            hint: usage)
        }
        let value = try parser.index(words[2])
        return .layerInsert(
          list: list, layer: layer, id: words[0].text,
          position: words[1].text == "after" ? .after(value) : .at(value))
      case "remove", "reload":
        guard !words.isEmpty else {
          throw ScenarioError(
            position: verb.position, message: "`layer ... \(verb.text)` needs identifiers",
            hint: usage)
        }
        let ids = words.map(\.text)
        return verb.text == "remove"
          ? .layerRemove(list: list, layer: layer, ids: ids)
          : .layerReload(list: list, layer: layer, ids: ids)
      case "detach", "reattach":
        guard words.isEmpty else {
          throw ScenarioError(
            position: words[0].position, message: "unexpected argument `\(words[0].text)`",
            hint: usage)
        }
        return verb.text == "detach"
          ? .layerDetach(list: list, layer: layer) : .layerReattach(list: list, layer: layer)
      default:
        let verbs = ["insert", "remove", "reload", "detach", "reattach"]
        throw .unknown("layer operation", verb, in: verbs, otherwise: usage)
      }
    },
    list(
      "empty",
      "LIST TITLE ... | empty LIST off | empty LIST tap | empty LIST section INDEX|\"ID\" TITLE ... | empty LIST section INDEX|\"ID\" off|tap",
      "attaches the list's empty-state placeholder with a title (or turns it on again), turns it off, or taps it; or the same for one section's placeholder"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      guard let first = rest.first else {
        throw ScenarioError(
          position: arguments.command.position, message: "`empty` needs a title, `off` or `tap`",
          hint: parser.usageLine(arguments.command))
      }
      if first.text == "section" && rest.count > 1 {
        guard rest.count > 2 else {
          throw ScenarioError(
            position: rest[1].position,
            message: "`empty \(list) section` needs a title, `off` or `tap`",
            hint: parser.usageLine(arguments.command))
        }
        let section = try parser.placeholderSection(rest[1])
        if rest.count == 3 && rest[2].text == "off" {
          return .emptySectionOff(list: list, section: section)
        }
        if rest.count == 3 && rest[2].text == "tap" {
          return .emptySectionTap(list: list, section: section)
        }
        return .emptySection(
          list: list, section: section, title: rest[2...].map(\.text).joined(separator: " "))
      }
      if rest.count == 1 && first.text == "off" { return .emptyOff(list: list) }
      if rest.count == 1 && first.text == "tap" { return .emptyTap(list: list) }
      return .empty(list: list, title: rest.map(\.text).joined(separator: " "))
    },
    list(
      "apply", "LIST [ID:] ROW ... [| [ID:] ROW ...] [reload ROW ...] [reconfigure ROW ...]",
      "applies a snapshot of the list's rows (sections with identifiers, item updates), its completion a note"
    ) { parser, arguments, list, rest throws(ScenarioError) in
      let usage = parser.usageLine(arguments.command)
      var sectionTokens = rest
      var updates: [String: [String]] = [:]
      if let first = rest.firstIndex(where: { ["reload", "reconfigure"].contains($0.text) }) {
        sectionTokens = Array(rest[..<first])
        var keyword = rest[first]
        for token in rest[first...] {
          if ["reload", "reconfigure"].contains(token.text) {
            guard updates[token.text] == nil else {
              throw ScenarioError(
                position: token.position, message: "`\(token.text)` appears twice", hint: usage)
            }
            if updates[keyword.text]?.isEmpty == true { throw .noRows(after: keyword, usage) }
            keyword = token
            updates[token.text] = []
          } else {
            guard !token.text.hasSuffix(":"), token.text != "|" else {
              throw ScenarioError(
                position: token.position,
                message: "sections come before `reload` and `reconfigure`", hint: usage)
            }
            updates[keyword.text, default: []].append(token.text)
          }
        }
        if updates[keyword.text]?.isEmpty == true { throw .noRows(after: keyword, usage) }
      }
      return .apply(
        list: list,
        snapshot: SnapshotSpec(
          try parser.sections(sectionTokens, arguments.command), reloaded: updates["reload"] ?? [],
          reconfigured: updates["reconfigure"] ?? []))
    },
    list(
      "prefetch", "LIST DISTANCE | prefetch LIST source main|other|none",
      "sets the list's prefetch distance (0: off), or its prefetch data source"
    ) {
      _, arguments, list, rest throws(ScenarioError) in
      let usage = "usage: prefetch LIST DISTANCE | prefetch LIST source main|other|none"
      if rest.first?.text == "source" {
        guard rest.count == 2, let source = PrefetchSourceName(rawValue: rest[1].text) else {
          throw ScenarioError(
            position: rest.count > 1 ? rest[1].position : rest[0].position,
            message: "`prefetch \(list) source` takes main, other or none", hint: usage)
        }
        return .prefetchSource(list: list, source: source)
      }
      guard rest.count == 1, let distance = Int(rest[0].text), distance >= 0 else {
        throw ScenarioError(
          position: rest.first?.position ?? arguments.command.position,
          message: "`prefetch` takes a list and a distance, a whole number from 0", hint: usage)
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
