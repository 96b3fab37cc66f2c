/// One view controller's appearance cycle as a value: each event (a begin, `viewIsAppearing`'s
/// moment, an end) changes the state and answers which callback the owner makes, or `nil` when
/// the event asks for none (UIKIT-CALLS.md SR4, SR5, SR9).
struct AppearanceMachine {
  /// A callback the owner makes.
  enum Callback: Equatable {
    case viewWillAppear
    case viewWillDisappear
    case viewIsAppearing
    case viewDidAppear
    case viewDidDisappear
  }

  private(set) var state = AppearanceState.disappeared
  /// The `animated` flag of the change under way, passed to its did-callback.
  private(set) var animated = false
  /// The flag the callbacks of the change under way read as true.
  private(set) var cause = AppearanceCause.none
  /// Whether `viewIsAppearing` has had its moment in the appearance under way.
  private(set) var ranIsAppearing = false

  /// A begin: `viewWillAppear` from disappeared or disappearing, `viewWillDisappear` from
  /// appeared or appearing (a reversal, SR4), nothing when already on the way there.
  mutating func begin(appearing: Bool, animated: Bool, cause: AppearanceCause) -> Callback? {
    switch (state, appearing) {
    case (.disappeared, true), (.disappearing, true):
      state = .appearing
    case (.appeared, false), (.appearing, false):
      state = .disappearing
    case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false):
      return nil
    }
    self.animated = animated
    self.cause = cause
    ranIsAppearing = false
    return appearing ? .viewWillAppear : .viewWillDisappear
  }

  /// `viewIsAppearing`'s moment: once per appearance, after its begin.
  mutating func isAppearing() -> Callback? {
    guard state == .appearing, !ranIsAppearing else { return nil }
    ranIsAppearing = true
    return .viewIsAppearing
  }

  /// An end: the did-callback of the change under way; `viewIsAppearing` first when an
  /// appearance ends before its moment (the owner runs it, then ends again); nothing when
  /// settled.
  mutating func end() -> Callback? {
    switch state {
    case .appearing where !ranIsAppearing:
      return .viewIsAppearing
    case .appearing:
      state = .appeared
      return .viewDidAppear
    case .disappearing:
      state = .disappeared
      return .viewDidDisappear
    case .appeared, .disappeared:
      return nil
    }
  }

  /// After the did-callback and its forwarding: the flag is spent (SR9).
  mutating func settle() {
    cause = .none
  }
}
