/// An ordered, weak fan-out of one delegate slot to several members, with explicit answers.
///
/// Own one where a delegate slot is one-to-one and several objects want to answer, and write
/// each requirement of your delegate protocol with the answer policy it needs: ``forEach(_:)``
/// for a notification, ``first(_:)`` or ``allSatisfy(_:)`` for a question, ``map(_:)`` to collect
/// every answer.
///
/// **Order.** Members are called in the order they were added; one removed and added again
/// goes to the end. Adding a member already present (by identity) does nothing.
///
/// **Memory.** Members are held weakly: a freed member is skipped and no longer counted. A member
/// is held strongly only while its own body runs; nothing is held across member calls, so a
/// member may call the multicast again (re-entrant calls see the membership current at their
/// start). Freed and removed slots are compacted lazily, outside calls: amortised O(1) per
/// removal. ``add(_:)``, ``remove(_:)`` and ``contains(_:)`` are O(1) amortised (a table of live
/// slots by identity beside the ordered list).
///
/// **During a call** the members are those present at its start: one removed or freed meanwhile
/// is not called later in it, one added meanwhile first hears the next call, one removing itself
/// finishes its own body. A member that throws ends the call; the error propagates.
///
/// **Cost.** ``forEach(_:)``, ``first(_:)``, ``last(_:)``, ``allSatisfy(_:)``,
/// ``contains(where:)`` and ``reduce(_:_:)`` allocate nothing; each visits the slots present at
/// the call's start once, O(*n*). Per member they pay the weak reference: one load that retains
/// the member and one release.
///
/// **Threading.** Main actor only.
///
/// `Member` is unconstrained so that a protocol type such as `any MyDelegate` can be used (an
/// existential does not conform to `AnyObject`); adding a value that is not a class instance
/// traps, naming its type.
@MainActor
public final class Multicast<Member> {
  // Exclusivity: every access to these three is a read, an assignment, an increment or an
  // append of a value built beforehand; a member's body always runs between accesses, never
  // inside one, so no two accesses can overlap and the runtime check (about 85 instructions per
  // member called, callgrind on `Benchmarks/run`) could never fire.
  /// The slots in insertion order, dead ones included until the next compaction.
  @usableFromInline @exclusivity(unchecked) var slots: [MulticastSlot] = []
  /// Slots that are removed or whose member was found freed, not yet compacted away.
  @usableFromInline @exclusivity(unchecked) var deadSlots = 0
  /// How many calls are under way (re-entrant ones included): compaction waits for zero.
  @usableFromInline @exclusivity(unchecked) var callDepth = 0
  /// The live slot of each member, by the member's identity: what makes ``add(_:)``,
  /// ``remove(_:)`` and ``contains(_:)`` O(1). A slot leaves it when it is retired. An entry
  /// whose member was freed meanwhile is stale (its weak reference is `nil`): a lookup that finds
  /// one retires it, so a new object at a reused address is never taken for the freed one.
  var liveSlots: [ObjectIdentifier: MulticastSlot] = [:]

  /// Creates an empty multicast.
  public init() {}

  /// Creates a multicast with `members`, in order; a member given twice is kept once, at its
  /// first place.
  ///
  /// Holds every member weakly. O(*n*) in the number of members.
  ///
  /// - Parameter members: Class instances, typically values of a class-bound protocol type.
  /// - Precondition: Every member is a class instance; otherwise this traps with a message
  ///   naming its type.
  public init(_ members: some Sequence<Member>) {
    for member in members { add(member) }
  }
}
