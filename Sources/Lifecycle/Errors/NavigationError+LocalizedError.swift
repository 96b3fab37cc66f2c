#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension NavigationError: LocalizedError {
  /// The same sentence as ``description``, so `localizedDescription` reads as the error does
  /// when printed (not Foundation's "The operation could not be completed").
  public var errorDescription: String? { description }
}
