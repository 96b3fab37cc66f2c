import Lifecycle
import SimAppKit

/// SimApp's verification, plugged into SimAppKit.
package enum SimAppVerification {
  /// Plugs the verification into SimAppKit: `check invariants` installs an
  /// ``InvariantObserver`` and `SimApp fuzz` runs the fuzzer in `environment`. The SimApp
  /// executable calls it first; calling it again replaces the environment.
  @MainActor
  package static func install(_ environment: FuzzEnvironment = FuzzEnvironment()) {
    installChecks()
    SimAppCommand.fuzzCommand = { arguments in
      SimAppCommand.fuzz(arguments: arguments, environment: environment)
    }
  }

  /// Plugs in the checks alone: `check invariants` installs an ``InvariantObserver``. Calling
  /// it again changes nothing.
  @MainActor
  package static func installChecks() {
    ScenarioRunner.makeObserver = { InvariantObserver($0) }
  }
}

extension ScenarioRunner {
  /// The observer `check invariants` installed, if it is SimApp's.
  package var invariantObserver: InvariantObserver? { observer as? InvariantObserver }

  /// The focus invariant's state, under `check invariants` (see ``FocusChecker``).
  package var focusChecker: FocusChecker {
    get { invariantObserver?.focusChecker ?? FocusChecker() }
    set { invariantObserver?.focusChecker = newValue }
  }

  /// Calls `handler` with each diagnostic the library reports in either of the runner's
  /// registries, after the runner noted it in the step's report.
  package func hearDiagnostics(_ handler: @escaping (Diagnostic) -> Void) {
    for registry in [registry, moduleRegistry] {
      let noting = registry.diagnosticHandler
      registry.diagnosticHandler = { diagnostic in
        noting(diagnostic)
        handler(diagnostic)
      }
    }
  }

  /// Every invariant, after a step; the problems found (none without `check invariants`).
  package func invariantProblems() -> [String] {
    guard let observer = invariantObserver else { return [] }
    return invariantProblems(of: observer)
  }
}
