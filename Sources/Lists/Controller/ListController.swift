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
/// **Re-entrancy.** An update requested while the list delivers callbacks of another update (its
/// data source, delegates or actions: "load more" from the last row's `willDisplay`) is queued
/// and performed after that update's last callback, in request order. A queued batch runs its
/// block and reads its counts at once, and is checked and committed in its turn; if it fails
/// then, it is reported as a `Diagnostic` of kind `.queuedOperationFailed`. A queued
/// ``reloadData()`` supersedes the batches queued before it. Callbacks that keep queueing
/// updates are cut off after 1,000 generations (`.runawayNavigation`).
///
/// **Threading.** Main actor only. **Memory.** The data source and delegates are weak; actions
/// follow the registries' rules.
@MainActor
open class ListController: ScreenController {
  /// Answers counts and cells (weak). Changing it does not reload: call ``reloadData()``.
  public weak var dataSource: (any ListDataSource)?
  /// Hears display and selection callbacks first (weak).
  public weak var delegate: (any ListDelegate)?
  /// More delegates, weak, in the order they were added: they hear every void callback after
  /// ``delegate``; a tap selects only if ``delegate`` and all of them agree.
  public let additionalDelegates = Multicast<any ListDelegate>()

  /// Whether a tap may select rows; `true` by default. Programmatic selection ignores it.
  public var allowsSelection = true
  /// Whether taps select several rows (a tap on a selected row deselects it); `false` by
  /// default (a tap deselects the previous row).
  public var allowsMultipleSelection = false

  // Exclusivity: `counts`, `displayCounts` and `layers` are read by every lookup and replaced
  // only by whole assignments or appends and removals that call no code outside the library,
  // so no two accesses can overlap and the runtime checks, a third of a lookup, could never
  // fire.
  /// Rows per content section, as last read from the data source.
  @exclusivity(unchecked) package internal(set) var counts: [Int] = []
  /// Rows per display section: the content counts through the insertion layers.
  @exclusivity(unchecked) package internal(set) var displayCounts: [Int] = []
  /// Display rows before each display section in the flattened display, and the total last:
  /// `displayCounts.count + 1` values.
  var offsets: [Int] = [0]
  /// Whether the counts were read at least once.
  package internal(set) var isLoaded = false
  /// Whether the list is on screen: from the pass after `willAppear` to the pass after
  /// `didDisappear`.
  package internal(set) var isOnScreen = false
  /// The displayed rows, ascending by display path, with what they show and their cells.
  var displayed: [DisplayedRow] = []
  /// The selected display rows, ascending.
  var selected: [DisplayIndexPath] = []
  /// The viewport in force (a queued scroll changes it when it runs).
  var appliedViewport = ListViewport.all
  /// The insertion layers, innermost first.
  @exclusivity(unchecked) var layers: [ListInsertionLayer] = []
  /// Layers removed whose removal change has not been committed yet.
  var pendingDetachments: [ListInsertionLayer] = []
  /// Whether layer mutations join the update under way (a batch's block, a reload's
  /// `contentDidReload`) instead of making their own change.
  var layerMutationsJoin = false

  /// The operations recorded by the block of the batch under way (see ``isRecording``).
  var recording = BatchOperations()
  /// Whether a batch's block is running: single operations join it.
  var isRecording = false
  /// How many updates are delivering callbacks now (nested: a queued update inside a drain).
  var deliveryDepth = 0
  /// Updates requested during callbacks, waiting for their turn.
  var queue = UpdateQueue()

  /// Creates a list with no data source, not loaded, with the ``ListViewport/all`` viewport.
  public override init(title: String) {
    super.init(title: title)
    eventCompletionHook = { [weak self] event, _ in self?.afterActions(of: event) }
  }

  /// The window over the display rows that is on screen; setting it scrolls: rows that leave end
  /// displaying, rows that enter are displayed (no ``ListAction`` call). Set during the list's
  /// callbacks, it is queued like any update and reads back the old value until it runs.
  public var viewport: ListViewport {
    get { appliedViewport }
    set { request(.scroll(newValue)) }
  }

  /// The number of content sections, as last read (0 before the first load).
  public var numberOfSections: Int { counts.count }

  /// The number of rows in content `section`, as last read; 0 for a section outside the list.
  public func numberOfRows(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// Whether the list is delivering callbacks (or recording a batch): requests wait.
  var isBusy: Bool { deliveryDepth > 0 || isRecording }

  /// The display pass after the actions of `willAppear` and `didDisappear`.
  private func afterActions(of event: LifecycleEvent) {
    switch event {
    case .willAppear:
      loadDataIfNeeded()
      isOnScreen = true
    case .didDisappear:
      isOnScreen = false
    case .didAppear, .willDisappear:
      return
    }
    request(.displayPass)
  }
}

/// A displayed row: where it is, what it shows (and the layer that owns it, for an inserted
/// row), and the cell made for it when it was displayed.
struct DisplayedRow {
  var path: DisplayIndexPath
  var row: DisplayRow
  var layer: ListInsertionLayer?
  var cell: ListCell
}
