import Testing
import UIKitStandIn

/// UIKIT-CALLS.md §2–§5: push, pop, popToRoot, setViewControllers on a navigation controller on
/// screen.
@Suite(.serialized)
@MainActor
struct NavigationTests {
  @Test("§2a push B onto navA [A] inside tab, animated")
  func section2aPushAnimated() {
    Transcript.start()
    let app = TabApp.launched()
    let pushed = LoggingViewController("B")
    pushed.logger.observesCoordinator = true
    app.navA.pushViewController(pushed, animated: true)
    expectTranscript(["B.willMove(navA)"])
    #expect(app.navA.viewControllers == [app.rootA, pushed])
    #expect(app.navA.topViewController === pushed)
    #expect(pushed.parent === app.navA)

    UIKitStandIn.runNextTurn()
    expectTranscript([
      "B.viewDidLoad",
      "rootA.viewWillDisappear(t) coord",
      "B.viewWillAppear(t) mTP coord",
      "navA.delegate.willShow(B, t)",
      "B.viewIsAppearing(t) mTP",
    ])

    UIKitStandIn.finishAnimations()
    expectTranscript([
      "rootA.viewDidDisappear(t)",
      "B.viewDidAppear(t) mTP",
      "B.coord.completion(cancelled: f)",
      "B.didMove(navA)",
      "navA.delegate.didShow(B, t)",
    ])
    #expect(pushed.isMovingToParent == false)
    #expect(pushed.viewIfLoaded?.window === app.window)
    #expect(app.rootA.viewIfLoaded?.window == nil)
  }

