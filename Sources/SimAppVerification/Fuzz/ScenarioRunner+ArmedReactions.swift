import Lifecycle
import SimAppKit

/// The runner's armed reactions as the fuzzer sees them: how many wait (the generator bounds
/// them), and none once a seed's run is over.
extension ScenarioRunner {
  /// How many `on` and `hook` reactions are armed and not yet run.
  package var armedReactionCount: Int { reactions.count + hookReactions.count }

  /// Hides every live window the runner made, held or released, with no reaction left armed to
  /// run from the hiding: the end of a run, after which a window released while visible is
  /// freed.
  package func hideLiveWindows() {
    reactions = ArmedReactions()
    hookReactions = ArmedReactions()
    for window in liveWindows where window.isVisible { window.hide() }
  }
}
