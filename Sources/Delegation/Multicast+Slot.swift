/// One member's place in a ``Multicast``: the member held weakly, and whether it left.
///
/// The member is kept two ways: `object`, a weak reference that says whether it is alive, and
/// `stored`, the `Member` value itself (an existential, or a class reference) kept without a
/// strong reference, so that a call needs no dynamic cast from `AnyObject` back to `Member` (a
/// protocol-conformance lookup per member).
///
/// Not generic: the slot list, the identity table, retirement and compaction use one concrete
/// type whatever `Member` is, so they never look up generic metadata; only `stored` depends on
/// `Member`, as raw memory bound to it.
///
/// Safety proof: ``Multicast/object(of:)`` admits only a class instance held directly, as the
/// first word of the `Member` value (a class reference, a class-bound existential, or an `Any`
/// with the reference inline), so copying the value retains that object once and nothing else.
/// `stored` is initialised with such a copy, bound to `Member`; `init` gives that retain back at
/// once, so the slot holds no strong reference. The stored value is read only by
/// ``Multicast/visit(_:)`` of the multicast that created the slot, as that multicast's `Member`
/// (the type it was bound to), after a load of the weak `object` succeeded and while it holds
/// that strong reference until the member's body returned: the object is alive and is the same
/// object (a weak reference never answers for a new object at a reused address), so the value
/// lent to the body refers to a live object. The stored value is never destroyed, only its
/// memory deallocated, so the given-back retain is never released twice.
///
/// Not isolated itself: only its multicast touches it, on the main actor, and a nonisolated
/// `deinit` frees the slot without asking the runtime which executor is running.
@usableFromInline
final class MulticastSlot {
  // Exclusivity: both are read or assigned in single instantaneous accesses that call no
  // other code, so no two can overlap and the runtime check could never fire.
  /// The member, weakly; `nil` once it is freed or the slot is retired.
  @usableFromInline @exclusivity(unchecked) weak var object: AnyObject?
  /// Whether the member was removed or found freed (the slot awaits compaction).
  @usableFromInline @exclusivity(unchecked) var isRemoved = false
  /// The member value, bound to the multicast's `Member`, holding no strong reference (see the
  /// proof above).
  @usableFromInline let stored: UnsafeMutableRawPointer
  /// The member's identity, the key of ``Multicast/liveSlots``.
  let id: ObjectIdentifier

  /// A slot for `member`, whose object (checked by ``Multicast/object(of:)``) is `object`.
  @usableFromInline
  init<Member>(_ member: Member, object: AnyObject) {
    self.object = object
    id = ObjectIdentifier(object)
    stored = .allocate(
      byteCount: MemoryLayout<Member>.size, alignment: MemoryLayout<Member>.alignment)
    stored.initializeMemory(as: Member.self, repeating: member, count: 1)
    Unmanaged.passUnretained(object).release()
  }

  deinit {
    stored.deallocate()
  }
}
