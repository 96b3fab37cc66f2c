import Actions
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// Focus with a list on the focused path (DESIGN "One engine, lists included", "Focus, details
/// decided"): navigation from a list's own work waits for it, and focus is decided once that
/// work and what it queued have drained.
@MainActor
@Suite struct FocusListReviewTests {
  @Test func aListThatRedirectsFromItsFirstDisplayPassNeverGainsFocus() throws {
    let scene = TestScene(recordingFocus: true)
    let source = RowsSource(rows: ["a", "b"])
    let list = scene.list(source: source)
    let navigation = scene.make { NavigationController(rootController: list) }
    let detail = scene.make { ScreenController(title: "Detail") }
    let delegate = ScriptedDelegate()
    var pushed = false
    delegate.onWillDisplay = { _ in
      guard !pushed else { return }
      pushed = true
      try? navigation.push(detail, animated: false)
    }
    list.delegate = delegate
    scene.showWindow(navigation, resettingTrace: false)
    #expect(pushed && navigation.topController === detail)
    let focus = scene.recorder.trace.filter { $0.contains("Focus") }
    #expect(focus == ["Detail.didGainFocus(shown)"])
    #expect(detail.hasFocus && !list.hasFocus)
    scene.clear()
  }

  @Test func aReloadFromTheListsFocusGainRunsAtOnce() throws {
    let scene = TestScene(recordingFocus: true)
    let source = RowsSource(rows: ["a"])
    let list = scene.list(source: source)
    var askedDuringGain = false
    list.registerLifeCircleAction(
      GainCall { controller in
        guard let list = controller as? ListController else { return }
        source.sections = [["a", "b"]]
        source.forgetQuestions()
        list.reloadData()
        askedDuringGain = source.sectionQuestions > 0
      })
    scene.showWindow(list)
    #expect(askedDuringGain && list.hasFocus)
    #expect(list.numberOfRows(inSection: 0) == 2)
    scene.clear()
  }

  @Test func aPushFromADisplayPassOfAReloadMovesFocusAfterTheListsWork() throws {
    let scene = TestScene(recordingFocus: true)
    let source = RowsSource(rows: ["a"])
    let list = scene.list(source: source)
    let navigation = scene.show(NavigationController(rootController: list))
    let detail = scene.make { ScreenController(title: "Detail") }
    let delegate = ScriptedDelegate()
    delegate.onWillDisplay = { indexPath in
      guard indexPath.row == 1 else { return }
      try? navigation.push(detail, animated: false)
      // Queued behind the list's work: nothing has moved yet.
      #expect(navigation.topController === list && list.hasFocus)
    }
    list.delegate = delegate
    scene.clear()
    source.sections = [["a", "b"]]
    list.reloadData()
    let focus = scene.recorder.trace.filter { $0.contains("Focus") }
    #expect(focus == ["Feed.didLoseFocus(covered)", "Detail.didGainFocus(shown)"])
    #expect(detail.hasFocus)
    scene.clear()
  }
}

/// Calls `body` when the host gains focus.
@MainActor
private final class GainCall: LifeCircleAction {
  let body: (ScreenController) -> Void
  init(_ body: @escaping (ScreenController) -> Void) { self.body = body }
  func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    body(controller)
  }
}
