import Lifecycle
import Lists

extension ListStep {
  /// Whether the step changes rows through the rows' data source (the one-section commands):
  /// the list answers from its rows again before it runs.
  var changesRows: Bool {
    switch self {
    case .reload, .insert, .delete, .move, .badBatch: true
    default: false
    }
  }
}

extension ScenarioRunner {
  /// `apply LIST ...`: the snapshot of `spec` through `apply(_:completion:)`, the data source
  /// being the list's snapshot data source from now on. The completion is a note
  /// (`list: Feed.completion batch ...`, `list: Feed.completion refused: ...`); refused at once,
  /// it marks the step refused (`expect refused`), and the list must be as it was (`before`,
  /// the observer's ``ScenarioObserver/listState(of:)``; `nil` from a reaction to the list's
  /// own callback, whose work may change it meanwhile).
  func apply(_ spec: SnapshotSpec, to list: SimList, before: [String]?) {
    list.notesSectionEvents = true
    list.useSnapshotSource()
    let applying = list.dataSource
    let target = list.snapshot(for: spec)
    var returned = false
    var calls = 0
    list.apply(target) { [weak self, weak list] result in
      guard let self, let list else { return }
      calls += 1
      observer?.applyCompletionRan(on: list, calls: calls)
      list.syncFromSnapshot()
      switch result {
      case .success(let change):
        // A pass with the snapshot data source, unless a reaction replaced it meanwhile.
        if list.dataSource === applying { list.onEvent(.passRan) }
        note("list: \(list.title).completion \(change)")
      case .failure(let error):
        note("list: \(list.title).completion refused: \(error)")
        guard !returned else { return }
        lastListStepRefused = true
        observer?.didRefuseListStep(on: list, before: before, isApply: true)
      }
    }
    returned = true
  }

  /// The texts of the rows `list` prefetched (content rows and layers' rows), in display order.
  func prefetchedTexts(_ list: SimList) -> [String] {
    let display = list.display
    var texts: [String] = []
    for section in 0..<max(display.numberOfSections, 0) {
      for row in 0..<max(display.numberOfRows(inSection: section), 0) {
        switch display.row(at: DisplayIndexPath(row: row, section: section)) {
        case .content(let path)?:
          if let item = list.row(at: path), list.isPrefetched(item.id) {
            texts.append(item.text)
          }
        case .inserted(let layer, let inserted)?:
          if list.layerModules[layer]?.prefetched.contains(inserted.id) == true {
            texts.append(inserted.id)
          }
        case nil: break
        }
      }
    }
    return texts
  }
}

extension SimList {
  /// The snapshot `spec` names: each text is the first row with that text, or a new row (so a
  /// text written twice is an identifier held twice, which `apply` refuses).
  func snapshot(for spec: SnapshotSpec) -> ListSnapshot<SimItem> {
    var byText: [String: SimItem] = [:]
    for row in allRows.reversed() { byText[row.text] = SimItem(id: row.id, text: row.text) }
    func item(_ text: String) -> SimItem {
      if let item = byText[text] { return item }
      let row = makeRow(text)
      let item = SimItem(id: row.id, text: text)
      byText[text] = item
      return item
    }
    // The parser lets every section have an identifier, or none.
    var snapshot = Self.snapshot(
      spec.sections.map { $0.rows.map(item) }, identifiers: spec.sections.compactMap(\.identifier))
    snapshot.reloadItems(spec.reloaded.map(item))
    snapshot.reconfigureItems(spec.reconfigured.map(item))
    return snapshot
  }
}
