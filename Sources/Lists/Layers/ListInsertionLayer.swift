import Lifecycle

/// Rows that a module (ads, promotions) puts into a list without touching its data source:
/// IMYAOPTableView's interposed layer, with typed coordinates and exact changes.
///
/// Fill it with insertions anchored to content rows (``InsertionPosition``), attach it to a list
/// (``ListController/addInsertionLayer(_:)``), and the list shows its rows among the business
/// rows. The business data source and delegate keep speaking content coordinates and never hear
/// about these rows; the layer's ``delegate`` makes their cells and hears their display and
/// selection callbacks, in display coordinates.
///
/// **Anchors.** An insertion's anchor is the number of inner rows before it in its section; equal
/// anchors keep insertion order. It is placed if the section has at least that many rows, else
/// pending, and is placed in the change that brings the section there. Business changes move
/// placed anchors (a row inserted at an anchor goes after the insertion, so a top insertion
/// stays on top), never pending ones. `reloadData()` keeps anchors. A deleted section discards
/// its insertions; a moved one carries them. An insertion in a section the list does not have
/// (yet) waits for that section index, and lands in the change that brings the section and its
/// anchor into range, whatever brings them (a batch, a reload, a snapshot).
///
/// **Changes.** On a loaded list each mutation is one change with display callbacks for rows on
/// screen: inside a business `performBatchUpdates` block it joins that batch, in
/// ``InsertionLayerDelegate/insertionLayer(_:contentDidReload:)`` it joins the reload, during
/// the list's other callbacks it is queued like any update. Every change satisfies UIKit's count
/// rule against the previous display counts.
///
/// **Hidden.** With ``hidesWhenContentIsEmpty`` the layer shows nothing while the content has no
/// rows. A layer without a ``delegate`` shows nothing: one that never had one says so at its
/// first mutation in a list, one whose delegate was released hides from the next update on
/// (each reported once as a `Diagnostic` of kind `.insertionDelegateMissing`); a new delegate
/// and a reload bring it back. A mutation or an attachment that changes nothing on screen (its
/// rows pending or hidden) is not heard by the list's actions: a change describes only what it
/// changed.
///
/// **Memory.** The list owns its layers; a layer holds its list and its delegate weakly (the
/// delegate strongly while attached if ``retainsDelegate``).
///
/// **Complexity.** Lookups both ways are O(log k) per layer for k insertions in a section.
@MainActor
public final class ListInsertionLayer {
  /// The layer's name, used in ``DisplayRow/inserted(layer:row:)`` and diagnostics.
  public let name: String

  /// The module that owns the rows (weak unless ``retainsDelegate``).
  ///
  /// A layer without one shows nothing: its first mutation in a list (or its arrival in a
  /// loaded list with insertions) reports a `Diagnostic` of kind `.insertionDelegateMissing`
  /// saying it has none; one whose delegate was released says so at the next update.
  public weak var delegate: (any InsertionLayerDelegate)? {
    didSet {
      if delegate != nil {
        hasHadDelegate = true
        hasReportedMissingDelegate = false
      }
      updateRetainedDelegate()
    }
  }

  /// Whether the layer holds its delegate strongly while attached (`false` by default), so a
  /// module nobody else keeps stays alive as long as its rows are in a list.
  public var retainsDelegate = false {
    didSet { updateRetainedDelegate() }
  }

  /// The list the layer is attached to, if any.
  public internal(set) weak var list: ListController?

  /// Whether the layer shows nothing while the list's content has no rows (`true` by
  /// default: no list of only ads). A change takes effect at the list's next update.
  public var hidesWhenContentIsEmpty = true

  // Exclusivity: `state` is read by every lookup (both ways, per layer) and changed only by the
  // list's updates and this layer's own mutations, which call no code outside the library while
  // they change it (the delegate is called before or after, never during), so no two accesses
  // can overlap and the runtime check, paid on every lookup, could never fire.
  #if DEBUG
    var state = LayerState()  // checked in debug builds
  #else
    @exclusivity(unchecked) var state = LayerState()
  #endif
  /// The list requests that carry mutations of this layer not committed yet, in request order:
  /// what the queries add to ``state``.
  var carriers: [ListWork] = []
  private var retainedDelegate: (any InsertionLayerDelegate)?
  /// Whether a delegate was ever set: a layer without one either never had one (its first
  /// mutation says so) or lost it (its rows hide at the next update, which says so).
  private var hasHadDelegate = false
  /// Whether the missing delegate was reported since the layer last had one (reported once).
  private var hasReportedMissingDelegate = false

  /// Creates an empty, detached layer named `name`.
  public init(name: String) {
    self.name = name
  }

