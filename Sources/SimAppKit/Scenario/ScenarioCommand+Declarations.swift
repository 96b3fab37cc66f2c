import Lifecycle

/// The declarations: names, containers, windows, actions, lists and the invariant check.
extension ScenarioCommand {
  static let declarations: [ScenarioCommand] = [
    ScenarioCommand(
      "screen", "NAME [NAME ...]", "declares plain screens",
      form: .declaration { parser, arguments throws(ScenarioError) in
        .screens(try parser.declareAll(arguments, as: .screen))
      }),
    ScenarioCommand(
      "navigation", "NAME ROOT", "declares a navigation controller and the root of its stack",
      form: .declaration { parser, arguments throws(ScenarioError) in
        let root = try parser.take(arguments[1], owner: arguments[0].text)
        try parser.declare(arguments[0], as: .navigation)
        return .navigation(name: arguments[0].text, root: root)
      }),
    ScenarioCommand(
      "tabs", "NAME TAB [TAB ...]", "declares a tab controller and its tabs; the first is selected",
      form: .declaration { parser, arguments throws(ScenarioError) in
        let tabs = try parser.takeAll(arguments.dropFirst(), owner: arguments[0].text)
        try parser.declare(arguments[0], as: .tabs)
        return .tabs(name: arguments[0].text, tabs: tabs)
      }),
    ScenarioCommand(
      "container", "NAME CHILD [CHILD ...]",
      "declares a screen that forwards appearance to its children by hand",
      form: .declaration { parser, arguments throws(ScenarioError) in
        let children = try parser.takeAll(arguments.dropFirst(), owner: arguments[0].text)
        try parser.declare(arguments[0], as: .screen)
        return .container(name: arguments[0].text, children: children)
      }),
    ScenarioCommand(
      "module", "NAME [NAME ...]", "declares screens of a second registry, a feature module's",
      form: .declaration { parser, arguments throws(ScenarioError) in
        parser.hasModule = true
        return .module(try parser.declareAll(arguments, as: .screen))
      }),
    ScenarioCommand(
      "window", "ROOT", "declares a window, named by its root",
      form: .declaration { parser, arguments throws(ScenarioError) in
        let root = try parser.take(arguments[0], owner: "a window")
        parser.windows.append(root)
        return .window(root: root)
      }),
    ScenarioCommand(
      "once", "SCREEN [EVENT]", "attaches a OnceAction for EVENT (didAppear by default)",
      form: .declaration { parser, arguments throws(ScenarioError) in
        let screen = try parser.name(arguments[0])
        let event = arguments.count == 2 ? try parser.event(arguments[1]) : .didAppear
        return .once(screen: screen, event: event)
      }),
    ScenarioCommand(
      "action", "NAME [NAME ...]", "declares actions that check what they hear",
      form: .declaration { parser, arguments throws(ScenarioError) in
        .actions(try parser.declareAll(arguments, as: .action))
      }),
    ScenarioCommand(
      "check", "invariants", "checks every invariant after every step",
      form: .declaration { _, arguments throws(ScenarioError) in
        guard arguments[0].text == "invariants" else {
          throw ScenarioError(
            position: arguments[0].position, message: "unknown check `\(arguments[0].text)`",
            hint: "usage: check invariants")
        }
        return .checkInvariants
      }),
    ScenarioCommand(
      "track", "views",
      "lists each step's screen views (screen, reason, previous screen, duration) in its report",
      form: .declaration { parser, arguments throws(ScenarioError) in
        guard arguments[0].text == "views" else {
          throw .unknown("thing to track", arguments[0], in: ["views"])
        }
        parser.tracksViews = true
        return .trackViews
      }),
    ScenarioCommand(
      "list", "NAME [ROW ...]", "declares a ListController with one section of rows",
      form: .declaration { parser, arguments throws(ScenarioError) in
        try parser.declare(arguments[0], as: .screen)
        parser.lists.insert(arguments[0].text)
        return .list(name: arguments[0].text, rows: arguments.dropFirst().map(\.text))
      }),
  ]
}
