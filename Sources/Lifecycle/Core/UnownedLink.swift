#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  #if DEBUG
    /// The weak twin every link to the object checks in debug builds: one per object, made with
    /// its lifetime and kept while it lives, so the side table a weak reference gives the object
    /// stays reachable (a leak checker cannot follow the object's own encoded pointer to it).
    private(set) weak var twin: AnyObject?
  #endif

  /// The object's deinit has started: links read `nil` from now on.
  func end() {
    storage = false
    #if DEBUG
      twin = nil
    #endif
  }

  /// The lifetime of `object`, whose deinit must call ``end()`` first.
  convenience init(of object: AnyObject) {
    self.init()
    #if DEBUG
      twin = object
    #endif
  }

  /// A lifetime whose object is not made yet (debug builds: see ``setTwin(_:)``).
  init() {}

  #if DEBUG
    /// Names the object of a lifetime made before it (a stored property of the object).
    func setTwin(_ object: AnyObject) {
      twin = object
    }
  #endif
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
/// `true` and the runtime does not report the object deallocating; the object's deinit sets the
/// flag to `false` as its first step, on the main actor like every read here, and the memory is
/// freed only after that deinit returns, so no read can find the object freed; the runtime's
/// test covers the deinit of a subclass, which runs before the one that clears the flag, so no
/// read returns an object being freed either (as a weak load would not). The link holds the
/// lifetime strongly, so the flag outlives the object. Debug builds keep a weak twin (in the
/// lifetime, ``Lifetime/twin``) and check, at every read, that it agrees.
@MainActor
package struct UnownedLink<Target: LifetimeTracked> {
  private unowned(unsafe) let object: Target
  private let lifetime: Lifetime

  /// A link to `object`.
  package init(_ object: Target) {
    self.object = object
    lifetime = object.lifetime
  }

  /// A link to `object`, or `nil` for none (no closure, unlike `Optional.map`, whose closure
  /// would check the main actor at run time).
  package init?(linkingTo object: Target?) {
    guard let object else { return nil }
    self.init(object)
  }

  /// The object, or `nil` once its deinit has started.
  package var target: Target? {
    guard lifetime.isAlive else { return nil }
    // A subclass's deinit runs before the one that clears the lifetime: the runtime's own test
    // (the one a weak load makes) says whether the object's deinit has started.
    guard !isDeallocating(Unmanaged.passUnretained(object).toOpaque()) else { return nil }
    #if DEBUG
      precondition(lifetime.twin === object, "UnownedLink: a live object's weak twin disagrees")
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

/// Whether `object`'s deinit has started: the Swift runtime's `swift_isDeallocating`, the test
/// a weak reference's load makes, looked up once by name (a C function the Swift runtime
/// exports; called with the C convention it has). `false` where it cannot be found (a runtime
/// linked statically without exporting it): there, and only there, a subclass's deinit body
/// still reads its object through a link, where a weak reference would read `nil`.
/// `object` must not be freed: ``UnownedLink`` asks only while its lifetime says so.
private func isDeallocating(_ object: UnsafeMutableRawPointer) -> Bool {
  runtimeIsDeallocating?(object) ?? false
}

/// The runtime's `swift_isDeallocating`, found once.
private let runtimeIsDeallocating: (@convention(c) (UnsafeMutableRawPointer) -> Bool)? = {
  guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_isDeallocating")
  else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> Bool).self)
}()
