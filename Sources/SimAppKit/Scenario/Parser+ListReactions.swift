/// `on LIST CALLBACK: STEP`, a reaction to a callback of a list's own work (see
/// ``ListCallback``), and the list steps that act on layers detached or in refused batches.
extension Parser {
  /// The reaction when the second word names a list callback (`on Feed didUpdate: ...`);
  /// `nil` when it names something else (a lifecycle event, parsed by ``reaction(_:)``).
  func listReaction(_ arguments: StepArguments) throws(ScenarioError) -> Step? {
    let words = arguments.all
    guard words.count >= 3, words[1].text.hasSuffix(":"),
      let callback = ListCallback(rawValue: String(words[1].text.dropLast()))
    else { return nil }
    let list = try self.list(words[0])
    return .onList(list: list, callback: callback, step: try reactionStep(words))
  }

  /// `badBatch LIST [LAYER insert ID | LAYER detach]`: a refused batch, with a layer's change.
  func badBatchStep(_ command: Token, list: String, _ rest: [Token])
    throws(ScenarioError) -> ListStep
  {
    let usage = "usage: badBatch LIST [LAYER insert ID | LAYER detach]"
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
        hint: usage)
    }
  }
}
