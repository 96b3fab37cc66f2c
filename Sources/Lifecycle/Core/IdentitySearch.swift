/// Searches for an object by identity with plain loops.
///
/// A closure written in main-actor code and handed to a standard-library algorithm
/// (`contains(where:)`, `firstIndex(where:)`, `removeAll(where:)`, `Optional.map`) checks at run
/// time, on every call, that it runs on the main actor: a few hundred instructions each time,
/// once per element for a scan. The engine's hot paths search with these loops instead.
extension Collection where Element: AnyObject {
  /// Whether `object` itself (by identity) is an element. O(n).
  package func containsIdentical(_ object: Element) -> Bool {
    for element in self where element === object { return true }
    return false
  }

  /// Whether `other` holds the same objects (by identity) in the same order. O(n).
  package func elementsIdentical(to other: some Collection<Element>) -> Bool {
    guard count == other.count else { return false }
    var index = other.startIndex
    for element in self {
      guard element === other[index] else { return false }
      other.formIndex(after: &index)
    }
    return true
  }
}

extension Array where Element: AnyObject {
  /// The index of the first element that is `object` itself, or `nil`. O(n).
  func firstIndexIdentical(to object: Element) -> Int? {
    var index = 0
    while index < count {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// The index of the last element that is `object` itself, or `nil`: O(1) when it is the
  /// last, O(n) at worst.
  func lastIndexIdentical(to object: Element) -> Int? {
    var index = count - 1
    while index >= 0 {
      if self[index] === object { return index }
      index -= 1
    }
    return nil
  }

  /// Removes the last element that is `object` itself, if any: O(1) when it is the last,
  /// O(n) at worst. For lists that hold each object once.
  mutating func removeLastIdentical(_ object: Element) {
    if let index = lastIndexIdentical(to: object) { remove(at: index) }
  }
}
