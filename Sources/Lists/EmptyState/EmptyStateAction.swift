public import Delegation
public import Lifecycle

/// An empty-state placeholder for lists (DZNEmptyDataSet's job, without swizzling): shown while
/// a list has nothing to show, with balanced appearance callbacks nested in the list's.
///
/// Register it on one list (`registerLifeCircleAction(_:)`) or globally (every list of the
/// registry gets its own placeholder; other screens are ignored).
///
/// **Active** means: enabled, the source's `shouldDisplay`, content not `nil`, and the list
/// empty (see ``EmptyStateCounting``) or `shouldForceDisplay`. **Evaluated** from the list's
/// counts, never its data source, after every reload and batch of any origin (phase 3 of the
/// update: after the last row has gone, before the first row comes), at the list's
/// `willAppear` (after `loadDataIfNeeded()`), and by ``reload(on:)``.
///
/// **The placeholder** runs on the engine's appearance state machine, so its callbacks
/// (``EmptyStateDelegate/emptyState(for:didReceive:)``) are always legal and come in this
/// action's place in the list's dispatch: active when the list appears, it gets `willAppear`,
/// then `didAppear` with the list's; the list's `willDisappear` and `didDisappear` reach a shown
/// placeholder too. Becoming active while the list is appeared: `willAppear` and `didAppear` at
/// once; inactive: `willDisappear` and `didDisappear`. Becoming inactive while the list
/// disappears, a placeholder leaving with it finishes leaving at once (`didDisappear`), before
/// the rows that filled the list are displayed. Active off screen: no callback (see
/// ``isActive(on:)``). Active to active: nothing, or `didChange` when the content changed.
/// Cancelled transitions of the list map onto the machine's legal moves.
///
/// **On the engine.** Each move of a placeholder is work of its list for the engine of the
/// list's tree (within an update of the list, a step of that update's delivery made in this
/// action's place among the list's actions as they hear the change: after the actions before it
/// hear `didUpdate`, before the actions after it), taken one legal step at a time, its target
/// computed again after every delegate callback: a delegate that navigates, calls
/// ``reload(on:)`` or sets ``isEnabled`` from a placeholder callback gets its request queued
/// behind the callback's work, and the placeholder always ends balanced. Removing the action
/// (from the list, from its registry, or by the list opting out of it) hides a shown
/// placeholder the same way: a placeholder never stays appeared without its action. The action
/// then keeps no placeholder for that list and shows none there: ``isEnabled`` and
/// ``reload(on:)`` do nothing for it until the action applies to it again (registered again, or
/// the list opting back in).
///
/// **Per section.** Made with ``init(source:delegate:counting:section:)``, the placeholder watches
/// one section (by index or by identifier, see ``EmptyStateSection``) instead of the whole list:
/// active while that section is there and empty; several actions may watch the sections of one
/// list, each with its own placeholder.
///
/// **Memory.** Holds the source, the delegate and the lists weakly (one state per list, found by
/// the list's identity, never its address, and dropped when the list is freed). **Complexity.** An evaluation is O(sections) and allocates nothing
/// when the placeholder's state does not change.
public final class EmptyStateAction: ListAction, RemovalObservingAction {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  /// Says what the placeholder shows (weak).
  public weak var source: (any EmptyStateSource)?
  /// Hears the placeholder's events (weak).
  public weak var delegate: (any EmptyStateDelegate)?
  /// Hear the placeholder's events and taps too, after ``delegate``, in the order they were
  /// added (held weakly): a view that shows the placeholder (`LifeCircleUIKit`'s adapters put it
  /// in the table's background view) beside the app's delegate.
  public let additionalDelegates = Multicast<any EmptyStateDelegate>()
  /// What counts as empty.
  public let counting: EmptyStateCounting
  /// The section the placeholder watches, or `nil` for the whole list (the default).
  public let section: EmptyStateSection?

  /// The placeholder of one list: a class, so that reading and changing it through the
  /// dictionary moves one reference, not a large value (whose access frames would be allocated
  /// on the heap at every update of the placeholder).
  final class Placeholder {
    weak var list: ListController?
    var machine = AppearanceStateMachine()
    var content: EmptyStateContent?
    var isActive = false

    init(list: ListController) {
      self.list = list
    }

    var state: AppearanceState { machine.appearanceState }
  }

  /// The placeholders, by list identity, each checked against its weak list on every read
  /// (``placeholder(of:)``); entries of freed lists are pruned when a new list comes.
  var placeholders: [ObjectIdentifier: Placeholder] = [:]

