import Lifecycle

extension ListController {
  /// The insertion layers, innermost first.
  public var insertionLayers: [ListInsertionLayer] { layers }

  /// Attaches `layer` as the outermost layer: its inner rows are what the list showed so far.
  /// On a loaded list its rows appear as one change (display callbacks for those on screen):
  /// now, joined to the update under way, or queued during the list's callbacks. Its insertions,
  /// queued mutations included, are kept.
  ///
  /// - Throws: ``ListInsertionError/layerAlreadyAttached(_:)`` when the layer is attached to a
  ///   list (this one or another); nothing changes then.
  public func addInsertionLayer(_ layer: ListInsertionLayer) throws {
    guard layer.list == nil else { throw ListInsertionError.layerAlreadyAttached(layer.name) }
    layers.append(layer)
    layer.attach(to: self)
    layer.state.isShown = false
    guard isLoaded else { return }
    layer.state.replace(innerCounts: innerCounts(of: layer))
    // Its rows arrive as one change, now or in its turn.
    layerMutation(.reload([]), of: layer)
  }

  /// Detaches `layer`: its rows go as one change (passed through the layers outside it: now,
  /// joined to the update under way, or queued during the list's callbacks), then the layers
  /// outside it take its inner rows. The layer keeps its insertions. Does nothing if it is not
  /// attached here or its detachment is already asked. Asked in a batch that is refused, the
  /// layer stays attached.
  public func removeInsertionLayer(_ layer: ListInsertionLayer) {
    guard layers.contains(where: { $0 === layer }),
      !layer.carriers.contains(where: { $0.list === self && $0.detaches(layer) })
    else { return }
    guard isLoaded else { return finishDetaching(layer) }
    layerMutation(.detach, of: layer)
  }

  /// The counts of the rows `layer` receives: the content through the layers inside it.
  func innerCounts(of layer: ListInsertionLayer) -> [Int] {
    var result = counts
    for inner in layers {
      if inner === layer { break }
      result = inner.state.outputCounts(inner: result)
    }
    return result
  }

  /// Takes the layers whose detachment `work` committed out of the list.
  func finishDetaching(for work: ListWork) {
    for layer in layers where work.detaches(layer) { finishDetaching(layer) }
  }

  /// Takes `layer` out of the list; it must show nothing by now.
  private func finishDetaching(_ layer: ListInsertionLayer) {
    layers.removeAll { $0 === layer }
    layer.detach()
  }

  /// Reports a released layer delegate once (see ``ListInsertionLayer``).
  func reportMissingDelegate(of layer: ListInsertionLayer) {
    report(
      Diagnostic(
        kind: .insertionDelegateMissing,
        message:
          "the delegate of insertion layer \"\(layer.name)\" on \(quotedName) was released; its rows are hidden until a new delegate and a reload"
      ))
  }
}
