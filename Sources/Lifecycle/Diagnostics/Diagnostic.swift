/// Something the library refused or could not do, reported instead of trapping.
///
/// UIKit only logs "Unbalanced calls to begin/end appearance transitions"; LifeCircle makes
/// each such case observable. Diagnostics go to the ``LifeCircleRegistry/diagnosticHandler``
/// of the registry the controller involved was created in; by default one line goes to
/// standard error.
///
/// Match a refusal by its ``cause``, a value; the ``message`` is for people and its wording
/// may change.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem this is.
  public enum Kind: Sendable, Equatable {
    /// An appearance event that is illegal in the controller's state was not delivered.
    case illegalEvent
    /// `beginAppearanceTransition` or `endAppearanceTransition` was called out of balance.
    case unbalancedAppearanceTransition
    /// A navigation call that was queued (made during a transition) failed when it ran.
    case queuedOperationFailed
    /// Callbacks kept queueing navigation calls or list updates (more than `1,000` generations
    /// back to back, say an action that presents on every appearance, or a row's `willDisplay`
    /// that reloads its list); the rest were dropped. Despite its name, it covers list updates
    /// (and an empty-state placeholder's moves) as well as navigation: one bound covers all
    /// work queued from callbacks.
    case runawayNavigation
    /// An insertion layer has no delegate while it has rows: it never had one (reported at its
    /// first mutation in a list) or its delegate was released. The layer hides its rows from the
    /// next update on, until a delegate and a reload (reported once per layer).
    case insertionDelegateMissing
    /// A call that cannot throw (a property setter, `removeFromParent`, ending an interactive
    /// pop twice) was refused and changed nothing. Its ``Diagnostic/cause`` says which refusal
    /// it was.
    case refusedOperation
    /// A list's single-operation request (`insertRows`, `deleteRows`...) came from one of the
    /// list's own callbacks after its data source had already changed: the request waits for
    /// the update under way, which may meanwhile display rows with the new data. The request
    /// still runs in its turn, accepted or refused by the usual rules; the cure is to change the
    /// data inside `performBatchUpdates`' block, which runs in the request's turn.
    case dataChangedBeforeQueuedUpdate
    /// A controller created in another registry came on screen in a window of a registry that
    /// asks to be told (a `TestScene` does: such a screen hears none of the scene's global
    /// actions, so its callbacks are missing from the scene's trace).
    case controllerFromAnotherRegistry
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// A readable sentence naming the controllers involved.
  public var message: String
  /// What was refused, as a value to match: never `nil` for a
  /// ``Kind/refusedOperation`` diagnostic the libraries report; `nil` for the other kinds,
  /// whose ``kind`` says it all.
  public var cause: Cause?

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - kind: What kind of problem this is.
  ///   - message: A readable sentence naming the controllers involved.
  ///   - cause: What was refused; give one for every ``Kind/refusedOperation``.
  public init(kind: Kind, message: String, cause: Cause? = nil) {
    self.kind = kind
    self.message = message
    self.cause = cause
  }

  /// `LifeCircle: ` followed by the message.
  public var description: String { "LifeCircle: \(message)" }
}
