import Lifecycle

/// The steps on windows, stacks, presentations, tabs, children and gestures.
extension ScenarioCommand {
  static let navigationSteps: [ScenarioCommand] = [
    names(
      "show", "[WINDOW]", "shows a window (the first declared by default)",
      make: { names, _ in names.first.map(Step.showWindow) ?? .show }),
    names(
      "hide", "[WINDOW]", "hides a window (the first declared by default)",
      make: { names, _ in names.first.map(Step.hideWindow) ?? .hide }),
    names(
      "setRoot", "NAME [WINDOW]", "replaces the root of a window (the first by default)",
      make: { names, _ in
        names.count == 2 ? .setWindowRoot(window: names[1], root: names[0]) : .setRoot(names[0])
      }),
    // The first window stays: releasing it would leave most later steps nothing to act on.
    names(
      "release", "WINDOW", "drops the scenario's reference to a window",
      make: { names, _ in .releaseWindow(names[0]) }),
    step(
      "begin", "SCREEN appearing|disappearing", "begins an appearance transition by hand"
    ) { parser, arguments throws(ScenarioError) in
      let screen = try parser.name(arguments[0])
      switch arguments[1].text {
      case "appearing": return .begin(screen: screen, appearing: true)
      case "disappearing": return .begin(screen: screen, appearing: false)
      default:
        throw ScenarioError(
          position: arguments[1].position,
          message: "`begin` takes appearing or disappearing, not `\(arguments[1].text)`",
          hint: "usage: begin SCREEN appearing|disappearing")
      }
    },
    names(
      "end", "SCREEN", "ends an appearance transition by hand",
      make: { names, _ in .end(screen: names[0]) }),
    names(
      "push", "NAVIGATION SCREEN [animated=BOOL]", "pushes a screen",
      make: { .push(navigation: $0[0], screen: $0[1], animated: $1.animated) }),
    names(
      "pop", "NAVIGATION [animated=BOOL]", "pops the top screen",
      make: { .pop(navigation: $0[0], animated: $1.animated) }),
    names(
      "popToRoot", "NAVIGATION [animated=BOOL]", "pops to the root",
      make: { .popToRoot(navigation: $0[0], animated: $1.animated) }),
    names(
      "popTo", "NAVIGATION SCREEN [animated=BOOL]", "pops to a screen of the stack",
      make: { .popTo(navigation: $0[0], screen: $0[1], animated: $1.animated) }),
    step(
      "setViewControllers", "NAVIGATION SCREEN [SCREEN ...] [animated=BOOL]",
      "replaces the whole stack"
    ) { parser, arguments throws(ScenarioError) in
      let screens = try arguments.positional.dropFirst().map { token throws(ScenarioError) in
        try parser.name(token)
      }
      return .setViewControllers(
        navigation: try parser.name(arguments[0], kind: .navigation), screens: screens,
        animated: arguments.animated)
    },
    step(
      "present", "PRESENTER SCREEN [style=fullScreen|sheet|UIKIT-STYLE] [animated=BOOL]",
      "presents a screen over another"
    ) { parser, arguments throws(ScenarioError) in
      var style = PresentationStyle.fullScreen
      if let (name, token) = arguments.options.values["style"] {
        guard let named = presentationStyles[name] else {
          throw ScenarioError(
            position: token.position, message: "unknown style `\(name)`",
            hint: Suggestions.closest(to: name, in: presentationStyleNames).map {
              "did you mean `style=\($0)`?"
            } ?? "use style=fullScreen or style=sheet (or a UIKit style name, such as pageSheet)")
        }
        style = named
      }
      return .present(
        presenter: try parser.name(arguments[0]), screen: try parser.name(arguments[1]),
        style: style, animated: arguments.animated)
    },
    names(
      "dismiss", "SCREEN [animated=BOOL]",
      "dismisses a presented screen (or what a screen presents)",
      make: { .dismiss(screen: $0[0], animated: $1.animated) }),
    step("select", "TABS INDEX", "selects a tab, numbered from 0") {
      parser, arguments throws(ScenarioError) in
      guard let index = Int(arguments[1].text) else {
        throw ScenarioError(
          position: arguments[1].position, message: "`\(arguments[1].text)` is not a tab index",
          hint: "tabs are numbered from 0")
      }
      return .select(tabs: try parser.name(arguments[0], kind: .tabs), index: index)
    },
    names(
      "addChild", "PARENT CHILD", "adds a child to a screen",
      make: { names, _ in .addChild(parent: names[0], child: names[1]) }),
    names(
      "removeFromParent", "CHILD", "removes a child from its parent",
      make: { names, _ in .removeFromParent(names[0]) }),
    gesture(
      "beginInteractivePop", "begins an interactive pop", Step.beginInteractivePop),
    gesture(
      "finishInteractivePop", "finishes the interactive pop", Step.finishInteractivePop),
    gesture(
      "cancelInteractivePop", "cancels the interactive pop", Step.cancelInteractivePop),
    gesture(
      "dropInteractivePop", "lets the interactive pop go unended",
      Step.dropInteractivePop),
  ]

  /// A step on the interactive pop of a navigation controller.
  private static func gesture(
    _ name: String, _ abstract: String, _ step: @escaping @Sendable (String) -> Step
  ) -> ScenarioCommand {
    names(
      name, "NAVIGATION", abstract, make: { names, _ in step(names[0]) })
  }
}

/// The presentation styles a scenario may name: the model's two, and UIKit's
/// `UIModalPresentationStyle` names, each as the model has it (the presenter leaves the window
/// under full screen and current context, stays in it under every other style).
private let presentationStyles: [String: PresentationStyle] = [
  "fullScreen": .fullScreen, "sheet": .sheet, "pageSheet": .sheet, "formSheet": .sheet,
  "automatic": .sheet, "overFullScreen": .sheet, "overCurrentContext": .sheet,
  "currentContext": .fullScreen, "custom": .sheet, "popover": .sheet,
]

/// The style names, in a fixed order for suggestions.
private let presentationStyleNames = [
  "fullScreen", "sheet", "pageSheet", "formSheet", "automatic", "overFullScreen",
  "overCurrentContext", "currentContext", "custom", "popover",
]
