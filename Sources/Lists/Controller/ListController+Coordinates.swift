extension ListController {
  /// The displayed content rows, ascending (inserted rows excluded).
  public var indexPathsForVisibleRows: [ListIndexPath] {
    displayed.compactMap { entry in
      if case .content(let path) = entry.row { path } else { nil }
    }
  }

  /// The cell displayed for the content row at `indexPath`; `nil` unless the row is displayed.
  /// O(log displayed rows + layers × log k).
  public func cellForRow(at indexPath: ListIndexPath) -> ListCell? {
    guard let path = displayIndexPath(for: indexPath) else { return nil }
    return displayedEntry(at: path)?.cell
  }

  /// Where the content row at `indexPath` is displayed; `nil` when it is not a row of the list.
  /// O(layers × log k) for k insertions in the section.
  public func displayIndexPath(for indexPath: ListIndexPath) -> DisplayIndexPath? {
    guard contains(indexPath) else { return nil }
    var path = indexPath
    for layer in layers { path = layer.state.outputPath(ofInner: path) }
    return path.sameDisplayPath
  }

  /// The content row shown at display path `indexPath`; `nil` outside the display or for an
  /// inserted row. O(layers × log k).
  public func contentIndexPath(for indexPath: DisplayIndexPath) -> ListIndexPath? {
    guard displayCounts.indices.contains(indexPath.section),
      (0..<displayCounts[indexPath.section]).contains(indexPath.row)
    else { return nil }
    var path = indexPath.sameContentPath
    for index in layers.indices.reversed() {
      guard let inner = layers[index].state.innerPath(ofOutput: path) else { return nil }
      path = inner
    }
    return path
  }

  /// The displayed section of content section `contentSection`; `nil` outside the list.
  /// O(layers × log k).
  public func displaySection(for contentSection: Int) -> Int? {
    guard counts.indices.contains(contentSection) else { return nil }
    var section = contentSection
    for layer in layers { section = layer.state.outputSection(ofInner: section) }
    return section
  }

  /// The content section shown as displayed section `displaySection`; `nil` outside the
  /// display or for a section an insertion layer inserted. O(layers × log k).
  public func contentSection(for displaySection: Int) -> Int? {
    guard displayCounts.indices.contains(displaySection) else { return nil }
    var section = displaySection
    for index in layers.indices.reversed() {
      guard let inner = layers[index].state.innerSection(ofOutput: section) else { return nil }
      section = inner
    }
    return section
  }

  /// The display face: what is on screen, in display coordinates, and simulated taps.
  public var display: ListDisplay { ListDisplay(list: self) }

  /// What display path `path` shows, and the layer that owns it for an inserted row; `nil`
  /// outside the display. Walks the layers from the outermost in.
  func resolve(_ path: DisplayIndexPath) -> (row: DisplayRow, layer: ListInsertionLayer?)? {
    guard displayCounts.indices.contains(path.section),
      (0..<displayCounts[path.section]).contains(path.row)
    else { return nil }
    var stagePath = path.sameContentPath
    if layers.isEmpty { return (.content(stagePath), nil) }  // no copy of `layers` per row
    for layer in layers.reversed() {
      let (inner, insertion) = layer.state.locate(stagePath)
      if let insertion { return (.inserted(layer: layer.name, row: insertion), layer) }
      guard let inner else { return nil }
      stagePath = inner
    }
    return (.content(stagePath), nil)
  }

  /// The display path of `path`, a path of `layer`'s output, through the layers outside it.
  func displayPath(ofOutput path: ListIndexPath, of layer: ListInsertionLayer) -> DisplayIndexPath?
  {
    guard let index = layers.firstIndex(where: { $0 === layer }) else { return nil }
    var stagePath = path
    for outer in layers[(index + 1)...] { stagePath = outer.state.outputPath(ofInner: stagePath) }
    return stagePath.sameDisplayPath
  }

  /// The displayed entry at `path`, if the row is displayed. O(log displayed rows).
  func displayedEntry(at path: DisplayIndexPath) -> DisplayedRow? {
    let index = displayed.partitioningIndex { $0.path >= path }
    return index < displayed.count && displayed[index].path == path ? displayed[index] : nil
  }

  /// Whether the row at display `path` is displayed now.
  func isDisplayed(_ path: DisplayIndexPath) -> Bool {
    displayedEntry(at: path) != nil
  }
}
