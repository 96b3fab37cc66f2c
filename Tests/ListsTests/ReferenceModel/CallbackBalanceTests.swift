import ListReferenceModel
import Testing

/// The balance rule of paired callbacks (display and its end, prefetch and its cancel).
@Suite struct CallbackBalanceTests {
  @Test func balanceOpensOnceAndEndsOnlyWhatIsOpen() {
    let calls: [(String, Bool)] = [
      ("a", false), ("a", false), ("b", false), ("a", true), ("a", true),
    ]
    var balance = CallbackBalance<String>()
    var balanced: [Bool] = []
    for (id, ending) in calls { balanced.append(balance.hear(id, ending: ending)) }
    #expect(balanced == [true, false, true, true, false])
    #expect(balance.open == ["b"])
    #expect(balance.contains("b") && !balance.contains("a"))
  }
}
