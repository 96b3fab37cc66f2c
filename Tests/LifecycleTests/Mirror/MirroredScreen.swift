import LifeCircleTesting
import Lifecycle
import Testing

/// A screen a host drives, as the bridge's screens are: it forwards nothing to its children,
/// and a container's active child is its last child (a stack's top).
@MainActor
final class MirroredScreen: ScreenController {
  let declaresContainer: Bool
  init(title: String, container: Bool = false) {
    declaresContainer = container
    super.init(title: title)
  }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  override var isContainer: Bool { declaresContainer }
  override var activeChildren: [ScreenController] { children.last.map { [$0] } ?? [] }
}

extension ScreenController {
  /// Delivers the four events of a host's transition in its usual halves.
  func hosted(_ events: LifecycleEvent..., animated: Bool = true) {
    for event in events { deliverHostedEvent(event, animated: animated) }
  }
}

extension TestScene {
  /// Expects the diagnostics so far to be exactly `expected` (kind and message), then forgets
  /// them.
  func expectMessages(
    _ expected: [(Diagnostic.Kind, String)], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = diagnostics.map { "\($0.kind): \($0.message)" }
    #expect(actual == expected.map { "\($0.0): \($0.1)" }, sourceLocation: sourceLocation)
    clear()
  }
}
