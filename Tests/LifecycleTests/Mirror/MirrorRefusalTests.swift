import Actions
import LifeCircleTesting
import Lifecycle
import Testing

/// Bad input to the mirror: each contradiction is refused with a diagnostic whose cause names
/// it, the mirror unchanged, no callback.
@MainActor
@Suite struct MirrorRefusalTests {
  @Test func aChildMovedToASecondParentWithoutLeavingTheFirstIsRefused() {
    let scene = TestScene()
    let first = scene.make { MirroredScreen(title: "First", container: true) }
    let second = scene.make { MirroredScreen(title: "Second", container: true) }
    let child = scene.make { MirroredScreen(title: "Child") }
    #expect(first.mirrorSetChildren([child]))
    #expect(!second.mirrorSetChildren([child]))
    // The message, for people, names the child and the parent it has.
    #expect(
      scene.diagnostics.map(\.message) == [
        #"mirrorSetChildren refused: "Child" (MirroredScreen) already has the parent "First" (MirroredScreen)"#
      ])
    scene.expectDiagnostics(causes: [.mirrorContradiction(.setChildren, .alreadyHasParent)])
    #expect(first.children.map(\.title) == ["Child"])
    #expect(second.children.isEmpty)
    #expect(child.parent === first)
  }

  @Test func theDismissalOfNothingIsRefused() {
    let scene = TestScene()
    let screen = scene.make { MirroredScreen(title: "Home") }
    #expect(!screen.mirrorDismiss())
    scene.expectDiagnostics(causes: [.mirrorContradiction(.dismiss, .nothingToDismiss)])
  }

  @Test func aSecondPresentationFromTheSameContextIsRefused() throws {
    let scene = TestScene()
    let home = scene.make { MirroredScreen(title: "Home") }
    let (sheet, other) = scene.make {
      (MirroredScreen(title: "Sheet"), MirroredScreen(title: "Other"))
    }
    #expect(home.mirrorPresent(sheet, style: .sheet))
    #expect(home.mirrorPresent(sheet, style: .sheet))  // the same again: nothing to do
    #expect(!home.mirrorPresent(other, style: .fullScreen))
    scene.expectDiagnostics(causes: [.mirrorContradiction(.present, .alreadyPresenting)])
    #expect(home.presentedController === sheet)
    #expect(other.presentingController == nil)
  }

  @Test func aSubclassCallingSuperTwiceDeliversOnceAndReportsTheSecond() {
    let scene = TestScene()
    let screen = scene.make { MirroredScreen(title: "Home") }
    screen.deliverHostedEvent(.willAppear, animated: true)
    screen.deliverHostedEvent(.willAppear, animated: true)
    scene.expectTrace(["Home.willAppear(true)"])
    scene.expectMessages([
      (
        .unbalancedAppearanceTransition,
        #"the host delivered willAppear to "Home" (MirroredScreen) while appearing: not delivered"#
      )
    ])
    #expect(screen.appearanceState == .appearing)
    screen.deliverHostedEvent(.didAppear, animated: true)
    #expect(screen.appearanceState == .appeared)
  }

  @Test func aRootReplacedByTheRootStillLeavingIsRefused() throws {
    let scene = TestScene()
    let splash = scene.make { MirroredScreen(title: "Splash") }
    let home = scene.make { MirroredScreen(title: "Home") }
    let window = try #require(scene.make { Window(hostedRootController: splash) })
    window.mirrorShow()
    splash.hosted(.willAppear, .didAppear, animated: false)
    #expect(window.mirrorReplaceRoot(with: home))
    splash.hosted(.willDisappear, animated: false)
    // Mid-transition: the splash is still leaving, so it cannot be the root again yet.
    #expect(!window.mirrorReplaceRoot(with: splash))
    scene.expectDiagnostics(causes: [.mirrorContradiction(.replaceRoot, .alreadyOnScreen)])
    #expect(window.rootController === home)
    splash.hosted(.didDisappear, animated: false)
    #expect(window.mirrorReplaceRoot(with: splash))
  }

  @Test func theModelsOwnWindowCallsAreRefusedOnAHostedWindow() throws {
    let scene = TestScene()
    let root = scene.make { MirroredScreen(title: "Root") }
    let window = try #require(scene.make { Window(hostedRootController: root) })
    window.makeKeyAndVisible()
    window.hide()
    scene.expectDiagnostics(causes: [.modelCallOnHostedWindow, .modelCallOnHostedWindow])
    #expect(!window.isVisible)
    scene.expectTrace([])
  }

  @Test func mirrorCallsOnAWindowTheModelDrivesAreRefused() {
    let scene = TestScene()
    let window = scene.make { Window(rootController: ScreenController(title: "Root")) }
    window.mirrorShow()
    scene.expectDiagnostics(causes: [.mirrorCallOnModelWindow])
    #expect(!window.isVisible)
  }

  @Test func aHostedEventForAScreenTheModelDeliversToIsRefused() throws {
    let scene = TestScene()
    let stack = scene.show(NavigationController(rootController: ScreenController(title: "Home")))
    let home = stack.viewControllers[0]
    home.deliverHostedEvent(.willDisappear, animated: false)
    scene.expectDiagnostics(causes: [.hostedEventForModelDrivenScreen])
    #expect(home.appearanceState == .appeared)
  }

  @Test func aContainerThatForwardsAutomaticallyCannotMirrorChildren() {
    let scene = TestScene()
    let parent = scene.make { ScreenController(title: "Parent") }
    let child = scene.make { MirroredScreen(title: "Child") }
    #expect(!parent.mirrorSetChildren([child]))
    #expect(parent.children.isEmpty)
    scene.expectDiagnostics(causes: [.mirroredContainerForwardsAutomatically])
  }

  @Test func aWindowAroundAScreenThatIsNotFreeIsNotMade() {
    let scene = TestScene()
    let parent = scene.make { MirroredScreen(title: "Parent", container: true) }
    let child = scene.make { MirroredScreen(title: "Child") }
    parent.mirrorSetChildren([child])
    #expect(scene.make { Window(hostedRootController: child) } == nil)
    scene.expectDiagnostics(causes: [.mirrorContradiction(.makeHostedWindow, .alreadyHasParent)])
  }

  @Test func aReleaseWithoutAHoldIsRefused() {
    let scene = TestScene()
    scene.registry.releaseFocusDecisions()
    scene.expectDiagnostics(causes: [.focusReleaseWithoutHold])
    #expect(!scene.registry.focusDecisionsAreHeld)
  }
}
