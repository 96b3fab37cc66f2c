// UIWindow's spellings, unavailable: each exists only so the compiler names the real one. See
// RenamedTypes.swift.

extension Window {
  /// Unavailable: use ``rootController`` (or ``setRootController(_:)``, which throws).
  @available(*, unavailable, renamed: "rootController")
  public var rootViewController: ScreenController? {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }
}
