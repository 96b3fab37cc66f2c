import Delegation
import Foundation
import Lifecycle
import Lists

/// What the table and collection view adapters share: the list's link to its view, the rows
/// the view displays and prefetches as its callbacks said, the selection both ways, the empty
/// state's background view, and the reports.
///
/// The list decides, the view shows: each change of the list reaches the view in one batch (or
/// `reloadData()`) before the list delivers anything of it, and the view's display then sets
/// the rows the list displays and prefetches (see `ListDisplayHosting`). Main actor.
@MainActor
final class ListViewAdapterCore: ListDisplayHosting, EmptyStateDelegate {
  let list: ListController
  weak var view: (any AdaptedListView)?
  /// The adapter: the view shows the list while the adapter is its data source.
  weak var adapter: AnyObject?
  /// The host whose screen the list is a child of while attached.
  private weak var host: LifeCircleHost?
  /// The rows the view displays, as its `willDisplay` and `didEndDisplaying` said (read again
  /// from the view after each update it applies).
  private var shown: Set<IndexPath> = []
  /// The rows the view prefetches and has not displayed or cancelled, carried through updates.
  private var prefetching: Set<IndexPath> = []
  /// The list's display counts as the view knows them: read when the view asks (it asks every
  /// section's at once), carried through each change shown; `nil` until the view first asks,
  /// when it has nothing to update.
  private var viewCounts: [Int]?
  /// Content sections whose row count was compared with the data source's since the list's
  /// latest settling: one data source call per section per settling (at most one per turn of
  /// scrolling), not one per cell.
  private var checkedSections: Set<Int> = []
  /// Content sections whose stale data source was reported since the list's latest update.
  private var reportedSections: Set<Int> = []
  /// The empty-state placeholders shown as the background view, each with the maker of its
  /// view, the view that shows it while on screen, and when that view came (the latest covers).
  private var placeholders:
    [(
      action: EmptyStateAction, makeView: @MainActor (EmptyStateContent) -> UIView, view: UIView?,
      shownAt: Int
    )] = []
  /// How many placeholder views came so far (their `shownAt`).
  private var placeholderViewsShown = 0

  init(list: ListController, view: any AdaptedListView) {
    self.list = list
    self.view = view
  }

  /// The view, while it shows this list: not once released, nor once its data source is
  /// another (a second adapter on the same view, the app's own data source), whose counts a
  /// change of this list would contradict.
  private var shownView: (any AdaptedListView)? {
    guard let view, let adapter, view.adapterDataSource === adapter else { return nil }
    return view
  }

  // MARK: Attaching

  /// The host of `viewController` if the list may be shown there; throws, changing nothing,
  /// when it may not.
  func validate(_ viewController: UIViewController) throws(ListAdapterError) -> LifeCircleHost {
    guard let host = LifeCircleHost.host(of: viewController) else {
      throw .viewControllerHasNoHost
    }
    if viewController is UINavigationController || viewController is UITabBarController {
      throw .viewControllerIsAContainer
    }
    guard list.lifeCircleRegistry === host.screen.lifeCircleRegistry else {
      throw .listFromAnotherRegistry
    }
    guard list.displayHost == nil else { throw .listAlreadyShown }
    guard list.parent == nil, list.presentingController == nil, list.containingWindow == nil
    else { throw .listIsNotFree }
    return host
  }

  /// Becomes the list's display host and places the list in `host`'s screen (it appears now
  /// if the screen is on screen, displaying what the view displays). Call it once the view
  /// asks the adapter, after ``validate(_:)``; throws, changing nothing, if the model refuses.
  func attach(to host: LifeCircleHost) throws(ListAdapterError) {
    list.displayHost = self
    guard host.attach(list) else {
      list.displayHost = nil
      throw .listIsNotFree
    }
    self.host = host
    view?.adapterAllowSelection(list.allowsSelection, multiple: list.allowsMultipleSelection)
    list.setNeedsHostedDisplayPass()
  }

  /// Whether ``detach()`` ran: the adapter shows nothing more.
  private var isDetached = false

  /// Undoes ``attach(to:)``: the list disappears if it is on screen and leaves the screen, the
  /// view's background placeholder goes.
  func detach() {
    isDetached = true
    for entry in placeholders {
      entry.action.additionalDelegates.remove(self)
      if let shownView = entry.view, view?.backgroundView === shownView {
        view?.backgroundView = nil
      }
    }
    placeholders = []
    sectionRows?.detach()
    sectionRows = nil
    if list.displayHost === self { list.displayHost = nil }
    host?.detach(list)
    host = nil
  }

