/// One way the fuzzer writes a blind step (chosen without looking at the world), declared with
/// its command in ``ScenarioCommand/all``.
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

  /// Every command's moves, in ``order``.
  static let all = ScenarioCommand.all.flatMap(\.fuzz).sorted { $0.order < $1.order }
}
