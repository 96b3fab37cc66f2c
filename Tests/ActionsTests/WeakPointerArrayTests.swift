import Actions
import Testing

private final class Box {
  let name: String
  init(_ name: String) { self.name = name }
}

@Suite struct WeakPointerArrayTests {
  @Test func appendKeepsOrderAndCountsSlots() {
    let (a, b) = (Box("a"), Box("b"))
    var array = WeakPointerArray<Box>()
    #expect(array.isEmpty && array.count == 0 && array.lastObject == nil)
    array.append(a)
    array.append(b)
    #expect(array.count == 2)
    #expect(array.allObjects.map(\.name) == ["a", "b"])
    #expect(array[0] === a && array[1] === b)
    #expect(array.lastObject === b)
    #expect(array.contains(a) && !array.contains(Box("a")))
  }

  @Test func aFreedElementLeavesAClearedSlotUntilCompact() {
    let kept = Box("kept")
    var array = WeakPointerArray<Box>()
    array.append(kept)
    do {
      let freed = Box("freed")
      array.append(freed)
    }
    array.append(kept)
    #expect(array.count == 3)
    #expect(array[1] == nil)
    #expect(array.allObjects.map(\.name) == ["kept", "kept"])

    array.compact()

    #expect(array.count == 2)
    #expect(array.allObjects.map(\.name) == ["kept", "kept"])
  }

  @Test func compactRemovesClearedSlotsWithoutANilAddedFirst() {
    var array = WeakPointerArray<Box>()
    do {
      let (a, b) = (Box("a"), Box("b"))
      array.append(a)
      array.append(b)
    }
    #expect(array.count == 2 && array.allObjects.isEmpty && array.lastObject == nil)
    array.compact()
    #expect(array.count == 0 && array.isEmpty)
  }

  @Test func removeIsByIdentityAndTakesTheLastOccurrence() {
    let (a, b) = (Box("a"), Box("b"))
    let twin = Box("a")
    var array = WeakPointerArray<Box>()
    array.append(a)
    array.append(b)
    array.append(a)
    array.remove(twin)
    #expect(array.count == 3)
    array.remove(a)
    #expect(array.count == 2)
    #expect(array[0] === a && array[1] === b)
    array.remove(a)
    array.remove(a)
    #expect(array.allObjects.map(\.name) == ["b"])
  }

  @Test func trimClearedSuffixExposesTheLiveTop() {
    let bottom = Box("bottom")
    var array = WeakPointerArray<Box>()
    array.append(bottom)
    do {
      let top = Box("top")
      array.append(top)
      array.append(top)
    }
    #expect(array.count == 3)
    array.trimClearedSuffix()
    #expect(array.count == 1 && array.lastObject === bottom)
  }

  @Test func copiesAreIndependentValues() {
    let (a, b) = (Box("a"), Box("b"))
    var original = WeakPointerArray<Box>()
    original.append(a)
    var copy = original
    copy.append(b)
    copy.remove(a)
    #expect(original.allObjects.map(\.name) == ["a"])
    #expect(copy.allObjects.map(\.name) == ["b"])
  }

  @Test func itNeverKeepsAnElementAlive() {
    weak var weakBox: Box?
    var array = WeakPointerArray<Box>()
    do {
      let box = Box("x")
      weakBox = box
      array.append(box)
      let copy = array
      #expect(copy.count == 1)
    }
    #expect(weakBox == nil)
    #expect(array.count == 1)
  }
}