  // MARK: The view's questions

  /// The number of display sections; the view now knows the list's counts.
  var numberOfSections: Int {
    viewCounts = displayCounts
    return list.display.numberOfSections
  }

  /// The number of display rows in `section`.
  func numberOfRows(inSection section: Int) -> Int {
    list.display.numberOfRows(inSection: section)
  }

  /// The list's display counts now.
  private var displayCounts: [Int] {
    let display = list.display
    return (0..<display.numberOfSections).map { display.numberOfRows(inSection: $0) }
  }

  /// What display row `path` shows, reporting a path the list does not have.
  private func row(at path: IndexPath) -> DisplayRow? {
    let displayPath = DisplayIndexPath(path)
    guard let row = list.display.row(at: displayPath) else {
      report(
        .cellRequestedOutsideList,
        "the view asked a cell for \(displayPath), which the list does not have: a blank cell shows"
      )
      return nil
    }
    if case .content(let content) = row { checkDataSource(section: content.section) }
    return row
  }

  /// The headless cell of `path` (the list's data source or the layer's delegate makes it).
  func headlessCell(at path: IndexPath) -> ListCell? {
    list.hostedCell(at: DisplayIndexPath(path))
  }

  /// The cell for the view's `indexPath`: `make`'s, or, when the list has no such row or `make`
  /// throws or returns `nil`, `blank()`, with a `Diagnostic` naming the row.
  func cell<Cell>(
    at indexPath: IndexPath, blank: () -> Cell, make: (DisplayRow) throws -> Cell?
  ) -> Cell {
    guard let row = row(at: indexPath) else { return blank() }
    do {
      if let cell = try make(row) { return cell }
      reportMissingCell(at: indexPath, row: row, error: nil)
    } catch {
      reportMissingCell(at: indexPath, row: row, error: error)
    }
    return blank()
  }

  /// Reports a cell the app's provider could not make for display row `path`.
  private func reportMissingCell(at path: IndexPath, row: DisplayRow, error: (any Error)?) {
    let what =
      switch row {
      case .content(let content): "content row \(content)"
      case .inserted(let layer, let inserted):
        "row \(inserted.row) of insertion '\(inserted.id)' of layer '\(layer)'"
      }
    let outcome = error.map { "threw \($0)" } ?? "returned no cell"
    report(
      .cellProviderFailed,
      "the cell provider \(outcome) for \(what) at display row \(DisplayIndexPath(path)): a blank cell shows"
    )
  }

  /// Compares, at a section's first cell since the list's latest settling, the data source's row
  /// count with the list's, and reports a difference once per section until the list's next
  /// update: the app changed its data without telling the list.
  private func checkDataSource(section: Int) {
    guard !checkedSections.contains(section), let source = list.dataSource,
      section < list.numberOfSections
    else { return }
    checkedSections.insert(section)
    let told = list.numberOfRows(inSection: section)
    let actual = source.list(list, numberOfRowsInSection: section)
    guard told != actual, reportedSections.insert(section).inserted else { return }
    report(
      .dataChangedWithoutTellingTheList,
      "the data source has \(actual) rows in section \(section), the list \(told): the data changed without telling the list (change it inside performBatchUpdates, or call reloadData()); the view shows the list's \(told)"
    )
  }

  private func report(_ cause: Diagnostic.Cause, _ message: String) {
    list.report(
      Diagnostic(
        kind: .refusedOperation, message: "\(list.quotedName): \(message)", cause: cause))
  }

  // MARK: The view's display

  /// Whether a display pass of the list is scheduled for the end of this turn.
  private var isPassScheduled = false

  /// The view displays `path`.
  func viewWillDisplay(_ path: IndexPath) {
    shown.insert(path)
    prefetching.remove(path)
    scheduleDisplayPass()
  }

  /// The view no longer displays `path`.
  func viewDidEndDisplaying(_ path: IndexPath) {
    shown.remove(path)
    scheduleDisplayPass()
  }

  /// The view prefetches `paths`.
  func viewPrefetch(_ paths: [IndexPath]) {
    prefetching.formUnion(paths)
    scheduleDisplayPass()
  }

  /// The view cancels prefetching `paths`.
  func viewCancelPrefetching(_ paths: [IndexPath]) {
    prefetching.subtract(paths)
    scheduleDisplayPass()
  }

