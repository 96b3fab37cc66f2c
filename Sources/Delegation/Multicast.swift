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
/// start). Freed and removed members' places are compacted lazily, outside calls: amortised O(1)
/// per removal. ``add(_:)``, ``remove(_:)`` and ``contains(_:)`` are O(1) amortised (a table of
/// members by identity beside the ordered list); none allocates per member beyond the amortised
/// growth of two arrays and the table.
///
/// **During a call** the members are those present at its start: one removed or freed meanwhile
/// is not called later in it, one added meanwhile first hears the next call, one removing itself
/// finishes its own body. A member that throws ends the call; the error propagates.
///
/// **Cost.** ``forEach(_:)``, ``first(_:)``, ``last(_:)``, ``allSatisfy(_:)``,
/// ``contains(where:)`` and ``reduce(_:_:)`` allocate nothing; each visits the members present at
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
  // Exclusivity: every access to `state` is a read, an assignment or a call of one of its
  // methods, and none of these calls a member or releases one for the last time (a lookup's
  // weak load yields the caller's own object, which the caller holds, or `nil`): a member's body
  // always runs between accesses, never inside one, so no two accesses can overlap.
  #if DEBUG
    // checked in debug builds: the tests would catch an overlap the proof rules out
    @usableFromInline var state = State()
  #else
    @usableFromInline @exclusivity(unchecked) var state = State()
  #endif

  /// What a multicast stores; not generic (see ``MulticastState``).
  @usableFromInline typealias State = MulticastState

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
