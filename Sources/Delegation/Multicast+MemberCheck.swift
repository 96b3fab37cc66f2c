// Which values can be members: class instances, held directly by the `Member` value.
//
// The checks run at every `add`, `remove` and `contains`, so they are inlinable: specialised for
// the caller's `Member` (a class or a class-bound protocol, as a rule), converting to
// `AnyObject` and reading the first word cost a few instructions, where the generic versions
// looked up metadata and cast dynamically at every call (`Benchmarks/run`, "Multicast add +
// remove"). The one dynamic step left, comparing the value's dynamic type with its object's
// class (about 225 instructions: `member as Any` copies the value, and so retains the member),
// is remembered per kind of value by `add` (see ``MulticastState/hasVerified(_:object:)``), and
// skipped by `remove` and `contains` for the very value that was added.

extension Multicast {
  /// `member` as an object; traps, naming its type, when it cannot be a member.
  @inlinable
  func object(of member: Member) -> AnyObject {
    guard let object = memberObject(member) else { Self.rejectionFailure(member) }
    return object
  }

  /// ``objectIfClass(_:)``, with its dynamic type check skipped for a kind of value that passed
  /// it before.
  @inlinable
  func memberObject(_ member: Member) -> AnyObject? {
    guard let object = Self.directObject(member) else { return nil }
    if state.hasVerified(member, object: object) { return object }
    guard Self.isObjectsOwnType(member, object: object) else { return nil }
    state.rememberVerified(member, object: object)
    return object
  }

  /// `member` as an object, or `nil` when it cannot be a member (and so never is one).
  ///
  /// A member must be a class instance (values of other kinds cannot be held weakly) and the
  /// `Member` value must hold that object directly, as its first word: a class reference, a
  /// class-bound existential, or an `Any` holding the reference inline. A value that holds its
  /// object through a box of its own (a class instance in an `any Error`) is refused: a member is
  /// stored as its object, weakly, and the value's other words, which must then hold no
  /// reference (see ``MulticastState``).
  ///
  /// Nonisolated, so that its closure is not a main-actor closure checked at run time.
  @inlinable
  nonisolated static func objectIfClass(_ member: Member) -> AnyObject? {
    guard let object = directObject(member), isObjectsOwnType(member, object: object) else {
      return nil
    }
    return object
  }

  /// `member` converted to `AnyObject`, if that is the value's first word.
  @inlinable
  nonisolated static func directObject(_ member: Member) -> AnyObject? {
    guard let object = cast(member, to: AnyObject.self) else { return nil }
    // Held directly: the object is the first word of the value.
    let isDirect = withUnsafeBytes(of: member) { bytes in
      bytes.count >= MemoryLayout<UnsafeRawPointer>.size
        && bytes.loadUnaligned(as: UnsafeRawPointer.self)
          == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }
    return isDirect ? object : nil
  }

  /// Whether `member`'s dynamic type is `object`'s class, `object` being `member` converted to
  /// `AnyObject`.
  ///
  /// Converted to `AnyObject`, a value that is not a class instance gives a box, and a value
  /// that wraps its object (an `Optional` of it, say) may give the object: either way a class
  /// other than the member's dynamic type (asked of `member as Any`: in generic code `type(of:)`
  /// of an existential answers the protocol). The same class means a class instance.
  @inlinable
  nonisolated static func isObjectsOwnType(_ member: Member, object: AnyObject) -> Bool {
    ObjectIdentifier(type(of: object)) == ObjectIdentifier(type(of: member as Any))
  }

  /// `value as? Target`: the same conversion as `as AnyObject`, but written as a cast between
  /// two generic types, which specialisation folds to nothing for a class or a class-bound
  /// existential (`as AnyObject` stays a call into the runtime's bridging).
  @inlinable
  nonisolated static func cast<Value, Target>(_ value: Value, to _: Target.Type) -> Target? {
    value as? Target
  }

  /// Traps with ``rejection(of:)``'s reason: the cold path of ``object(of:)``, kept out of line.
  @usableFromInline
  nonisolated static func rejectionFailure(_ member: Member) -> Never {
    preconditionFailure(rejection(of: member) ?? "Multicast<\(Member.self)> refused a member")
  }

  /// Why `member` cannot be a member, naming its type and `Member`; `nil` when it can.
  ///
  /// `nil` exactly when ``objectIfClass(_:)`` gives an object.
  package nonisolated static func rejection(of member: Member) -> String? {
    guard isClassInstance(member) else {
      return "Multicast<\(Member.self)> holds class instances weakly; "
        + "\(type(of: member as Any)) is not a class"
    }
    guard objectIfClass(member) != nil else {
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
  package nonisolated static func isClassInstance(_ value: Member) -> Bool {
    type(of: value as Any) is AnyClass
  }
}