  /// Asks the list for one display pass once the main queue's turn is over: the view calls
  /// from inside its layout, where UIKit refuses updates, and the list's callbacks may update
  /// the list (a "load more" from the last row's `willDisplay`), which the view must then show
  /// at once. One pass per turn, whatever the number of callbacks.
  private func scheduleDisplayPass() {
    guard !isPassScheduled else { return }
    isPassScheduled = true
    MainQueue.afterThisTurn { [weak self] in
      guard let self else { return }
      isPassScheduled = false
      guard list.displayHost === self else { return }
      list.setNeedsHostedDisplayPass()
    }
  }

  /// Another adapter took the view: the list settles, displaying nothing (see `shownView`).
  func viewWasTaken() {
    guard list.displayHost === self else { return }
    list.setNeedsHostedDisplayPass()
  }

  // MARK: Selection

  /// A tap selected (or, in multiple selection, deselected) `path` in the view: the list taps
  /// it, and the view then shows the list's selection, whatever the list decided.
  func viewTapped(_ path: IndexPath) {
    do {
      try list.display.tapRow(at: DisplayIndexPath(path))
    } catch {
      report(
        .viewTapRefused,
        "a tap on \(DisplayIndexPath(path)) was refused (\(error)): the view shows the list's selection"
      )
      listSelectionDidChange(list)
    }
  }

  func listSelectionDidChange(_ list: ListController) {
    guard let view = shownView else { return }
    let wanted = Set(list.display.indexPathsForSelectedRows.map(IndexPath.init))
    // Rows selected while multiple selection was on stay selected in the list once it is off:
    // the view keeps multiple selection while it must show several.
    view.adapterAllowSelection(
      list.allowsSelection, multiple: list.allowsMultipleSelection || wanted.count > 1)
    let current = view.adapterSelectedPaths
    for path in current where !wanted.contains(path) { view.adapterDeselect(path) }
    let currentSet = Set(current)
    for path in wanted.sorted() where !currentSet.contains(path) { view.adapterSelect(path) }
  }

  // MARK: Hosting

  func list(
    _ list: ListController, willSettle change: ListChange?,
    target: (DisplayIndexPath) -> DisplayIndexPath?
  ) -> ListHostedWindows {
    checkedSections = []
    guard shownView != nil else {
      // No view shows the list: it displays and prefetches nothing.
      shown = []
      prefetching = []
      viewCounts = nil
      return .none
    }
    if let change {
      show(change, target: target)
      sectionRows?.follow(placeholders.filter { $0.action.section != nil }.map(\.action))
    } else if let viewCounts, viewCounts != displayCounts, let view = shownView {
      // Counts changed with no change to show (the list's first load, at its first
      // appearance): the view loads them again.
      view.adapterReloadData()
      shown = Set(view.adapterVisiblePaths)
      listSelectionDidChange(list)
    }
    return windows()
  }

  /// Shows `change` on the view (nothing to do for a view that never asked its counts: it
  /// asks them when it needs them), then reads back what it displays.
  private func show(_ change: ListChange, target: (DisplayIndexPath) -> DisplayIndexPath?) {
    reportedSections = []
    prefetching = Set(
      prefetching.compactMap { path in target(DisplayIndexPath(path)).map(IndexPath.init) })
    guard let view = shownView, viewCounts != nil else { return }
    defer { viewCounts = displayCounts }
    switch change.kind {
    case .reload:
      prefetching = []
      view.adapterReloadData()
    case .batch:
      guard !change.isEmpty else { return }
      let reconfigured = change.reconfiguredRows.compactMap(target).map(IndexPath.init)
      view.adapterApply(change, reconfigured: reconfigured)
    }
    // The view's callbacks during the update named paths before and after it: read the result.
    shown = Set(view.adapterVisiblePaths)
    listSelectionDidChange(list)
  }

  /// The flat display rows the view displays and prefetches (the smallest ranges holding
  /// them; a view's rows on screen are consecutive).
  private func windows() -> ListHostedWindows {
    ListHostedWindows(displayed: flatRange(of: shown), prefetched: flatRange(of: prefetching))
  }

  private func flatRange(of paths: Set<IndexPath>) -> Range<Int> {
    var low = Int.max
    var high = Int.min
    let display = list.display
    for path in paths {
      let displayPath = DisplayIndexPath(path)
      guard displayPath.section >= 0, displayPath.section < display.numberOfSections,
        displayPath.row >= 0, displayPath.row < display.numberOfRows(inSection: displayPath.section)
      else { continue }
      let flat = list.flatDisplayIndex(of: displayPath)
      low = min(low, flat)
      high = max(high, flat)
    }
    return low <= high ? low..<(high + 1) : 0..<0
  }

