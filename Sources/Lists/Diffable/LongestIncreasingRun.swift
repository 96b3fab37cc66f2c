/// For each of `values` (distinct), whether it belongs to one longest strictly increasing
/// subsequence. O(n log n) time, O(n) memory (patience sorting).
@usableFromInline
func longestIncreasingRunMask(_ values: [Int32]) -> [Bool] {
  // Sized up front and written by index (no append in the loop), 4 bytes an entry: values are
  // rows, and a snapshot holds fewer than 2^30 items (IdentifierTable checks it).
  // `tails[k]`: the index of the smallest tail of a run of length k + 1; `tailValues[k]` its
  // value, searched without an indirection; `tails[..<length]` are in use.
  var tails = [Int32](repeating: 0, count: values.count)
  var tailValues = [Int32](repeating: 0, count: values.count)
  var length = 0
  var previous = [Int32](repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    // The first run length whose tail is not below `value`; at the end for the common case of
    // an item that kept its order (mostly sorted input extends the longest run in O(1)).
    var low = length
    if length > 0, value < tailValues[length - 1] {
      low = 0
      var high = length - 1
      while low < high {
        let middle = (low + high) / 2
        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
      }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    tails[low] = Int32(truncatingIfNeeded: index)
    tailValues[low] = value
    if low == length { length += 1 }
  }
  var mask = [Bool](repeating: false, count: values.count)
  var index = length > 0 ? Int(tails[length - 1]) : -1
  while index >= 0 {
    mask[index] = true
    index = Int(previous[index])
  }
  return mask
}

/// The values of a longest strictly increasing subsequence of `values` (distinct values), for
/// tests.
package func longestIncreasingRunForTests(_ values: [Int]) -> [Int] {
  zip(values, longestIncreasingRunMask(values.map { Int32($0) })).compactMap { $1 ? $0 : nil }
}
