import Lifecycle
import Lists
import SimAppKit

/// What a list's display and prefetch callbacks say is displayed and prefetched (rows by
/// identity, sections by key, layers' rows by identifier, module by module), with a problem for
/// each unbalanced call or one outside the rows: the invariants compare it with the display
/// (see ScenarioRunner+ListInvariants and +SectionInvariants).
@MainActor
package final class ListCallbacks {
  /// What the callbacks of one layer's module say.
  package struct Layer {
    /// The identifiers displayed.
    package var displayed: Set<String> = []
    /// The identifiers prefetched and not cancelled.
    var prefetched: Set<String> = []
    /// Unbalanced display and prefetch callbacks.
    package var problems: [String] = []
  }

  /// The list's title, as the problems name it.
  let title: String
  /// The identities of the rows displayed.
  package private(set) var displayed: Set<Int> = []
  /// The keys of the sections displayed.
  package private(set) var displayedSections: Set<Int> = []
  /// The identities of the content rows prefetched to each source (`main`, `other`) and not
  /// cancelled to it.
  private var prefetched: [String: Set<Int>] = [:]
  /// Unbalanced row display callbacks, and those outside the rows.
  package private(set) var problems: [String] = []
  /// Unbalanced section display and prefetch callbacks, and those outside the rows.
  package private(set) var sectionProblems: [String] = []
  /// Events the placeholder heard that its state made illegal.
  package private(set) var placeholderProblems: [String] = []
  /// What each layer's module heard, by module.
  private var layers: [ObjectIdentifier: Layer] = [:]

  /// The callbacks of the list `title`, none heard yet.
  init(title: String) { self.title = title }

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
      if !Self.balance(row.id, in: &displayed, ending: ended) {
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
      if !Self.balance(section.key, in: &displayedSections, ending: ended) {
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
      if !Self.balance(row.id, in: &prefetched[source, default: []], ending: cancelled) {
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
      if !Self.balance(id, in: &layer.displayed, ending: ended) {
        layer.problems.append(
          ended
            ? "\(title).\(name): didEndDisplaying \(id), not displayed"
            : "\(title).\(name): willDisplay \(id) twice without an end")
      }
      layers[ObjectIdentifier(module)] = layer
    case .layerPrefetch(let module, let name, let ids, let cancelled):
      var layer = self.layer(module)
      for id in ids where !Self.balance(id, in: &layer.prefetched, ending: cancelled) {
        layer.problems.append(
          cancelled
            ? "\(title).\(name): cancelPrefetching \(id), not prefetched"
            : "\(title).\(name): prefetch \(id) twice without a cancel")
      }
      layers[ObjectIdentifier(module)] = layer
    case .illegalPlaceholderEvent(let event, let state, let section):
      let owner = section.map { "\(title)[\($0)]" } ?? title
      placeholderProblems.append("\(owner)'s placeholder heard \(event.name) while \(state)")
    }
  }

  /// Puts `id` in `set`, or takes it out when `ending`: whether the call was balanced (it was
  /// not there yet, or was there).
  private static func balance<ID: Hashable>(
    _ id: ID, in set: inout Set<ID>, ending: Bool
  ) -> Bool {
    ending ? set.remove(id) != nil : set.insert(id).inserted
  }
}
