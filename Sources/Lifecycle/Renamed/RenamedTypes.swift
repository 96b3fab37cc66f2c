// The names a newcomer types by habit, declared unavailable so the compiler names the real one
// (and offers to replace it) instead of answering "cannot find ... in scope". None of them can
// be called: each exists only for its diagnostic. `scripts/check-renamed` checks the messages.
//
// UIKit's own type names (`UIViewController`, `UINavigationController`...) are deliberately
// absent: an app that imports UIKit and Lifecycle together would find them ambiguous.

/// Unavailable: the protocol is ``LifeCircleAction``, after DZViewControllerLifeCircleAction.
@available(*, unavailable, renamed: "LifeCircleAction")
public typealias LifecycleAction = LifeCircleAction

/// Unavailable: the protocol is ``LifeCircleAction``, after DZViewControllerLifeCircleAction.
@available(*, unavailable, renamed: "LifeCircleAction")
public typealias LifeCycleAction = LifeCircleAction

/// Unavailable: the registry is ``LifeCircleRegistry``, named like ``LifeCircleAction``.
@available(*, unavailable, renamed: "LifeCircleRegistry")
public typealias LifecycleRegistry = LifeCircleRegistry

/// Unavailable: the registry is ``LifeCircleRegistry``, named like ``LifeCircleAction``.
@available(*, unavailable, renamed: "LifeCircleRegistry")
public typealias LifeCycleRegistry = LifeCircleRegistry

/// Unavailable: the events are ``LifecycleEvent``, the Swift word, like the module.
@available(*, unavailable, renamed: "LifecycleEvent")
public typealias LifeCircleEvent = LifecycleEvent

/// Unavailable: the events are ``LifecycleEvent``, the Swift word, like the module.
@available(*, unavailable, renamed: "LifecycleEvent")
public typealias LifeCycleEvent = LifecycleEvent
