import Foundation

/// The global actions, diagnostics and navigation queue that a set of controllers share.
///
/// A controller uses the registry that is ``current`` when it is created: ``shared``, unless
/// the code runs inside ``scoped(_:_:)``. Its global actions, its diagnostics and the
/// queue that serialises its navigation calls all come from that registry. Tests that register
/// global actions give each test its own registry, so suites can run in parallel without
/// seeing each other's actions.
///
/// **Order.** ``actions`` keeps registration order; see ``LifeCircleAction`` for how it is used.
/// **Mutation during dispatch.** An action removed during a dispatch is not called later in
/// that dispatch; an action added during a dispatch is first called on the next event.
/// **Memory.** Holds its actions strongly and no controller.
@MainActor
public final class LifeCircleRegistry {
  /// The registry of the whole app, used outside any ``scoped(_:_:)`` call.
  public static let shared = LifeCircleRegistry()

  private static var scopeStack: [LifeCircleRegistry] = []

  /// The registry new controllers use: the innermost ``scoped(_:_:)`` registry, else ``shared``.
  public static var current: LifeCircleRegistry { scopeStack.last ?? shared }

  /// Makes `registry` ``current`` while `body` runs, then restores the previous one.
  ///
  /// Controllers created inside `body` keep using `registry` after it returns.
  ///
  /// - Parameters:
  ///   - registry: The registry to make current.
  ///   - body: The code to run.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the previous registry is restored either way.
  public static func scoped<R>(_ registry: LifeCircleRegistry, _ body: () throws -> R) rethrows
    -> R
  {
    scopeStack.append(registry)
    defer { scopeStack.removeLast() }
    return try body()
  }

  // Read on every event. Exclusivity proof: every mutation (register, remove) completes without
  // calling code outside the library, and every read is a copy, so no two accesses can
  // overlap; the runtime check could never fire (see ScreenController's stored properties).
  @exclusivity(unchecked) var globalActions = ActionList()

  /// Receives every ``Diagnostic`` about controllers created in this registry.
  ///
  /// The default writes one line to standard error. Tests replace it to capture diagnostics.
  public var diagnosticHandler: @MainActor (Diagnostic) -> Void = { diagnostic in
    FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
  }

  /// The navigation queue of controllers created in this registry.
  private(set) lazy var transitions = TransitionQueue { [unowned self] diagnostic in
    self.report(diagnostic)
  }

  /// Creates an empty registry with the default diagnostic handler.
  public init() {}

  /// Adds a global action after the ones already registered.
  ///
  /// Registering the same instance twice keeps one entry. Every controller of this registry
  /// hears the action from its next event on, unless it opted out with
  /// ``ScreenController/disableGlobalAction(_:)``.
  public func register(_ action: any LifeCircleAction) {
    globalActions.insert(action)
  }

  /// Removes a global action (by identity). Does nothing if it is not registered.
  ///
  /// A dispatch under way does not call it any more.
  public func remove(_ action: any LifeCircleAction) {
    globalActions.remove(action)
  }

  /// The global actions in registration order.
  public var actions: [any LifeCircleAction] { globalActions.actions }

  /// Sends `diagnostic` to ``diagnosticHandler``.
  func report(_ diagnostic: Diagnostic) {
    diagnosticHandler(diagnostic)
  }
}

/// Registers `action` in ``LifeCircleRegistry/current``; see ``LifeCircleRegistry/register(_:)``.
@MainActor
public func registerGlobalAction(_ action: any LifeCircleAction) {
  LifeCircleRegistry.current.register(action)
}

/// Removes `action` from ``LifeCircleRegistry/current``; see ``LifeCircleRegistry/remove(_:)``.
@MainActor
public func removeGlobalAction(_ action: any LifeCircleAction) {
  LifeCircleRegistry.current.remove(action)
}
