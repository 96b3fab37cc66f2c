import Lifecycle
import Lists

extension ScenarioRunner {
  /// One list step. A refusal by the list (`ListUpdateError`) is not a failure of the
  /// scenario: it is noted (`refused: ...`), the rows are put back, and the observer checks
  /// that the list changed nothing. `expect refused` checks that it happened. From a reaction to the
  /// list's own callback, the request is queued behind the work under way: its outcome comes in
  /// its turn.
  func performList(_ step: ListStep) {
    guard let list = lists[step.list] else {
      preconditionFailure("SimApp's parser let \(step.list) through as a list")
    }
    let reacting = isReacting(to: step.list)
    let before = reacting ? nil : observer?.listState(of: list)
    let reactionsBefore = reactionsRun
    if !reacting { list.sectionsBefore = list.sections }
    lastListStepRefused = false
    if step.changesRows { list.useRowSource() }
    do {
      switch step {
      case .reload(_, let texts):
        // Rows replaced now would be seen by the update under way, before the reload's turn.
        if texts != nil && reacting { throw SimListError.rowsDuringUpdate(list.title) }
        if let texts { list.rows = texts.map(list.makeRow) }
        list.reloadData()
      case .insert(_, let text, let index):
        try batch(list) {
          if index <= list.rows.count { list.rows.insert(list.makeRow(text), at: index) }
          try list.insertRows(at: [ListIndexPath(row: index, section: 0)])
        }
      case .delete(_, let index):
        try batch(list) {
          if index < list.rows.count { list.rows.remove(at: index) }
          try list.deleteRows(at: [ListIndexPath(row: index, section: 0)])
        }
      case .move(_, let from, let to):
        try batch(list) {
          if from < list.rows.count, to < list.rows.count {
            list.rows.insert(list.rows.remove(at: from), at: to)
          }
          try list.moveRow(
            at: ListIndexPath(row: from, section: 0), to: ListIndexPath(row: to, section: 0))
        }
      case .tap(_, let index):
        try list.display.tapRow(at: DisplayIndexPath(row: index, section: 0))
      case .scroll(_, let firstRow, let rowCount):
        list.viewport = ListViewport(firstRow: firstRow, rowCount: rowCount)
      case .badBatch:
        try batch(list) { list.rows.append(list.makeRow("undeclared")) }
      case .badLayerBatch(_, let name, let change):
        try refusedLayerBatch(list, layer: name, change: change)
      case .layerInsert, .layerRemove, .layerReload, .layerDetach, .layerReattach, .empty,
        .emptyOff, .emptyTap:
        try performLayerOrPlaceholder(step, on: list)
      case .apply(_, let spec):
        apply(spec, to: list, before: before)
      case .prefetch(_, let distance):
        list.prefetchDistance = distance
      case .prefetchSource(_, let source):
        list.notesPrefetchSources = true
        switch source {
        case .main: list.prefetchDataSource = list.mainPrefetcher
        case .other: list.prefetchDataSource = list.otherPrefetcher
        case .none: list.prefetchDataSource = nil
        }
      case .emptySection(_, let section, let title):
        attachPlaceholder(of: section, title: title, to: list)
      case .emptySectionOff(_, let section):
        list.placeholder(of: section)?.action.isEnabled = false
      case .emptySectionTap(_, let section):
        if list.placeholder(of: section)?.action.tapView(on: list) != true {
          note("empty: \(list.title)[\(section)] tap refused (no visible placeholder)")
        }
      }
      // A row request accepted at once ran a pass with the rows' data source (unless a
      // reaction to it changed the data source since).
      if step.changesRows && !reacting && reactionsRun == reactionsBefore {
        list.onEvent(.passRan)
      }
    } catch {
      // A refused batch has put its rows back itself (see `batch`); nothing else changes them.
      // Work a reaction queued (run before the refused request, in this step) may change the
      // list: then the comparison says nothing of the refusal.
      lastListStepRefused = true
      note("refused: \(error)")
      observer?.didRefuseListStep(
        on: list, before: reactionsRun == reactionsBefore ? before : nil, isApply: false)
    }
    if !reacting { list.sectionsBefore = list.sections }
  }

