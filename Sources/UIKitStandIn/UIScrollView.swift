import Foundation

/// A view whose content scrolls.
///
/// Real UIKit: content offset, insets, gestures, deceleration. The stand-in declares the class so
/// that `UITableView` and `UICollectionView` have UIKit's superclass; their scrolling is the
/// stand-in's test driver (`standInScroll(toFirstRow:visibleCount:)`).
@MainActor
open class UIScrollView: UIView {}
