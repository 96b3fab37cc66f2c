import Actions
import Lifecycle

/// One view of `expect views`, as written: the screen, then what the line says of it. A part
/// left out is not checked: `Post` matches any view of Post, `Post shown after Feed` any view of
/// Post shown after Feed, whatever Feed's duration.
///
/// The words are those of a view's line in a step's report (``line(of:)``):
/// `SCREEN [REASON [by DETAIL]] [after PREVIOUS [DURATION]]`, such as
/// `Feed revealed by pop after Post 3s`.
package struct ViewSpec: Sendable, Equatable {
  /// The screen that gained focus (its `screenName`, a declared screen's title).
  package var screen: String
  /// Why it gained focus, if checked: a gain's `FocusReason`.
  package var reason: FocusReason?
  /// How a `revealed` screen was revealed, if checked.
  package var revealedBy: RevealDetail?
  /// The screen that held focus before it, if checked.
  package var previousScreen: String?
  /// How long the previous screen held focus, under the scenario's clock, if checked.
  package var previousDuration: Duration?

  /// A view of `screen`, checking the parts given.
  package init(
    _ screen: String, reason: FocusReason? = nil, revealedBy: RevealDetail? = nil,
    after previousScreen: String? = nil, previousDuration: Duration? = nil
  ) {
    self.screen = screen
    self.reason = reason
    self.revealedBy = revealedBy
    self.previousScreen = previousScreen
    self.previousDuration = previousDuration
  }

  /// Whether `view` has every part this spec gives.
  package func matches(_ view: ScreenView) -> Bool {
    view.screen == screen && (reason == nil || view.reason == reason)
      && (revealedBy == nil || view.revealedBy == revealedBy)
      && (previousScreen == nil || view.previousScreen == previousScreen)
      && (previousDuration == nil || view.previousDuration == previousDuration)
  }

  /// The spec in the words of a report line, such as `Post shown after Feed 2s`.
  package var text: String {
    Self.words(
      screen, reason: reason, revealedBy: revealedBy, after: previousScreen,
      duration: previousDuration)
  }

  /// A view as a step's report lists it, every part known: `Feed shown`,
  /// `Post shown after Feed 2s`, `Feed revealed by pop after Post 3s`. `expect views` takes
  /// these words.
  package static func line(of view: ScreenView) -> String {
    words(
      view.screen, reason: view.reason, revealedBy: view.revealedBy, after: view.previousScreen,
      duration: view.previousDuration)
  }

  private static func words(
    _ screen: String, reason: FocusReason?, revealedBy: RevealDetail?, after previous: String?,
    duration: Duration?
  ) -> String {
    var text = screen
    if let reason { text += " \(reason)" }
    if let revealedBy { text += " by \(revealedBy)" }
    if let previous { text += " after \(previous)" }
    if let duration { text += " \(ScenarioDuration.text(duration))" }
    return text
  }
}

/// Durations as scenarios write them: whole seconds (`2s`) or milliseconds (`1500ms`).
package enum ScenarioDuration {
  /// The longest `wait`, in seconds (about 31 years): the clock's sum stays far from overflow
  /// however many waits a file holds.
  package static let longestWaitSeconds = 1_000_000_000

  /// `2s` for whole seconds, `1500ms` for whole milliseconds, else the duration's own words.
  package static func text(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
    guard attoseconds % attosecondsPerMillisecond == 0 else { return "\(duration)" }
    let milliseconds = seconds * 1_000 + attoseconds / attosecondsPerMillisecond
    return milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000)s" : "\(milliseconds)ms"
  }

  /// The duration `text` writes (`2s`, `500ms`), or `nil` if it writes none; at most
  /// ``longestWaitSeconds``.
  package static func parse(_ text: String) -> Duration? {
    let (digits, perUnit): (Substring, Int) =
      if text.hasSuffix("ms") {
        (text.dropLast(2), 1)
      } else if text.hasSuffix("s") {
        (text.dropLast(), 1_000)
      } else {
        ("", 0)
      }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      let value = Int(digits), value <= longestWaitSeconds * 1_000 / perUnit
    else { return nil }
    return .milliseconds(value * perUnit)
  }
}
