/// The step that frees a list with what it has attached, and the fuzzer's moves for reactions
/// from list callbacks (written on the `on` row).
extension ScenarioCommand {
  static let listPathSteps: [ScenarioCommand] = [
    names(
      "replaceList", "LIST",
      "frees an off-screen, free list with its layers and placeholder, and makes a new one of the same name and rows at once",
      order: 37, write: { "replaceList \($0.list())" }, make: { names, _ in .replaceList(names[0]) }
    )
  ]

  /// `on LIST CALLBACK: STEP`, blind: a list step (mostly on the same list, so it is queued
  /// behind the list's work), or a call into the second window, the free stack or the first
  /// window's tree.
  static let listReactionMoves: [FuzzMove] = [
    FuzzMove(35, weight: 6, isReaction: true) { generator in
      let list = generator.list()
      let callback = generator.listCallback()
      let inner = generator.listStep(on: generator.chance(80) ? list : nil)
      return "on \(list) \(callback): \(inner)"
    },
    FuzzMove(36, weight: 3, isReaction: true) { generator in
      let list = generator.list()
      let callback = generator.listCallback()
      let inner =
        generator.chance(50)
        ? generator.crossTreeStep() : generator.step(allowingReaction: false)
      return "on \(list) \(callback): \(inner)"
    },
  ]
}
