extension Multicast {
  /// One member's place: the member held weakly, and whether it left.
  ///
  /// The member is kept two ways: `object`, a weak reference that says whether it is alive, and
  /// `stored`, the `Member` value itself (an existential, or a class reference) kept without a
  /// strong reference, so that a call needs no dynamic cast from `AnyObject` back to `Member`
  /// (that cast, a protocol-conformance lookup, cost over 200 ns per member; `Benchmarks/run`).
  ///
  /// Safety proof: ``Multicast/object(of:)`` admits only a class instance held directly, as the
  /// first word of the `Member` value (a class reference, a class-bound existential, or an
  /// `Any` with the reference inline), so copying the value retains that object once and
  /// nothing else. `stored` is initialised with such a copy; `init` gives that retain back at
  /// once, so the slot holds no strong reference. The stored value is read only by
  /// ``Multicast/visit(_:)``, after a load of the weak `object` succeeded and while it holds
  /// that strong reference until the member's body returned: the object is alive and is the
  /// same object (a weak reference never answers for a new object at a reused address), so the
  /// value lent to the body refers to a live object. The stored value is never destroyed, only
  /// its memory deallocated, so the given-back retain is never released twice.
  @MainActor @usableFromInline
  final class Slot {
    // Exclusivity: both are read or assigned in single instantaneous accesses that call no
    // other code, so no two can overlap (the runtime check cost 62 instructions per member).
    /// The member, weakly; `nil` once it is freed or the slot is retired.
    @usableFromInline @exclusivity(unchecked) weak var object: AnyObject?
    /// Whether the member was removed or found freed (the slot awaits compaction).
    @usableFromInline @exclusivity(unchecked) var isRemoved = false
    /// The member value, holding no strong reference (see the proof above).
    @usableFromInline let stored: UnsafeMutablePointer<Member>
    /// The member's identity, the key of ``Multicast/liveSlots``.
    let id: ObjectIdentifier

    /// A slot for `member`, whose object (checked by ``Multicast/object(of:)``) is `object`.
    init(_ member: Member, object: AnyObject) {
      self.object = object
      id = ObjectIdentifier(object)
      stored = .allocate(capacity: 1)
      stored.initialize(to: member)
      Unmanaged.passUnretained(object).release()
    }

    isolated deinit {
      stored.deallocate()
    }
  }
}
