/// Where a controller stands in its appearance cycle, as UIKit tracks it.
///
/// A controller starts ``disappeared``. `willAppear` moves it to ``appearing``, `didAppear` to
/// ``appeared``, `willDisappear` to ``disappearing`` and `didDisappear` back to ``disappeared``.
/// A transition can be cancelled half-way: `willDisappear` while ``appearing`` and `willAppear`
/// while ``disappearing`` are legal. Every other pair is refused (see ``LifecycleEvent``).
public enum AppearanceState: Sendable, Equatable {
  /// Not on screen. The initial state.
  case disappeared
  /// `viewWillAppear` was delivered; `viewDidAppear` has not been yet.
  case appearing
  /// On screen: `viewDidAppear` was the last event delivered.
  case appeared
  /// `viewWillDisappear` was delivered; `viewDidDisappear` has not been yet.
  case disappearing
}

/// One of the four appearance callbacks a controller and its actions receive.
public enum LifecycleEvent: Sendable, Hashable, CaseIterable {
  /// `viewWillAppear(_:)`.
  case willAppear
  /// `viewDidAppear(_:)`.
  case didAppear
  /// `viewWillDisappear(_:)`.
  case willDisappear
  /// `viewDidDisappear(_:)`.
  case didDisappear

  /// Whether this event belongs to the appearing half of the cycle (`willAppear`, `didAppear`).
  ///
  /// Appearing events run global actions before per-instance ones, in registration order;
  /// disappearing events run them in the reverse order.
  public var isAppearing: Bool {
    switch self {
    case .willAppear, .didAppear: true
    case .willDisappear, .didDisappear: false
    }
  }

  /// The UIKit-style name of the event, such as `willAppear`.
  public var name: String {
    switch self {
    case .willAppear: "willAppear"
    case .didAppear: "didAppear"
    case .willDisappear: "willDisappear"
    case .didDisappear: "didDisappear"
    }
  }
}

extension AppearanceState: CustomStringConvertible {
  /// The case name, such as `appearing`.
  public var description: String {
    switch self {
    case .disappeared: "disappeared"
    case .appearing: "appearing"
    case .appeared: "appeared"
    case .disappearing: "disappearing"
    }
  }
}

extension LifecycleEvent: CustomStringConvertible {
  /// The same as ``name``.
  public var description: String { name }
}