  /// Inserts one row; see ``insert(_:inSection:)``.
  ///
  /// - Throws: ``ListInsertionError/duplicateID(_:)`` or
  ///   ``ListInsertionError/negativePosition(_:)``; nothing changes then.
  public func insert(_ id: String, at position: InsertionPosition, inSection section: Int = 0)
    throws
  {
    try insert([Insertion(id, at: position)], inSection: section)
  }

  /// Inserts rows into content `section`, as one change (positions resolved in array order).
  ///
  /// - Throws: ``ListInsertionError/duplicateID(_:)`` when an identifier is already held or
  ///   named twice, ``ListInsertionError/negativePosition(_:)`` for a negative position or
  ///   section; nothing changes then.
  public func insert(_ insertions: [Insertion], inSection section: Int = 0) throws {
    var seen = Set<String>()
    for insertion in insertions {
      switch insertion.position {
      case .afterContentRows(let value), .displayRow(let value):
        guard value >= 0, section >= 0 else {
          throw ListInsertionError.negativePosition(insertion.id)
        }
      }
      guard seen.insert(insertion.id).inserted, !holds(insertion.id) else {
        throw ListInsertionError.duplicateID(insertion.id)
      }
    }
    guard !insertions.isEmpty else { return }
    record(.insert(insertions, section: section))
  }

  /// Inserts a section of `rowCount` rows before content section `contentSection` (0: first;
  /// the section count: last; more: pending until the list has that many sections), as one
  /// change. Its rows are ``InsertedRow``s of identifier `id`, numbered from 0; the layer's
  /// delegate makes their cells and hears their callbacks. Anchored among the inner sections
  /// as row insertions are among rows: business section inserts and deletes before it move it.
  ///
  /// - Throws: ``ListInsertionError/duplicateID(_:)`` when `id` is held,
  ///   ``ListInsertionError/negativePosition(_:)`` for a negative row count or section;
  ///   nothing changes then.
  public func insertSection(_ id: String, rowCount: Int, before contentSection: Int) throws {
    guard rowCount >= 0, contentSection >= 0 else {
      throw ListInsertionError.negativePosition(id)
    }
    guard !holds(id) else { throw ListInsertionError.duplicateID(id) }
    record(.insertSection(id, rowCount: rowCount, before: contentSection))
  }

  /// Removes the insertions `ids`, as one change; unknown identifiers are ignored.
  public func remove(_ ids: [String]) {
    let known = ids.filter(holds)
    guard !known.isEmpty else { return }
    record(.remove(known))
  }

  /// Removes every insertion, as one change.
  public func removeAll() {
    guard !liveIDs.isEmpty else { return }
    record(.removeAll)
  }

  /// Asks the cells of the insertions `ids` again (displayed ones end displaying and are
  /// displayed again); counts do not change. Unknown identifiers are ignored.
  public func reload(_ ids: [String]) {
    let known = ids.filter(holds)
    guard !known.isEmpty else { return }
    record(.reload(known))
  }

  /// The identifiers held, queued mutations included: row insertions in display order per
  /// section (sections ascending), pending ones last in each section; then inserted sections in
  /// display order, pending ones last; then insertions a queued mutation adds, in call order.
  public var insertions: [String] {
    let net = queuedNet
    let committed =
      state.sections.flatMap { $0.ids + $0.pending.map(\.id) }
      + state.insertedSections.ids + state.insertedSections.pending.map(\.id)
    guard !net.isEmpty else { return committed }
    return committed.filter { !net.removed.contains($0) } + net.added.map(\.insertion.id)
      + net.addedSections.map(\.id)
  }

  /// Where the insertion `id` is displayed now (in the list's display coordinates, through the
  /// layers outside this one); `nil` when pending, hidden, absent, detached, or removed by a
  /// queued mutation. An insertion a queued mutation adds has no place until that mutation runs.
  public func displayIndexPath(of id: String) -> DisplayIndexPath? {
    guard let list, list.isLoaded, state.isShown, !queuedNet.removed.contains(id),
      let path = state.outputPath(of: id)
    else { return nil }
    return list.displayPath(ofOutput: path, of: self)
  }

  /// Whether the insertion `id` waits for its section to have enough rows. For an insertion a
  /// queued mutation adds, whether it would wait against the rows the layer receives now.
  public func isPending(_ id: String) -> Bool {
    let net = queuedNet
    if !net.isEmpty {
      if net.removed.contains(id) { return false }
      if let added = net.added.last(where: { $0.insertion.id == id }) {
        return wouldWait(added.insertion, section: added.section)
      }
      if let added = net.addedSections.last(where: { $0.id == id }) {
        return added.before > receivedCounts.count
      }
    }
    if state.sectionRowCounts[id] != nil {
      return state.insertedSections.pending.contains { $0.id == id }
    }
    guard let section = state.sectionOfID[id] else { return false }
    return state.sections[section].pending.contains { $0.id == id }
  }

