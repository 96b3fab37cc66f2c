import Lifecycle

/// `task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]` (`expect task running|cancelled
/// SCREEN` is in ``ExpectationForm``).
extension Parser {
  /// The position of the cycle's events, which a task's two events must follow.
  private static let cycle: [LifecycleEvent] = [
    .willAppear, .didAppear, .willDisappear, .didDisappear,
  ]

  /// `task SCREEN [startingOn=EVENT] [cancellingOn=EVENT]`.
  func taskStep(_ arguments: StepArguments) throws(ScenarioError) -> Step {
    let (command, options) = (arguments.command, arguments.options)
    let screen = try name(arguments[0])
    let startingOn = try optionEvent("startingOn", options, default: .didAppear)
    let cancellingOn = try optionEvent("cancellingOn", options, default: .willDisappear)
    guard
      let start = Self.cycle.firstIndex(of: startingOn.event),
      let cancel = Self.cycle.firstIndex(of: cancellingOn.event), start < cancel
    else {
      throw ScenarioError(
        position: (cancellingOn.token ?? startingOn.token ?? command).position,
        message:
          "a task cannot start on \(startingOn.event.name) and be cancelled on \(cancellingOn.event.name)",
        hint:
          "startingOn must come before cancellingOn in willAppear, didAppear, willDisappear, didDisappear"
      )
    }
    return .task(screen: screen, startingOn: startingOn.event, cancellingOn: cancellingOn.event)
  }

  /// The event of option `key`, with the token it was written in (the value's own position).
  private func optionEvent(_ key: String, _ options: Options, default value: LifecycleEvent)
    throws(ScenarioError) -> (event: LifecycleEvent, token: Token?)
  {
    guard let (text, token) = options.values[key] else { return (value, nil) }
    let position = SourcePosition(
      line: token.position.line, column: token.position.column + key.count + 1)
    let valueToken = Token(text: text, position: position)
    return (try event(valueToken), valueToken)
  }

  /// Notes the screen a `task` step (or a reaction's) attaches to; a second one is refused.
  mutating func noteTask(of step: Step, at command: Token) throws(ScenarioError) {
    let screen: String
    switch step {
    case .task(let name, _, _), .on(_, _, .task(let name, _, _)),
      .hook(_, _, .task(let name, _, _)), .onList(_, _, .task(let name, _, _)):
      screen = name
    default: return
    }
    guard screensWithTasks.insert(screen).inserted else {
      throw ScenarioError(
        position: command.position, message: "`\(screen)` already has a task",
        hint: "a screen has one task action; give the first one the events you need")
    }
  }
}
