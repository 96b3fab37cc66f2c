/// How a presented controller covers its presenting context.
public enum PresentationStyle: Sendable, Equatable {
  /// Covers the presenting context's whole visible subtree, which disappears
  /// (`S.willDisappear, C.willAppear, C.didAppear, S.didDisappear`).
  case fullScreen
  /// A page sheet (iOS 13+): the presenting side stays on screen and gets no callbacks.
  case sheet
}
