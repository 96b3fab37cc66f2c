public import Delegation
public import Lifecycle

/// A headless list screen: UIKit's table view where it matters, on the LifeCircle engine.
///
/// A ``ListDataSource`` answers counts and cells, a ``ListDelegate`` (and any number of
/// ``additionalDelegates``) hears display and selection callbacks, ``ListAction``s registered
/// like any action hear every update. Rows are **displayed** while the list is on screen and
/// inside ``viewport``.
///
/// **Phases of every update** (a reload, a batch, a viewport change, appearing, disappearing):
/// (1) the model changes; (2) rows that left end displaying, with before-state paths, in display
/// order; (3) after a reload or a batch, the list's ``ListAction``s hear
/// ``ListAction/list(_:didUpdate:)``; (4) rows that entered are displayed (their cell is made,
/// then `willDisplay`), with after-state paths, in display order. A row never gets two
/// `willDisplay` without an end between them.
///
/// **On screen** begins with a display pass after the actions of `willAppear` (UIKit lays cells
/// out after `viewWillAppear`) and ends with the pass after the actions of `didDisappear`; a
/// cancelled transition changes nothing before `didDisappear`.
///
/// **Batches** follow UIKit: deletes and reloads name before-state paths, inserts after-state
/// paths, moves go from before to after. At the end the list reads the new counts and checks
/// `after == before - deleted + inserted - movedOut + movedIn` per section; a violation throws
/// ``ListUpdateError`` and changes nothing (where UIKit raises "Invalid update").
///
/// **Re-entrancy.** Every request (``reloadData()``, a batch, ``apply(_:)``, a viewport change, a
/// tap, an insertion layer's mutation) is work for the engine of the list's tree, the one engine
/// that orders the tree's navigation and its lists' updates alike. Made from a callback of the list's own work (its data source,
/// delegates, list actions, layer delegates, placeholder delegate: "load more" from the last
/// row's `willDisplay`), it is queued behind that work and runs after its last callback, in
/// request order, with the data of its own turn: a queued batch runs its *block* in its turn.
/// Made anywhere else (a screen's `viewWillAppear`, another list), it runs at once. A queued
/// request that fails is reported as a `Diagnostic` of kind `.queuedOperationFailed`; a queued
/// ``reloadData()`` takes over the batches queued before it (their blocks run first, then one
/// `.reload` change). Navigation from the list's callbacks waits for the update, as from any
/// callback. List work never waits for a manual transition or an interactive pop. The engine's
/// one runaway bound covers it (`.runawayNavigation`).
///
/// **Threading.** Main actor only. **Memory.** The data source and delegates are weak (a
/// display pass holds the data source and delegate it reads until its last row); actions follow
/// the registries' rules.
@MainActor
open class ListController: ScreenController {
  /// Answers counts and cells (weak). Changing it does not reload: call ``reloadData()``.
  ///
  /// A display pass (the rows an update ends and displays) reads it once, and again at the next
  /// row once it is set; the pass holds what it read until its last row.
  public weak var dataSource: (any ListDataSource)? {
    didSet { peersGeneration &+= 1 }
  }
  /// Hears display and selection callbacks first (weak). A display pass reads it as it reads
  /// ``dataSource``.
  public weak var delegate: (any ListDelegate)? {
    didSet { peersGeneration &+= 1 }
  }
  /// Prepares rows before they are displayed (weak); see ``ListPrefetching`` and
  /// ``prefetchDistance``. Prefetching is owed per source: setting it cancels the rows
  /// prefetched to the previous source to that source, then prefetches the current range to the
  /// new one (a display pass, now or queued behind the list's own callbacks).
  public weak var prefetchDataSource: (any ListPrefetching)? {
    didSet { if prefetchDataSource !== oldValue { prefetchDataSourceDidChange() } }
  }
  /// Counts the assignments to ``dataSource`` and ``delegate``, so a display pass knows when
  /// to read them again (see `DisplayPeers`).
  private(set) var peersGeneration: Int {
    get { displayState.peersGeneration }
    set { displayState.peersGeneration = newValue }
  }
  /// More delegates, weak, in the order they were added: they hear every void callback after
  /// ``delegate``; a tap selects only if ``delegate`` and all of them agree.
  public let additionalDelegates = Multicast<any ListDelegate>()

  /// Whether a tap may select rows; `true` by default. Programmatic selection ignores it.
  /// A view that shows the list takes it at once.
  public var allowsSelection = true {
    didSet { if allowsSelection != oldValue { displayHost?.listSelectionDidChange(self) } }
  }
  /// Whether taps select several rows (a tap on a selected row deselects it); `false` by
  /// default (a tap deselects the previous row). A view that shows the list takes it at its
  /// next selection change (rows selected while it was `true` stay selected).
  public var allowsMultipleSelection = false

