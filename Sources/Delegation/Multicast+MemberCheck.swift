// Which values can be members: class instances, held directly by the `Member` value.

extension Multicast {
  /// `member` as an object; traps, naming its type, when it cannot be a member.
  static func object(of member: Member) -> AnyObject {
    if let reason = rejection(of: member) { preconditionFailure(reason) }
    // A class instance, checked just above, converts to the very object it is.
    return member as AnyObject
  }

  /// `member` as an object, or `nil` when it cannot be a member (and so never is one).
  static func objectIfClass(_ member: Member) -> AnyObject? {
    rejection(of: member) == nil ? member as AnyObject : nil
  }

  /// Why `member` cannot be a member, naming its type and `Member`; `nil` when it can.
  ///
  /// A member must be a class instance (values of other kinds cannot be held weakly) and the
  /// `Member` value must hold that object directly, as its first word: a class reference, a
  /// class-bound existential, or an `Any` holding the reference inline. A value that holds its
  /// object through a box of its own (a class instance in an `any Error`) is refused: the slot's
  /// unretained copy (see ``Slot``) depends on copying the value retaining the object itself.
  package static func rejection(of member: Member) -> String? {
    guard isClassInstance(member) else {
      return "Multicast<\(Member.self)> holds class instances weakly; "
        + "\(type(of: member as Any)) is not a class"
    }
    // Converted to `AnyObject`, a value that boxes its object gives the box, whose type is not
    // the member's; the object itself is the first word of the value only when held directly.
    let object = member as AnyObject
    let isDirect =
      ObjectIdentifier(type(of: object)) == ObjectIdentifier(type(of: member as Any))
      && withUnsafeBytes(of: member) { bytes in
        bytes.count >= MemoryLayout<UnsafeRawPointer>.size
          && bytes.loadUnaligned(as: UnsafeRawPointer.self)
            == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
      }
    guard isDirect else {
      return "Multicast<\(Member.self)> holds class instances weakly; "
        + "\(type(of: member as Any)) is boxed inside \(Member.self): "
        + "use a class or a class-bound protocol as Member"
    }
    return nil
  }

  /// Whether `value` is a class instance.
  ///
  /// Asks of `value as Any`: in generic code `type(of:)` of an existential answers the
  /// protocol, not the dynamic type.
  package static func isClassInstance(_ value: Member) -> Bool {
    type(of: value as Any) is AnyClass
  }
}
