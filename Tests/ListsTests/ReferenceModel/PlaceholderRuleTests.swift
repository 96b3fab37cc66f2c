import Lifecycle
import ListReferenceModel
import Testing

/// The placeholder's visibility and state rule, as plain values.
@Suite struct PlaceholderRuleTests {
  /// (list state, enabled, rows) and whether the placeholder is visible.
  static let visibility: [(AppearanceState, Bool, Int?, Bool)] = [
    (.disappeared, true, 0, false),
    (.appearing, true, 0, true),
    (.appeared, true, 0, true),
    (.disappearing, true, 0, false),
    (.appeared, false, 0, false),
    (.appeared, true, 1, false),
    (.appeared, true, nil, false),
  ]

  @Test(arguments: visibility)
  func visibleExactlyOnScreenEnabledAndEmpty(
    listState: AppearanceState, isEnabled: Bool, rows: Int?, isVisible: Bool
  ) {
    #expect(
      PlaceholderRule.isVisible(listState: listState, isEnabled: isEnabled, rows: rows)
        == isVisible)
  }

  @Test func expectedStateIsTheListsWhileEmptyElseDisappeared() {
    for state in ReferenceAppearance.states {
      #expect(PlaceholderRule.expectedState(listState: state, rows: 0) == state)
      #expect(PlaceholderRule.expectedState(listState: state, rows: 2) == .disappeared)
      #expect(PlaceholderRule.expectedState(listState: state, rows: nil) == .disappeared)
    }
  }

  /// While the list disappears, a placeholder that should show may have left or be leaving; one
  /// that should not has left. At other times only the expected state is allowed.
  @Test func allowedStates() {
    func allowed(_ listState: AppearanceState, rows: Int?) -> [AppearanceState] {
      ReferenceAppearance.states.filter {
        PlaceholderRule.allows($0, listState: listState, rows: rows)
      }
    }
    #expect(allowed(.appeared, rows: 0) == [.appeared])
    #expect(allowed(.appeared, rows: 1) == [.disappeared])
    #expect(allowed(.appearing, rows: 0) == [.appearing])
    #expect(allowed(.disappearing, rows: 0) == [.disappeared, .disappearing])
    #expect(allowed(.disappearing, rows: 3) == [.disappeared])
    #expect(allowed(.disappearing, rows: nil) == [.disappeared])
    #expect(allowed(.disappeared, rows: 0) == [.disappeared])
  }

  /// A placeholder turned off has disappeared whatever the list and what it watches say, even
  /// while the list disappears.
  @Test func aPlaceholderOffHasDisappeared() {
    for state in ReferenceAppearance.states {
      #expect(
        PlaceholderRule.expectedState(listState: state, isEnabled: false, rows: 0) == .disappeared)
    }
    func allowed(_ listState: AppearanceState, rows: Int?) -> [AppearanceState] {
      ReferenceAppearance.states.filter {
        PlaceholderRule.allows($0, listState: listState, isEnabled: false, rows: rows)
      }
    }
    #expect(allowed(.appeared, rows: 0) == [.disappeared])
    #expect(allowed(.appearing, rows: 0) == [.disappeared])
    #expect(allowed(.disappearing, rows: 0) == [.disappeared])
    #expect(allowed(.disappeared, rows: nil) == [.disappeared])
  }
}
