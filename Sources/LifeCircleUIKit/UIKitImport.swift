// The bridge compiles against real UIKit where it exists and against the package's stand-in
// (Sources/UIKitStandIn: UIKit's names, signatures and call order) everywhere else.
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import UIKitStandIn
#endif
