/// What happens to a list's rows on screen: display and selection callbacks, in content
/// coordinates.
///
/// Every method has a default implementation (nothing, or `true` for
/// ``list(_:shouldSelectRowAt:)``), so a delegate implements only what it needs.
///
/// **Order.** Void callbacks go to ``ListController/delegate`` first, then to each of
/// ``ListController/additionalDelegates`` in the order they were added. Display callbacks come
/// in the phases of an update (see ``ListController``): rows that left end displaying, in
/// display order, then rows that entered are displayed, in display order.
///
/// **Memory.** The list holds its delegates weakly.
@MainActor
public protocol ListDelegate: AnyObject {
  /// The row at `indexPath` is about to be displayed (its cell was just made).
  func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath)
  /// The row that was at `indexPath` (before-state path) is no longer displayed.
  func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath)
  /// Content section `section` is about to be displayed: none of its rows was, one is about to
  /// be. Comes right before that row's ``list(_:willDisplayRowAt:)`` (IGListKit's
  /// `willDisplaySectionController`), or, when rows moved into the section kept it displayed,
  /// at the start of the display phase.
  ///
  /// A section that has displayed rows both before and after one update stays displayed, even
  /// if every row it showed left and others entered (a reload of its only row, a scroll that
  /// replaces its rows): no ``list(_:didEndDisplayingSection:)`` / `willDisplaySection` pair,
  /// so a section impression counted from these events is counted once (IGListKit's display
  /// handler gives the same). ``ListController/reloadData()`` replaces everything: it ends
  /// every displayed section and starts them again with their rows.
  func list(_ list: ListController, willDisplaySection section: Int)
  /// Content section `section` (before-state index) is no longer displayed: after the update,
  /// none of its rows is. Comes right after the ``list(_:didEndDisplayingRowAt:)`` of its own
  /// last row, so sections ending in one update end in the order of their last rows; balanced
  /// with ``list(_:willDisplaySection:)`` as rows are. A section whose displayed rows all moved
  /// to other sections (no row of its own ends) ends before the update's first row end
  /// (inserted rows' included), in section order with the other sections like it, so every
  /// other section still ends right after its own last row.
  func list(_ list: ListController, didEndDisplayingSection section: Int)
  /// Whether a tap may select the row; the list asks ``ListController/delegate`` first, then
  /// the additional delegates, stopping at the first `false`.
  func list(_ list: ListController, shouldSelectRowAt indexPath: ListIndexPath) -> Bool
  /// A tap selected the row.
  func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath)
  /// A tap deselected the row (the previous row of a single selection, or a selected row tapped
  /// again in multiple selection).
  func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath)
}

extension ListDelegate {
  /// Does nothing.
  public func list(_ list: ListController, willDisplayRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func list(_ list: ListController, didEndDisplayingRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func list(_ list: ListController, willDisplaySection section: Int) {}
  /// Does nothing.
  public func list(_ list: ListController, didEndDisplayingSection section: Int) {}
  /// `true`: neutral for the list's "all delegates agree" rule.
  public func list(_ list: ListController, shouldSelectRowAt indexPath: ListIndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func list(_ list: ListController, didSelectRowAt indexPath: ListIndexPath) {}
  /// Does nothing.
  public func list(_ list: ListController, didDeselectRowAt indexPath: ListIndexPath) {}
}
