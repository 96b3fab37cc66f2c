import Foundation

/// A view that shows text.
///
/// Real UIKit draws the text; the stand-in stores it.
@MainActor
open class UILabel: UIView {
  /// The text shown, or `nil`. Default `nil`; the stand-in only stores it.
  open var text: String?
}
