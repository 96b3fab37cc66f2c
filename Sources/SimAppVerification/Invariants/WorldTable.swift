import Lifecycle
import SimAppKit

/// What never changes about the declared controllers once declared: where each is in
/// ``ScenarioRunner/controllers``, its identity, title and class. A controller's *slot* is its
/// place in declaration order, the index into every array here and in ``WorldTable``.
///
/// A class, immutable once made: every read of the world holds one reference to it rather than
/// a copy of each of its arrays.
package final class DeclaredSlots: Sendable {
  /// What a slot's controller is, by class.
  package enum Kind: Sendable, Equatable {
    case plain, container, navigation, tabs, list
  }

  /// Where each declared controller is in ``ScenarioRunner/controllers``.
  package let indices: [Dictionary<String, ScreenController>.Index]
  /// Each slot's identity.
  package let ids: [ObjectIdentifier]
  /// Each slot's title.
  package let titles: [String]
  /// Each slot's class.
  package let kinds: [Kind]
  /// Whether each slot forwards appearance to its children automatically.
  package let forwards: [Bool]
  /// The slots of the lists, by title.
  package let listSlotsByTitle: [Int]

  /// The slots of `controllers`' entries named by `names`, in that order.
  @MainActor
  init(names: [(name: String, kind: NameKind)], controllers: [String: ScreenController]) {
    indices = names.compactMap { controllers.index(forKey: $0.name) }
    let found = indices.map { controllers.values[$0] }
    ids = found.map { ObjectIdentifier($0) }
    forwards = found.map { $0.shouldAutomaticallyForwardAppearanceMethods }
    let titles = found.map { $0.title }
    let kinds = found.map { controller -> Kind in
      controller is SimContainer
        ? .container
        : controller is NavigationController
          ? .navigation
          : controller is TabController ? .tabs : controller is SimList ? .list : .plain
    }
    listSlotsByTitle = kinds.indices.filter { kinds[$0] == .list }
      .sorted { titles[$0] < titles[$1] }
    self.titles = titles
    self.kinds = kinds
  }

  /// How many controllers are declared.
  package var count: Int { ids.count }

  /// The slot of the controller `id`, or ``WorldTable/none`` for `nil`. A loop over a few
  /// dozen words: cheaper than hashing.
  @MainActor
  package func slot(of controller: ScreenController?) -> Int {
    guard let controller else { return WorldTable.none }
    let id = ObjectIdentifier(controller)
    for slot in ids.indices where ids[slot] == id { return slot }
    // The runner makes every controller (declarations only); none is made elsewhere.
    preconditionFailure("SimApp met \(controller.title), a controller it did not declare")
  }
}

/// One read of every declared controller's state and links, through the public API, by slot
/// (see ``DeclaredSlots``): the invariants, the generator's view and the snapshot of a refused
/// step are derived from it, so each controller's links are read once per use rather than once
/// per check. It holds no reference to a controller (the leak check counts them).
package struct WorldTable: Sendable {
  /// The slot of no controller.
  package static let none = -1

  /// The declared controllers.
  package let declared: DeclaredSlots
  /// Each slot's appearance state.
  package var states: [AppearanceState] = []
  /// Each slot's parent.
  package var parents: [Int] = []
  /// Each slot's `presentedController` (that of its containment root).
  package var presented: [Int] = []
  /// Each slot's `presentingController` (that of its containment root).
  package var presenting: [Int] = []
  /// Each slot's presentation style.
  package var styles: [PresentationStyle?] = []
  /// Each slot's `navigationController`.
  package var navigations: [Int] = []
  /// Each slot's `tabController`.
  package var tabControllers: [Int] = []
  /// A tab controller's `selectedIndex`; 0 for others.
  package var selectedIndices: [Int] = []
  /// Where each slot's children begin in ``childSlots``; one more entry ends the last.
  package var childStarts: [Int] = []
  /// The children of every slot, one after another.
  package var childSlots: [Int] = []
  /// The live windows, in declaration order: their roots' slots and whether each is visible.
  package var windows: [(root: Int, isVisible: Bool)] = []

  /// The children of `slot`.
  package func children(of slot: Int) -> ArraySlice<Int> {
    childSlots[childStarts[slot]..<childStarts[slot + 1]]
  }

  /// A tab controller's selected tab (`children[selectedIndex]`), or ``none``.
  package func selectedTab(of slot: Int) -> Int {
    let children = children(of: slot)
    let index = selectedIndices[slot]
    return children.indices.contains(children.startIndex + index)
      ? children[children.startIndex + index] : Self.none
  }

  /// Whether `slot` is the root of a live window.
  package func isWindowRoot(_ slot: Int) -> Bool {
    for window in windows where window.root == slot { return true }
    return false
  }

  /// The title of `slot`, or `nil` for ``none``.
  package func title(_ slot: Int) -> String? {
    slot == Self.none ? nil : declared.titles[slot]
  }
}

