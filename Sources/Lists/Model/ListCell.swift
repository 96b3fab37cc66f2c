/// What a list shows for one row: a headless cell, its text and its reuse identifier.
///
/// Made by the data source (``ListDataSource/list(_:cellForRowAt:)``) only for rows being
/// displayed. A string literal makes a cell with that text and the reuse identifier `"cell"`.
public struct ListCell: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The text the row shows.
  public var text: String
  /// The kind of cell, as UIKit's reuse identifiers name it.
  public var reuseIdentifier: String

  /// Creates a cell showing `text`.
  ///
  /// - Parameters:
  ///   - text: The text the row shows.
  ///   - reuseIdentifier: The kind of cell; `"cell"` by default.
  public init(_ text: String, reuseIdentifier: String = "cell") {
    self.text = text
    self.reuseIdentifier = reuseIdentifier
  }

  /// Creates a cell showing `value`, with the reuse identifier `"cell"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}
