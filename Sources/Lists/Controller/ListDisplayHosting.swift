import Lifecycle

/// A real view that shows a list (`LifeCircleUIKit`'s table and collection view adapters): the
/// view decides which rows are on screen and which are prefetched, and the list delivers every
/// callback from its own engine, as it does headless.
///
/// With a host, the list's ``ListController/viewport`` and ``ListController/prefetchDistance``
/// are not used: at every settling of its display (an update, a reload, a display pass) the list
/// first asks the host, which shows the change on its view and answers the rows the view
/// displays and prefetches; the list then ends, prefetches and displays rows exactly as for a
/// viewport that moved. A host that learns that its view's display changed (a scroll) asks for a
/// pass with ``ListController/setNeedsHostedDisplayPass()``.
@MainActor
package protocol ListDisplayHosting: AnyObject {
  /// The list's model is in its after-state (counts, layers, selection carried through
  /// `change`), and nothing of the settling is delivered yet: show `change` on the view (`nil`:
  /// nothing changed, a pass only; a reload: every row afresh) and answer the flat display rows
  /// the view displays and the prefetch range around them.
  ///
  /// - Parameters:
  ///   - list: The list.
  ///   - change: What changed, as the list's actions will hear it; `nil` for a pass.
  ///   - target: Where a row at a before-state display path went (`nil`: gone or afresh).
  func list(
    _ list: ListController, willSettle change: ListChange?,
    target: (DisplayIndexPath) -> DisplayIndexPath?
  ) -> ListHostedWindows

  /// The list's selection or `allowsSelection` changed without the host's view (a row
  /// selected by code, a tap's outcome): show them on the view.
  func listSelectionDidChange(_ list: ListController)
}

/// What a host's view shows of a list, in flat display rows (section 0's rows, then section
/// 1's, ...): the rows displayed, and the range the list prefetches (it holds the displayed
/// rows; the list's rule: a row is prefetched before it is displayed).
package struct ListHostedWindows: Equatable, Sendable {
  /// The flat display rows on screen.
  package var displayed: Range<Int>
  /// The flat display rows prefetched, the displayed ones included.
  package var prefetched: Range<Int>

  /// Nothing on screen, nothing prefetched.
  package static let none = ListHostedWindows(displayed: 0..<0, prefetched: 0..<0)

  /// Creates the windows.
  package init(displayed: Range<Int>, prefetched: Range<Int>) {
    self.displayed = displayed
    self.prefetched = prefetched
  }
}

extension ListController {
  /// Asks for a display pass of a hosted list (its host's view scrolled, or started or stopped
  /// prefetching): queued behind the list's callbacks like any update.
  package func setNeedsHostedDisplayPass() {
    submitInfallible(.displayPass)
  }

  /// The flat display index of display `path` (no check that it exists).
  package func flatDisplayIndex(of path: DisplayIndexPath) -> Int {
    flatIndex(of: path)
  }
}

extension ListController {
  /// The headless cell of display row `path`, as the list makes it when it displays the row
  /// (from the data source, or the layer's delegate); `nil` outside the display.
  package func hostedCell(at path: DisplayIndexPath) -> ListCell? {
    guard let (row, layer) = resolve(path) else { return nil }
    return cell(for: row, layer)
  }
}

extension ListController {
  /// The display paths of the rows in the prefetch range, ascending (tests).
  package var prefetchedDisplayPaths: [DisplayIndexPath] { prefetched.map(\.path) }
}

extension ListController {
  /// Content section `contentSection` as `layer` receives it (through the layers inside it),
  /// where an insertion of `layer` names its section; `nil` outside the list or for a layer not
  /// attached to it.
  package func section(for contentSection: Int, receivedBy layer: ListInsertionLayer) -> Int? {
    guard counts.indices.contains(contentSection) else { return nil }
    var section = contentSection
    for inner in layers {
      if inner === layer { return section }
      section = inner.state.outputSection(ofInner: section)
    }
    return nil
  }
}
