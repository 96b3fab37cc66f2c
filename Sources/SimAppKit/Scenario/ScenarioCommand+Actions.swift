import Lifecycle

/// The steps on actions (global, per screen, with replay), tasks, and the reactions.
extension ScenarioCommand {
  static let actionSteps: [ScenarioCommand] = [
    registry("register", "registers an action globally") { action, module in
      .register(action: action, module: module)
    },
    registry(
      "registerReplaying", "registers an action globally, replaying to the screens shown"
    ) { action, module in
      .registerReplaying(action: action, module: module)
    },
    registry("unregister", "removes a global action") { action, module in
      .unregister(action: action, module: module)
    },
    onScreen("attach", "registers an action on a screen") {
      .attach(screen: $0, action: $1)
    },
    onScreen(
      "attachReplaying", "registers an action on a screen, replaying its cycle"
    ) { .attachReplaying(screen: $0, action: $1) },
    onScreen("detach", "removes an action from a screen") {
      .detach(screen: $0, action: $1)
    },
    onScreen("disable", "opts a screen out of a global action") {
      .disable(screen: $0, action: $1)
    },
    onScreen("enable", "opts a screen back into a global action") {
      .enable(screen: $0, action: $1)
    },
    step(
      "task", "SCREEN [startingOn=EVENT] [cancellingOn=EVENT]",
      "attaches an AppearanceTaskAction to a screen, with replay",
      parse: { parser, arguments throws(ScenarioError) in try parser.taskStep(arguments) }),
  ]

  static let reactionSteps: [ScenarioCommand] = [
    reaction(
      "on", "SCREEN EVENT: STEP | on LIST CALLBACK: STEP",
      "runs STEP inside the screen's next EVENT callback (or the list's next CALLBACK), once",
      listCallbacks: true
    ) { .on(screen: $0, event: $1, step: $2) },
    reaction(
      "hook", "SCREEN EVENT: STEP", "runs STEP inside the screen's own next EVENT hook, once",
    ) { .hook(screen: $0, event: $1, step: $2) },
  ]

  /// A step on a global action, in the app's registry or (`registry=module`) the module's.
  private static func registry(
    _ name: String, _ abstract: String, _ make: @escaping @Sendable (String, Bool) -> Step
  ) -> ScenarioCommand {
    step(
      name, "ACTION [registry=app|module]", abstract,
      parse: { parser, arguments throws(ScenarioError) in
        make(try parser.name(arguments[0], kind: .action), try parser.inModule(arguments.options))
      })
  }

  /// A step on an action and one screen.
  private static func onScreen(
    _ name: String, _ abstract: String, _ make: @escaping @Sendable (String, String) -> Step
  ) -> ScenarioCommand {
    names(
      name, "SCREEN ACTION", abstract,
      make: { names, _ in make(names[0], names[1]) })
  }

  /// A reaction: a step armed to run from inside a screen's next callback (or hook) for an
  /// event, or (with `listCallbacks`) a list's next callback.
  private static func reaction(
    _ name: String, _ arguments: String, _ abstract: String,
    listCallbacks: Bool = false,
    _ step: @escaping @Sendable (String, LifecycleEvent, Step) -> Step
  ) -> ScenarioCommand {
    ScenarioCommand(
      name, arguments, abstract, check: .none,
      form: .step { parser, arguments throws(ScenarioError) in
        if listCallbacks, let reaction = try parser.listReaction(arguments) { return reaction }
        let (screen, event, reaction) = try parser.reaction(arguments)
        return step(screen, event, reaction)
      })
  }
}
