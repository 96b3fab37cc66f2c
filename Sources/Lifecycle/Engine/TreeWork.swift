/// One call that changes what a tree shows, as a value submitted to the tree's engine: every
/// navigation call, containment, the window's calls and the interactive pop's beginning.
/// Forwarding (manual forwarding, a gesture's end, replay) is ``ForwardingWork``, which runs at
/// once and describes itself.
///
/// Each piece of work validates, mutates the containers and describes the change
/// (``perform()``) when its turn comes; ``TreeEngine`` decides when that is (``rule``) and
/// turns the change into callbacks (``ScreenChange``). Being a value, work run while its tree
/// is idle allocates nothing (no closure is formed), and queued work keeps its arguments and
/// names itself only if it fails.
@MainActor
enum TreeWork {
  case push(NavigationController, ScreenController, animated: Bool)
  /// A pop bound to the controller that was on top when it was called.
  case pop(NavigationController, ScreenController, animated: Bool)
  case popToRoot(NavigationController, animated: Bool)
  case popTo(NavigationController, ScreenController, animated: Bool)
  case setViewControllers(NavigationController, [ScreenController], animated: Bool)
  case select(TabController, Int)
  case present(ScreenController, ScreenController, PresentationStyle, animated: Bool)
  case dismiss(ScreenController, animated: Bool)
  case addChild(ScreenController, ScreenController)
  case removeFromParent(ScreenController)
  case show(Window)
  case hide(Window)
  case setRoot(Window, ScreenController)
  case beginInteractivePop(NavigationController)
  /// Work a module built on the engine defines (a list's request, a placeholder's move): it
  /// queues and drains with navigation, in one order, under one runaway bound.
  case module(any ModuleWork)

  /// When the work may run, from its kind and its arguments: the routing machine decides from
  /// it and the state of the target tree (``TreeRoutingStateMachine/route(_:target:targetEngine:)``).
  var rule: TreeRoutingStateMachine<TreeEngine, any ModuleWork>.Rule {
    switch self {
    case .addChild(let parent, _):
      // Off screen: at once while its tree is busy, so `viewDidLoad` can build children.
      parent.appearanceState == .disappeared
        ? .atOnceWhileTargetBusy(evenIfHeld: true) : .waitsForAnyDelivery
    case .removeFromParent(let child):
      // Both off screen: at once while the tree is busy, unless a hold would be left behind by
      // the split.
      if let parent = child.parent, parent.appearanceState == .disappeared,
        child.appearanceState == .disappeared
      {
        .atOnceWhileTargetBusy(evenIfHeld: false)
      } else {
        .waitsForAnyDelivery
      }
    case .beginInteractivePop: .needsIdle
    case .module(let work):
      switch work.timing {
      case .waitsForAnyDelivery: .waitsForAnyDelivery
      case .waitsForSameAnchor: .waitsForSameAnchor(ObjectIdentifier(work.anchor))
      case .atOnce: .atOnce
      }
    case .push, .pop, .popToRoot, .popTo, .setViewControllers, .select, .present, .dismiss, .show,
      .hide, .setRoot:
      .waitsForAnyDelivery
    }
  }

  /// Whether the work waits while a manual transition or an interactive pop holds its tree.
  /// Navigation does; module work says (a list updates during a gesture, as in UIKit). Work that
  /// does not wait runs at once on a held tree, and, queued behind a delivery that ends with a
  /// hold open, right after it, ahead of the navigation queued there.
  var waitsForHolds: Bool {
    if case .module(let work) = self { return work.waitsForHolds }
    return true
  }

  /// The engine of the tree the work acts on, found now (queued work finds it when it runs).
  var engine: TreeEngine {
    switch self {
    case .show(let window), .hide(let window), .setRoot(let window, _): window.engine
    case .push, .pop, .popToRoot, .popTo, .setViewControllers, .select, .present, .dismiss,
      .addChild, .removeFromParent, .beginInteractivePop, .module:
      anchor.treeEngine
    }
  }

  /// The controller whose tree the work acts on (for a window's work, its root).
  var anchor: ScreenController {
    switch self {
    case .push(let navigation, _, _), .pop(let navigation, _, _), .popToRoot(let navigation, _),
      .popTo(let navigation, _, _), .setViewControllers(let navigation, _, _),
      .beginInteractivePop(let navigation):
      navigation
    case .select(let tabs, _): tabs
    case .present(let controller, _, _, _), .dismiss(let controller, _),
      .addChild(let controller, _), .removeFromParent(let controller):
      controller
    case .show(let window), .hide(let window), .setRoot(let window, _): window.rootController
    case .module(let work): work.anchor
    }
  }

  /// Where a queued call's failure is reported: the registry of what it was called on.
  var registry: LifeCircleRegistry {
    switch self {
    case .show(let window), .hide(let window), .setRoot(let window, _): window.registry
    case .push, .pop, .popToRoot, .popTo, .setViewControllers, .select, .present, .dismiss,
      .addChild, .removeFromParent, .beginInteractivePop, .module:
      anchor.registry
    }
  }

  /// The error for work that needs an idle tree (``Timing/needsIdle``) and found none.
  var refusalWhileBusy: NavigationError {
    let subject =
      if case .beginInteractivePop(let navigation) = self {
        "an interactive pop on \(navigation.quotedName) cannot begin"
      } else {
        "\(summary) cannot run"
      }
    return NavigationError(
      .transitionInProgress, "\(subject) while another transition is under way")
  }