  /// Whether placeholders may show; `true` by default. Setting `false` hides each shown
  /// placeholder (balanced callbacks) and sends nothing for the others; `true` evaluates again
  /// each list the action has evaluated and still applies to (never one it was removed from or
  /// opted out of). Set from a placeholder's own callback, that list's evaluation is queued
  /// behind the callback's work.
  public var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      for list in placeholders.values.compactMap(\.list) where applies(to: list) {
        updatePlaceholder(of: list, timing: .waitsForSameAnchor)
      }
    }
  }

  /// Creates the action.
  ///
  /// - Parameters:
  ///   - source: Says what the placeholder shows (held weakly).
  ///   - delegate: Hears the placeholder's events (held weakly).
  ///   - counting: What counts as empty; the content's rows by default.
  public init(
    source: any EmptyStateSource, delegate: (any EmptyStateDelegate)? = nil,
    counting: EmptyStateCounting = .contentRows
  ) {
    self.source = source
    self.delegate = delegate
    self.counting = counting
    self.section = nil
  }

  /// Creates an action whose placeholder watches one section of each list it applies to
  /// (DZNEmptyDataSet's refused per-section placeholder): active while that section is there
  /// and empty, as `counting` says (or forced by the source), with the same balanced callbacks,
  /// on the engine, as the list-wide placeholder. A section that is missing (deleted, or not
  /// there yet) shows no placeholder: one shown hides, balanced, in the update that removed the
  /// section. Register one action per section to watch; several may watch one list, each with
  /// its own placeholder, heard in the list's action order.
  ///
  /// - Parameters:
  ///   - source: Says what the placeholder shows (held weakly); asked only while the section is
  ///     there.
  ///   - delegate: Hears the placeholder's events (held weakly). Its methods name the list,
  ///     not the section: give each section's action its own delegate to tell them apart.
  ///   - counting: What counts as empty in the section; its content's rows by default.
  ///   - section: The section to watch, by index or by identifier.
  public init(
    source: any EmptyStateSource, delegate: (any EmptyStateDelegate)? = nil,
    counting: EmptyStateCounting = .contentRows, section: EmptyStateSection
  ) {
    self.source = source
    self.delegate = delegate
    self.counting = counting
    self.section = section
  }

  /// The placeholder's appearance state on `list`.
  public func state(on list: ListController) -> AppearanceState {
    placeholder(of: list)?.state ?? .disappeared
  }

  /// Whether the placeholder is on screen on `list` (appearing or appeared).
  public func isVisible(on list: ListController) -> Bool {
    let state = state(on: list)
    return state == .appearing || state == .appeared
  }

  /// Whether the placeholder would show on `list` if it were on screen (last evaluation).
  public func isActive(on list: ListController) -> Bool {
    placeholder(of: list)?.isActive ?? false
  }

  /// The content of the last evaluation on `list`.
  public func content(on list: ListController) -> EmptyStateContent? {
    placeholder(of: list)?.content
  }

  /// Evaluates `list` again now (DZNEmptyDataSet's `reloadEmptyDataSet`): for a source whose
  /// answers changed without an update of the list (loading finished with no rows, say). Called
  /// from a callback of the list's own work (the placeholder's delegate included), it is queued
  /// behind that work. Does nothing for a list the action does not apply to (not registered on
  /// it or in its registry, or opted out of), nor in its turn if the action stopped applying
  /// meanwhile.
  public func reload(on list: ListController) {
    guard applies(to: list) else { return }
    updatePlaceholder(of: list, timing: .waitsForSameAnchor)
  }

  /// A tap on the placeholder of `list`: the delegate hears it if the placeholder is visible
  /// and its content allows touch.
  ///
  /// - Returns: Whether the tap reached the delegate; `false` when refused.
  @discardableResult
  public func tapView(on list: ListController) -> Bool {
    guard isVisible(on: list), content(on: list)?.allowsTouch == true else { return false }
    delegate?.emptyStateDidTapView(for: list)
    additionalDelegates.forEach { $0.emptyStateDidTapView(for: list) }
    return true
  }

  /// A tap on the placeholder's button: as ``tapView(on:)``, and refused without a
  /// `buttonTitle`.
  @discardableResult
  public func tapButton(on list: ListController) -> Bool {
    guard isVisible(on: list), let content = content(on: list), content.allowsTouch,
      content.buttonTitle != nil
    else { return false }
    delegate?.emptyStateDidTapButton(for: list)
    additionalDelegates.forEach { $0.emptyStateDidTapButton(for: list) }
    return true
  }

  /// Loads a list that never loaded, then evaluates and follows the list's appearance.
  public func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    guard let list = controller as? ListController else { return }
    list.loadDataIfNeeded()
    updatePlaceholder(of: list, timing: .atOnce)
  }

  /// Follows the list's appearance.
  public func hostController(_ controller: ScreenController, viewDidAppear animated: Bool) {
    movePlaceholder(afterStateOfHost: controller)
  }

  /// Follows the list's appearance.
  public func hostController(_ controller: ScreenController, viewWillDisappear animated: Bool) {
    movePlaceholder(afterStateOfHost: controller)
  }

  /// Follows the list's appearance.
  public func hostController(_ controller: ScreenController, viewDidDisappear animated: Bool) {
    movePlaceholder(afterStateOfHost: controller)
  }

  /// Evaluates after every reload and batch of `list`.
  public func list(_ list: ListController, didUpdate change: ListChange) {
    updatePlaceholder(of: list, timing: .atOnce)
  }

  /// Hides the placeholders of the lists the action no longer applies to, balanced (a
  /// placeholder never stays appeared without its action).
  package func actionStoppedApplying(to scope: ActionRemovalScope) {
    switch scope {
    case .controller(let controller):
      if let list = controller as? ListController { hide(list) }
    case .registry(let registry):
      for list in placeholders.values.compactMap(\.list) where list.registry === registry {
        hide(list)
      }
    }
  }

  private func movePlaceholder(afterStateOfHost controller: ScreenController) {
    guard let list = controller as? ListController else { return }
    movePlaceholder(afterStateOf: list)
  }
}
