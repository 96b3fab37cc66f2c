import Lifecycle
import ListReferenceModel

/// Where an observer believes a controller stands in its appearance cycle: a state of the
/// reference model's appearance table (``ReferenceAppearance``, written independently of the
/// library's state machine), plus whether a disappearance began from `appeared` or cancelled an
/// appearance, which is what tells replay whether a `didAppear` happened.
package enum CycleBelief: Sendable, Equatable, CustomStringConvertible {
  case disappeared
  case appearing
  case appeared
  /// `reachedAppeared` is `nil` when the observer did not hear the cycle's start.
  case disappearing(reachedAppeared: Bool?)

  /// The belief after `event`, or `nil` when the event is illegal there (by the reference
  /// table).
  package func after(_ event: LifecycleEvent) -> CycleBelief? {
    switch ReferenceAppearance.state(after: event, from: state) {
    case nil: nil
    case .disappeared?: .disappeared
    case .appearing?: .appearing
    case .appeared?: .appeared
    case .disappearing?: .disappearing(reachedAppeared: state == .appeared)
    }
  }

  /// What an observer that hears `event` first knows afterwards.
  package init(firstHearing event: LifecycleEvent) {
    switch event {
    case .willAppear: self = .appearing
    case .didAppear: self = .appeared
    case .willDisappear: self = .disappearing(reachedAppeared: nil)
    case .didDisappear: self = .disappeared
    }
  }

  /// The public state.
  package var state: AppearanceState {
    switch self {
    case .disappeared: .disappeared
    case .appearing: .appearing
    case .appeared: .appeared
    case .disappearing: .disappearing
    }
  }

  /// Whether `truth` (a full history) could be what this belief describes.
  package func agrees(with truth: CycleBelief) -> Bool {
    switch (self, truth) {
    case (.disappearing(nil), .disappearing): true
    default: self == truth
    }
  }

  package var description: String {
    switch self {
    case .disappearing(reachedAppeared: false): "disappearing (appearance cancelled)"
    default: "\(state)"
    }
  }
}
