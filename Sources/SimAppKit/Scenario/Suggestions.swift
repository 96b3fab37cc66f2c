/// "Did you mean" help: the candidate closest to a mistyped word.
///
/// The search is bounded whatever the file holds: words longer than ``longestWord`` get no
/// suggestion, only candidates whose length is within the edit limit are compared, at most
/// ``candidateBudget`` of them (past which only a candidate one edit away is suggested, since
/// a closer one may be unread), and each comparison stops as soon as it exceeds the limit.
package enum Suggestions {
  /// The longest word that gets a suggestion; names are short, so longer ones are not typos.
  package static let longestWord = 64
  /// How many candidates of a fitting length are compared at most (the first ones, in order).
  package static let candidateBudget = 20_000

  /// The candidate within a small edit distance of `word` (case-insensitive), if any: at most
  /// a third of the word's length (at least 1), and fewer edits than retyping the word. Of
  /// candidates equally close, the first.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    guard typed.count <= longestWord else { return nil }
    let limit = min(max(1, typed.count / 3), typed.count - 1)
    guard limit >= 0 else { return nil }
    var best: (candidate: String, distance: Int)?
    var compared = 0
    for candidate in candidates {
      let scalars = candidate.unicodeScalars
      // A cheap length check before lowercasing: lowercasing keeps the count of most scalars.
      guard abs(scalars.count - typed.count) <= limit + 2 else { continue }
      let other = Array(candidate.lowercased().unicodeScalars)
      guard abs(other.count - typed.count) <= limit else { continue }
      compared += 1
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      if bound >= 0, let found = distance(typed, other, atMost: bound) {
        best = (candidate, found)
        if found == 0 { break }
      }
      if compared == candidateBudget {
        // Unread candidates might be closer: only a near-certain suggestion is made.
        return best.flatMap { $0.distance <= 1 ? $0.candidate : nil }
      }
    }
    return best?.candidate
  }

  /// The edit distance between `a` and `b` if it is at most `limit`, else `nil`: insertions,
  /// deletions, substitutions and transpositions of two neighbours, one edit each (the optimal
  /// string alignment distance), so a swapped pair (`psuh` for `push`) is one typo, not two.
  ///
  /// Only the diagonal band of width `2 * limit + 1` is computed, and the search stops at the
  /// first row whose every cell exceeds `limit`: O(`limit` × length) time.
  package static func distance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int
  ) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let outside = limit + 1
    // previous[j] is the distance between a[..<i-1] and b[..<j], beforePrevious[j] between
    // a[..<i-2] and b[..<j]; cells off the band are `outside`.
    var beforePrevious = [Int](repeating: outside, count: b.count + 1)
    var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - limit)
      let high = min(b.count, i + limit)
      current[0] = i <= limit ? i : outside
      if low > 1 { current[low - 1] = outside }
      var rowMinimum = current[0]
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          var value = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, beforePrevious[j - 2] + 1)
          }
          current[j] = value
          rowMinimum = min(rowMinimum, value)
        }
      }
      if high < b.count { current[high + 1] = outside }
      if rowMinimum > limit { return nil }
      // The rows move down one: the oldest becomes the next row to fill.
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
      // `current` now holds the row two back, refilled before it is read.
      for j in current.indices { current[j] = outside }
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