  // MARK: The empty state

  /// The rows of the placeholders that watch one section; made at the first such action.
  private var sectionRows: SectionPlaceholderRows?

  /// Shows `action`'s placeholder on this list while it is on screen: as the view's background
  /// view (made by `makeView`, or a label with the content's title and message), or, for an
  /// action that watches one section, as the first row of that section.
  func showPlaceholder(
    of action: EmptyStateAction, makeView: (@MainActor (EmptyStateContent) -> UIView)?
  ) throws(ListAdapterError) {
    guard !isDetached, !placeholders.contains(where: { $0.action === action }) else { return }
    if action.section != nil {
      // A row counted as displayed would make its own section non-empty and hide itself.
      guard case .contentRows = action.counting else { throw .sectionPlaceholder }
      if sectionRows == nil { sectionRows = try SectionPlaceholderRows(list: list) }
    }
    placeholders.append((action, makeView ?? Self.defaultPlaceholderView(for:), nil, 0))
    action.additionalDelegates.add(self)
    if action.isVisible(on: list), let content = action.content(on: list) {
      showPlaceholder(of: action, content: content)
    }
  }

  /// Shows `action`'s placeholder with `content`: its row, or the background view.
  private func showPlaceholder(of action: EmptyStateAction, content: EmptyStateContent) {
    if action.section != nil {
      sectionRows?.show(action, content: content)
    } else {
      setPlaceholderView(of: action, to: makeView(of: action, content))
    }
  }

  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    guard list === self.list else { return }
    for entry in placeholders where entry.action.section != nil {
      guard let rows = sectionRows else { break }
      switch event {
      case .willAppear:
        guard !rows.isShowing(entry.action), entry.action.isVisible(on: list),
          let content = entry.action.content(on: list)
        else { continue }
        rows.show(entry.action, content: content)
      case .didDisappear:
        guard rows.isShowing(entry.action), !entry.action.isVisible(on: list) else { continue }
        rows.hide(entry.action)
      case .didAppear, .willDisappear:
        continue
      }
    }
    for entry in placeholders where entry.action.section == nil {
      switch event {
      case .willAppear:
        guard entry.view == nil, entry.action.isVisible(on: list),
          let content = entry.action.content(on: list)
        else { continue }
        setPlaceholderView(of: entry.action, to: entry.makeView(content))
      case .didDisappear:
        guard entry.view != nil, !entry.action.isVisible(on: list) else { continue }
        setPlaceholderView(of: entry.action, to: nil)
      case .didAppear, .willDisappear:
        continue
      }
    }
  }

  func emptyState(for list: ListController, didChange content: EmptyStateContent) {
    guard list === self.list else { return }
    for entry in placeholders where entry.action.isVisible(on: list) {
      guard entry.action.content(on: list) == content else { continue }
      if entry.action.section != nil {
        sectionRows?.update(entry.action, content: content)
      } else if entry.view != nil {
        setPlaceholderView(of: entry.action, to: entry.makeView(content))
      }
    }
  }

  /// `action`'s view of `content`, made by its maker.
  private func makeView(of action: EmptyStateAction, _ content: EmptyStateContent) -> UIView? {
    placeholders.first { $0.action === action }.map { $0.makeView(content) }
  }

  /// Sets the view of `action`'s placeholder (`nil`: gone) and shows, as the background view,
  /// the placeholder on screen that came last: a placeholder that comes covers the others, one
  /// whose content changes keeps its place, and when the one on top goes the one under it shows
  /// again.
  private func setPlaceholderView(of action: EmptyStateAction, to newView: UIView?) {
    guard let index = placeholders.firstIndex(where: { $0.action === action }) else { return }
    let old = placeholders[index].view
    if old == nil, newView != nil {
      placeholderViewsShown += 1
      placeholders[index].shownAt = placeholderViewsShown
    }
    placeholders[index].view = newView
    guard let view = shownView,
      newView != nil || (old != nil && view.backgroundView === old)
    else { return }
    let top = placeholders.filter { $0.view != nil }.max { $0.shownAt < $1.shownAt }?.view
    if view.backgroundView !== top { view.backgroundView = top }
  }

  /// A label showing the content's title and message, one per line.
  static func defaultPlaceholderView(for content: EmptyStateContent) -> UIView {
    let label = UILabel(frame: .zero)
    label.text = [content.title, content.message].compactMap { $0 }.joined(separator: "\n")
    return label
  }
}
