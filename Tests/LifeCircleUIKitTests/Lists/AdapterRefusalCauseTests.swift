import Foundation
import LifeCircleTesting
import LifeCircleUIKit
import Lifecycle
import Lists
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import UIKitStandIn
#endif

/// What a list adapter refuses is reported with a cause a test matches as a value.
@MainActor
@Suite(.serialized) struct AdapterRefusalCauseTests {
  @Test func dataChangedWithoutTellingTheListIsReportedOnceWithItsCause() throws {
    let shown = try ShownTable(["A", "B", "C", "D", "E"])
    defer { shown.finish() }
    _ = shown.feed.take()
    shown.feed.items.append("F")  // not told to the list
    shown.table.standInScroll(toFirstRow: 2, visibleCount: 3)
    shown.table.standInScroll(toFirstRow: 0, visibleCount: 3)
    shown.scene.expectDiagnostics(causes: [.dataChangedWithoutTellingTheList])
    #expect(shown.tableRows == ["A", "B", "C"])
  }
}
