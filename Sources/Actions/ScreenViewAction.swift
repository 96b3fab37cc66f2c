import Lifecycle

/// Turns focus into screen views an analytics SDK can send as they are: one ``ScreenView`` per
/// focus gain, with the screen's name, the previous screen, the reason and the time the previous
/// screen held focus.
///
/// Register it globally, in the registry your screens are made in, so it hears every screen:
///
/// ```swift
/// let screenViews = ScreenViewAction { view in
///   print("screen_view", view.screen, view.previousScreen ?? "-")  // your analytics SDK here
/// }
/// registerGlobalAction(screenViews)
/// ```
///
/// It listens to `LifeCircleAction/hostController(_:didGainFocus:)` and
/// `LifeCircleAction/hostController(_:didLoseFocus:)`, not to appearance: focus is decided by
/// the engine from the whole tree (the key window's topmost presentation, then the containers'
/// active children), so the views it makes are right where appearance-based trackers are not:
///
/// - **One view per focus gain, never for a container.** A screen in a navigation controller in
///   a tab controller is one view, named after the screen; a custom container that says so
///   (`ScreenController/isContainer`) is never a view, its active children are. If the action
///   hears the same gain twice (registered globally and on the screen too, or replayed), the
///   second makes no view.
/// - **Every gain, even without appearance.** The presenter of a dismissed page sheet never
///   disappeared, yet it gets a view (`FocusReason/revealed`); so does the key window's screen
///   when the app returns from the background, or when another window becomes key.
/// - **Nothing for what the user never looked at.** A splash that redirects from its
///   `viewDidAppear`, a cancelled back gesture, re-selecting the selected tab: no view.
/// - **The previous screen** is the last one whose focus loss this action heard, by the name its
///   own view carried (its `ScreenController/screenName` when it gained focus, or when it lost
///   it if the action missed the gain). It is not cleared by a view, so after the background the
///   returning screen's previous screen is itself.
/// - **The previous duration** covers that screen's latest focus period only, from the gain the
///   action heard to its loss, measured with the injected clock: time in the background, under
///   a covering screen or in another window is not counted. `nil` if the action missed the gain
///   (registered while the screen held focus, without replay).
/// - **Nothing waits for the next view.** Each focus loss this action hears, the background
///   included, is sent at once as a ``ScreenEngagement`` (the screen, its class, the reason, the
///   time it held focus), so an app killed in the background has already sent its last screen's
///   time. The next view names the same period as its previous screen and duration: send
///   either, a period is never counted twice.
/// - **What the screen knows.** A view carries the screen's class
///   (`ScreenController/screenClass`) and the parameters it supplies
///   (`ScreenController/screenParameters`, read at the gain: a post's id), and, for a
///   `FocusReason/revealed` gain, how it was revealed (``ScreenView/revealedBy``: a pop, a
///   dismissal in code, a sheet swiped down), so "no new view when a modal closes" is one
///   `if`.
/// - **Opt-out.** A screen that opted out of this action
///   (`ScreenController/disableGlobalAction(_:)`) never appears in a view, not even as the
///   previous screen: the action does not hear its focus, and opting out forgets it if it was
///   the previous screen or held focus. Removing the action forgets the screens it no longer
///   hears the same way, so registered again (with replay) it starts afresh.
/// - **Names, not titles.** ``ScreenView/screen`` is `ScreenController/screenName` (the title
///   unless a screen overrides it). Two screens with the same name in a row are two views: the
///   action never deduplicates by name.
///
/// **Order.** Views come in the order of the focus gains: after the navigation's last
/// appearance callback, in focus order (a split-style container that focuses two screens makes
/// two views, both after the same previous screen).
///
/// **Threading.** Main actor only. The sink is called synchronously while the gain is
/// delivered; a navigation call made from it is queued behind the focus events, like one made
/// from any callback.
///
/// **Memory.** Holds controllers weakly, never retains a host. It keeps one entry per screen
/// holding focus whose gain it heard (usually one), and the previous screen's name and duration.
/// ``views`` grows only while ``recordsViews`` is `true`: the recording form, for tests.
public final class ScreenViewAction: LifeCircleAction, RemovalObservingAction {
  /// A focus period whose gain this action heard and whose loss it has not heard yet.
  /// Controllers are linked through `UnownedLink`, not weak references: a weak reference
  /// would give every screen this action hears a side table, and every retain of it on the
  /// engine's hot path would take the slow path (the proof is at `UnownedLink`).
  @MainActor
  private struct Period {
    let link: UnownedLink<ScreenController>
    /// The name and class the screen's view carried.
    let name: String
    let screenClass: String
    let gainedAt: Duration

    var controller: ScreenController? { link.target }

    init(controller: ScreenController, name: String, screenClass: String, gainedAt: Duration) {
      (link, self.name, self.screenClass, self.gainedAt) =
        (UnownedLink(controller), name, screenClass, gainedAt)
    }
  }

  /// The screen whose focus loss this action heard last.
  @MainActor
  private struct Previous {
    let link: UnownedLink<ScreenController>
    let name: String
    let duration: Duration?

    var controller: ScreenController? { link.target }

