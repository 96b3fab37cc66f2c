import Foundation
import Testing
import UIKitStandIn

/// The table and collection view declarations the adapters compile against, spelled as in
/// UIKit: this file stops compiling when a name, label, type or optionality drifts.
@Suite(.serialized)
@MainActor
struct ListDeclarationTests {
  /// A cell subclass overriding what apps override. `required` is the stand-in's price for
  /// creating registered classes; `required override` also compiles with UIKit.
  private final class Cell: UITableViewCell {
    override func prepareForReuse() { super.prepareForReuse() }
    override var isSelected: Bool {
      get { super.isSelected }
      set { super.isSelected = newValue }
    }
  }

  private final class Item: UICollectionViewCell {
    override func prepareForReuse() { super.prepareForReuse() }
  }

  /// A data source that implements only the required methods: the optional ones answer as
  /// UIKit does.
  private final class Minimal: NSObject, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegate
  {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test("IndexPath's UIKit additions")
  func indexPath() {
    var path = IndexPath(row: 2, section: 1)
    #expect(path.section == 1 && path.row == 2 && path.item == 2)
    path.item = 3
    path.section = 0
    #expect(path == IndexPath(item: 3, section: 0))
  }

  @Test("UITableView members and the optional protocol answers")
  func tableMembers() {
    Transcript.start()
    let source = Minimal()
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let plain: UIScrollView = UITableView(frame: .zero)
    table.register(Cell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    table.prefetchDataSource = nil
    table.backgroundView = UILabel(frame: .zero)
    table.allowsSelection = true
    table.allowsMultipleSelection = false
    table.reloadData()
    table.performBatchUpdates({
      table.insertSections([], with: .automatic)
      table.deleteSections([], with: .fade)
      table.reloadSections([], with: .none)
      table.insertRows(at: [], with: .top)
      table.deleteRows(at: [], with: .bottom)
      table.reloadRows(at: [], with: .middle)
    })
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 0))
    table.moveSection(0, toSection: 0)
    table.standInScroll(toFirstRow: 0, visibleCount: 2)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .middle)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    let sections: Int = table.numberOfSections
    let rows: Int = table.numberOfRows(inSection: 0)
    let cell: UITableViewCell? = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let cells: [UITableViewCell] = table.visibleCells
    let visible: [IndexPath]? = table.indexPathsForVisibleRows
    let selected: IndexPath? = table.indexPathForSelectedRow
    let allSelected: [IndexPath]? = table.indexPathsForSelectedRows
    let reuse: String? = cell?.reuseIdentifier
    let label: UILabel? = cell?.textLabel
    label?.text = "x"
    let dequeued: UITableViewCell? = table.dequeueReusableCell(withIdentifier: "other")
    let style: UITableViewCell.CellStyle = .subtitle
    let made = UITableViewCell(style: style, reuseIdentifier: nil)
    #expect(sections == 1 && rows == 2 && cells.count == 2 && cell is Cell)
    #expect(visible == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    #expect(selected == nil && allSelected == nil && reuse == "cell" && dequeued == nil)
    #expect(made.reuseIdentifier == nil && plain is UITableView)
    #expect(source.numberOfSections(in: table) == 1)
    let path = IndexPath(row: 1, section: 0)
    #expect(source.tableView(table, willSelectRowAt: path) == path)
    #expect(UITableView.RowAnimation.automatic.rawValue == 100)
    #expect(UITableView.ScrollPosition.bottom.rawValue == 3)
    expectTranscript([])
  }

  @Test("UICollectionView members and the optional protocol answers")
  func collectionMembers() {
    Transcript.start()
    let source = Minimal()
    let layout: UICollectionViewLayout = UICollectionViewFlowLayout()
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(Item.self, forCellWithReuseIdentifier: "cell")
    collection.dataSource = source
    collection.delegate = source
    collection.prefetchDataSource = nil
    collection.backgroundView = nil
    collection.reloadData()
    collection.performBatchUpdates(
      {
        collection.insertSections([])
        collection.deleteSections([])
        collection.reloadSections([])
        collection.insertItems(at: [])
        collection.deleteItems(at: [])
        collection.reloadItems(at: [])
      },
      completion: { finished in #expect(finished) })
    collection.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
    collection.moveSection(0, toSection: 0)
    collection.standInScroll(toFirstItem: 0, visibleCount: 1)
    collection.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false,
      scrollPosition: [.centeredVertically, .left])
    let selected: [IndexPath]? = collection.indexPathsForSelectedItems
    collection.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
    let items: Int = collection.numberOfItems(inSection: 0)
    let cell: UICollectionViewCell? = collection.cellForItem(at: IndexPath(item: 0, section: 0))
    let visible: [IndexPath] = collection.indexPathsForVisibleItems
    let cells: [UICollectionViewCell] = collection.visibleCells
    #expect(selected == [IndexPath(item: 0, section: 0)] && items == 2)
    #expect(cell?.isSelected == false && cell?.reuseIdentifier == "cell" && cell is Item)
    #expect(visible == [IndexPath(item: 0, section: 0)] && cells.count == 1)
    #expect(collection.indexPathsForSelectedItems == [])
    #expect(collection.numberOfSections == source.numberOfSections(in: collection))
    #expect(source.collectionView(collection, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
    expectTranscript([])
  }
}
