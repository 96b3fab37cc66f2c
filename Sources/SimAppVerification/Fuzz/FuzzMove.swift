import SimAppKit

/// One way the fuzzer writes a blind step (chosen without looking at the world), listed in
/// ``all`` with the command it writes (the command's own row in ``ScenarioCommand/all`` holds
/// only what the command is).
struct FuzzMove: Sendable {
  /// Its place among every command's moves. A seed draws a move by weight from all of them in
  /// this order, so these numbers keep each seed's scenario what it was; they are unique.
  let order: Int
  /// How often it is drawn, against the other moves' weights.
  let weight: Int
  /// Whether it writes a reaction (`on`, `hook`): a reaction's own step never is one.
  let isReaction: Bool
  /// Writes one step, drawing from the generator's random numbers.
  let write: @Sendable (inout ScenarioGenerator) -> String

  init(
    _ order: Int, weight: Int, isReaction: Bool = false,
    write: @escaping @Sendable (inout ScenarioGenerator) -> String
  ) {
    self.order = order
    self.weight = weight
    self.isReaction = isReaction
    self.write = write
  }

  /// Every command's moves, in ``order``, each under the name of the command it writes.
  static let all: [FuzzMove] = [
    // `push`
    FuzzMove(1, weight: 12) { "push \($0.navigation()) \($0.target())\($0.animated())" },
    // `pop`
    FuzzMove(2, weight: 8) { "pop \($0.navigation())\($0.animated())" },
    // `popToRoot`
    FuzzMove(3, weight: 3) { "popToRoot \($0.navigation())\($0.animated())" },
    // `popTo`
    FuzzMove(4, weight: 2) { "popTo \($0.navigation()) \($0.controller())\($0.animated())" },
    // `setViewControllers`
    FuzzMove(5, weight: 3) { generator in
      let count = Int(generator.random.next() % 3) + 1
      let stack = (0..<count).map { _ in generator.target() }.joined(separator: " ")
      return "setViewControllers \(generator.navigation()) \(stack)\(generator.animated())"
    },
    // `present`
    FuzzMove(6, weight: 8) { generator in
      let style = generator.chance(40) ? " style=sheet" : ""
      return
        "present \(generator.controller()) \(generator.target())\(style)\(generator.animated())"
    },
    // `dismiss`
    FuzzMove(7, weight: 6) { "dismiss \($0.controller())\($0.animated())" },
    // `select`
    FuzzMove(8, weight: 5) {
      "select T \(Int($0.random.next() % 5) - 1)"
    },
    // `addChild`
    FuzzMove(9, weight: 4) { "addChild \($0.controller()) \($0.target())" },
    // `removeFromParent`
    FuzzMove(10, weight: 3) { "removeFromParent \($0.controller())" },
    // `beginInteractivePop`
    FuzzMove(11, weight: 3) { "beginInteractivePop \($0.navigation())" },
    // `finishInteractivePop`
    FuzzMove(12, weight: 3) { "finishInteractivePop \($0.navigation())" },
    // `cancelInteractivePop`
    FuzzMove(13, weight: 3) { "cancelInteractivePop \($0.navigation())" },
    // `show`
    FuzzMove(14, weight: 1) { _ in "show" },
    // `hide`
    FuzzMove(15, weight: 1) { _ in "hide" },
    // `setRoot`
    FuzzMove(16, weight: 1) { "setRoot \($0.controller())" },
    // `register`
    FuzzMove(17, weight: 2) { "register \($0.action())\($0.registry())" },
    // `unregister`
    FuzzMove(18, weight: 2) { "unregister \($0.action())\($0.registry())" },
    // `attach`
    FuzzMove(19, weight: 2) { "attach \($0.controller()) \($0.action())" },
    // `detach`
    FuzzMove(20, weight: 1) { "detach \($0.controller()) \($0.action())" },
    // `disable`
    FuzzMove(21, weight: 2) { "disable \($0.controller()) \($0.action())" },
    // `enable`
    FuzzMove(22, weight: 1) { "enable \($0.controller()) \($0.action())" },
    // `on`
    FuzzMove(23, weight: 5, isReaction: true) { generator in
      "on \(generator.controller()) \(generator.event()): \(generator.step(allowingReaction: false))"
    },
    // `hook`
    FuzzMove(24, weight: 3, isReaction: true) { generator in
      "hook \(generator.controller()) \(generator.event()): \(generator.step(allowingReaction: false))"
    },
    // `on`
    FuzzMove(25, weight: 3, isReaction: true) { generator in
      "on \(generator.controller()) \(generator.event()): \(generator.crossTreeStep())"
    },
    // `begin`
    FuzzMove(26, weight: 2) {
      "begin \($0.controller()) \($0.chance(50) ? "appearing" : "disappearing")"
    },
    // `end`
    FuzzMove(27, weight: 2) { "end \($0.controller())" },
    // `dropInteractivePop`
    FuzzMove(28, weight: 1) { "dropInteractivePop \($0.navigation())" },
    // `registerReplaying`
    FuzzMove(29, weight: 1) { "registerReplaying \($0.action())\($0.registry())" },
    // `attachReplaying`
    FuzzMove(30, weight: 2) { "attachReplaying \($0.controller()) \($0.action())" },
    // `window`
    FuzzMove(31, weight: 2) { generator in
      let window = generator.pick(from: ScenarioGenerator.windows)
      switch generator.random.next() % 3 {
      case 0: return "show \(window)"
      case 1: return "hide \(window)"
      default: return "setRoot \(generator.target()) \(window)"
      }
    },
    // `release`
    FuzzMove(32, weight: 1) { _ in "release R1" },
    // `task`
    FuzzMove(33, weight: 1) { $0.taskStep(on: $0.controller()) },
    // `list`
    FuzzMove(34, weight: 10) { generator in generator.listStep() },
    // `on`
    FuzzMove(35, weight: 6, isReaction: true) { generator in
      let list = generator.list()
      let callback = generator.listCallback()
      let inner = generator.listStep(on: generator.chance(80) ? list : nil)
      return "on \(list) \(callback): \(inner)"
    },
    // `on`
    FuzzMove(36, weight: 3, isReaction: true) { generator in
      let list = generator.list()
      let callback = generator.listCallback()
      let inner =
        generator.chance(50)
        ? generator.crossTreeStep() : generator.step(allowingReaction: false)
      return "on \(list) \(callback): \(inner)"
    },
    // `replaceList`
    FuzzMove(37, weight: 1) { "replaceList \($0.list())" },
    // `makeKey`
    FuzzMove(38, weight: 2) { "makeKey \($0.pick(from: ScenarioGenerator.windows))" },
    // `background`
    FuzzMove(39, weight: 1) { _ in "background" },
    // `foreground`
    FuzzMove(40, weight: 2) { _ in "foreground" },
  ]
}
