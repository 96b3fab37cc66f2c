import Delegation
import Lifecycle

extension ListController {
  /// Reads every count again and redisplays: every displayed row ends displaying, the list's
  /// actions hear a ``ListChange`` of kind `.reload`, the rows in the viewport are displayed
  /// with new cells. Clears the selection. Each insertion layer is asked
  /// ``InsertionLayerDelegate/insertionLayer(_:contentDidReload:)`` before anything is
  /// displayed; its mutations there join the reload; its anchors are kept.
  ///
  /// Asks ``ListDataSource/numberOfSections(in:)`` once and
  /// ``ListDataSource/list(_:numberOfRowsInSection:)`` once per section, on screen or not; cells
  /// only for rows being displayed. Called from the list's own callbacks, it is queued and takes
  /// over the batches queued before it: their blocks run first, in order, then this reload reads
  /// every count once (one change of kind `.reload`).
  ///
  /// **Complexity.** O(sections + displayed rows + insertions).
  public func reloadData() {
    submitInfallible(.reload)
  }

  /// Reads the counts now if the list never read them; does nothing otherwise. A list never
  /// loaded loads at its first display pass.
  public func loadDataIfNeeded() {
    guard !isLoaded else { return }
    submitInfallible(.load, timing: .atOnce)
  }

  /// The reload in its turn, once the blocks of the batches it took over ran: every count read
  /// once and the layers told; every displayed row ends and the viewport is displayed again in
  /// the next step.
  func commitReload(_ work: ListWork) -> CommittedChange {
    load(readCounts(), for: work)
    work.finishCarrying(committed: true)
    return commitAfresh(work)
  }

  /// Takes `newCounts` as the content, tells the layers (their `contentDidReload`, whose
  /// mutations join `work`), passes the reload and the mutations `work` carries through the
  /// layers, and recomputes the display counts. Runs inside `work`'s delivery.
  func load(_ newCounts: [Int], for work: ListWork) {
    work.loadingBegins()
    for layer in layers {
      layer.delegate?.insertionLayer(layer, contentDidReload: newCounts.count)
    }
    work.loadingEnds()
    var stage = StageChange(before: counts, after: newCounts, isReload: true)
    let rowCount = newCounts.reduce(0, +)
    for layer in layers {
      stage = layer.passThrough(
        stage, applying: work.mutations(of: layer), contentRowCount: rowCount)
    }
    setCounts(newCounts, display: stage.after)
    finishDetaching(for: work)
    (dataSource as? any SnapshotShowing)?.markShown()
  }

  /// Asks the data source for the section count, then each section's row count, once each.
  /// Called inside the list's work, so requests the data source makes are queued. Negative answers count as 0 and are reported.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    if sections < 0 { reportNegative(sections, of: "sections") }
    var counts = [Int].reusing(&spareRows.counts)
    counts.reserveCapacity(max(sections, 0))
    for section in 0..<max(sections, 0) {
      let rows = dataSource.list(self, numberOfRowsInSection: section)
      if rows < 0 { reportNegative(rows, of: "rows for section \(section)") }
      counts.append(max(rows, 0))
    }
    return counts
  }

  private func reportNegative(_ answer: Int, of what: String) {
    report(
      Diagnostic(
        kind: .refusedOperation,
        message: "the data source of \(quotedName) answered \(answer) \(what); counted as 0",
        cause: .negativeCountFromDataSource))
  }

  /// Takes `counts` as the content and `display` as the display counts, and recomputes the
  /// flattened offsets of the display (in place). The counts replaced are kept for the next
  /// ``readCounts()``.
  func setCounts(_ counts: [Int], display: [Int]) {
    spareRows.counts = self.counts
    self.counts = counts
    displayCounts = display
    isLoaded = true
    offsets.removeAll(keepingCapacity: true)
    offsets.reserveCapacity(display.count + 1)
    offsets.append(0)
    for count in display { offsets.append(offsets[offsets.count - 1] + count) }
  }
}
