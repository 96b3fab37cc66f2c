import Foundation

/// An item of a collection view.
///
/// Real UIKit: content and background views, highlighting. The stand-in keeps the reuse
/// identifier, `isSelected` and a content view.
///
/// Unlike UIKit, `init(frame:)` is `required`: Swift without the Objective-C runtime can only
/// create a registered subclass through a required initializer. A subclass that overrides it
/// writes `required override init(frame:)`, which compiles with real UIKit too.
@MainActor
open class UICollectionViewCell: UIView {
  /// Set by the collection view when it creates the cell for a registered identifier.
  var reuseIdentifierStorage: String?

  /// Creates a cell with a frame and no reuse identifier (a collection view sets it when it
  /// creates the cell for a registered identifier, as UIKit does).
  ///
  /// - Parameter frame: The cell's frame; the stand-in only stores it.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a cell from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// The identifier of the reuse pool the cell belongs to; `nil` for a cell the collection view
  /// did not create.
  open var reuseIdentifier: String? {
    reuseIdentifierStorage
  }

  /// Called by the collection view before it returns a reused cell from
  /// `dequeueReusableCell(withReuseIdentifier:for:)`. The default does nothing; an override
  /// calls `super`.
  open func prepareForReuse() {}

  /// The view a cell's own subviews go in (UIKit's), made at first use and added as a subview.
  open var contentView: UIView {
    if let contentViewStorage { return contentViewStorage }
    let view = UIView(frame: .zero)
    contentViewStorage = view
    addSubview(view)
    return view
  }
  private var contentViewStorage: UIView?

  /// Whether the cell shows as selected. The collection view sets it when the cell's item is
  /// selected or deselected and before the cell is displayed, as UIKit does.
  open var isSelected = false
}