  // Exclusivity: every lookup and display pass reads `displayState`, and every access is a read that
  // copies, a whole assignment, a swap, or an insert, append or removal that calls no code
  // outside the library (user code runs between accesses, never during one), so no two accesses
  // can overlap and the runtime check, a large share of every lookup and displayed row, could
  // never fire. That includes deinits: no access lets go of the last reference to an object
  // (rows that leave, and the layers they point to, are moved to locals and let go of after the
  // access; spare buffers are stored empty). Keep it so: a removal in place could free a layer
  // inside the access.
  #if DEBUG
    private var displayState = DisplayState()  // checked in debug builds
  #else
    @exclusivity(unchecked) private var displayState = DisplayState()
  #endif
  /// Rows per content section, as last read from the data source.
  package internal(set) var counts: [Int] {
    get { displayState.counts }
    _modify { yield &displayState.counts }
  }
  /// Rows per display section: the content counts through the insertion layers.
  package internal(set) var displayCounts: [Int] {
    get { displayState.displayCounts }
    _modify { yield &displayState.displayCounts }
  }
  /// Display rows before each display section in the flattened display, and the total last:
  /// `displayCounts.count + 1` values.
  var offsets: [Int] {
    get { displayState.offsets }
    _modify { yield &displayState.offsets }
  }
  /// Whether the counts were read at least once.
  package internal(set) var isLoaded = false
  /// Whether the list displays rows: from the display pass after `willAppear` to the pass after
  /// `didDisappear` (the controller's ``ScreenController/appearanceState`` changes at the events
  /// themselves).
  package internal(set) var isDisplayingRows = false
  /// The displayed rows, ascending by display path, with what they show and their cells.
  var displayed: [DisplayedRow] {
    get { displayState.displayed }
    _modify { yield &displayState.displayed }
  }
  /// The selected display rows, ascending.
  var selected: [DisplayIndexPath] = []
  /// The viewport in force (a queued scroll changes it when it runs).
  var appliedViewport = ListViewport.all
  /// The view that shows this list, if any (`LifeCircleUIKit`'s adapters): it decides the
  /// displayed and prefetched rows in place of ``viewport`` and ``prefetchDistance`` (see
  /// `ListDisplayHosting`). Weak: the adapter owns its list's link to its view.
  package weak var displayHost: (any ListDisplayHosting)?
  /// The prefetch range the host answered at the latest settling (flat display rows).
  var hostedPrefetchRange = 0..<0
  /// The prefetch distance in force (a queued change sets it when it runs).
  var appliedPrefetchDistance = 0
  /// The rows in the prefetch range, ascending by display path (empty while prefetching is
  /// off).
  var prefetched: [PrefetchedRow] {
    get { displayState.prefetched }
    _modify { yield &displayState.prefetched }
  }
  /// The insertion layers, innermost first.
  var layers: [ListInsertionLayer] {
    get { displayState.layers }
    _modify { yield &displayState.layers }
  }
  /// Buffers kept between updates (displayed rows, counts), so updates reuse them.
  var spareRows: SpareBuffers {
    get { displayState.spareRows }
    _modify { yield &displayState.spareRows }
  }
  /// A finished request kept for the next request that runs at once, so the idle path of an
  /// update allocates no work.
  var spareWork: ListWork?

  /// Creates a list with no data source, not loaded, with the ``ListViewport/all`` viewport.
  public override init(title: String) {
    super.init(title: title)
    eventCompletionHook = { [weak self] event, _ in self?.afterActions(of: event) }
    hierarchyDetails = { [weak self] in self?.hierarchyDetailLines() ?? [] }
  }

  /// Detaches the insertion layers: their rows leave this display, they keep their insertions,
  /// and a layer that held its delegate strongly lets it go.
  isolated deinit {
    for layer in layers { layer.detach() }
  }

  /// The window over the display rows that is on screen; setting it scrolls: rows that leave end
  /// displaying, rows that enter are displayed (no ``ListAction`` call). Set during the list's
  /// callbacks, it is queued like any update and reads back the old value until it runs.
  public var viewport: ListViewport {
    get { appliedViewport }
    set { submitInfallible(.scroll(newValue)) }
  }

  /// The number of content sections, as last read (0 before the first load).
  public var numberOfSections: Int { counts.count }

  /// The number of rows in content `section`, as last read; 0 for a section outside the list.
  public func numberOfRows(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// The display pass after the actions of `willAppear` and `didDisappear`.
  private func afterActions(of event: LifecycleEvent) {
    switch event {
    case .willAppear:
      loadDataIfNeeded()
      isDisplayingRows = true
    case .didDisappear:
      isDisplayingRows = false
    case .didAppear, .willDisappear:
      return
    }
    submitInfallible(.displayPass)
  }
}

/// What every lookup and display pass of a list reads, grouped so one exclusivity proof covers
/// it (see ``ListController``'s stored `displayState`).
struct DisplayState {
  /// Rows per content section, as last read from the data source.
  var counts: [Int] = []
  /// Rows per display section: the content counts through the insertion layers.
  var displayCounts: [Int] = []
  /// Display rows before each display section, and the total last.
  var offsets: [Int] = [0]
  /// The displayed rows, ascending by display path.
  var displayed: [DisplayedRow] = []
  /// The rows in the prefetch range, ascending by display path.
  var prefetched: [PrefetchedRow] = []
  /// The insertion layers, innermost first.
  var layers: [ListInsertionLayer] = []
  /// Buffers kept between updates.
  var spareRows = SpareBuffers()
  /// Counts the assignments to the list's data source and delegate.
  var peersGeneration = 0
}

/// A displayed row: where it is, what it shows (and the layer that owns it, for an inserted
/// row), and the cell made for it when it was displayed.
struct DisplayedRow {
  var path: DisplayIndexPath
  var row: DisplayRow
  var layer: ListInsertionLayer?
  var cell: ListCell

  /// The content section of a content row; `nil` for an inserted row.
  var contentSection: Int? {
    if case .content(let path) = row { path.section } else { nil }
  }
}
