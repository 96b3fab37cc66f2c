import LifeCircleTesting
import Lifecycle
import Testing

// User deinits that run while the focus machinery lets go of what it held: each reads or
// changes the very state it was freed from, after the library's access is over.

/// A screen whose deinit reads its registry's focus state.
@MainActor
private final class FocusReadingOnDeinit: ScreenController {
  let watched: LifeCircleRegistry
  let onDeinit: (Bool) -> Void
  init(title: String, watched: LifeCircleRegistry, onDeinit: @escaping (Bool) -> Void) {
    self.watched = watched
    self.onDeinit = onDeinit
    super.init(title: title)
  }
  isolated deinit {
    onDeinit(watched.isInBackground)
  }
}

@MainActor
@Suite struct FocusStateDeinitTests {
  /// A dismissed modal let go from its own `viewDidDisappear` is freed once its focus loss is
  /// delivered; its deinit reads its registry's focus (`isInBackground`) and finds it settled
  /// (in debug builds an overlap with the library's write would trap).
  @Test func aScreenFreedAfterItsLossReadsFocusInItsDeinit() throws {
    let scene = TestScene(recordingFocus: true)
    let home = scene.show(ScreenController(title: "Home"))
    var deinitRead: Bool?
    var modal: ScreenController? = scene.make {
      FocusReadingOnDeinit(title: "Modal", watched: scene.registry) { deinitRead = $0 }
    }
    weak let released = modal
    let hook = AdversaryHook()
    hook.didDisappear = { _ in modal = nil }
    modal?.registerLifeCircleAction(hook)
    try home.present(modal!, animated: false)
    scene.clear()
    try home.dismiss(animated: false)
    scene.expectTrace([
      "Modal.willDisappear(false)", "Home.willAppear(false)", "Home.didAppear(false)",
      "Modal.didDisappear(false)", "Modal.didLoseFocus(removed)", "Home.didGainFocus(revealed)",
    ])
    #expect(released == nil)
    #expect(deinitRead == false)
  }
}

/// An action that runs a block in its deinit.
@MainActor
private final class DeinitBlockAction: LifeCircleAction {
  let onDeinit: () -> Void
  init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  isolated deinit { onDeinit() }
}

@MainActor
@Suite struct FocusCoordinatorDeinitTests {
  /// A registry let go from a callback during a focus round is freed once the round is over;
  /// its global action's deinit makes a new registry, which takes an epoch from the focus
  /// coordinator's state (in debug builds an overlap with the round's write would trap).
  @Test func aRegistryFreedAtTheEndOfAFocusRound() throws {
    let scene = TestScene(recordingFocus: true)
    let navigation = scene.show(
      NavigationController(rootController: ScreenController(title: "Home")))
    var other: LifeCircleRegistry? = LifeCircleRegistry()
    weak let otherReleased = other
    var madeInDeinit = false
    other!.register(
      DeinitBlockAction {
        _ = LifeCircleRegistry()
        madeInDeinit = true
      })
    var window: Window? = LifeCircleRegistry.scoped(other!) {
      Window(rootController: ScreenController(title: "Elsewhere"))
    }
    window!.makeKeyAndVisible()
    let hook = AdversaryHook()
    hook.didAppear = { _ in
      hook.didAppear = nil
      window?.hide()
      window = nil
      other = nil
    }
    let first = scene.make { ScreenController(title: "First") }
    first.registerLifeCircleAction(hook)
    try navigation.push(first, animated: false)
    #expect(otherReleased == nil)
    #expect(madeInDeinit)
  }
}
