import Lifecycle

/// The `on` (or `hook`) reactions armed and not yet run, indexed by screen and trigger (a
/// lifecycle event or a list callback), so that a callback finds its reaction in constant time
/// however many are armed.
package struct ArmedReactions {
  /// One armed reaction: the step to run, and the line that armed it.
  struct Reaction {
    var step: Step
    var line: SourceLine
  }

  private struct Key: Hashable {
    var screen: String
    var trigger: ReactionTrigger
  }

  /// The reactions of one key in arming order; those before `head` have run.
  private struct Queue {
    var reactions: [Reaction] = []
    var head = 0
  }

  private var queues: [Key: Queue] = [:]

  /// How many reactions are armed and not yet run. O(1).
  package private(set) var count = 0

  /// No reaction armed.
  package init() {}

  /// Arms `step` for the next `trigger` of `screen` (a lifecycle event, a list's callback),
  /// after those armed before for the same.
  mutating func arm(_ step: Step, screen: String, trigger: ReactionTrigger, line: SourceLine) {
    queues[Key(screen: screen, trigger: trigger), default: Queue()].reactions.append(
      Reaction(step: step, line: line))
    count += 1
  }

  /// Removes and returns the first reaction armed for (`screen`, `trigger`), if any. It is
  /// removed before it runs, since its step may arm or fire others.
  mutating func take(screen: String, trigger: ReactionTrigger) -> Reaction? {
    // In place: a long run may arm many reactions that wait on one key.
    guard !queues.isEmpty,
      let index = queues.index(forKey: Key(screen: screen, trigger: trigger))
    else { return nil }
    let head = queues.values[index].head
    let reaction = queues.values[index].reactions[head]
    count -= 1
    if head + 1 == queues.values[index].reactions.count {
      queues.remove(at: index)
    } else if head >= 32 && head * 2 >= queues.values[index].reactions.count {
      // Drop the reactions taken, so that memory follows the reactions still armed.
      queues.values[index].reactions.removeFirst(head + 1)
      queues.values[index].head = 0
    } else {
      queues.values[index].head = head + 1
    }
    return reaction
  }
}
