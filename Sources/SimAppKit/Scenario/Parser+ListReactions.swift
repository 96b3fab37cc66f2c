/// `on LIST CALLBACK: STEP`, a reaction to a callback of a list's own work (see
/// ``ListCallback``).
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
}
