import Lifecycle

/// What a view controller says about its screen beyond UIKit's structure: its name for screen
/// views and, for a custom container (a pager), whether it is a container and which children
/// focus descends into. ``LifeCircleViewController`` conforms with defaults; an app's own base
/// class that uses ``LifeCircleHost`` may conform too.
@MainActor
public protocol LifeCircleScreenDeclaring: UIViewController {
  /// The name screen views carry; `nil` for the screen's title.
  var screenName: String? { get }
  /// What a screen view of this screen carries beyond its name (a post's id), read at each
  /// focus gain; empty for nothing.
  var screenParameters: [String: String] { get }
  /// Whether this view controller is a container (focus goes to its active children, never to
  /// itself); `false` for a content screen.
  var isScreenContainer: Bool { get }
  /// The children focus descends into when ``isScreenContainer``; `nil` for the model's
  /// default, every child that has appeared.
  var activeChildViewControllers: [UIViewController]? { get }
}
