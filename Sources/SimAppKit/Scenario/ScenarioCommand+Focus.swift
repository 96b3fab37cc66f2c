/// The steps on the app's focus: the background, the foreground and the key window.
extension ScenarioCommand {
  static let focusSteps: [ScenarioCommand] = [
    names(
      "makeKey", "[WINDOW]",
      "makes a visible window the key window (the first declared by default); `show` also does",
      make: { names, _ in .makeKey(names.first) }),
    names(
      "background", "", "sends the app to the background: its focused screens lose focus",
      make: { _, _ in .background }),
    names(
      "foreground", "",
      "brings the app back to the foreground: the key window's screens regain focus",
      make: { _, _ in .foreground }),
    step(
      "wait", "DURATION",
      "moves the scenario's clock forward (`2s`, `500ms`): how long screens hold focus, as views say"
    ) { parser, arguments throws(ScenarioError) in
      .wait(try parser.duration(arguments.positional[0]))
    },
  ]
}
