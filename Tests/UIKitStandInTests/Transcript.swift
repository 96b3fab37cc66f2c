import Foundation
import Testing
import UIKitStandIn

/// The one transcript every logging object appends to, and the test setup that clears it.
@MainActor
enum Transcript {
  static var lines: [String] = []
  /// The names of logging windows, for notification lines.
  static var windowNames: [ObjectIdentifier: String] = [:]

  static func add(_ line: String) {
    lines.append(line)
  }

  /// Resets the stand-in and the transcript; every test calls it first, inside its body, so
  /// that nothing runs between the reset and the test (the bodies do not suspend).
  static func start() {
    UIKitStandIn.reset()
    UIKitStandIn.warningHandler = { add("warning: \($0)") }
    UIKitStandIn.misuseHandler = { add("misuse: \($0)") }
    lines = []
  }

  /// Returns the lines so far and clears them.
  static func take() -> [String] {
    defer { lines = [] }
    return lines
  }
}

/// Expects the transcript since the last check to be exactly `expected`, then clears it.
@MainActor
func expectTranscript(
  _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = Transcript.take()
  #expect(actual == expected, sourceLocation: sourceLocation)
}

/// Logs every notification UIKIT-CALLS.md names, while alive.
@MainActor
final class NotificationLog {
  private var tokens: [any NSObjectProtocol] = []

  init() {
    let names: [(Notification.Name, String)] = [
      (UIWindow.didBecomeVisibleNotification, "UIWindow.didBecomeVisible"),
      (UIWindow.didBecomeHiddenNotification, "UIWindow.didBecomeHidden"),
      (UIWindow.didBecomeKeyNotification, "UIWindow.didBecomeKey"),
      (UIWindow.didResignKeyNotification, "UIWindow.didResignKey"),
      (UIScene.willEnterForegroundNotification, "UIScene.willEnterForeground"),
      (UIScene.didActivateNotification, "UIScene.didActivate"),
      (UIScene.willDeactivateNotification, "UIScene.willDeactivate"),
      (UIScene.didEnterBackgroundNotification, "UIScene.didEnterBackground"),
      (UIApplication.willEnterForegroundNotification, "UIApplication.willEnterForeground"),
      (UIApplication.didBecomeActiveNotification, "UIApplication.didBecomeActive"),
      (UIApplication.willResignActiveNotification, "UIApplication.willResignActive"),
      (UIApplication.didEnterBackgroundNotification, "UIApplication.didEnterBackground"),
    ]
    for (name, label) in names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          let object = (note.object as? AnyObject).map(ObjectIdentifier.init)
          MainActor.assumeIsolated {
            let window = object.flatMap { Transcript.windowNames[$0] }.map { "(\($0))" } ?? ""
            Transcript.add("post \(label)\(window)")
          }
        })
    }
  }

  /// Stops logging.
  func stop() {
    for token in tokens {
      NotificationCenter.default.removeObserver(token)
    }
    tokens = []
  }
}
