/// The words of `expect focus`.
extension Parser {
  /// The screens of `expect focus SCREEN [SCREEN ...] | none` (`kind` is the `focus` token):
  /// declared screens, each once, none of them a navigation or tab controller (a container
  /// never has focus); `none` alone, unless a screen is declared with that name, is no screen.
  func focusedScreens(_ kind: Token, _ rest: [Token]) throws(ScenarioError) -> [String] {
    let usage = "usage: expect focus SCREEN [SCREEN ...] | none"
    guard let first = rest.first else {
      throw ScenarioError(
        position: kind.position, message: "`expect focus` needs the focused screens, or none",
        hint: "write `expect focus none` when no screen should have focus; \(usage)")
    }
    if first.text == "none" && kinds["none"] == nil {
      guard rest.count == 1 else {
        throw ScenarioError(
          position: rest[1].position, message: "`expect focus none` takes no screen after none",
          hint: usage)
      }
      return []
    }
    var screens: [String] = []
    for token in rest {
      let screen = try name(token)
      if let kind = kinds[screen], kind == .navigation || kind == .tabs {
        throw ScenarioError(
          position: token.position,
          message: "`\(screen)` is \(kind.withArticle), which never has focus",
          hint: "a container's focus is its content: expect the screen it shows")
      }
      guard !screens.contains(screen) else {
        throw ScenarioError(
          position: token.position, message: "`\(screen)` is named twice",
          hint: "list each focused screen once")
      }
      screens.append(screen)
    }
    return screens
  }
}