    init(controller: ScreenController, name: String, duration: Duration?) {
      (link, self.name, self.duration) = (UnownedLink(controller), name, duration)
    }
  }

  private let sink: @MainActor (ScreenView) -> Void
  private let engagementSink: (@MainActor (ScreenEngagement) -> Void)?
  private let elapsed: @MainActor () -> Duration
  private var periods: [Period] = []
  private var previous: Previous?

  /// The views made so far, oldest first, while ``recordsViews`` is `true`.
  public private(set) var views: [ScreenView] = []

  /// The engagements made so far, oldest first, while ``recordsViews`` is `true`.
  public private(set) var engagements: [ScreenEngagement] = []

  /// Whether each view is also appended to ``views``. `true` for the recording form
  /// (``init(clock:)``), `false` when a sink is given, so a long-running app keeps no history.
  /// Set it at any time: it applies from the next view.
  public var recordsViews: Bool

  /// Creates the action that hands each view to `sink`, and each engagement (the end of a focus
  /// period, see ``ScreenEngagement``) to `engagement`.
  ///
  /// - Parameters:
  ///   - clock: Measures how long screens hold focus (``ScreenView/previousDuration``,
  ///     ``ScreenEngagement/duration``); `ContinuousClock` by default. Inject a manual clock in
  ///     tests for exact durations. It is read on the main actor, at each focus gain and loss.
  ///   - sink: Receives each view, on the main actor, while the focus gain is delivered.
  ///   - engagement: Receives each engagement, on the main actor, while the focus loss is
  ///     delivered (the background included); `nil` to send views only.
  public init(
    clock: any Clock<Duration> = ContinuousClock(),
    sink: @escaping @MainActor (ScreenView) -> Void,
    engagement: (@MainActor (ScreenEngagement) -> Void)? = nil
  ) {
    self.elapsed = Self.elapsedTime(on: clock)
    self.sink = sink
    self.engagementSink = engagement
    self.recordsViews = false
  }

  /// Creates the recording form, for tests: each view is appended to ``views``, each
  /// engagement to ``engagements``.
  ///
  /// - Parameter clock: Measures how long screens hold focus; `ContinuousClock` by default.
  public convenience init(clock: any Clock<Duration> = ContinuousClock()) {
    self.init(clock: clock, sink: { _ in })
    recordsViews = true
  }

  /// Forgets the views recorded in ``views``. The previous screen and the focus periods under
  /// way are kept, so the next view is as it would have been.
  public func removeAllViews() {
    views.removeAll()
    engagements.removeAll()
  }

  /// Makes a view for `controller`, unless it is a container or this gain was already heard.
  public func hostController(_ controller: ScreenController, didGainFocus reason: FocusReason) {
    guard !controller.isContainer else { return }
    periods.removeAll { $0.link.isCleared }
    for period in periods where period.link.isLink(to: controller) { return }
    let name = controller.screenName
    let screenClass = controller.screenClass
    periods.append(
      Period(controller: controller, name: name, screenClass: screenClass, gainedAt: elapsed()))
    let view = ScreenView(
      screen: name, screenClass: screenClass, parameters: controller.screenParameters,
      previousScreen: previous?.name, reason: reason, revealedBy: controller.revealedBy,
      previousDuration: previous?.duration)
    if recordsViews { views.append(view) }
    sink(view)
  }

  /// Makes `controller` the previous screen, with the length of the focus period that ends,
  /// and sends that period as an engagement.
  public func hostController(_ controller: ScreenController, didLoseFocus reason: FocusReason) {
    let engagement: ScreenEngagement
    if let index = periods.firstIndex(where: { $0.link.isLink(to: controller) }) {
      let period = periods.remove(at: index)
      guard !controller.isContainer else { return }
      let duration = elapsed() - period.gainedAt
      previous = Previous(controller: controller, name: period.name, duration: duration)
      engagement = ScreenEngagement(
        screen: period.name, screenClass: period.screenClass, reason: reason,
        duration: duration)
    } else if previous?.link.isLink(to: controller) != true, !controller.isContainer {
      // A gain this action missed. (The same loss heard twice finds itself as the previous
      // screen and changes nothing.)
      previous = Previous(controller: controller, name: controller.screenName, duration: nil)
      engagement = ScreenEngagement(
        screen: controller.screenName, screenClass: controller.screenClass, reason: reason,
        duration: nil)
    } else {
      return
    }
    if recordsViews { engagements.append(engagement) }
    engagementSink?(engagement)
  }

  /// Forgets the screens this action no longer applies to (opted out, or the action removed):
  /// they never appear in a view, not even as the previous screen.
  package func actionStoppedApplying(to scope: ActionRemovalScope) {
    periods.removeAll { period in
      guard let controller = period.controller else { return true }
      return !applies(to: controller)
    }
    if let controller = previous?.controller, !applies(to: controller) { previous = nil }
  }

  /// Whether `controller` hears this action: one of its own, or a global one it did not opt
  /// out of.
  private func applies(to controller: ScreenController) -> Bool {
    controller.holdsLifeCircleAction(self)
      || (controller.registry.holds(self) && !controller.isGlobalActionDisabled(self))
  }

  /// The time elapsed on `clock` since now, read on the main actor.
  private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> @MainActor () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
