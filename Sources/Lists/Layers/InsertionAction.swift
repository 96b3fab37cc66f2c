public import Lifecycle

/// Attaches an insertion layer to each matching list at its first `willAppear`, once per list:
/// a global action puts ads into a feed with no change to business code.
///
/// ```swift
/// registerGlobalAction(
///   InsertionAction(where: { $0.title == "Feed" }, makeLayer: { _ in ListInsertionLayer(name: "ads") }))
/// ```
///
/// The layer is attached after the global actions registered before this one heard
/// `willAppear`, before the list's display pass, so its rows are displayed with the business
/// rows. A layer that cannot be attached (already attached elsewhere) is reported as a
/// `Diagnostic` of kind `.refusedOperation`, cause `.insertionLayerNotAttached`.
///
/// **Memory.** Holds the lists it served weakly, to attach once per list; holds the closures.
public final class InsertionAction: LifeCircleAction {
  /// `false`: this action hears no focus event (see `LifeCircleAction.listensForFocus`).
  public var listensForFocus: Bool { false }

  private let matches: @MainActor (ListController) -> Bool
  private let makeLayer: @MainActor (ListController) -> ListInsertionLayer
  private var served: [ObjectIdentifier: WeakList] = [:]

  private struct WeakList {
    weak var list: ListController?
  }

  /// Creates the action.
  ///
  /// - Parameters:
  ///   - matches: Which lists get a layer; every list by default.
  ///   - makeLayer: Makes the layer for a list, once per list.
  public init(
    where matches: @escaping @MainActor (ListController) -> Bool = { _ in true },
    makeLayer: @escaping @MainActor (ListController) -> ListInsertionLayer
  ) {
    self.matches = matches
    self.makeLayer = makeLayer
  }

  /// At a matching list's first `willAppear`, attaches the layer `makeLayer` makes.
  public func hostController(_ controller: ScreenController, viewWillAppear animated: Bool) {
    guard let list = controller as? ListController else { return }
    let key = ObjectIdentifier(list)
    if served[key]?.list === list { return }
    guard matches(list) else { return }
    served = served.filter { $0.value.list != nil }
    served[key] = WeakList(list: list)
    let layer = makeLayer(list)
    do {
      try list.addInsertionLayer(layer)
    } catch {
      list.report(
        Diagnostic(
          kind: .refusedOperation,
          message: "InsertionAction could not attach its layer to \(list.quotedName): \(error)",
          cause: .insertionLayerNotAttached))
    }
  }
}
