extension ListController {
  /// ``performBatchUpdates(_:)``, with a completion that hears the outcome exactly once
  /// instead of an error thrown: what a caller needs to learn the outcome of a batch that is
  /// queued.
  ///
  /// `completion` runs after the change's last callback (the rows that entered are displayed)
  /// with the ``ListChange`` the list's actions heard (`.reload` on a list never loaded, or
  /// when a queued ``reloadData()`` took the batch over), or, when the batch is refused, at
  /// that moment with the ``ListUpdateError`` (``ListUpdateError/updatesThrew(_:)`` names an
  /// error of the block's own), the list unchanged. Run now, the batch completes before this
  /// method returns; queued (asked from the list's own callbacks), in its turn, where a refusal
  /// is also reported as a `Diagnostic`. Requests made by `completion` are queued behind the
  /// update, as requests from the list's callbacks are.
  ///
  /// Nested in another batch's block, the batch joins it and `completion` hears the outer
  /// batch's outcome; if `updates` throws, the outer batch is refused with that error.
  ///
  /// - Parameters:
  ///   - updates: The block, as in ``performBatchUpdates(_:)``.
  ///   - completion: Hears the outcome once, on the main actor.
  public func performBatchUpdates(
    _ updates: @escaping () throws -> Void,
    completion: @escaping (Result<ListChange, ListUpdateError>) -> Void
  ) {
    if let work = currentWork, work.answer(.batch) == .joins {
      work.completions.append(completion)
      do {
        try updates()
      } catch {
        if work.nestedFailure == nil { work.nestedFailure = error }
      }
      return
    }
    // A refusal now reached `completion` inside the work; nothing else to tell.
    _ = try? submit(.batch(updates), completion: completion)
  }
}