  /// The call in words, for diagnostics, such as `push "B" (ScreenController) onto "Nav" (...)`.
  var summary: String {
    switch self {
    case .push(let navigation, let controller, _):
      "push \(controller.quotedName) onto \(navigation.quotedName)"
    case .pop(let navigation, let top, _): "pop \(top.quotedName) from \(navigation.quotedName)"
    case .popToRoot(let navigation, _): "popToRoot in \(navigation.quotedName)"
    case .popTo(let navigation, let controller, _):
      "pop to \(controller.quotedName) in \(navigation.quotedName)"
    case .setViewControllers(let navigation, _, _): "setViewControllers on \(navigation.quotedName)"
    case .select(let tabs, let index): "select tab \(index) of \(tabs.quotedName)"
    case .present(let presenter, let controller, _, _):
      "present \(controller.quotedName) from \(presenter.quotedName)"
    case .dismiss(let controller, _): "dismiss from \(controller.quotedName)"
    case .addChild(let parent, let child): "addChild \(child.quotedName) to \(parent.quotedName)"
    case .removeFromParent(let child): "removeFromParent \(child.quotedName)"
    case .show(let window): "makeKeyAndVisible of the window of \(window.rootController.quotedName)"
    case .hide(let window): "hide of the window of \(window.rootController.quotedName)"
    case .setRoot(let window, let controller):
      "set the root of the window of \(window.rootController.quotedName) to \(controller.quotedName)"
    case .beginInteractivePop(let navigation): "beginInteractivePop on \(navigation.quotedName)"
    case .module(let work): work.summary
    }
  }
}

/// Work that a module built on the engine submits to a tree's engine (a list's `reloadData()`,
/// a batch, an insertion layer's mutation, an empty-state placeholder's move): it is queued while
/// any tree delivers callbacks, drained in call order with navigation under the one runaway
/// bound, and its callbacks are a delivery of the tree, so navigation they make waits for them.
///
/// Submit it with ``ScreenController/submitToTreeEngine(_:)``. Class-bound, so the work value
/// stays two words: a non-class existential in ``TreeWork`` would make every navigation call
/// copy a five-word payload. A module can keep one instance per kind of request and reuse it.
@MainActor
package protocol ModuleWork: AnyObject {
  /// The controller whose tree the work acts on, found when the work runs; also the owner
  /// whose work is "delivering" while this work performs (``ModuleWorkTiming/waitsForSameAnchor``).
  var anchor: ScreenController { get }
  /// When the work may run; ``ModuleWorkTiming/waitsForAnyDelivery`` unless the work says
  /// otherwise.
  var timing: ModuleWorkTiming { get }
  /// Whether the work waits while a manual transition or an interactive pop holds its tree.
  /// `false`: it runs at once on a held tree, and, queued from callbacks of a delivery that ends
  /// with a hold open, right after that delivery, in queue order, ahead of navigation queued
  /// there (which waits for the release).
  var waitsForHolds: Bool { get }
  /// The work in words, for diagnostics.
  var summary: String { get }
  /// Validates, changes what it changes and delivers its own callbacks; throws, changing
  /// nothing, when refused. Called once, when the work's turn comes.
  func perform() throws
  /// Whether this work, queued, may take over module work queued before it (see
  /// ``supersedes(_:)``); `false` by default, and then the queue is not searched.
  var supersedesQueuedWork: Bool { get }
  /// Whether this work, just queued, takes over `queued`, module work waiting in the same queue
  /// ahead of it (a queued reload takes over the batches of its list waiting there). The engine
  /// asks, removes each piece answered `true` from the queue, in queue order, and hands it to
  /// ``takeOver(_:)``: that piece never performs on its own. Asked only when
  /// ``supersedesQueuedWork``.
  func supersedes(_ queued: any ModuleWork) -> Bool
  /// Takes over `queued`, which ``supersedes(_:)`` answered `true` for and the engine removed
  /// from the queue: this work now answers for it (its block, its completions).
  func takeOver(_ queued: any ModuleWork)
  /// The work was dropped from the queue as runaway (reported as a
  /// ``Diagnostic/Kind/runawayNavigation`` diagnostic) and will never perform. Does nothing by
  /// default.
  func wasDropped()
}

/// When module work runs, as its module decides (see ``ModuleWork``).
package enum ModuleWorkTiming: Sendable {
  /// As navigation: queued while any tree delivers callbacks, at once otherwise.
  case waitsForAnyDelivery
  /// Queued behind the work under way while work of the same anchor delivers (a list request
  /// from one of the list's own callbacks), generation one more; at once otherwise, inside a
  /// delivery under way if there is one (a list request from a screen's `viewWillAppear` or from
  /// another list).
  case waitsForSameAnchor
  /// At once, inside a delivery under way if there is one: work that is part of the delivery
  /// that asks for it (a list's display pass after `willAppear`, a placeholder following its
  /// host).
  case atOnce
}

extension ModuleWork {
  /// Navigation timing: waits for any delivery.
  package var timing: ModuleWorkTiming { .waitsForAnyDelivery }
  /// Nothing to tell.
  package func wasDropped() {}
  /// Takes nothing over.
  package var supersedesQueuedWork: Bool { false }
  /// Supersedes nothing.
  package func supersedes(_ queued: any ModuleWork) -> Bool { false }
  /// Never asked: supersedes nothing.
  package func takeOver(_ queued: any ModuleWork) {}
}
