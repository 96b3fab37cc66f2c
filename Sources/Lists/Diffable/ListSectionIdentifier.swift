/// The identifier of a section of a ``ListSnapshot``: any `Hashable & Sendable` value (a
/// string, an enum case, a database key), kept with its type.
///
/// Two identifiers are equal when their values have the same type and are equal, so `1` and
/// `"1"` (or `1` and `Optional(1)`) name different sections.
public struct ListSectionIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The value that identifies the section.
  public let base: any Hashable & Sendable

  /// Wraps `base`.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// Whether both values have the same type and are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // The same dynamic type first: a cast alone would find `1` equal to `Optional(1)`, whose
    // hash differs.
    guard type(of: lhs.base) == type(of: rhs.base) else { return false }
    func equals<Value: Hashable>(_ value: Value) -> Bool {
      (rhs.base as? Value) == value
    }
    return equals(lhs.base)
  }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    base.hash(into: &hasher)
  }

  /// The value's description.
  public var description: String { "\(base)" }
}
