/// Child containment: the structure (`children`, `parent`) and the calls UIKit makes around it.
extension UIViewController {
  /// `addChild(_:)`: `willMove(toParent:)` before the child is added (UIKIT-CALLS.md §17a row 1).
  func addChildController(_ child: UIViewController) {
    guard child !== self, child.record.parent !== self else { return }
    if child.record.parent != nil {
      child.removeFromParent()
    }
    child.willMove(toParent: self)
    adopt(child)
  }

  /// `removeFromParent()`: the child leaves, then `didMove(toParent: nil)` (§17a row 8).
  func removeFromParentController() {
    guard let parent = record.parent else { return }
    parent.abandon(self)
    didMove(toParent: nil)
  }

  /// Adds `child` to `children` and sets its parent, with no call.
  func adopt(_ child: UIViewController, at index: Int? = nil) {
    if let index {
      record.children.insert(child, at: index)
    } else {
      record.children.append(child)
    }
    child.record.parent = self
  }

  /// Removes `child` from `children` and clears its parent, with no call.
  func abandon(_ child: UIViewController) {
    record.children.removeAll { $0 === child }
    if child.record.parent === self {
      child.record.parent = nil
    }
    child.record.awaitsFirstAppearanceInParent = false
  }

  /// The top-most parent: the controller with no parent that contains the receiver.
  var rootAncestor: UIViewController {
    var controller = self
    while let parent = controller.record.parent {
      controller = parent
    }
    return controller
  }
}
