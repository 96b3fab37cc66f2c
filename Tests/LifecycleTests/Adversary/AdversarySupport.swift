import LifeCircleTesting
import Lifecycle

/// A custom container for the adversary's tests: a pager that keeps every page on screen and
/// names the pages in ``active`` (by index) as its active children, or the screens in
/// ``named`` when set (strangers and stale entries included). Counts how often the engine asks.
@MainActor
final class AdversaryPager: ScreenController {
  var active: [Int] = [0]
  var named: [ScreenController]?
  private(set) var reads = 0
  /// When set, each read answers the next entry (wrapping): an override that changes its answer
  /// on successive calls.
  var answers: [[Int]]?

  override var isContainer: Bool { true }
  override var activeChildren: [ScreenController] {
    reads += 1
    if let named { return named }
    if let answers {
      return answers[(reads - 1) % answers.count].map { children[$0] }
    }
    return active.map { children[$0] }
  }
}

/// Closures for the appearance and focus events a test needs, each with its host.
@MainActor
final class AdversaryHook: LifeCircleAction {
  var willAppear: ((ScreenController) -> Void)?
  var didAppear: ((ScreenController) -> Void)?
  var willDisappear: ((ScreenController) -> Void)?
  var didDisappear: ((ScreenController) -> Void)?
  var gained: ((ScreenController, FocusReason) -> Void)?
  var lost: ((ScreenController, FocusReason) -> Void)?

  init() {}

  func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    willAppear?(controller)
  }
  func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    didAppear?(controller)
  }
  func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {
    willDisappear?(controller)
  }
  func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    didDisappear?(controller)
  }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    gained?(controller, reason)
  }
  func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    lost?(controller, reason)
  }
}

/// A container that forwards appearance by hand and focuses its appeared children.
@MainActor
final class AdversaryManualPager: ScreenController {
  override var isContainer: Bool { true }
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

extension TestScene {
  /// A pager titled `Pager` with the children `One` and `Two`, off screen.
  func makeAdversaryPager() -> (AdversaryPager, ScreenController, ScreenController) {
    let pager = make { AdversaryPager(title: "Pager") }
    let one = make { ScreenController(title: "One") }
    let two = make { ScreenController(title: "Two") }
    try? pager.addChild(one)
    try? pager.addChild(two)
    return (pager, one, two)
  }
}
