import Foundation

/// Why an adapter could not put a list on a view; nothing was changed.
public enum ListAdapterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The view controller has no `LifeCircleHost` (subclass ``LifeCircleViewController``, or
  /// give your base class a host): the list would hear no appearance event.
  case viewControllerHasNoHost
  /// The view controller is a navigation or tab bar controller: show the list in one of its
  /// content view controllers.
  case viewControllerIsAContainer
  /// The list was made in another registry than the view controller's screen: make it while
  /// that registry is current (`LifeCircleRegistry.scoped`).
  case listFromAnotherRegistry
  /// Another adapter shows the list already: ``ListTableViewAdapter/detach()`` it first.
  case listAlreadyShown
  /// The list has a place of its own (a parent, a presenter, a window): an adapter makes it a
  /// child of the view controller's screen, so it must be free.
  case listIsNotFree
  /// A placeholder that watches one section shows as a row of that section, so its action must
  /// count content rows (`EmptyStateCounting.contentRows`): counted as displayed, the row would
  /// make its own section non-empty and hide itself.
  case sectionPlaceholder

  /// What went wrong and what to do.
  public var description: String {
    switch self {
    case .viewControllerHasNoHost:
      "the view controller has no LifeCircleHost: subclass LifeCircleViewController or give its base class a host"
    case .viewControllerIsAContainer:
      "a navigation or tab bar controller cannot show a list: show it in one of its content view controllers"
    case .listFromAnotherRegistry:
      "the list was made in another registry than the view controller's screen"
    case .listAlreadyShown:
      "another adapter shows this list already: detach it first"
    case .listIsNotFree:
      "the list has a parent, a presenter or a window: an adapter needs a free list"
    case .sectionPlaceholder:
      "a placeholder that watches one section shows as a row, so its action must count content rows, not displayed rows"
    }
  }
}
