/// Whether an object is still alive, for links to it that must not keep it alive: its deinit
/// clears ``isAlive`` as its first step.
///
/// A weak reference would do the same, at a price paid everywhere: the first weak reference to
/// an object gives it a side table, and from then on every retain and release of that object,
/// wherever it happens (the engine retains controllers and windows on every transition), takes
/// the runtime's slow path. A link through a lifetime (``UnownedLink``) leaves the object's
/// reference counts inline; the link itself holds the small lifetime object strongly.
@MainActor
package final class Lifetime {
  /// `false` from the start of the object's deinit on.
  package var isAlive: Bool { storage }

  // Read by every link on the hot path. Exclusivity: every access is a read of a Bool or the
  // one assignment in the object's deinit, neither of which calls any code, so no two accesses
  // can overlap and the runtime check could never fire. Debug builds check it.
  #if DEBUG
    private var storage = true  // checked in debug builds
  #else
    @exclusivity(unchecked) private var storage = true
  #endif

  /// The object's deinit has started: links read `nil` from now on.
  func end() {
    storage = false
  }

  init() {}
}

/// An object whose deinit clears its ``Lifetime``, so ``UnownedLink`` can point to it.
@MainActor
package protocol LifetimeTracked: AnyObject {
  /// The object's lifetime, made on first request (an object never linked allocates none).
  var lifetime: Lifetime { get }
}

/// A link to an object that never keeps it alive and takes no weak reference to it: the
/// object's reference counts stay inline (no side table), so retaining and releasing it
/// elsewhere stays on the fast path. Reads as a weak reference does: ``target`` is `nil` from
/// the start of the object's deinit on.
///
/// Proof for the unowned reference: `object` is returned only while ``Lifetime/isAlive`` is
/// `true`, and the object's deinit sets it to `false` as its first step, on the main actor like
/// every read here, so no read can find the object freed or being freed; the link holds the
/// lifetime strongly, so the flag outlives the object. Debug builds keep a weak twin and check,
/// at every read, that it agrees.
@MainActor
package struct UnownedLink<Target: LifetimeTracked> {
  private unowned(unsafe) let object: Target
  private let lifetime: Lifetime
  #if DEBUG
    private weak var twin: Target?
  #endif

  /// A link to `object`.
  package init(_ object: Target) {
    self.object = object
    lifetime = object.lifetime
    #if DEBUG
      twin = object
    #endif
  }

  /// The object, or `nil` once its deinit has started.
  package var target: Target? {
    guard lifetime.isAlive else { return nil }
    #if DEBUG
      precondition(twin === object, "UnownedLink: a live object's weak twin disagrees")
    #endif
    return object
  }

  /// Whether the link is to `candidate` (by identity) and that object is alive: no retain.
  package func isLink(to candidate: Target) -> Bool {
    lifetime.isAlive && object === candidate
  }

  /// Whether the object's deinit has started (the link is cleared).
  package var isCleared: Bool { !lifetime.isAlive }
}