extension ScenarioRunner {
  /// The declared slots, made once per set of declarations (kept by the invariant observer, if
  /// any, until `replaceList` puts a new controller in place).
  package var slots: DeclaredSlots {
    let observer = invariantObserver
    if let made = observer?.declaredSlots { return made }
    let made = DeclaredSlots(names: declaredNames, controllers: controllers)
    observer?.declaredSlots = made
    return made
  }

  /// The world as it stands: the last invariant check's read when the world cannot have changed
  /// since (``InvariantObserver/reusesWorldBetweenSteps``), else a new one.
  package func currentWorld() -> WorldTable {
    if let observer = invariantObserver, observer.reusesWorldBetweenSteps,
      let lastWorld = observer.lastWorld
    {
      return lastWorld
    }
    return readWorld()
  }

  /// The world as it stands: one read of each declared controller (plain loops: closures here
  /// would each check the main actor at every call). Without `containerLinks`, the table's
  /// ``WorldTable/navigations`` and ``WorldTable/tabControllers`` are left ``WorldTable/none``
  /// (a snapshot does not compare them; the link check does).
  package func readWorld(containerLinks: Bool = true) -> WorldTable {
    let declared = slots
    let count = declared.count
    var table = WorldTable(declared: declared)
    // Each row appended in turn, to arrays of their final size: no array is made twice.
    table.states.reserveCapacity(count)
    table.parents.reserveCapacity(count)
    table.presented.reserveCapacity(count)
    table.presenting.reserveCapacity(count)
    table.styles.reserveCapacity(count)
    table.navigations.reserveCapacity(count)
    table.tabControllers.reserveCapacity(count)
    table.selectedIndices.reserveCapacity(count)
    table.childStarts.reserveCapacity(count + 1)
    table.childSlots.reserveCapacity(count)
    for slot in 0..<count {
      read(
        controllers.values[declared.indices[slot]], slot: slot, containerLinks: containerLinks,
        into: &table)
    }
    table.childStarts.append(table.childSlots.count)
    // A child's presentation links are those of its containment root, by definition.
    for slot in 0..<count where table.parents[slot] != WorldTable.none {
      var root = table.parents[slot]
      while table.parents[root] != WorldTable.none { root = table.parents[root] }
      table.presented[slot] = table.presented[root]
      table.presenting[slot] = table.presenting[root]
    }
    for watched in watchedWindows {
      guard let window = watched.window else { continue }
      table.windows.append((declared.slot(of: window.rootController), window.isVisible))
    }
    return table
  }

  /// Appends row `slot` of `table`, `controller`'s state and links.
  private func read(
    _ controller: ScreenController, slot: Int, containerLinks: Bool,
    into table: inout WorldTable
  ) {
    let declared = table.declared
    let none = WorldTable.none
    table.states.append(controller.appearanceState)
    let parent = controller.parent
    if let parent {
      table.parents.append(declared.slot(of: parent))
      // A child's are its containment root's, filled in afterwards.
      table.presented.append(none)
      table.presenting.append(none)
    } else {
      table.parents.append(none)
      table.presented.append(declared.slot(of: controller.presentedController))
      table.presenting.append(declared.slot(of: controller.presentingController))
    }
    if containerLinks {
      table.navigations.append(declared.slot(of: controller.navigationController))
      table.tabControllers.append(declared.slot(of: controller.tabController))
    } else {
      table.navigations.append(none)
      table.tabControllers.append(none)
    }
    table.styles.append(controller.presentationStyle)
    if declared.kinds[slot] == .tabs, let tabs = controller as? TabController {
      table.selectedIndices.append(tabs.selectedIndex)
    } else {
      table.selectedIndices.append(0)
    }
    table.childStarts.append(table.childSlots.count)
    for child in controller.children { table.childSlots.append(declared.slot(of: child)) }
  }
}
