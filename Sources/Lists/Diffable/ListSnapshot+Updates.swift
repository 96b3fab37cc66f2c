extension ListSnapshot {
  /// Marks `items` to be reloaded by the next ``ListController/apply(_:)``: their cells are made
  /// again (a displayed row ends displaying and is displayed again, as UIKit's reload), wherever
  /// the difference moves them. A reload replaces a reconfigure of the same item.
  ///
  /// The marks belong to one `apply`: the snapshot the data source keeps afterwards has none
  /// (several `apply` in one batch block make one change: the last snapshot's marks count).
  /// Each item must be in the snapshot when it is applied
  /// (``ListUpdateError/updatedItemNotInSnapshot(_:)``).
  public mutating func reloadItems(_ items: [ID]) {
    for item in items {
      reloadedItems.insert(item)
      reconfiguredItems.remove(item)
    }
  }

  /// Marks `items` to be reconfigured by the next ``ListController/apply(_:)``: their cells are
  /// asked again in place, without display callbacks, wherever the difference moves them. An
  /// item already marked for reload stays a reload. See ``reloadItems(_:)``.
  public mutating func reconfigureItems(_ items: [ID]) {
    for item in items where !reloadedItems.contains(item) { reconfiguredItems.insert(item) }
  }

  /// Marks for reconfiguring exactly the items of `current` whose value differs from the value
  /// with the same identifier in `previous` (IGListKit's `isEqualToDiffableObject`); items new
  /// in `current` are left alone (the difference inserts them).
  ///
  /// ```swift
  /// import Lists
  ///
  /// struct Song: Identifiable, Equatable, Sendable { var id: String; var title: String }
  /// let before = [Song(id: "a", title: "Intro"), Song(id: "b", title: "Blue")]
  /// let after = [Song(id: "b", title: "Blue (live)"), Song(id: "a", title: "Intro")]
  /// var snapshot = ListSnapshot(after.map(\.id))
  /// snapshot.reconfigureChangedItems(from: before, to: after)
  /// assert(snapshot.reconfiguredItems == ["b"])
  /// ```
  ///
  /// **Complexity.** O(p + c) for p previous and c current values.
  public mutating func reconfigureChangedItems<Item: Identifiable & Equatable>(
    from previous: some Sequence<Item>, to current: some Sequence<Item>
  ) where Item.ID == ID {
    var old: [ID: Item] = [:]
    for item in previous { old[item.id] = item }
    reconfigureItems(current.filter { item in old[item.id].map { $0 != item } ?? false }.map(\.id))
  }

  /// Forgets every update mark.
  mutating func clearUpdates() {
    if !reloadedItems.isEmpty { reloadedItems = [] }
    if !reconfiguredItems.isEmpty { reconfiguredItems = [] }
  }

  /// Throws when an update names an item the snapshot does not hold. O(n + updates).
  @inlinable
  func validateUpdates() throws(ListUpdateError) {
    guard !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else { return }
    var held = Set<ID>()
    held.reserveCapacity(numberOfItems)
    for section in sections { held.formUnion(section) }
    for item in reloadedItems.union(reconfiguredItems) where !held.contains(item) {
      throw .updatedItemNotInSnapshot("\(item)")
    }
  }
}
