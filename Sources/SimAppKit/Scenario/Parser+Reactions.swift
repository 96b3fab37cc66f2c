import Lifecycle

/// `on SCREEN EVENT: STEP`, `hook SCREEN EVENT: STEP`, and `on LIST CALLBACK: STEP`, a
/// reaction to a callback of a list's own work (see ``ListCallback``).
extension Parser {
  /// The screen, event and step of a reaction; `arguments.all` are its words as written.
  func reaction(_ arguments: StepArguments) throws(ScenarioError)
    -> (screen: String, event: LifecycleEvent, step: Step)
  {
    let (command, words) = (arguments.command, arguments.all)
    guard words.count >= 3, words[1].text.hasSuffix(":") else {
      throw ScenarioError(
        position: command.position,
        message: "`\(command.text)` needs a screen, an event with a colon, and a step",
        hint:
          "usage: \(command.text) SCREEN EVENT: STEP, such as `\(command.text) Home didAppear: push Nav Detail`"
      )
    }
    let screen = try name(words[0])
    let eventToken = Token(text: String(words[1].text.dropLast()), position: words[1].position)
    let reaction = try reactionStep(words)
    return (screen, try event(eventToken), reaction)
  }

  /// The step a reaction arms, from its third word on (`words` are the reaction's).
  func reactionStep(_ words: [Token]) throws(ScenarioError) -> Step {
    // Checked before the reaction is parsed, so a line of nested reactions costs one step.
    if words[2].text == "on" || words[2].text == "hook" {
      throw ScenarioError(
        position: words[2].position, message: "a reaction cannot arm another reaction",
        hint: "write the second reaction as its own line")
    }
    return try step(words[2], Array(words.dropFirst(3)))
  }

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
