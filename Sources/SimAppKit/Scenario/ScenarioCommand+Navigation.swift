import Lifecycle

/// The steps on windows, stacks, presentations, tabs, children and gestures.
extension ScenarioCommand {
  static let navigationSteps: [ScenarioCommand] = [
    ScenarioCommand(
      "show", "[WINDOW]", "shows a window (the first declared by default)",
      fuzz: [FuzzMove(14, weight: 1) { _ in "show" }],
      form: .step { parser, arguments throws(ScenarioError) in
        guard let token = arguments.positional.first else { return .show }
        return .showWindow(try parser.window(token))
      }),
    ScenarioCommand(
      "hide", "[WINDOW]", "hides a window (the first declared by default)",
      fuzz: [FuzzMove(15, weight: 1) { _ in "hide" }],
      form: .step { parser, arguments throws(ScenarioError) in
        guard let token = arguments.positional.first else { return .hide }
        return .hideWindow(try parser.window(token))
      }),
    ScenarioCommand(
      "setRoot", "NAME [WINDOW]", "replaces the root of a window (the first by default)",
      fuzz: [FuzzMove(16, weight: 1) { generator in "setRoot \(generator.controller())" }],
      form: .step { parser, arguments throws(ScenarioError) in
        let root = try parser.name(arguments[0])
        guard arguments.positional.count == 2 else { return .setRoot(root) }
        return .setWindowRoot(window: try parser.window(arguments[1]), root: root)
      }),
    ScenarioCommand(
      "release", "WINDOW", "drops the scenario's reference to a window",
      // The first window stays: releasing it would leave most later steps nothing to act on.
      fuzz: [FuzzMove(32, weight: 1) { _ in "release R1" }],
      form: .step { parser, arguments throws(ScenarioError) in
        .releaseWindow(try parser.window(arguments[0]))
      }),
    ScenarioCommand(
      "begin", "SCREEN appearing|disappearing", "begins an appearance transition by hand",
      fuzz: [
        FuzzMove(26, weight: 2) { generator in
          "begin \(generator.controller()) \(generator.chance(50) ? "appearing" : "disappearing")"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
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
      }),
    ScenarioCommand(
      "end", "SCREEN", "ends an appearance transition by hand",
      fuzz: [FuzzMove(27, weight: 2) { generator in "end \(generator.controller())" }],
      form: .step { parser, arguments throws(ScenarioError) in
        .end(screen: try parser.name(arguments[0]))
      }),
    ScenarioCommand(
      "push", "NAVIGATION SCREEN [animated=BOOL]", "pushes a screen",
      fuzz: [
        FuzzMove(1, weight: 12) { generator in
          "push \(generator.navigation()) \(generator.target())\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .push(
          navigation: try parser.name(arguments[0], kind: .navigation),
          screen: try parser.name(arguments[1]), animated: arguments.animated)
      }),
    ScenarioCommand(
      "pop", "NAVIGATION [animated=BOOL]", "pops the top screen",
      fuzz: [
        FuzzMove(2, weight: 8) { generator in
          "pop \(generator.navigation())\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .pop(
          navigation: try parser.name(arguments[0], kind: .navigation),
          animated: arguments.animated)
      }),
    ScenarioCommand(
      "popToRoot", "NAVIGATION [animated=BOOL]", "pops to the root",
      fuzz: [
        FuzzMove(3, weight: 3) { generator in
          "popToRoot \(generator.navigation())\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .popToRoot(
          navigation: try parser.name(arguments[0], kind: .navigation),
          animated: arguments.animated)
      }),
    ScenarioCommand(
      "popTo", "NAVIGATION SCREEN [animated=BOOL]", "pops to a screen of the stack",
      fuzz: [
        FuzzMove(4, weight: 2) { generator in
          "popTo \(generator.navigation()) \(generator.controller())\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .popTo(
          navigation: try parser.name(arguments[0], kind: .navigation),
          screen: try parser.name(arguments[1]), animated: arguments.animated)
      }),
    ScenarioCommand(
      "setViewControllers", "NAVIGATION SCREEN [SCREEN ...] [animated=BOOL]",
      "replaces the whole stack",
      fuzz: [
        FuzzMove(5, weight: 3) { generator in
          let count = Int(generator.random.next() % 3) + 1
          let stack = (0..<count).map { _ in generator.target() }.joined(separator: " ")
          return "setViewControllers \(generator.navigation()) \(stack)\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        var screens: [String] = []
        for token in arguments.positional.dropFirst() { screens.append(try parser.name(token)) }
        return .setViewControllers(
          navigation: try parser.name(arguments[0], kind: .navigation), screens: screens,
          animated: arguments.animated)
      }),
    ScenarioCommand(
      "present", "PRESENTER SCREEN [style=fullScreen|sheet] [animated=BOOL]",
      "presents a screen over another",
      fuzz: [
        FuzzMove(6, weight: 8) { generator in
          let style = generator.chance(40) ? " style=sheet" : ""
          return
            "present \(generator.controller()) \(generator.target())\(style)\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        let style: PresentationStyle
        switch arguments.options.values["style"] {
        case nil, ("fullScreen", _)?: style = .fullScreen
        case ("sheet", _)?: style = .sheet
        case (let other, let token)?:
          throw ScenarioError(
            position: token.position, message: "unknown style `\(other)`",
            hint: "use style=fullScreen or style=sheet")
        }
        return .present(
          presenter: try parser.name(arguments[0]), screen: try parser.name(arguments[1]),
          style: style, animated: arguments.animated)
      }),
    ScenarioCommand(
      "dismiss", "SCREEN [animated=BOOL]",
      "dismisses a presented screen (or what a screen presents)",
      fuzz: [
        FuzzMove(7, weight: 6) { generator in
          "dismiss \(generator.controller())\(generator.animated())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .dismiss(screen: try parser.name(arguments[0]), animated: arguments.animated)
      }),
    ScenarioCommand(
      "select", "TABS INDEX", "selects a tab, numbered from 0",
      fuzz: [
        FuzzMove(8, weight: 5) { generator in "select T \(Int(generator.random.next() % 5) - 1)" }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        guard let index = Int(arguments[1].text) else {
          throw ScenarioError(
            position: arguments[1].position, message: "`\(arguments[1].text)` is not a tab index",
            hint: "tabs are numbered from 0")
        }
        return .select(tabs: try parser.name(arguments[0], kind: .tabs), index: index)
      }),
    ScenarioCommand(
      "addChild", "PARENT CHILD", "adds a child to a screen",
      fuzz: [
        FuzzMove(9, weight: 4) { generator in
          "addChild \(generator.controller()) \(generator.target())"
        }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .addChild(parent: try parser.name(arguments[0]), child: try parser.name(arguments[1]))
      }),
    ScenarioCommand(
      "removeFromParent", "CHILD", "removes a child from its parent",
      fuzz: [
        FuzzMove(10, weight: 3) { generator in "removeFromParent \(generator.controller())" }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .removeFromParent(try parser.name(arguments[0]))
      }),
    gesture(
      "beginInteractivePop", "begins an interactive pop", order: 11, Step.beginInteractivePop),
    gesture(
      "finishInteractivePop", "finishes the interactive pop", order: 12, Step.finishInteractivePop),
    gesture(
      "cancelInteractivePop", "cancels the interactive pop", order: 13, Step.cancelInteractivePop),
    ScenarioCommand(
      "dropInteractivePop", "NAVIGATION", "lets the interactive pop go unended",
      fuzz: [
        FuzzMove(28, weight: 1) { generator in "dropInteractivePop \(generator.navigation())" }
      ],
      form: .step { parser, arguments throws(ScenarioError) in
        .dropInteractivePop(try parser.name(arguments[0], kind: .navigation))
      }),
  ]

  /// A step on the interactive pop of a navigation controller.
  private static func gesture(
    _ name: String, _ abstract: String, order: Int,
    _ step: @escaping @Sendable (String) -> Step
  ) -> ScenarioCommand {
    ScenarioCommand(
      name, "NAVIGATION", abstract,
      fuzz: [FuzzMove(order, weight: 3) { generator in "\(name) \(generator.navigation())" }],
      form: .step { parser, arguments throws(ScenarioError) in
        step(try parser.name(arguments[0], kind: .navigation))
      })
  }
}
