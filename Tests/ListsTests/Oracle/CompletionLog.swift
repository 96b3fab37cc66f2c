import Lists

/// The completions of one oracle step's batches (LISTS.md §9): each runs exactly once, with the
/// outcome the oracle expects, and after the last callback of its change.
@MainActor
final class CompletionLog {
  /// What one completion heard.
  struct Heard {
    let label: String
    let succeeded: Bool
    /// The watcher's callback count when the completion ran.
    let callbacksBefore: Int
  }

  private(set) var heard: [Heard] = []
  private(set) var expected: [(label: String, succeeds: Bool)] = []
  /// Reads the watcher's callback count.
  var callbackCount: () -> Int = { 0 }

  /// Forgets the previous step.
  func reset() {
    heard = []
    expected = []
  }

  /// A completion for the batch `label`, which the oracle expects to succeed or to be refused.
  func completion(
    _ label: String, succeeds: Bool
  ) -> (Result<ListChange, ListUpdateError>) -> Void {
    expected.append((label, succeeds))
    return { [weak self] result in
      guard let self else { return }
      let succeeded = (try? result.get()) != nil
      heard.append(Heard(label: label, succeeded: succeeded, callbacksBefore: callbackCount()))
    }
  }

  /// What went wrong this step. `quiet`: no request from a callback ran this step, so no
  /// callback may follow a completion (it runs after its change's last one).
  func problems(quiet: Bool) -> [String] {
    var problems: [String] = []
    for (label, succeeds) in expected {
      let runs = heard.filter { $0.label == label }
      guard runs.count == 1, let run = runs.first else {
        problems.append("the completion of \(label) ran \(runs.count) times")
        continue
      }
      if run.succeeded != succeeds {
        problems.append(
          "the completion of \(label) heard \(run.succeeded ? "success" : "a refusal")")
      }
      if quiet && run.callbacksBefore != callbackCount() {
        problems.append(
          "\(callbackCount() - run.callbacksBefore) callbacks came after the completion of \(label)"
        )
      }
    }
    let unexpected = heard.filter { heard in !expected.contains { $0.label == heard.label } }
    if !unexpected.isEmpty { problems.append("unexpected completions \(unexpected.map(\.label))") }
    return problems
  }
}
