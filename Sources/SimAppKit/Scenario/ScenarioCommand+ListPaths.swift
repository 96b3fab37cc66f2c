/// The step that frees a list with what it has attached.
extension ScenarioCommand {
  static let listPathSteps: [ScenarioCommand] = [
    names(
      "replaceList", "LIST",
      "frees an off-screen, free list with its layers and placeholder, and makes a new one of the same name and rows at once",
      make: { names, _ in .replaceList(names[0]) }
    )
  ]
}
