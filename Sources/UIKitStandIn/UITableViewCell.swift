import Foundation

/// A row of a table view.
///
/// Real UIKit: content and accessory views, highlighting, editing. The stand-in keeps the reuse
/// identifier, a text label and `isSelected`.
///
/// Unlike UIKit, `init(style:reuseIdentifier:)` is `required`: Swift without the Objective-C
/// runtime can only create a registered subclass through a required initializer. A subclass
/// that overrides it writes `required override init(style:reuseIdentifier:)`, which compiles
/// with real UIKit too (the stand-in's compiler adds a warning that `override` is implied).
@MainActor
open class UITableViewCell: UIView {
  /// The cell's layout of its labels. The stand-in stores it.
  public enum CellStyle: Int, Sendable {
    /// One label on the left.
    case `default`
    /// A label on the left and a detail label on the right.
    case value1
    /// A label on the right and a detail label on the left.
    case value2
    /// A label above a detail label.
    case subtitle
  }

  private let reuseIdentifierStorage: String?
  private let textLabelStorage = UILabel(frame: .zero)

  /// The style the cell was created with.
  let style: CellStyle

  /// Creates a cell.
  ///
  /// Real UIKit lays out labels for the style; the stand-in stores the style and the
  /// identifier. A table view's `dequeueReusableCell(withIdentifier:for:)` creates registered
  /// cells with `.default`.
  ///
  /// - Parameters:
  ///   - style: The layout of the cell's labels.
  ///   - reuseIdentifier: The identifier of the reuse pool the cell returns to, or `nil`.
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifierStorage = reuseIdentifier
    super.init(frame: .zero)
  }

  /// Creates a cell from an archive. The stand-in decodes nothing: `.default`, no identifier.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    self.style = .default
    self.reuseIdentifierStorage = nil
    super.init(frame: .zero)
  }

  /// Creates a `.default` cell without a reuse identifier, as `UITableViewCell(frame:)` does.
  ///
  /// - Parameter frame: The cell's frame; the stand-in only stores it.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The identifier of the reuse pool the cell belongs to; `nil` for a cell not made for reuse.
  open var reuseIdentifier: String? {
    reuseIdentifierStorage
  }

  /// The cell's main label. Real UIKit creates it lazily for the styles that have one; the
  /// stand-in creates one per cell.
  open var textLabel: UILabel? {
    textLabelStorage
  }

  /// Called by the table view before it returns a reused cell from
  /// `dequeueReusableCell(withIdentifier:)`. The default does nothing; an override calls `super`.
  open func prepareForReuse() {}

  /// Whether the cell shows as selected. The table view sets it when the cell's row is
  /// selected or deselected and before the cell is displayed, as UIKit does.
  open var isSelected = false
}
