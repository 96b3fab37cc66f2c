import Foundation

// UIKit's additions to `IndexPath` for tables and collection views, which Foundation declares
// on Apple platforms only. Where Foundation has them, the stand-in is not built.

extension IndexPath {
  /// Creates an index path for a table view row: `[section, row]`.
  ///
  /// Same meaning in UIKit and the stand-in.
  ///
  /// - Parameters:
  ///   - row: The row in its section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates an index path for a collection view item: `[section, item]`.
  ///
  /// Same meaning in UIKit and the stand-in.
  ///
  /// - Parameters:
  ///   - item: The item in its section.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index. As in UIKit, the index path must have two indexes.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the second index. As in UIKit, the index path must have two
  /// indexes.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section: the second index, as `row`. As in UIKit, the index path must
  /// have two indexes.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
