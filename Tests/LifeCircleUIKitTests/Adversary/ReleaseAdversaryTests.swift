import Actions
import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// DESIGN "Threading and memory": a popped or dismissed view controller with no other owner is
/// freed, and its screen with it. Proved with weak references after every way UIKit lets one
/// go: pop, popToRoot, setViewControllers, a swipe back, a dismissal in code and a sheet swiped
/// down.
@MainActor
@Suite(.serialized) struct ReleaseAdversaryTests {
  /// Weak references to a view controller and its screen.
  @MainActor
  struct Released {
    weak var controller: LifeCircleViewController?
    weak var screen: ScreenController?
    init(_ controller: LifeCircleViewController) {
      self.controller = controller
      screen = controller.screen
    }
    var isFreed: Bool { controller == nil && screen == nil }
  }

  @Test func poppedSwipedAndReplacedControllersAreFreedWithTheirScreens() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    guard let stack = tabs.selectedViewController as? UINavigationController else {
      Issue.record("no stack")
      return
    }
    var released: [String: Released] = [:]
    func push(_ title: String) {
      let controller = bridge.scene.make { LifeCircleViewController(title: title) }
      released[title] = Released(controller)
      stack.pushViewController(controller, animated: true)
      UIKitStandIn.runUntilIdle()
    }
    push("B")
    stack.popViewController(animated: true)
    UIKitStandIn.runUntilIdle()
    push("C")
    push("D")
    stack.popToRootViewController(animated: true)
    UIKitStandIn.runUntilIdle()
    push("E")
    let gesture = stack.standInBeginInteractivePop()
    UIKitStandIn.runUntilIdle()
    gesture?.finish()
    UIKitStandIn.runUntilIdle()
    push("F")
    stack.setViewControllers(
      [bridge.scene.make { LifeCircleViewController(title: "G") }], animated: true)
    UIKitStandIn.runUntilIdle()
    for (title, weakPair) in released.sorted(by: { $0.key < $1.key }) {
      #expect(weakPair.isFreed, "\(title) is still alive")
    }
    bridge.tearDown(hiding: [window])
  }

  @Test func dismissedAndSwipedDownPresentationsAreFreedWithTheirScreens() {
    let bridge = AdversaryRig(bridge: true)
    let (window, tabs) = makeBridgedTabs(["A"], in: bridge.scene)
    var released: [Released] = []
    for (title, style) in [
      ("Full", UIModalPresentationStyle.fullScreen), ("Sheet", .pageSheet),
      ("Swiped", .pageSheet), ("Over", .overFullScreen),
    ] {
      let presented = bridge.scene.make { LifeCircleViewController(title: title) }
      presented.modalPresentationStyle = style
      released.append(Released(presented))
      tabs.present(presented, animated: true)
      UIKitStandIn.runUntilIdle()
      if title == "Swiped" {
        let drag = presented.standInBeginSheetDrag()
        UIKitStandIn.runUntilIdle()
        drag?.finish()
      } else {
        presented.dismiss(animated: true)
      }
      UIKitStandIn.runUntilIdle()
    }
    for weakPair in released {
      #expect(weakPair.isFreed)
    }
    bridge.tearDown(hiding: [window])
  }

  /// The window's root replaced while it presents a sheet: UIKit leaves the sheet presented by
  /// the old root, out of the window; once the app lets the old root go, both are freed with
  /// their screens.
  @Test func anOldRootAndTheSheetItPresentedAreFreedAfterTheRootIsReplaced() {
    let bridge = AdversaryRig(bridge: true)
    let window = bridge.scene.make { LifeCircleWindow(frame: .zero) }
    var released: [Released] = []
    do {
      let (root, sheet) = bridge.scene.make {
        (LifeCircleViewController(title: "Root"), LifeCircleViewController(title: "Sheet"))
      }
      window.rootViewController = root
      window.makeKeyAndVisible()
      UIKitStandIn.runUntilIdle()
      sheet.modalPresentationStyle = .pageSheet
      root.present(sheet, animated: true)
      UIKitStandIn.runUntilIdle()
      released = [Released(root), Released(sheet)]
      bridge.clear()
      window.rootViewController = bridge.scene.make { LifeCircleViewController(title: "New") }
      UIKitStandIn.runUntilIdle()
    }
    #expect(
      bridge.observation == [
        "Root.willDisappear(false)", "New.willAppear(false)", "Root.didDisappear(false)",
        "New.didAppear(false)", "Sheet.didLoseFocus(removed)", "New.didGainFocus(shown)",
        "view: New shown after Sheet (0.0 seconds)",
      ])
    for weakPair in released {
      #expect(weakPair.isFreed)
    }
    bridge.tearDown(hiding: [window])
  }
}
