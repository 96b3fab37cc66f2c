/// "Did you mean" help: the candidate closest to a mistyped word.
enum Suggestions {
  /// The candidate within a small edit distance of `word` (case-insensitive), if any: at most
  /// a third of the word's length (at least 1), and fewer edits than retyping the word.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = min(max(1, word.count / 3), word.count - 1)
    let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// Levenshtein distance between two strings.
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
