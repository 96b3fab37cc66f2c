/// A row of a list in **content** coordinates: the business data source's index paths.
///
/// Insertion layers never change these: the data source, the business delegate and the
/// content face of ``ListController`` speak only content paths. Compare with
/// ``DisplayIndexPath``, a position on screen; the two are different types so that one cannot be
/// passed for the other.
///
/// Ordered by section, then row. Printed as `[section, row]`, such as `[0, 3]`.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row within the section.
  public var row: Int

  /// Creates the path of `row` in `section`.
  public init(row: Int, section: Int) {
    self.section = section
    self.row = row
  }

  /// Section first, then row.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, such as `[0, 3]`.
  public var description: String { "[\(section), \(row)]" }
}

/// A row of a list in **display** coordinates: where it is shown, counting the rows that
/// insertion layers add.
///
/// Row display callbacks, ``ListChange`` and the display face (``ListDisplay``) speak display
/// paths. Without insertion layers a display path has the same numbers as the content path of
/// the same row, but it is still a different type (see ``ListIndexPath``).
///
/// Ordered by section, then row. Printed as `[section, row]`, such as `[0, 3]`.
public struct DisplayIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The numbers, held as a content path's: the two types order and print alike, and differ
  /// only in what the numbers count.
  fileprivate var numbers: ListIndexPath

  /// The displayed section.
  public var section: Int {
    get { numbers.section }
    set { numbers.section = newValue }
  }

  /// The row within the displayed section.
  public var row: Int {
    get { numbers.row }
    set { numbers.row = newValue }
  }

  /// Creates the path of `row` in `section`.
  public init(row: Int, section: Int) {
    numbers = ListIndexPath(row: row, section: section)
  }

  /// The path with `numbers`' section and row.
  fileprivate init(numbers: ListIndexPath) {
    self.numbers = numbers
  }

  /// Section first, then row.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.numbers < rhs.numbers }

  /// `[section, row]`, such as `[0, 3]`.
  public var description: String { numbers.description }
}

extension ListIndexPath {
  /// The display path with the same numbers: the internal stages of a change (content, each
  /// layer's output) share `ListIndexPath`'s numbers; the last stage is the display.
  var sameDisplayPath: DisplayIndexPath { DisplayIndexPath(numbers: self) }
}

extension DisplayIndexPath {
  /// The stage path with the same numbers (see ``ListIndexPath/sameDisplayPath``).
  var sameContentPath: ListIndexPath { numbers }
}
