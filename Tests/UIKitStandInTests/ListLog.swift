import Foundation
import Testing
import UIKitStandIn

/// Which stand-in view a list test drives.
enum ListKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case table
  case collection

  var testDescription: String { rawValue }

  /// The line of the delegate's selection question: `willSelect` or `shouldSelect`.
  var askSelect: String {
    self == .table ? "willSelect" : "shouldSelect"
  }

  /// A table view message in the collection view's words when needed.
  func spelled(_ message: String) -> String {
    guard self == .collection else { return message }
    return
      message
      .replacingOccurrences(of: "rows", with: "items")
      .replacingOccurrences(of: "row ", with: "item ")
      .replacingOccurrences(of: "a item", with: "an item")
      .replacingOccurrences(of: "table view", with: "collection view")
  }
}

/// `section-row`, as the lines print index paths.
func line(_ path: IndexPath) -> String {
  "\(path.section)-\(path.row)"
}

/// Cell serial numbers, so lines show which cell object a row has.
@MainActor
enum CellSerial {
  static var last = 0

  static func next() -> Int {
    last += 1
    return last
  }
}

/// A table cell that remembers the row it was configured for and logs reuse.
final class LogTableCell: UITableViewCell {
  let serial = CellSerial.next()
  var name = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    ListLog.add("prepareForReuse #\(serial)")
  }
}

/// A collection view cell that remembers the item it was configured for and logs reuse.
final class LogCollectionCell: UICollectionViewCell {
  let serial = CellSerial.next()
  var name = ""

  override func prepareForReuse() {
    super.prepareForReuse()
    ListLog.add("prepareForReuse #\(serial)")
  }
}

