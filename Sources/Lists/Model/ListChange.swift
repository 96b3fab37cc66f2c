/// What one update did to a list, in display coordinates, as UIKit's batch updates describe it.
///
/// Deleted and reloaded rows name before-state paths, inserted rows after-state paths, moves go
/// from before to after; every list is ascending (moves by their origin). A reload (`kind ==
/// .reload`) lists nothing: everything may have changed.
public struct ListChange: Equatable, Sendable, CustomStringConvertible {
  /// Whether the update was a full reload or a batch.
  public enum Kind: Equatable, Sendable {
    /// ``ListController/reloadData()``, or a list's first load.
    case reload
    /// A batch: ``ListController/performBatchUpdates(_:)``, a single-operation call, a
    /// snapshot applied.
    case batch
  }

  /// A row that moved, from its before-state path to its after-state path.
  public struct RowMove: Hashable, Sendable {
    /// The before-state path.
    public var from: DisplayIndexPath
    /// The after-state path.
    public var to: DisplayIndexPath

    /// Creates a move.
    public init(from: DisplayIndexPath, to: DisplayIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// A section that moved, from its before-state index to its after-state index.
  public struct SectionMove: Hashable, Sendable {
    /// The before-state index.
    public var from: Int
    /// The after-state index.
    public var to: Int

    /// Creates a move.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// Reload or batch.
  public var kind: Kind
  /// Sections deleted, before-state indices, ascending.
  public var deletedSections: [Int]
  /// Sections inserted, after-state indices, ascending.
  public var insertedSections: [Int]
  /// Sections moved, by origin.
  public var movedSections: [SectionMove]
  /// Rows deleted, before-state paths, ascending.
  public var deletedRows: [DisplayIndexPath]
  /// Rows inserted, after-state paths, ascending.
  public var insertedRows: [DisplayIndexPath]
  /// Rows reloaded, before-state paths, ascending.
  public var reloadedRows: [DisplayIndexPath]
  /// Rows reconfigured (their cells asked again in place, without display callbacks),
  /// before-state paths, ascending.
  public var reconfiguredRows: [DisplayIndexPath]
  /// Rows moved, by origin.
  public var movedRows: [RowMove]

  /// Creates a change; every list defaults to empty.
  public init(
    kind: Kind = .batch, deletedSections: [Int] = [], insertedSections: [Int] = [],
    movedSections: [SectionMove] = [], deletedRows: [DisplayIndexPath] = [],
    insertedRows: [DisplayIndexPath] = [], reloadedRows: [DisplayIndexPath] = [],
    reconfiguredRows: [DisplayIndexPath] = [], movedRows: [RowMove] = []
  ) {
    self.kind = kind
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.reloadedRows = reloadedRows
    self.reconfiguredRows = reconfiguredRows
    self.movedRows = movedRows
  }

  /// Whether a batch changed nothing.
  public var isEmpty: Bool { self == ListChange(kind: kind) }

  /// `reload`, or `batch` followed by its non-empty lists, such as
  /// `batch deleted rows [0, 1] inserted rows [0, 0]`.
  public var description: String {
    guard kind == .batch else { return "reload" }
    var parts = ["batch"]
    func add<T>(_ name: String, _ items: [T], _ text: (T) -> String) {
      if !items.isEmpty { parts.append(name + " " + items.map(text).joined(separator: " ")) }
    }
    add("deleted sections", deletedSections) { "\($0)" }
    add("inserted sections", insertedSections) { "\($0)" }
    add("moved sections", movedSections) { "\($0.from)->\($0.to)" }
    add("deleted rows", deletedRows) { "\($0)" }
    add("inserted rows", insertedRows) { "\($0)" }
    add("reloaded rows", reloadedRows) { "\($0)" }
    add("reconfigured rows", reconfiguredRows) { "\($0)" }
    add("moved rows", movedRows) { "\($0.from)->\($0.to)" }
    return parts.joined(separator: " ")
  }
}
