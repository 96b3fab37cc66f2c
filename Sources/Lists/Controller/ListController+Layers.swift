import Lifecycle

extension ListController {
  /// The insertion layers, innermost first.
  public var insertionLayers: [ListInsertionLayer] { layers }

  /// Attaches `layer` as the outermost layer: its inner rows are what the list showed so far.
  /// On a loaded list its rows appear as one change (display callbacks for those on screen).
  ///
  /// - Throws: ``ListInsertionError/layerAlreadyAttached(_:)`` when the layer is attached to a
  ///   list (this one or another); nothing changes then.
  public func addInsertionLayer(_ layer: ListInsertionLayer) throws {
    guard layer.list == nil else { throw ListInsertionError.layerAlreadyAttached(layer.name) }
    layer.flushIfDetached()
    layers.append(layer)
    layer.attach(to: self)
    layer.state.isShown = false
    guard isLoaded else { return }
    layer.state.replace(innerCounts: displayCounts)
    // Its rows arrive as one change, now or in its turn.
    layer.log.append(.reload([]))
    layerDidChange()
  }

  /// Detaches `layer`: its rows go as one change (passed through the layers outside it: now,
  /// joined to the update under way, or queued during the list's callbacks), then the layers
  /// outside it take its inner rows. Does nothing if it is not attached here.
  public func removeInsertionLayer(_ layer: ListInsertionLayer) {
    guard layers.contains(where: { $0 === layer }),
      !pendingDetachments.contains(where: { $0 === layer })
    else { return }
    guard isLoaded, !layer.state.isEmpty else { return finishDetaching(layer) }
    layer.log.append(.removeAll)
    pendingDetachments.append(layer)
    layerDidChange()
  }

  /// Takes the layers whose removal change was just committed out of the list.
  func finishPendingDetachments() {
    guard !pendingDetachments.isEmpty else { return }
    let leaving = pendingDetachments
    pendingDetachments = []
    for layer in leaving { finishDetaching(layer) }
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