/// The data source, delegate and prefetch data source of both views: answers from `model`
/// (sections of row names) and appends one line per call to the transcript. It also checks
/// that display is balanced by cell identity.
@MainActor
final class ListLog: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching, UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  /// Whether lines are recorded (the random walk turns them off).
  static var records = true

  static func add(_ text: @autoclosure () -> String) {
    if records {
      Transcript.add(text())
    }
  }

  var model: [[String]]
  /// The answer of `willSelectRowAt`; `nil` answers the tapped row.
  var redirect: ((IndexPath) -> IndexPath?)?
  /// The answer of `shouldSelectItemAt`.
  var allowsSelecting = true
  /// Runs at the end of every `willDisplay` (a "load more").
  var onWillDisplay: ((IndexPath) -> Void)?
  /// Displayed cells by identity, and what went wrong with balance.
  private(set) var displayedCells: [ObjectIdentifier: IndexPath] = [:]
  private(set) var unbalanced: [String] = []

  init(model: [[String]]) {
    self.model = model
  }

  private func add(_ text: @autoclosure () -> String) {
    Self.add(text())
  }

  private func willDisplay(_ cell: UIView, name: String, serial: Int, at path: IndexPath) {
    add("willDisplay \(line(path)) \(name) #\(serial)")
    if displayedCells.updateValue(path, forKey: ObjectIdentifier(cell)) != nil {
      unbalanced.append("willDisplay twice #\(serial)")
    }
    onWillDisplay?(path)
  }

  private func didEnd(_ cell: UIView, name: String, serial: Int, at path: IndexPath) {
    add("didEnd \(line(path)) \(name) #\(serial)")
    if displayedCells.removeValue(forKey: ObjectIdentifier(cell)) == nil {
      unbalanced.append("didEnd without willDisplay #\(serial)")
    }
  }

  // MARK: Table

  func numberOfSections(in tableView: UITableView) -> Int {
    add("numberOfSections")
    return model.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    add("numberOfRows \(section)")
    return model[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    add("cellForRow \(line(indexPath))")
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    (cell as? LogTableCell)?.name = model[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    let cell = cell as? LogTableCell
    willDisplay(cell ?? UIView(), name: cell?.name ?? "?", serial: cell?.serial ?? 0, at: indexPath)
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    let cell = cell as? LogTableCell
    didEnd(cell ?? UIView(), name: cell?.name ?? "?", serial: cell?.serial ?? 0, at: indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    add("willSelect \(line(indexPath))")
    return redirect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    add("didSelect \(line(indexPath))")
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    add("didDeselect \(line(indexPath))")
  }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    add("prefetch \(indexPaths.map(line).joined(separator: " "))")
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    add("cancel \(indexPaths.map(line).joined(separator: " "))")
  }

  // MARK: Collection

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    add("numberOfSections")
    return model.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    add("numberOfRows \(section)")
    return model[section].count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    add("cellForRow \(line(indexPath))")
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? LogCollectionCell)?.name = model[indexPath.section][indexPath.item]
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    let cell = cell as? LogCollectionCell
    willDisplay(cell ?? UIView(), name: cell?.name ?? "?", serial: cell?.serial ?? 0, at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    let cell = cell as? LogCollectionCell
    didEnd(cell ?? UIView(), name: cell?.name ?? "?", serial: cell?.serial ?? 0, at: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    add("shouldSelect \(line(indexPath))")
    return allowsSelecting
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    add("didSelect \(line(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    add("didDeselect \(line(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    add("prefetch \(indexPaths.map(line).joined(separator: " "))")
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    add("cancel \(indexPaths.map(line).joined(separator: " "))")
  }
}

/// One stand-in view (a table or a collection view) with a `ListLog` as its data source,
/// delegate and prefetch data source, driven through the same calls.
@MainActor
struct ListFixture {
  let kind: ListKind
  let log: ListLog
  let table: UITableView
  let collection: UICollectionView

  /// Starts the transcript and builds the view; nothing is asked yet.
  init(_ kind: ListKind, model: [[String]]) {
    Transcript.start()
    ListLog.records = true
    CellSerial.last = 0
    self.kind = kind
    log = ListLog(model: model)
    table = UITableView(frame: .zero, style: .plain)
    collection = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    table.register(LogTableCell.self, forCellReuseIdentifier: "cell")
    collection.register(LogCollectionCell.self, forCellWithReuseIdentifier: "cell")
    table.dataSource = log
    table.delegate = log
    table.prefetchDataSource = log
    collection.dataSource = log
    collection.delegate = log
    collection.prefetchDataSource = log
  }

  var view: UIView {
    kind == .table ? table : collection
  }

  func reloadData() {
    kind == .table ? table.reloadData() : collection.reloadData()
  }

  func scroll(_ first: Int, _ count: Int) {
    if kind == .table {
      table.standInScroll(toFirstRow: first, visibleCount: count)
    } else {
      collection.standInScroll(toFirstItem: first, visibleCount: count)
    }
  }

  var firstRow: Int {
    kind == .table ? table.standInFirstRow : collection.standInFirstItem
  }

  func setPrefetchDistance(_ distance: Int) {
    if kind == .table {
      table.standInPrefetchDistance = distance
    } else {
      collection.standInPrefetchDistance = distance
    }
  }

  func setOnScreen(_ onScreen: Bool) {
    if kind == .table {
      table.standInIsOnScreen = onScreen
    } else {
      collection.standInIsOnScreen = onScreen
    }
  }

  func layout() {
    kind == .table ? table.standInLayout() : collection.standInLayout()
  }

  /// A batch whose block sets the model to `model` and runs `operations`; the completion logs.
  func batch(model: [[String]], _ operations: () -> Void) {
    let completion: (Bool) -> Void = { ListLog.add("completion \($0)") }
    withoutActuallyEscaping(operations) { operations in
      let updates = {
        log.model = model
        operations()
      }
      if kind == .table {
        table.performBatchUpdates(updates, completion: completion)
      } else {
        collection.performBatchUpdates(updates, completion: completion)
      }
    }
  }

  func insertRows(_ paths: [IndexPath]) {
    kind == .table
      ? table.insertRows(at: paths, with: .automatic) : collection.insertItems(at: paths)
  }

  func deleteRows(_ paths: [IndexPath]) {
    kind == .table
      ? table.deleteRows(at: paths, with: .automatic) : collection.deleteItems(at: paths)
  }

  func reloadRows(_ paths: [IndexPath]) {
    kind == .table
      ? table.reloadRows(at: paths, with: .automatic) : collection.reloadItems(at: paths)
  }

  func moveRow(_ from: IndexPath, _ to: IndexPath) {
    kind == .table ? table.moveRow(at: from, to: to) : collection.moveItem(at: from, to: to)
  }

  func insertSections(_ sections: IndexSet) {
    kind == .table
      ? table.insertSections(sections, with: .automatic) : collection.insertSections(sections)
  }

  func deleteSections(_ sections: IndexSet) {
    kind == .table
      ? table.deleteSections(sections, with: .automatic) : collection.deleteSections(sections)
  }

  func reloadSections(_ sections: IndexSet) {
    kind == .table
      ? table.reloadSections(sections, with: .automatic) : collection.reloadSections(sections)
  }

  func moveSection(_ from: Int, _ to: Int) {
    kind == .table
      ? table.moveSection(from, toSection: to) : collection.moveSection(from, toSection: to)
  }

  /// The counts the view shows.
  var counts: [Int] {
    if kind == .table {
      return (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    }
    return (0..<collection.numberOfSections).map { collection.numberOfItems(inSection: $0) }
  }

  var visible: [IndexPath] {
    kind == .table ? table.indexPathsForVisibleRows ?? [] : collection.indexPathsForVisibleItems
  }

  /// The names of the displayed cells, in order.
  var visibleNames: [String] {
    if kind == .table {
      return table.visibleCells.map { ($0 as? LogTableCell)?.name ?? "?" }
    }
    return collection.visibleCells.map { ($0 as? LogCollectionCell)?.name ?? "?" }
  }

  /// The serial of the cell displayed at `path`, or `nil`.
  func serial(at path: IndexPath) -> Int? {
    if kind == .table {
      return (table.cellForRow(at: path) as? LogTableCell)?.serial
    }
    return (collection.cellForItem(at: path) as? LogCollectionCell)?.serial
  }

  /// Whether the cell displayed at `path` shows as selected.
  func cellIsSelected(at path: IndexPath) -> Bool? {
    kind == .table
      ? table.cellForRow(at: path)?.isSelected : collection.cellForItem(at: path)?.isSelected
  }

  var selected: [IndexPath] {
    kind == .table
      ? table.indexPathsForSelectedRows ?? [] : collection.indexPathsForSelectedItems ?? []
  }

  func setMultipleSelection(_ multiple: Bool) {
    if kind == .table {
      table.allowsMultipleSelection = multiple
    } else {
      collection.allowsMultipleSelection = multiple
    }
  }

  func tap(_ path: IndexPath) {
    kind == .table ? table.standInTapRow(at: path) : collection.standInTapItem(at: path)
  }

  func select(_ path: IndexPath?) {
    if kind == .table {
      table.selectRow(at: path, animated: false, scrollPosition: .none)
    } else {
      collection.selectItem(at: path, animated: false, scrollPosition: [])
    }
  }

  func deselect(_ path: IndexPath) {
    kind == .table
      ? table.deselectRow(at: path, animated: false)
      : collection.deselectItem(at: path, animated: false)
  }
}

/// `IndexPath(row:section:)`, short.
func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}
