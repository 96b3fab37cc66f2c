import Foundation

/// The object that places a collection view's cells.
///
/// Real UIKit computes layout attributes; the stand-in declares the class so a collection view
/// can be created with UIKit's initializer. The stand-in's collection view shows its items as
/// one flat run, like a table (see `UICollectionView.standInScroll(toFirstItem:visibleCount:)`).
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive. The stand-in decodes nothing.
  ///
  /// - Parameter coder: An unarchiver; not read.
  public required init?(coder: NSCoder) {
    super.init()
  }
}

/// A layout in lines, UIKit's standard one. The stand-in declares it without any layout.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
