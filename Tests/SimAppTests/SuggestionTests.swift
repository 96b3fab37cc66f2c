import SimAppKit
import SimAppVerification
import Testing

/// The bounded "did you mean" search finds what the unbounded one finds, within its limits.
@Suite struct SuggestionTests {
  /// The textbook Levenshtein distance, to check the banded one against.
  private func plainDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }

  @Test(arguments: 0..<300)
  func theBandedDistanceIsTheDistanceWithinItsLimit(seed: Int) {
    var generator = SplitMix64(seed: UInt64(seed))
    func word() -> String {
      String((0..<Int(generator.next() % 9)).map { _ in Array("abc")[Int(generator.next() % 3)] })
    }
    let (a, b) = (word(), word())
    let limit = Int(generator.next() % 5)
    let exact = plainDistance(a, b)
    let (scalarsOfA, scalarsOfB) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
    #expect(
      Suggestions.distance(scalarsOfA, scalarsOfB, atMost: limit)
        == (exact <= limit ? exact : nil))
    // Unbounded: no distance exceeds the longer word's length.
    let longest = max(scalarsOfA.count, scalarsOfB.count)
    #expect(Suggestions.distance(scalarsOfA, scalarsOfB, atMost: longest) == exact)
  }

  @Test func theFirstOfTheClosestCandidatesIsSuggested() {
    #expect(Suggestions.closest(to: "psh", in: ["pop", "push", "posh"]) == "push")
    #expect(Suggestions.closest(to: "Detal", in: ["Dental", "Detail"]) == "Dental")
    #expect(Suggestions.closest(to: "Detial", in: ["Details", "Detail"]) == "Detail")
    #expect(Suggestions.closest(to: "a", in: ["B", "A"]) == "A")
    #expect(Suggestions.closest(to: "zzzz", in: ["push"]) == nil)
  }

  @Test func longWordsGetNoSuggestion() {
    let word = String(repeating: "a", count: Suggestions.longestWord + 1)
    #expect(Suggestions.closest(to: word, in: [word + "b"]) == nil)
  }

  @Test func onlyABoundedNumberOfCandidatesIsCompared() {
    // Compared (their length is near) but too far to suggest.
    let near = (0..<Suggestions.candidateBudget).map { "Zz\($0 + 10_000)" }
    #expect(Suggestions.closest(to: "Screem", in: near + ["Screen"]) == nil)
    #expect(Suggestions.closest(to: "Screem", in: ["Screen"] + near) == "Screen")
    // Two edits away, found before the budget ran out, but a closer one may be unread.
    #expect(Suggestions.closest(to: "Scrxxn", in: ["Screen"] + near) == nil)
    #expect(Suggestions.closest(to: "Scrxxn", in: ["Screen"]) == "Screen")
  }
}
