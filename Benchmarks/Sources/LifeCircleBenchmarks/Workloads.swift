import Actions
import Foundation
import Lifecycle

/// An action that does the least work that cannot be optimised away. It hears no focus event,
/// and says so.
final class CountingAction: LifeCircleAction {
  var count = 0
  var listensForFocus: Bool { false }
  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) { count &+= 1 }
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) { count &+= 1 }
  func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {
    count &+= 1
  }
  func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    count &+= 1
  }
}

/// One controller with `actions` counting actions, half global and half its own (the odd one
/// global), driven through the four events with the public manual-forwarding API.
@MainActor
struct DispatchWorkload {
  let controller: ScreenController
  let actions: [CountingAction]

  init(actions count: Int) {
    let registry = LifeCircleRegistry()
    registry.diagnosticHandler = { fatalError("benchmark misuse: \($0)") }
    controller = LifeCircleRegistry.scoped(registry) { ScreenController(title: "Bench") }
    actions = (0..<count).map { _ in CountingAction() }
    for (index, action) in actions.enumerated() {
      if index < (count + 1) / 2 {
        registry.register(action)
      } else {
        controller.registerLifeCircleAction(action)
      }
    }
    controller.loadViewIfNeeded()
  }

  /// `cycles` appear/disappear cycles: 4 events each.
  func run(cycles: Int) {
    for _ in 0..<cycles {
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
    }
  }
}

/// The physical limit: the same actions called by hand from an array, in the same order.
@MainActor
struct HandWrittenWorkload {
  let controller = ScreenController(title: "Bench")
  let actions: [any LifeCircleAction]

  init(actions count: Int) {
    actions = (0..<count).map { _ in CountingAction() }
  }

  func run(cycles: Int) {
    for _ in 0..<cycles {
      for action in actions { action.hostController(controller, viewWillAppear: false) }
      for action in actions { action.hostController(controller, viewDidAppear: false) }
      for action in actions.reversed() {
        action.hostController(controller, viewWillDisappear: false)
      }
      for action in actions.reversed() {
        action.hostController(controller, viewDidDisappear: false)
      }
    }
  }
}

/// What a user would reach for instead: one notification per event, one observer per action.
@MainActor
final class NotificationCenterWorkload {
  static let names = ["willAppear", "didAppear", "willDisappear", "didDisappear"].map {
    Notification.Name("LifeCircleBench.\($0)")
  }
  let center = NotificationCenter()
  let controller = ScreenController(title: "Bench")
  let actions: [CountingAction]
  private var tokens: [any NSObjectProtocol] = []

  init(actions count: Int) {
    actions = (0..<count).map { _ in CountingAction() }
    for action in actions {
      for (index, name) in Self.names.enumerated() {
        tokens.append(
          center.addObserver(forName: name, object: nil, queue: nil) { note in
            guard let host = note.object as? ScreenController else { return }
            // Posted synchronously from the main actor below, so observers run on it.
            MainActor.assumeIsolated {
              switch index {
              case 0: action.hostController(host, viewWillAppear: false)
              case 1: action.hostController(host, viewDidAppear: false)
              case 2: action.hostController(host, viewWillDisappear: false)
              default: action.hostController(host, viewDidDisappear: false)
              }
            }
          })
      }
    }
  }

  func run(cycles: Int) {
    for _ in 0..<cycles {
      for name in Self.names { center.post(name: name, object: controller) }
    }
  }
}

/// A visible navigation stack `depth` deep with UIStackAction, LogAction (dropping records)
/// and OnceAction registered globally; one push+pop cycle pushes a screen and pops it.
///
/// Focus is decided after each call either way, and its four events per cycle (the top
/// covered, the pushed screen shown, then removed, the top revealed) reach the three actions'
/// empty defaults. With `focusListener`, a ``FocusCountingAction`` is registered globally after
/// them and counts those events.
@MainActor
struct PushPopWorkload {
  let navigation: NavigationController
  let window: Window
  let pushed: ScreenController
  let focusListener: FocusCountingAction?

  init(depth: Int, focusListener listens: Bool = false) {
    let registry = LifeCircleRegistry()
    registry.diagnosticHandler = { fatalError("benchmark misuse: \($0)") }
    registry.register(UIStackAction())
    registry.register(LogAction(sink: { _ in }))
    registry.register(OnceAction { _, _ in })
    focusListener = listens ? FocusCountingAction() : nil
    if let focusListener { registry.register(focusListener) }
    (navigation, window, pushed) = LifeCircleRegistry.scoped(registry) {
      let screens = (0..<depth).map { ScreenController(title: "S\($0)") }
      let navigation = NavigationController(rootController: screens[0])
      // Off screen, so building the stack has no callbacks.
      try! navigation.setViewControllers(screens)  // benchmark set-up: a valid, fresh stack
      let window = Window(rootController: navigation)
      window.makeKeyAndVisible()
      return (navigation, window, ScreenController(title: "Pushed"))
    }
  }

  /// `cycles` push+pop cycles. With a focus listener, traps unless it heard two gains and two
  /// losses per cycle: the figures measure the focus path they claim to.
  func run(cycles: Int) {
    let before = focusListener.map { ($0.gains, $0.losses) }
    for _ in 0..<cycles {
      try! navigation.push(pushed, animated: false)  // benchmark: `pushed` is free each time
      try! navigation.pop(animated: false)  // benchmark: the stack is deeper than its root
    }
    if let focusListener, let before {
      precondition(
        focusListener.gains - before.0 == 2 * cycles
          && focusListener.losses - before.1 == 2 * cycles,
        "the focus listener heard \(focusListener.gains - before.0) gains and \(focusListener.losses - before.1) losses in \(cycles) push+pop cycles"
      )
    }
  }
}

/// A tab bar of two navigation stacks in a window, with the same three global actions.
@MainActor
struct TreeWorkload {
  let tabs: TabController
  let home: ScreenController
  let modal: ScreenController
  let window: Window

  init() {
    let registry = LifeCircleRegistry()
    registry.diagnosticHandler = { fatalError("benchmark misuse: \($0)") }
    registry.register(UIStackAction())
    registry.register(LogAction(sink: { _ in }))
    registry.register(OnceAction { _, _ in })
    (tabs, home, modal, window) = LifeCircleRegistry.scoped(registry) {
      let home = ScreenController(title: "Home")
      let tabs = TabController(tabs: [
        NavigationController(rootController: home),
        NavigationController(rootController: ScreenController(title: "Settings")),
      ])
      let window = Window(rootController: tabs)
      window.makeKeyAndVisible()
      return (tabs, home, ScreenController(title: "Modal"), window)
    }
  }

  func presentAndDismiss(cycles: Int) {
    for _ in 0..<cycles {
      try! home.present(modal, animated: false)  // benchmark: nothing is presented yet
      try! modal.dismiss(animated: false)  // benchmark: `modal` was just presented
    }
  }

  func switchTabs(cycles: Int) {
    for _ in 0..<cycles {
      try! tabs.select(1)  // benchmark: both indices exist
      try! tabs.select(0)
    }
  }
}
