/// A parsed, validated scenario: declarations, then steps and expectations in order.
package struct Scenario: Sendable {
  package enum Action: Sendable, Equatable {
    case step(Step)
    case expectation(Expectation)
  }

  package struct Entry: Sendable, Equatable {
    package var action: Action
    package var line: SourceLine
  }

  package var declarations: [Declaration] = []
  package var entries: [Entry] = []
  /// The declared names in declaration order, with what each stands for.
  package var names: [(name: String, kind: NameKind)] = []
}
