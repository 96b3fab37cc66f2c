/// One registration of an action: the action and whether it is still registered.
///
/// A dispatch iterates a snapshot of registrations taken when the event reaches the controller;
/// a removal clears ``isLive``, so the dispatch skips it with one load per later action, without
/// rescanning the list. A registration is never revived: registering the action again makes a
/// new one, which the dispatch under way does not hold (it is first called on the next event).
@MainActor
final class ActionRegistration {
  /// The action, held strongly: the registry owns its actions.
  let action: any LifeCircleAction
  /// `false` once the action was removed.
  var isLive = true
  /// The action's ``LifeCircleAction/listensForFocus``, read when it was registered.
  let listensForFocus: Bool

  init(_ action: any LifeCircleAction) {
    self.action = action
    listensForFocus = action.listensForFocus
  }
}

/// An ordered list of actions with one registration per action instance.
///
/// Used for the global registry and for each controller's own actions, so both follow the
/// same rules: duplicates keep one entry (the first), removal is by identity.
///
/// **Complexity.** Membership is a scan while the list is short and a hash lookup once it
/// holds more than ``indexThreshold`` actions, so registering *n* actions is O(*n*); removal is
/// O(*n*) in the list's length; a dispatch never rescans.
@MainActor
struct ActionList {
  /// The live registrations in registration order.
  private(set) var entries: [ActionRegistration] = []
  /// Registrations by action identity, kept once the list is long; `nil` while it is short.
  private var index: [ObjectIdentifier: ActionRegistration]?
  /// How many of the registrations listen for focus (``LifeCircleAction/listensForFocus``).
  private(set) var focusListenerCount = 0

  /// Past this many actions, membership uses a hash index instead of a scan.
  static let indexThreshold = 8

  /// The actions in registration order.
  var actions: [any LifeCircleAction] { entries.map(\.action) }

  /// The registration of `action`, if it is registered here.
  func registration(of action: any LifeCircleAction) -> ActionRegistration? {
    if let index { return index[ObjectIdentifier(action)] }
    // A plain loop: a closure here would check the main actor once per entry scanned.
    for entry in entries where entry.action === action { return entry }
    return nil
  }

  /// Whether `action` is registered here.
  func contains(_ action: any LifeCircleAction) -> Bool {
    registration(of: action) != nil
  }

  /// Appends `action` unless the same instance is already registered.
  ///
  /// - Returns: `true` when the action was added; `false` when it was already there.
  @discardableResult
  mutating func insert(_ action: any LifeCircleAction) -> Bool {
    guard !contains(action) else { return false }
    let registration = ActionRegistration(action)
    entries.append(registration)
    if registration.listensForFocus { focusListenerCount += 1 }
    if index != nil {
      index?[ObjectIdentifier(action)] = registration
    } else if entries.count > Self.indexThreshold {
      index = Dictionary(uniqueKeysWithValues: entries.map { (ObjectIdentifier($0.action), $0) })
    }
    return true
  }

  /// Removes `action` (by identity); a dispatch under way will not call it any more.
  ///
  /// - Returns: `true` when the action was registered; `false` when there was nothing to do.
  @discardableResult
  mutating func remove(_ action: any LifeCircleAction) -> Bool {
    guard let registration = registration(of: action) else { return false }
    registration.isLive = false
    if registration.listensForFocus { focusListenerCount -= 1 }
    index?[ObjectIdentifier(action)] = nil
    entries.removeAll { $0 === registration }
    return true
  }
}
