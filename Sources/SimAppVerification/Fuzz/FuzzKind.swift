import SimAppKit

/// The kinds the fuzz summary counts beyond a statement's first word, so that a run shows which
/// paths of lists it reached.
enum FuzzKind {
  /// The steps on lists, by name: a reaction from a list callback whose step is one of these
  /// is counted by its callback.
  static let listCommands: Set<Substring> = [
    "reload", "insert", "delete", "move", "tap", "scroll", "badBatch", "layer", "empty",
    "replaceList",
  ]

  /// The kind of `line`, whose first word is `first`; told apart further (its words split) only
  /// when that is `on`, `layer`, `badBatch`, `empty` or `prefetch`:
  /// - `on.CALLBACK` (`on.willDisplay`...) for a reaction from a list callback that makes a
  ///   list request; `on.list.window` when it calls into the second window (`R1`), and
  ///   `on.list.navigation` for any other call;
  /// - `layer.reattach`, and `badBatch.layer` for a refused batch carrying a layer's change;
  /// - `empty.section.index` and `empty.section.identifier` for a section's placeholder given a
  ///   title, `empty.section.off` and `empty.section.tap` for one turned off or tapped, and
  ///   `prefetch.source` for a change of the prefetch data source;
  /// - else `first`.
  static func detail(of line: String, first: Substring) -> String {
    guard ["on", "layer", "badBatch", "empty", "prefetch"].contains(first) else {
      return String(first)
    }
    let words = line.split(separator: " ", maxSplits: 4)
    switch first {
    case "on":
      guard words.count >= 4, words[2].hasSuffix(":"),
        let callback = ListCallback(rawValue: String(words[2].dropLast()))
      else { return "on" }
      if listCommands.contains(words[3]) { return "on.\(callback.rawValue)" }
      return line.hasSuffix(" R1") ? "on.list.window" : "on.list.navigation"
    case "layer" where words.count >= 4 && words[3] == "reattach":
      return "layer.reattach"
    case "badBatch" where words.count > 2:
      return "badBatch.layer"
    case "empty"
    where words.count == 5 && words[2] == "section" && ["off", "tap"].contains(words[4]):
      return "empty.section.\(words[4])"
    case "empty" where words.count > 3 && words[2] == "section":
      return words[3].hasPrefix("\"") ? "empty.section.identifier" : "empty.section.index"
    case "prefetch" where words.count > 2 && words[2] == "source":
      return "prefetch.source"
    default:
      return String(first)
    }
  }
}
