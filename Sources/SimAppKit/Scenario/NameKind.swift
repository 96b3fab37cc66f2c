/// What a declared name stands for.
package enum NameKind: String, Sendable, Equatable {
  case screen
  case navigation = "navigation controller"
  case tabs = "tab controller"
  case action

  /// The kind with its article, such as "an action".
  package var withArticle: String { self == .action ? "an action" : "a \(rawValue)" }
}
