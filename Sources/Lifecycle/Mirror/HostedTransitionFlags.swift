/// Why a host's appearance event happens, as UIKit's four flags say it: what
/// ``ScreenController/isMovingToParent``, ``ScreenController/isMovingFromParent``,
/// ``ScreenController/isBeingPresented`` and ``ScreenController/isBeingDismissed`` answer while
/// the event's callbacks run (see ``ScreenController/deliverHostedEvent(_:animated:flags:)``).
public struct HostedTransitionFlags: OptionSet, Sendable, Hashable {
  /// The flags as bits.
  public let rawValue: UInt8

  /// Creates flags from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// UIKit's `isMovingToParent`.
  public static let movingToParent = HostedTransitionFlags(rawValue: 1 << 0)
  /// UIKit's `isMovingFromParent`.
  public static let movingFromParent = HostedTransitionFlags(rawValue: 1 << 1)
  /// UIKit's `isBeingPresented`.
  public static let beingPresented = HostedTransitionFlags(rawValue: 1 << 2)
  /// UIKit's `isBeingDismissed`.
  public static let beingDismissed = HostedTransitionFlags(rawValue: 1 << 3)
}

extension TransitionFlags {
  /// The same flags (the bits agree by construction).
  init(_ flags: HostedTransitionFlags) {
    var result: TransitionFlags = []
    if flags.contains(.movingToParent) { result.insert(.movingToParent) }
    if flags.contains(.movingFromParent) { result.insert(.movingFromParent) }
    if flags.contains(.beingPresented) { result.insert(.beingPresented) }
    if flags.contains(.beingDismissed) { result.insert(.beingDismissed) }
    self = result
  }
}
