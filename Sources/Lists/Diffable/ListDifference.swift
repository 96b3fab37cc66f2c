/// What turns one ``ListSnapshot`` into another, in UIKit's batch coordinates: what
/// ``ListSnapshot/difference(from:)`` returns and what ``ListController/apply(_:)`` performs
/// (named after the standard library's `CollectionDifference`).
///
/// Deleted sections and items name before-state positions, inserted ones after-state
/// positions, moves go from before to after, as `performBatchUpdates` wants them; every list is
/// ascending (moves and updates by their origin). Items of a deleted section or an inserted
/// section are not listed: the section brings or takes them. The moves are the fewest any
/// batch can make: sections kept in a longest run that kept its order stay, the others move;
/// items that change section move (UIKit cannot move an item out of a deleted section or into
/// an inserted one: those are a delete and an insert); items that stay in their section and are
/// outside a longest run that kept its order move.
///
/// Items the new snapshot updates (``ListSnapshot/reloadItems(_:)``,
/// ``ListSnapshot/reconfigureItems(_:)``) are listed in ``updatedItems``.
///
/// A value: `Sendable`, built and read off the main actor. **Memory.** O(n) for n items (it
/// keeps where every item was and is, for ``oldIndexPath(of:)`` and ``newIndexPath(of:)``: each
/// identifier once, a hash table of 4 to 8 bytes per item and a few integers).
public struct ListDifference<ID: Hashable & Sendable>: Equatable, Sendable,
  CustomStringConvertible
{
  /// An item that moved, from its before-state path to its after-state path.
  public struct Move: Hashable, Sendable {
    /// The before-state path.
    public var from: ListIndexPath
    /// The after-state path.
    public var to: ListIndexPath

    /// Creates a move.
    public init(from: ListIndexPath, to: ListIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// An item whose content changed (see ``ListSnapshot/reloadItems(_:)`` and
  /// ``ListSnapshot/reconfigureItems(_:)``), in both snapshots at sections that survive.
  public struct Update: Hashable, Sendable {
    /// How the item's cell is refreshed.
    public enum Kind: Hashable, Sendable {
      /// The cell is made again: a displayed row ends displaying and is displayed again.
      case reload
      /// The cell is asked again in place, without display callbacks.
      case reconfigure
    }

    /// The before-state path.
    public var from: ListIndexPath
    /// The after-state path.
    public var to: ListIndexPath
    /// Reload or reconfigure.
    public var kind: Kind
    /// Whether the batch moves the item (a row move, or its section's move). UIKit refuses a
    /// move and an update of one row in one batch, so ``ListController/apply(_:)`` updates
    /// such an item by a second change, at `to`; the others are updated by the batch, at `from`.
    public var isMoved: Bool

    /// Creates an update.
    public init(from: ListIndexPath, to: ListIndexPath, kind: Kind, isMoved: Bool) {
      self.from = from
      self.to = to
      self.kind = kind
      self.isMoved = isMoved
    }
  }

  /// Sections deleted, before-state indices, ascending.
  public internal(set) var deletedSections: [Int] = []
  /// Sections inserted, after-state indices, ascending.
  public internal(set) var insertedSections: [Int] = []
  /// Sections moved, by origin (always empty unless both snapshots identify their sections).
  public internal(set) var movedSections: [ListChange.SectionMove] = []
  /// Items deleted from sections that stay, before-state paths, ascending.
  public internal(set) var deletedItems: [ListIndexPath] = []
  /// Items inserted into sections that existed, after-state paths, ascending.
  public internal(set) var insertedItems: [ListIndexPath] = []
  /// Items moved, by origin.
  public internal(set) var movedItems: [Move] = []
  /// Items updated, by origin. An item the new snapshot updates but that is inserted (new, or
  /// out of a deleted or into an inserted section) is not listed: it is displayed afresh anyway.
  public internal(set) var updatedItems: [Update] = []
  /// Every item of both snapshots, indexed: its flat position in the new snapshot, or its old
  /// one when only the old snapshot has it (positions count items across sections).
  @usableFromInline var table: IdentifierTable<ID>
  /// For each flat position in the new snapshot, the item's old flat position, or -1.
  @usableFromInline var oldOfNew: [Int32] = []
  /// Where each old section starts (flat), the total last.
  @usableFromInline var oldStarts: [Int] = [0]
  /// Where each new section starts (flat), the total last.
  @usableFromInline var newStarts: [Int] = [0]

  /// The difference of `changes`, with where every item was and is.
  @usableFromInline
  init(
    _ changes: ItemChanges<ID>, table: IdentifierTable<ID>, oldOfNew: [Int32], oldStarts: [Int],
    newStarts: [Int]
  ) {
    deletedSections = changes.deletedSections
    insertedSections = changes.insertedSections
    movedSections = changes.movedSections
    deletedItems = changes.deletedItems
    insertedItems = changes.insertedItems
    movedItems = changes.movedItems
    self.table = table
    self.oldOfNew = oldOfNew
    self.oldStarts = oldStarts
    self.newStarts = newStarts
  }

  /// Whether the two snapshots hold the same items in the same places and nothing is updated.
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
      && updatedItems.isEmpty
  }

  /// Where `item` was in the old snapshot, or `nil` when it was not there. O(log sections).
  public func oldIndexPath(of item: ID) -> ListIndexPath? {
    guard let position = table.position(of: item) else { return nil }
    guard position >= 0 else { return path(-(position + 1), oldStarts) }
    let origin = Int(oldOfNew[position])
    return origin < 0 ? nil : path(origin, oldStarts)
  }

  /// Where `item` is in the new snapshot, or `nil` when it is not there. O(log sections).
  public func newIndexPath(of item: ID) -> ListIndexPath? {
    guard let position = table.position(of: item), position >= 0 else { return nil }
    return path(position, newStarts)
  }

  /// The path of flat position `position` in sections starting at `starts`.
  @usableFromInline
  func path(_ position: Int, _ starts: [Int]) -> ListIndexPath {
    let section = Lists.section(ofFlat: position, starts)
    return ListIndexPath(row: position - starts[section], section: section)
  }

  /// Sets ``updatedItems``.
  @usableFromInline
  mutating func setUpdatedItems(_ updates: [Update]) {
    updatedItems = updates
  }

  /// `difference` followed by its non-empty lists, such as
  /// `difference deleted items [0, 1] moved items [0, 3]->[0, 0]` (`difference none` when empty).
  public var description: String {
    var parts = ["difference"]
    func add<T>(_ name: String, _ items: [T], _ text: (T) -> String) {
      if !items.isEmpty { parts.append(name + " " + items.map(text).joined(separator: " ")) }
    }
    add("deleted sections", deletedSections) { "\($0)" }
    add("inserted sections", insertedSections) { "\($0)" }
    add("moved sections", movedSections) { "\($0.from)->\($0.to)" }
    add("deleted items", deletedItems) { "\($0)" }
    add("inserted items", insertedItems) { "\($0)" }
    add("moved items", movedItems) { "\($0.from)->\($0.to)" }
    add("reloaded items", updatedItems.filter { $0.kind == .reload }) { "\($0.from)->\($0.to)" }
    add("reconfigured items", updatedItems.filter { $0.kind == .reconfigure }) {
      "\($0.from)->\($0.to)"
    }
    if parts.count == 1 { parts.append("none") }
    return parts.joined(separator: " ")
  }
}