  /// The insertion-layer and placeholder steps of ``performList(_:)``.
  private func performLayerOrPlaceholder(_ step: ListStep, on list: SimList) throws {
    switch step {
    case .layerInsert(_, let name, let id, let position):
      let layer = try list.layer(named: name) { [weak self] in self?.note($0) }
      switch position {
      case .after(let rows): try layer.insert(id, at: .afterContentRows(rows))
      case .at(let row): try layer.insert(id, at: .displayRow(row))
      }
    case .layerRemove(_, let name, let ids):
      try existingLayer(name, of: list).remove(ids)
    case .layerReload(_, let name, let ids):
      try existingLayer(name, of: list).reload(ids)
    case .layerDetach(_, let name):
      detachLayer(try existingLayer(name, of: list), named: name, of: list)
    case .layerReattach(_, let name):
      try reattachLayer(named: name, to: list)
    case .empty(_, let title):
      attachPlaceholder(of: nil, title: title, to: list)
    case .emptyOff:
      list.emptyState?.action.isEnabled = false
    case .emptyTap:
      if list.emptyState?.action.tapView(on: list) != true {
        note("empty: \(list.title) tap refused (no visible placeholder)")
      }
    default: preconditionFailure("\(step) is no layer or placeholder step")
    }
  }

  /// Attaches the list's placeholder (`section` `nil`) or a placeholder of `section`, showing
  /// `title` (with replay: shown at once when the list, or the section, is there and empty on a
  /// shown list), or shows `title` on the one attached and turns it on again.
  private func attachPlaceholder(of section: PlaceholderSection?, title: String, to list: SimList) {
    let attached =
      if let section {
        list.placeholder(of: section).map { ($0.action, $0.placeholder) }
      } else {
        list.emptyState
      }
    if let (action, placeholder) = attached {
      placeholder.title = title
      action.isEnabled = true
      action.reload(on: list)
      return
    }
    let placeholder = SimPlaceholder(title: title, section: section) { [weak self] in
      self?.note($0)
    }
    placeholder.onCallback = { [weak list] in list?.onCallback($0) }
    placeholder.onEvent = { [weak list] in list?.onEvent($0) }
    let action: EmptyStateAction
    if let section {
      let watched: EmptyStateSection =
        switch section {
        case .index(let index): .index(index)
        case .identifier(let identifier): .identifier(identifier)
        }
      action = EmptyStateAction(source: placeholder, delegate: placeholder, section: watched)
      list.sectionPlaceholders.append(
        SimSectionPlaceholder(section: section, action: action, placeholder: placeholder))
    } else {
      action = EmptyStateAction(source: placeholder, delegate: placeholder)
      list.emptyState = (action, placeholder)
    }
    list.registerLifeCircleAction(action, replayingCurrentState: true)
    action.reload(on: list)
  }

  /// A layer the list already has.
  private func existingLayer(_ name: String, of list: SimList) throws -> ListInsertionLayer {
    guard let layer = list.insertionLayers.first(where: { $0.name == name }) else {
      throw SimListError.noLayer(name, list.title)
    }
    return layer
  }
}

/// A list step the simulator itself refuses.
enum SimListError: Error, CustomStringConvertible {
  case noLayer(String, String)
  case noDetachedLayer(String, String)
  case layerStillAttached(String, String)
  case rowsDuringUpdate(String)

  var description: String {
    switch self {
    case .noLayer(let layer, let list): "\(list) has no layer \(layer)"
    case .noDetachedLayer(let layer, let list): "\(list) has no detached layer \(layer)"
    case .layerStillAttached(let layer, let list): "\(list) still has a layer \(layer) attached"
    case .rowsDuringUpdate(let list):
      "\(list)'s rows cannot be replaced from its own callback (`reload \(list)` without rows can)"
    }
  }
}
