/// A data source that answers from a ``ListSnapshot``: set it as a list's
/// ``ListController/dataSource`` and change the list with ``ListController/apply(_:)``.
///
/// Counts come from the snapshot last applied; cells from `cellProvider`, with the item's
/// identifier. Holds no reference to the list.
@MainActor
public final class ListSnapshotDataSource<ID: Hashable & Sendable>: ListDataSource,
  SnapshotShowing
{
  /// The snapshot the data source answers from: the last one applied (set in the batch's turn).
  public internal(set) var snapshot: ListSnapshot<ID>
  /// The snapshot the list committed with its counts: what `apply` diffs from.
  private var shown: ListSnapshot<ID>
  private let cellProvider: @MainActor (ID, ListIndexPath) -> ListCell
  /// The checks and the diff of ``ListSnapshot/difference(from:)``, made where `ID` is known
  /// (the public initialiser is inlinable), so they run specialised for it.
  private let specialized: SpecializedDiff<ID>

  /// Creates a data source showing an empty snapshot, making cells with `cellProvider`.
  @inlinable
  public convenience init(cellProvider: @escaping @MainActor (ID, ListIndexPath) -> ListCell) {
    self.init(ListSnapshot(), cellProvider: cellProvider, specialized: SpecializedDiff())
  }

  /// Creates a data source showing `snapshot`, making cells with `cellProvider`.
  ///
  /// - Throws: What ``ListController/apply(_:)`` throws for the same snapshot, so duplicates
  ///   never reach the screen: ``ListUpdateError/duplicateIdentifier(_:)`` or
  ///   ``ListUpdateError/duplicateSectionIdentifier(_:)`` when an identifier appears twice
  ///   ("the new snapshot holds 3 twice"),
  ///   ``ListUpdateError/sectionIdentifierCountMismatch(sections:identifiers:)`` when section
  ///   identifiers do not match the sections, ``ListUpdateError/updatedItemNotInSnapshot(_:)``
  ///   when it marks an item it does not hold for an update.
  @inlinable
  public convenience init(
    _ snapshot: ListSnapshot<ID>,
    cellProvider: @escaping @MainActor (ID, ListIndexPath) -> ListCell
  ) throws(ListUpdateError) {
    try self.init(checking: snapshot, cellProvider: cellProvider, specialized: SpecializedDiff())
  }

  /// The checked form: refuses `snapshot` as `apply` would, then shows it.
  @usableFromInline
  convenience init(
    checking snapshot: ListSnapshot<ID>,
    cellProvider: @escaping @MainActor (ID, ListIndexPath) -> ListCell,
    specialized: SpecializedDiff<ID>
  ) throws(ListUpdateError) {
    try specialized.check(snapshot)
    self.init(snapshot, cellProvider: cellProvider, specialized: specialized)
  }

  @usableFromInline
  init(
    _ snapshot: ListSnapshot<ID>,
    cellProvider: @escaping @MainActor (ID, ListIndexPath) -> ListCell,
    specialized: SpecializedDiff<ID>
  ) {
    self.snapshot = snapshot
    self.shown = snapshot
    self.cellProvider = cellProvider
    self.specialized = specialized
  }

  /// Throws the first reason `apply` refuses `snapshot`.
  func check(_ snapshot: ListSnapshot<ID>) throws(ListUpdateError) {
    try specialized.check(snapshot)
  }

  func operationsSinceShown() throws(ListUpdateError) -> (
    batch: BatchOperations, followUp: BatchOperations
  ) {
    // `apply` checked the snapshot set now; the shown one throws only if the data source was
    // created with an invalid one.
    try specialized.difference(shown, snapshot).batchOperations
  }

  func markShown() {
    // Updates are requests of one `apply`, not content: a later `apply` must not repeat them.
    snapshot.clearUpdates()
    shown = snapshot
  }

  func revertToShown() { snapshot = shown }

  func currentSnapshot() -> any Sendable { snapshot }

  func restore(_ saved: any Sendable) {
    if let saved = saved as? ListSnapshot<ID> { snapshot = saved }
  }

  /// The identifier shown at `indexPath`, or `nil` outside the snapshot.
  public func itemIdentifier(for indexPath: ListIndexPath) -> ID? {
    snapshot.item(at: indexPath)
  }

  /// The number of sections of the snapshot.
  public func numberOfSections(in list: ListController) -> Int { snapshot.sections.count }

  /// The number of items in `section` of the snapshot.
  public func list(_ list: ListController, numberOfRowsInSection section: Int) -> Int {
    snapshot.sections.indices.contains(section) ? snapshot.sections[section].count : 0
  }

  /// The cell `cellProvider` makes for the item at `indexPath`.
  public func list(_ list: ListController, cellForRowAt indexPath: ListIndexPath) -> ListCell {
    guard let item = snapshot.item(at: indexPath) else { return ListCell("") }
    return cellProvider(item, indexPath)
  }
}
