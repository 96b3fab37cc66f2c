import SimAppKit
import SimAppVerification
import Testing

/// The bounded "did you mean" search finds what the unbounded one finds, within its limits.
@Suite struct SuggestionTests {
  /// The textbook optimal string alignment distance (Levenshtein with transpositions of
  /// neighbours), on the full table, to check the banded one against.
  private func plainDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...max(1, a.count) where !a.isEmpty {
      for j in 1...max(1, b.count) where !b.isEmpty {
        var value = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1,
          table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
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

  @Test func twoSwappedLettersAreOneTypo() {
    #expect(Suggestions.closest(to: "psuh", in: ["pop", "push", "present"]) == "push")
    #expect(Suggestions.closest(to: "Psot", in: ["Home", "Post", "Profile"]) == "Post")
    #expect(Suggestions.closest(to: "dimsiss", in: ["dismiss", "present"]) == "dismiss")
    #expect(
      Suggestions.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars), atMost: 1) == 1)
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
