/// The steps on the app's focus: the background, the foreground and the key window.
extension ScenarioCommand {
  static let focusSteps: [ScenarioCommand] = [
    names(
      "makeKey", "[WINDOW]",
      "makes a visible window the key window (the first declared by default); `show` also does",
      order: 38, weight: 2, write: { "makeKey \($0.pick(from: ScenarioGenerator.windows))" },
      make: { names, _ in .makeKey(names.first) }),
    names(
      "background", "", "sends the app to the background: its focused screens lose focus",
      order: 39, weight: 1, write: { _ in "background" }, make: { _, _ in .background }),
    names(
      "foreground", "",
      "brings the app back to the foreground: the key window's screens regain focus",
      order: 40, weight: 2, write: { _ in "foreground" }, make: { _, _ in .foreground }),
  ]
}
