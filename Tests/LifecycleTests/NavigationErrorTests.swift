import Foundation
import Lifecycle
import Testing

@MainActor
@Suite struct NavigationErrorTests {
  @Test(arguments: NavigationError.Reason.allCases)
  func theLocalizedDescriptionIsTheSentenceNamingTheControllers(
    reason: NavigationError.Reason
  ) throws {
    let world = Harness()
    let (error, sentence) = try refusal(for: reason, in: world)
    #expect(error.reason == reason)
    #expect(error.description == sentence)
    #expect(error.localizedDescription == sentence)
    #expect((error as any Error).localizedDescription == sentence)
  }

  /// Makes a real call refused for `reason`; returns the error and the sentence it must read.
  private func refusal(
    for reason: NavigationError.Reason, in world: Harness
  ) throws -> (NavigationError, String) {
    let (a, b) = (world.plainScreen("A"), world.plainScreen("B"))
    switch reason {
    case .alreadyHasParent:
      let left = world.navigation(a, title: "Left")
      let right = world.navigation(b, title: "Right")
      let error = try #require(throws: NavigationError.self) { try right.push(a) }
      withExtendedLifetime(left) {}
      return (
        error, #""A" (ScreenController) already has the parent "Left" (NavigationController)"#
      )
    case .alreadyPresented:
      _ = world.shownWindow(a)
      let sheet = world.plainScreen("Sheet")
      try a.present(sheet, style: .sheet, animated: false)
      let error = try #require(throws: NavigationError.self) {
        try world.navigation(b).push(sheet)
      }
      return (error, #""Sheet" (ScreenController) is already presented by "A" (ScreenController)"#)
    case .isWindowRoot:
      let window = world.make { Window(rootController: a) }
      let error = try #require(throws: NavigationError.self) { try world.navigation(b).push(a) }
      withExtendedLifetime(window) {}
      return (error, #""A" (ScreenController) is the root of a window"#)
    case .wouldCreateCycle:
      let error = try #require(throws: NavigationError.self) { try a.addChild(a) }
      return (error, #""A" (ScreenController) cannot be its own child"#)
    case .managedByContainer:
      let error = try #require(throws: NavigationError.self) {
        try world.navigation(a).addChild(b)
      }
      return (
        error,
        #""Nav" (NavigationController) manages its children itself; "B" (ScreenController) cannot be added with addChild"#
      )
    case .cannotPopRoot:
      let error = try #require(throws: NavigationError.self) { try world.navigation(a).pop() }
      return (
        error, #"cannot pop "A" (ScreenController): it is the root of "Nav" (NavigationController)"#
      )
    case .notInStack:
      let error = try #require(throws: NavigationError.self) {
        try world.navigation(a).pop(to: b)
      }
      return (error, #""B" (ScreenController) is not in the stack of "Nav" (NavigationController)"#)
    case .emptyStack:
      let error = try #require(throws: NavigationError.self) {
        try world.navigation(a).setViewControllers([])
      }
      return (error, #"setViewControllers on "Nav" (NavigationController) got an empty list"#)
    case .duplicateControllers:
      let error = try #require(throws: NavigationError.self) {
        try world.navigation(a).setViewControllers([b, b])
      }
      return (
        error,
        #"setViewControllers on "Nav" (NavigationController) lists "B" (ScreenController) twice"#
      )
    case .alreadyPresenting:
      _ = world.shownWindow(a)
      try a.present(b, style: .sheet, animated: false)
      let error = try #require(throws: NavigationError.self) {
        try a.present(world.plainScreen("C"))
      }
      return (
        error,
        #"cannot present "C" (ScreenController): "A" (ScreenController) already presents "B" (ScreenController)"#
      )
    case .notInVisibleWindow:
      let error = try #require(throws: NavigationError.self) { try a.present(b) }
      return (
        error,
        #"cannot present "B" (ScreenController) from "A" (ScreenController): it is not in a visible window"#
      )
    case .nothingToDismiss:
      let error = try #require(throws: NavigationError.self) { try a.dismiss() }
      return (
        error,
        #""A" (ScreenController) has nothing to dismiss: it neither presents nor is presented"#
      )
    case .tabIndexOutOfRange:
      let error = try #require(throws: NavigationError.self) {
        try world.tabs([a, b], title: "Main").select(2)
      }
      return (error, #"tab index 2 is out of range 0..<2 for "Main" (TabController)"#)
    case .transitionInProgress:
      let nav = world.navigation(a)
      try nav.push(b, animated: false)
      _ = world.shownWindow(nav)
      let pop = try nav.beginInteractivePop()
      let error = try #require(throws: NavigationError.self) { try nav.beginInteractivePop() }
      pop.cancel()
      return (
        error,
        #"an interactive pop on "Nav" (NavigationController) cannot begin while another transition is under way"#
      )
    case .alreadyOnScreen:
      b.beginAppearanceTransition(true, animated: false)
      b.endAppearanceTransition()
      let error = try #require(throws: NavigationError.self) { try world.navigation(a).push(b) }
      b.beginAppearanceTransition(false, animated: false)
      b.endAppearanceTransition()
      return (
        error,
        #""B" (ScreenController) is appeared on its own; end its appearance before placing it"#
      )
    case .appearanceIsHosted:
      let window = try #require(world.make { Window(hostedRootController: a) })
      let error = try #require(throws: NavigationError.self) { try window.setRootController(b) }
      return (
        error,
        "the root of a window whose appearance a host drives changes through mirrorReplaceRoot(with:)"
      )
    }
  }
}
