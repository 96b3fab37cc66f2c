import Lifecycle
import ListReferenceModel
import Lists
import SimAppKit

/// What a list's display and prefetch callbacks say is displayed and prefetched (rows by
/// identity, sections by key, layers' rows by identifier, module by module), with a problem for
/// each unbalanced call (by the reference model's ``CallbackBalance``) or one outside the rows,
/// and where each placeholder stands (by its ``PlaceholderCycle``): the invariants compare it
/// with the display (see ScenarioRunner+ListInvariants and +SectionInvariants).
@MainActor
package final class ListCallbacks {
  /// What the callbacks of one layer's module say.
  package struct Layer {
    /// The display callbacks heard, by identifier.
    var displays = CallbackBalance<String>()
    /// The prefetch callbacks heard, by identifier.
    var prefetches = CallbackBalance<String>()
    /// Unbalanced display and prefetch callbacks.
    package var problems: [String] = []
    /// The identifiers displayed.
    package var displayed: Set<String> { displays.open }
  }

  /// The list's title, as the problems name it.
  let title: String
  /// The row display callbacks heard, by identity.
  private var rows = CallbackBalance<Int>()
  /// The section display callbacks heard, by key.
  private var sections = CallbackBalance<Int>()
  /// The content row prefetch callbacks each source (`main`, `other`) heard, by identity.
  private var prefetched: [String: CallbackBalance<Int>] = [:]
  /// The identities of the rows displayed.
  package var displayed: Set<Int> { rows.open }
  /// The keys of the sections displayed.
  package var displayedSections: Set<Int> { sections.open }
  /// Unbalanced row display callbacks, and those outside the rows.
  package private(set) var problems: [String] = []
  /// Unbalanced section display and prefetch callbacks, and those outside the rows.
  package private(set) var sectionProblems: [String] = []
  /// Events the placeholders heard that their states made illegal, and taps they heard while
  /// not on screen.
  package private(set) var placeholderProblems: [String] = []
  /// Where each placeholder stands as its events say (checked by the reference model), by the
  /// section it watches (`section 1`), `nil` for the list's own.
  private var placeholders: [String?: PlaceholderCycle] = [:]
  /// What each layer's module heard, by module.
  private var layers: [ObjectIdentifier: Layer] = [:]
  /// Whether the list's data source changed (between the rows' and the snapshot's) since a pass
  /// the simulator knows ran with it (``ListEvent/dataSourceChanged``, ``ListEvent/passRan``).
  package private(set) var sourceChangedSincePass = false

  /// The callbacks of the list `title`, none heard yet.
  init(title: String) { self.title = title }

  /// Where the placeholder of `section` (`section 1`; `nil`: the list's own) stands, as the
  /// legal events it heard say.
  package func placeholderState(of section: String?) -> AppearanceState {
    placeholders[section]?.state ?? .disappeared
  }

  /// What the callbacks of the layer whose module is `module` say.
  package func layer(_ module: SimLayerModule) -> Layer {
    layers[ObjectIdentifier(module)] ?? Layer()
  }

  /// Follows `event`.
  func hear(_ event: ListEvent) {
    switch event {
    case .row(let path, let row, let ended):
      guard let row else {
        let outside = ended ? "didEndDisplaying \(path) outside the rows before" : nil
        return problems.append(outside ?? "willDisplay \(path) outside the rows")
      }
      if !rows.hear(row.id, ending: ended) {
        problems.append(
          ended
            ? "\(title): didEndDisplaying \(row.text), which was not displayed"
            : "\(title): willDisplay \(row.text) twice without an end")
      }
    case .section(let index, let section, let ended):
      guard let section else {
        let outside = ended ? "didEndDisplayingSection \(index) outside the sections before" : nil
        return sectionProblems.append(outside ?? "willDisplaySection \(index) outside the sections")
      }
      if !sections.hear(section.key, ending: ended) {
        sectionProblems.append(
          ended
            ? "\(title): didEndDisplayingSection \(index), not displayed"
            : "\(title): willDisplaySection \(index) twice without an end")
      }
    case .prefetch(let path, let row, let cancelled, let source):
      let call = cancelled ? "cancelPrefetching" : "prefetch"
      // The main source's problems read as they did before lists had a second source.
      let heard = source == "main" ? title : "\(title)[\(source)]"
      guard let row else {
        let rows = cancelled ? "the rows before" : "the rows"
        return sectionProblems.append("\(heard): \(call) \(path) outside \(rows)")
      }
      if !prefetched[source, default: CallbackBalance()].hear(row.id, ending: cancelled) {
        // Per source: a row is cancelled to the source it was prefetched to.
        let holder = prefetched.keys.sorted().first { prefetched[$0]?.contains(row.id) == true }
        sectionProblems.append(
          cancelled
            ? "\(heard): cancelPrefetching \(row.text), not prefetched"
              + (holder.map { " (prefetched to \($0))" } ?? "")
            : "\(heard): prefetch \(row.text) twice without a cancel")
      }
    case .layerModuleMade(let module):
      layers[ObjectIdentifier(module)] = nil
    case .layerRow(let module, let name, let id, let ended):
      var layer = self.layer(module)
      if !layer.displays.hear(id, ending: ended) {
        layer.problems.append(
          ended
            ? "\(title).\(name): didEndDisplaying \(id), not displayed"
            : "\(title).\(name): willDisplay \(id) twice without an end")
      }
      layers[ObjectIdentifier(module)] = layer
    case .layerPrefetch(let module, let name, let ids, let cancelled):
      var layer = self.layer(module)
      for id in ids where !layer.prefetches.hear(id, ending: cancelled) {
        layer.problems.append(
          cancelled
            ? "\(title).\(name): cancelPrefetching \(id), not prefetched"
            : "\(title).\(name): prefetch \(id) twice without a cancel")
      }
      layers[ObjectIdentifier(module)] = layer
    case .placeholderEvent(let event, let section):
      let state = placeholderState(of: section)
      guard !placeholders[section, default: PlaceholderCycle()].hear(event) else { return }
      let owner = section.map { "\(title)[\($0)]" } ?? title
      placeholderProblems.append("\(owner)'s placeholder heard \(event.name) while \(state)")
    case .placeholderTap(let section):
      // A tap reaches the delegate only while the placeholder is visible: on screen, as its
      // events say.
      let state = placeholderState(of: section)
      guard !ReferenceAppearance.isOnScreen(state) else { return }
      let owner = section.map { "\(title)[\($0)]" } ?? title
      placeholderProblems.append("\(owner)'s placeholder heard a tap while \(state)")
    case .dataSourceChanged:
      sourceChangedSincePass = true
    case .passRan:
      sourceChangedSincePass = false
    }
  }
}
