/// Counts removals and opt-outs anywhere, so a dispatch notices, with one integer compare per
/// action call, that it must look again before calling the next action.
///
/// Additions need no counting: a dispatch iterates a snapshot of the lists taken when it
/// started, so an action added meanwhile is first called on the next event.
@MainActor
enum ActionMutations {
  /// Bumped by every removal and opt-out.
  ///
  /// Read before every action call, so runtime exclusivity checking is off for it: every access
  /// is instantaneous (a read, or `&+= 1` in ``recordRemoval()``, with no call in between), so
  /// no two accesses can ever overlap, which is all the runtime check could catch.
  @exclusivity(unchecked) private(set) static var generation: UInt64 = 0

  /// Tokens for registrations, so an action removed and registered again during one dispatch
  /// counts as a new registration there.
  private static var lastToken: UInt64 = 0

  /// Notes that an action was removed or opted out of.
  static func recordRemoval() {
    generation &+= 1
  }

  /// A token no registration has had.
  static func newToken() -> UInt64 {
    lastToken &+= 1
    return lastToken
  }
}
