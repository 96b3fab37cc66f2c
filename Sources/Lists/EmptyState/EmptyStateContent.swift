/// What an empty-state placeholder shows: its kind (empty, loading, search, error) and its
/// texts, as DZNEmptyDataSet's source answers and iOS 17's `UIContentUnavailableConfiguration`
/// kinds.
public struct EmptyStateContent: Hashable, Sendable {
  /// Why the list shows nothing.
  public enum Kind: Hashable, Sendable {
    /// The data has no rows.
    case empty
    /// The data is being loaded.
    case loading
    /// A search found nothing for `query`.
    case search(query: String)
    /// Loading failed with `message`.
    case error(message: String)
  }

  /// Why the list shows nothing.
  public var kind: Kind
  /// The headline.
  public var title: String?
  /// The explanation under it.
  public var message: String?
  /// The name of an image to show.
  public var imageName: String?
  /// The title of a button (a tap on it goes to the delegate); `nil`: no button.
  public var buttonTitle: String?
  /// Whether taps on the placeholder reach the delegate; `true` by default.
  public var allowsTouch: Bool

  /// Creates the content of a placeholder.
  public init(
    kind: Kind = .empty, title: String? = nil, message: String? = nil, imageName: String? = nil,
    buttonTitle: String? = nil, allowsTouch: Bool = true
  ) {
    self.kind = kind
    self.title = title
    self.message = message
    self.imageName = imageName
    self.buttonTitle = buttonTitle
    self.allowsTouch = allowsTouch
  }
}
