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

/// A list on a collection view through ``ListCollectionViewAdapter``: items for rows, the
/// same guarantees as the table's.
@MainActor
@Suite(.serialized) struct CollectionAdapterTraceTests {
  @Test func aFeedOnACollectionViewDisplaysSelectsAndEmptiesAsTheViewDoes() throws {
    let stage = AdapterStage(["A", "B", "C"], title: "Grid")
    let (feed, viewController, list) = (stage.feed, stage.viewController, stage.list)
    let collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let adapter = try ListCollectionViewAdapter(
      list: list, collectionView: collection, in: viewController)
    defer { adapter.detach() }
    let source = GridEmpty()
    let empty = EmptyStateAction(source: source)
    list.registerLifeCircleAction(empty)
    try adapter.showEmptyState(empty) { content in
      let label = UILabel(frame: .zero)
      label.text = "custom: \(content.title ?? "")"
      return label
    }
    let window = stage.showWindow(viewController)
    collection.standInScroll(toFirstItem: 0, visibleCount: 2)
    UIKitStandIn.runUntilIdle()
    #expect(feed.take() == ["willDisplay A", "willDisplay B"])
    let texts = collection.indexPathsForVisibleItems.sorted().map {
      (collection.cellForItem(at: $0) as? ListTextCell)?.textLabel.text
    }
    #expect(texts == ["A", "B"])

    collection.standInTapItem(at: IndexPath(item: 1, section: 0))
    #expect(feed.take() == ["didSelect B"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

    try list.performBatchUpdates {
      feed.items = []
      feed.sectionCount = 0
      try list.deleteSections([0])
    }
    #expect(feed.take() == ["didEndDisplaying A", "didEndDisplaying B"])
    #expect(collection.numberOfSections == 0)
    #expect((collection.backgroundView as? UILabel)?.text == "custom: Empty grid")
    #expect(collection.indexPathsForSelectedItems == [])
    window.isHidden = true
    UIKitStandIn.runUntilIdle()
    #expect(collection.backgroundView == nil, "the placeholder left with the list")
    withExtendedLifetime(source) {}
  }
}

/// Says "Empty grid".
@MainActor
private final class GridEmpty: EmptyStateSource {
  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Empty grid")
  }
}