  @Test("§2b push, not animated: all four callbacks in T1")
  func section2bPushNotAnimated() {
    Transcript.start()
    let app = TabApp.launched()
    let pushed = LoggingViewController("B")
    app.navA.pushViewController(pushed, animated: false)
    expectTranscript(["B.willMove(navA)"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "B.viewDidLoad",
      "rootA.viewWillDisappear(f)",
      "B.viewWillAppear(f) mTP",
      "navA.delegate.willShow(B, f)",
      "B.viewIsAppearing(f) mTP",
      "rootA.viewDidDisappear(f)",
      "B.viewDidAppear(f) mTP",
      "B.didMove(navA)",
      "navA.delegate.didShow(B, f)",
    ])
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§2 a push during a push is queued and replayed when the first ends")
  func section2PushDuringPush() {
    Transcript.start()
    let app = NavigationApp()
    let first = LoggingViewController("B")
    let second = LoggingViewController("C")
    app.navA.pushViewController(first, animated: true)
    app.navA.pushViewController(second, animated: true)
    expectTranscript(["B.willMove(navA)"])
    #expect(app.navA.viewControllers == [app.rootA, first])
    UIKitStandIn.runNextTurn()
    _ = Transcript.take()
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "A.viewDidDisappear(t)", "B.viewDidAppear(t) mTP", "B.didMove(navA)",
      "navA.delegate.didShow(B, t)",
      "C.willMove(navA)",
    ])
    #expect(app.navA.viewControllers == [app.rootA, first, second])
    UIKitStandIn.runUntilIdle()
    expectTranscript([
      "C.viewDidLoad",
      "B.viewWillDisappear(t) coord", "C.viewWillAppear(t) mTP coord",
      "navA.delegate.willShow(C, t)", "C.viewIsAppearing(t) mTP",
      "B.viewDidDisappear(t)", "C.viewDidAppear(t) mTP", "C.didMove(navA)",
      "navA.delegate.didShow(C, t)",
    ])
  }

  @Test("§2 pushing an instance already on the stack is UIKit's exception")
  func section2PushDuplicate() {
    Transcript.start()
    let app = NavigationApp()
    app.navA.pushViewController(app.rootA, animated: true)
    let lines = Transcript.take()
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("misuse: ") == true)
    #expect(lines.first?.contains("more than once") == true)
    #expect(app.navA.viewControllers == [app.rootA])
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
  }

  @Test("§3 pop B from navA [A, B], animated")
  func section3Pop() {
    Transcript.start()
    let popped = LoggingViewController("B")
    let app = NavigationApp(stack: [popped])
    popped.logger.observesCoordinator = true
    popped.logger.annotation = { method in
      method == "didMove" ? nil : "stack \(app.navA.viewControllers.map(nameOf))"
    }
    let result = app.navA.popViewController(animated: true)
    #expect(result === popped)
    expectTranscript(["B.willMove(nil)"])
    #expect(app.navA.viewControllers == [app.rootA])

    UIKitStandIn.runNextTurn()
    expectTranscript([
      "B.viewWillDisappear(t) mFP coord [stack [\"A\"]]",
      "A.viewWillAppear(t) coord",
      "navA.delegate.willShow(A, t)",
      "A.viewIsAppearing(t)",
    ])
    #expect(popped.parent === app.navA)

    UIKitStandIn.finishAnimations()
    expectTranscript([
      "B.viewDidDisappear(t) mFP [stack [\"A\"]]",
      "A.viewDidAppear(t)",
      "B.coord.completion(cancelled: f)",
      "B.didMove(nil)",
      "navA.delegate.didShow(A, t)",
    ])
    #expect(popped.parent == nil)
    #expect(app.navA.children == [app.rootA])
  }

  @Test("§3 popping the root does nothing")
  func section3PopRoot() {
    Transcript.start()
    let app = NavigationApp()
    #expect(app.navA.popViewController(animated: true) == nil)
    UIKitStandIn.runUntilIdle()
    expectTranscript([])
    #expect(app.navA.viewControllers == [app.rootA])
  }

  @Test("§3 pop, not animated: rows 3–11 in T1")
  func section3PopNotAnimated() {
    Transcript.start()
    let popped = LoggingViewController("B")
    let app = NavigationApp(stack: [popped])
    app.navA.popViewController(animated: false)
    expectTranscript(["B.willMove(nil)"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "B.viewWillDisappear(f) mFP", "A.viewWillAppear(f)", "navA.delegate.willShow(A, f)",
      "A.viewIsAppearing(f)", "B.viewDidDisappear(f) mFP", "A.viewDidAppear(f)",
      "B.didMove(nil)", "navA.delegate.didShow(A, f)",
    ])
  }

  @Test("§4 popToRootViewController(animated: true) on navA [A, B, C]")
  func section4PopToRoot() {
    Transcript.start()
    let middle = LoggingViewController("B")
    let top = LoggingViewController("C")
    let app = NavigationApp(stack: [middle, top])
    let popped = app.navA.popToRootViewController(animated: true)
    #expect(popped == [middle, top])
    #expect(app.navA.viewControllers == [app.rootA])
    expectTranscript(["C.willMove(nil)", "B.willMove(nil)"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "C.viewWillDisappear(t) mFP coord",
      "A.viewWillAppear(t) coord",
      "navA.delegate.willShow(A, t)",
      "A.viewIsAppearing(t)",
    ])
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "C.viewDidDisappear(t) mFP",
      "A.viewDidAppear(t)",
      "C.didMove(nil)", "B.didMove(nil)",
      "navA.delegate.didShow(A, t)",
    ])
    #expect(middle.parent == nil)
    #expect(top.parent == nil)
  }

  @Test("§5 setViewControllers([C, D], animated: true) on navA [A, B]")
  func section5SetViewControllers() {
    Transcript.start()
    let oldTop = LoggingViewController("B")
    let app = NavigationApp(stack: [oldTop])
    let newBottom = LoggingViewController("C")
    let newTop = LoggingViewController("D")
    app.navA.setViewControllers([newBottom, newTop], animated: true)
    #expect(app.navA.viewControllers == [newBottom, newTop])
    expectTranscript(["D.willMove(navA)", "C.willMove(navA)", "A.willMove(nil)"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "D.viewDidLoad",
      "B.viewWillDisappear(t) mFP coord",
      "D.viewWillAppear(t) mTP coord",
      "navA.delegate.willShow(D, t)",
      "D.viewIsAppearing(t) mTP",
    ])
    UIKitStandIn.finishAnimations()
    expectTranscript([
      "B.viewDidDisappear(t) mFP",
      "D.viewDidAppear(t) mTP",
      "A.didMove(nil)",
      "D.didMove(navA)", "C.didMove(navA)",
      "navA.delegate.didShow(D, t)",
    ])
    #expect(newBottom.isViewLoaded == false)
    #expect(oldTop.parent == nil)
    #expect(app.navA.children == [newBottom, newTop])
  }

  @Test("§5 an empty navigation controller on screen given [X] shows it within one turn")
  func section5EmptyNavigation() {
    Transcript.start()
    let window = LoggingWindow("W")
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    UIKitStandIn.runUntilIdle()
    _ = Transcript.take()
    let shown = LoggingViewController("X")
    navigation.viewControllers = [shown]
    expectTranscript(["X.willMove(?)"])
    UIKitStandIn.runNextTurn()
    expectTranscript([
      "X.viewDidLoad", "X.viewWillAppear(f) mTP", "X.viewIsAppearing(f) mTP",
      "X.viewDidAppear(f) mTP", "X.didMove(?)",
    ])
  }
}
