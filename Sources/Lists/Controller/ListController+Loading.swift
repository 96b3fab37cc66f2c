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
  /// only for rows being displayed. Called during the list's callbacks, it is queued (and drops
  /// the batches queued before it).
  ///
  /// **Complexity.** O(sections + displayed rows + insertions).
  public func reloadData() {
    request(.reload)
  }

  /// Reads the counts now if the list never read them; does nothing otherwise. A list never
  /// loaded loads at its first display pass.
  public func loadDataIfNeeded() {
    guard !isLoaded else { return }
    withDelivery { load(readCounts()) }
  }

  func performReload() {
    load(readCounts())
    selected = []
    settleDisplay(change: ListChange(kind: .reload)) { _ in nil }
  }

  /// Takes `newCounts` as the content, tells the layers (their `contentDidReload`, whose
  /// mutations join), and recomputes the display counts. Runs inside a delivery.
  func load(_ newCounts: [Int]) {
    let wasJoining = layerMutationsJoin
    layerMutationsJoin = true
    for layer in layers {
      layer.delegate?.insertionLayer(layer, contentDidReload: newCounts.count)
    }
    layerMutationsJoin = wasJoining
    var stage = StageChange(before: counts, after: newCounts, isReload: true)
    let rowCount = newCounts.reduce(0, +)
    for layer in layers { stage = layer.take(stage, contentRowCount: rowCount) }
    setCounts(newCounts, display: stage.after)
    finishPendingDetachments()
  }

  /// Asks the data source for the section count, then each section's row count, once each.
  /// Called inside a delivery (``withDelivery(_:)``), so updates the data source requests are
  /// queued. Negative answers count as 0 and are reported.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    if sections < 0 { reportNegative(sections, of: "sections") }
    return (0..<max(sections, 0)).map { section in
      let rows = dataSource.list(self, numberOfRowsInSection: section)
      if rows < 0 { reportNegative(rows, of: "rows for section \(section)") }
      return max(rows, 0)
    }
  }

  private func reportNegative(_ answer: Int, of what: String) {
    report(
      Diagnostic(
        kind: .refusedOperation,
        message: "the data source of \(quotedName) answered \(answer) \(what); counted as 0"))
  }

  /// Takes `counts` as the content and `display` as the display counts, and recomputes the
  /// flattened offsets of the display.
  func setCounts(_ counts: [Int], display: [Int]) {
    self.counts = counts
    displayCounts = display
    isLoaded = true
    var offsets = [0]
    offsets.reserveCapacity(display.count + 1)
    for count in display { offsets.append(offsets[offsets.count - 1] + count) }
    self.offsets = offsets
  }
}
