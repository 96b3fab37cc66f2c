import Lifecycle
import Lists

/// A callback of a ``SimList``'s own work as the runner's observer hears it (see
/// ``ScenarioObserver/hear(_:of:)``), with what the list's model names at that moment, or a
/// change of its data source.
package enum ListEvent {
  /// `willDisplay` (`didEndDisplaying` when `ended`) of the content row at `path`: the row
  /// there (before the change for an end), `nil` outside the rows.
  case row(ListIndexPath, SimRow?, ended: Bool)
  /// `willDisplaySection` (`didEndDisplayingSection` when `ended`) of section `index`: the
  /// section there (before the change for an end), `nil` outside the sections.
  case section(Int, SimSection?, ended: Bool)
  /// `prefetch` (`cancelPrefetching` when `cancelled`) of the content row at `path`, heard by
  /// the prefetch data source `source` (`main` or `other`): the row there (before the change
  /// for a cancel), `nil` outside the rows.
  case prefetch(ListIndexPath, SimRow?, cancelled: Bool, source: String = "main")
  /// A layer's module was made: what was kept of a module at its address no longer counts.
  case layerModuleMade(SimLayerModule)
  /// `willDisplay` (`didEndDisplaying` when `ended`) of the inserted row `id` of the layer
  /// `layer`, whose module is `module`.
  case layerRow(SimLayerModule, layer: String, id: String, ended: Bool)
  /// `prefetch` (`cancelPrefetching` when `cancelled`) of the inserted rows `ids` of the layer
  /// `layer`, whose module is `module`.
  case layerPrefetch(SimLayerModule, layer: String, ids: [String], cancelled: Bool)
  /// The placeholder heard `event` (legal or not: the observer judges); `section` names the
  /// section a section's placeholder watches (`section 1`), `nil` for the list's own.
  case placeholderEvent(LifecycleEvent, section: String? = nil)
  /// The placeholder's delegate heard a tap (`emptyStateDidTapView`); `section` as for
  /// ``placeholderEvent(_:section:)``.
  case placeholderTap(section: String? = nil)
  /// The list's data source changed, between the rows' and the snapshot's: a list reads section
  /// identifiers at its passes, so until the next ``passRan`` a placeholder by identifier may
  /// follow either source.
  case dataSourceChanged
  /// A pass the simulator knows of ran with the list's data source.
  case passRan
}
