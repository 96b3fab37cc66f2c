import Foundation

/// The base of UIKit's objects that receive events.
///
/// Real UIKit: the responder chain (touches, presses, motion, the first responder). The stand-in
/// declares the class so the hierarchy matches UIKit's and implements no event handling.
@MainActor
open class UIResponder: NSObject {}