  /// The row counts the layer receives from inside it now (none when detached or not loaded).
  private var receivedCounts: [Int] {
    guard let list, list.isLoaded else { return [] }
    return list.innerCounts(of: self)
  }

  private func wouldWait(_ insertion: Insertion, section: Int) -> Bool {
    let counts = receivedCounts
    guard counts.indices.contains(section) else { return true }
    return state.anchor(for: insertion.position, section: section) > counts[section]
  }

  /// Whether `id` is held, counting queued mutations.
  private func holds(_ id: String) -> Bool {
    carriers.isEmpty ? state.holds(id) : liveIDs.contains(id)
  }

  private var liveIDs: Set<String> {
    let net = queuedNet
    return Set(state.ids).subtracting(net.removed).union(net.added.map(\.insertion.id))
      .union(net.addedSections.map(\.id))
  }

  /// The mutations carried by queued requests, net of each other.
  private var queuedNet: NetMutations {
    guard !carriers.isEmpty else { return NetMutations() }
    return state.net(of: carriers.flatMap { $0.mutations(of: self) })
  }

  /// Sends `mutation` to the list (one change, joined or queued), or applies it at once on a
  /// layer that is not in a loaded list (no change to show).
  private func record(_ mutation: LayerMutation) {
    if delegate == nil, !hasHadDelegate, let list { reportMissingDelegate(to: list) }
    if let list, list.isLoaded {
      list.layerMutation(mutation, of: self)
    } else {
      applyDirectly([mutation])
    }
  }

  /// A committed request carried `mutation` for this layer, which left that list meanwhile: the
  /// mutation goes where the layer is now. A detachment or an arrival means nothing any more.
  func rerecord(_ mutation: LayerMutation) {
    switch mutation {
    case .detach, .reload([]): return
    default: record(mutation)
    }
  }

  /// Applies `mutations` to the insertions directly, when no loaded list shows the layer.
  private func applyDirectly(_ mutations: [LayerMutation]) {
    let net = state.net(of: mutations)
    for id in net.removed { state.remove(id) }
    for (insertion, section) in net.added {
      state.add(insertion, section: section, innerCounts: [])
    }
    for (id, rowCount, before) in net.addedSections {
      state.addSection(id, rowCount: rowCount, anchor: before, innerSections: -1)
    }
  }

  /// Passes the change the layer receives through it, applying the mutations the committing
  /// request carries for it, and returns the change it outputs. `contentRowCount` is the
  /// content's row count after the change (a layer that hides when the content is empty reads
  /// it). Reports a released delegate once. A detachment among the mutations makes the layer
  /// show nothing after the change; it keeps its insertions.
  func passThrough(
    _ inner: StageChange, applying mutations: [LayerMutation], contentRowCount: Int
  ) -> StageChange {
    if delegate != nil, inner.isReload {
      state.isHiddenForMissingDelegate = false
    } else if delegate == nil, !state.isHiddenForMissingDelegate,
      !state.isEmpty || !mutations.isEmpty
    {
      state.isHiddenForMissingDelegate = true
      // An empty layer arriving without a delegate hides nothing yet: its first mutation says so.
      if let list, !state.isEmpty || mutations.contains(where: Self.bringsRows) {
        reportMissingDelegate(to: list)
      }
    }
    let detaches = mutations.contains { if case .detach = $0 { true } else { false } }
    let shows =
      !detaches && !state.isHiddenForMissingDelegate
      && !(hidesWhenContentIsEmpty && contentRowCount == 0)
    return state.apply(inner, state.net(of: mutations), showsAfter: shows)
  }

  /// Whether `mutation` adds rows to the layer.
  private static func bringsRows(_ mutation: LayerMutation) -> Bool {
    switch mutation {
    case .insert, .insertSection: true
    case .remove, .removeAll, .reload, .detach: false
    }
  }

  /// Reports the missing delegate to `list`, once until a delegate is set: a layer that never
  /// had one says so, one whose delegate is gone says it was released.
  private func reportMissingDelegate(to list: ListController) {
    guard !hasReportedMissingDelegate else { return }
    hasReportedMissingDelegate = true
    guard !hasHadDelegate else { return list.reportMissingDelegate(of: self) }
    list.report(
      Diagnostic(
        kind: .insertionDelegateMissing,
        message:
          "insertion layer \"\(name)\" on \(list.quotedName) has no delegate: its rows are hidden until it has one and the list reloads"
      ))
  }

  private func updateRetainedDelegate() {
    retainedDelegate = retainsDelegate && list != nil ? delegate : nil
  }

  /// Attaches the layer to `list` (called by the list).
  func attach(to list: ListController) {
    self.list = list
    updateRetainedDelegate()
  }

  /// Detaches the layer (called by the list): no list, no strong delegate, nothing shown.
  func detach() {
    list = nil
    state.isShown = false
    updateRetainedDelegate()
  }
}
