/// An ordered array of weak references with `NSPointerArray`'s semantics, as a value type.
///
/// A slot whose element is freed becomes *cleared*: it still counts in ``count`` until
/// ``compact()`` removes it, and ``allObjects`` skips it. Unlike Foundation's `NSPointerArray`,
/// whose `compact` is known to leave cleared slots unless a NULL was added first, ``compact()``
/// always removes every cleared slot.
///
/// **Semantics.** A value: copies are independent (copy-on-write storage).
/// **Threading.** Not tied to an actor; it is `Sendable` when `Element` is.
/// **Memory.** Never keeps an element alive.
public struct WeakPointerArray<Element: AnyObject> {
  fileprivate struct Slot {
    weak var element: Element?
  }

  private var slots: [Slot] = []

  /// Creates an empty array.
  public init() {}

  /// The number of slots, cleared ones included, until ``compact()``.
  public var count: Int { slots.count }

  /// Whether there are no slots at all (not even cleared ones).
  public var isEmpty: Bool { slots.isEmpty }

  /// The element in slot `index`, or `nil` when that slot is cleared.
  ///
  /// - Precondition: `index` is in `0..<count`.
  public subscript(index: Int) -> Element? { slots[index].element }

  /// Appends `element` in a new slot at the end. Amortised O(1).
  public mutating func append(_ element: Element) {
    slots.append(Slot(element: element))
  }

  /// Removes the last slot that holds `element` (compared by identity), searching from the end;
  /// does nothing if no slot holds it.
  ///
  /// **Complexity.** O(1) when `element` is in the last slot, as for the top of a stack;
  /// O(*n*) in general.
  public mutating func remove(_ element: Element) {
    guard let index = slots.lastIndex(where: { $0.element === element }) else { return }
    slots.remove(at: index)
  }

  /// Removes every cleared slot, keeping the order of the others. O(*n*).
  public mutating func compact() {
    slots.removeAll { $0.element == nil }
  }

  /// Removes the cleared slots at the end, so that ``lastObject`` is in the last slot. O(1) per
  /// slot removed.
  public mutating func trimClearedSuffix() {
    while let last = slots.last, last.element == nil { slots.removeLast() }
  }

  /// The live elements, in slot order.
  public var allObjects: [Element] { slots.compactMap(\.element) }

  /// The live element nearest the end, or `nil` when there is none.
  public var lastObject: Element? {
    for slot in slots.reversed() {
      if let element = slot.element { return element }
    }
    return nil
  }

  /// Whether a slot holds `element` (compared by identity). O(*n*).
  public func contains(_ element: Element) -> Bool {
    slots.contains { $0.element === element }
  }
}

extension WeakPointerArray: Sendable where Element: Sendable {}
extension WeakPointerArray.Slot: Sendable where Element: Sendable {}
