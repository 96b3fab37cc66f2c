/// The data source and delegate a display pass calls, read from the list's weak properties
/// once per pass and again whenever either property is set.
///
/// A weak load and the release after it cost more than the callback they guard, so a pass holds
/// what it read: an object whose last owner lets it go during a pass hears the
/// rest of that pass and is freed at its end, as an Objective-C weak load autoreleases it
/// until the run loop turns. Setting either property takes effect at the next row.
@MainActor
struct DisplayPeers {
  let dataSource: (any ListDataSource)?
  let delegate: (any ListDelegate)?
  private let generation: Int

  init(of list: ListController) {
    dataSource = list.dataSource
    delegate = list.delegate
    generation = list.peersGeneration
  }

  /// Reads the list's properties again if one was set since they were read. O(1).
  @inline(__always)
  mutating func refresh(from list: ListController) {
    if generation != list.peersGeneration { self = DisplayPeers(of: list) }
  }

  /// The data source's cell for the content row at `path`: an empty cell without a data source.
  func cell(at path: ListIndexPath, of list: ListController) -> ListCell {
    dataSource?.list(list, cellForRowAt: path) ?? ListCell("")
  }
}
