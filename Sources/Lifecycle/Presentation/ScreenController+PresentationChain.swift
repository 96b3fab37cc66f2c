extension ScreenController {
  /// This controller (a window root or a presented controller) followed by what it presents,
  /// what that presents, and so on.
  var presentationChain: Controllers {
    guard presented != nil else { return .one(self) }
    var chain: [ScreenController] = [self]
    var current = self
    while let next = current.presented {
      chain.append(next)
      current = next
    }
    return .all(chain)
  }

  /// The members of ``presentationChain`` that are not covered by a full-screen presentation
  /// above them, in chain order.
  var visiblePresentationChain: Controllers {
    guard presented != nil else { return .one(self) }
    var visible: [ScreenController] = []
    var current: ScreenController? = self
    while let member = current {
      if member.presented?.presentationStyle != .fullScreen { visible.append(member) }
      current = member.presented
    }
    return Controllers(visible)
  }

  /// Cuts every presentation link above this controller, without callbacks.
  func detachPresentationChain() {
    var current = presented
    presented = nil
    while let member = current {
      current = member.presented
      member.presented = nil
      member.presenter = nil
      member.presentationStyle = nil
    }
  }
}
