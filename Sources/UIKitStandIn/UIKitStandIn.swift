/// The stand-in's own driver for tests: turns of the main queue, animations, gestures and the
/// app's life cycle, which real UIKit runs by itself.
@MainActor
public enum UIKitStandIn {}
