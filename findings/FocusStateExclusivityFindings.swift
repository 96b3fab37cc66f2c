// FAILING (crashes in debug builds: "Simultaneous accesses ... modification requires exclusive
// access"). Not compiled: copy into Tests/LifecycleTests/Adversary/ to run
// (`swift test --skip-build --filter FocusStateExclusivityFindings`). Both reproduce on 76ac347
// too (pre-existing), but they break the same kind of proof the reviewed Window change relies on:
// "every access ... completes without calling code outside the library".
//
// 1. LifeCircleRegistry.focusState (RegistryFocus.swift / LifeCircleRegistry.swift:110-120):
//    deliverDecidedEvents(gains:) empties `focusState.losses` with `emptyKeepingCapacity()`
//    inside a modify access of `focusState`; popping the last owner of a screen that lost
//    focus runs its `isolated deinit` (user code) inside that access. A deinit reading
//    `registry.isInBackground` (or `Window.isKeyWindow`, `Window.keyWindow`) overlaps it.
// 2. FocusCoordinator.state (RegistryFocus.swift:80-88): settle() ends each round with
//    `batch.emptyKeepingCapacity()` inside a modify access of `state.batch`; popping the last
//    owner of a registry frees it, its global actions' deinit runs, and making a registry there
//    (`RegistryFocus.init` calls `FocusCoordinator.newEpoch()`) writes `state.lastEpoch`.
// In release builds both accesses are @exclusivity(unchecked): formally undefined behaviour.
import LifeCircleTesting
import Lifecycle
import Testing

/// A screen whose deinit reads its registry's focus state.
@MainActor
final class FocusReadingOnDeinit: ScreenController {
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
@Suite struct FocusStateExclusivityFindings {
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
final class DeinitBlockAction: LifeCircleAction {
  let onDeinit: () -> Void
  init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  isolated deinit { onDeinit() }
}

@MainActor
@Suite struct FocusCoordinatorExclusivityFindings {
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
