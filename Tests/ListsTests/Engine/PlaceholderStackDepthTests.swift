import Foundation
import LifeCircleTesting
import Lifecycle
import Lists
import Testing

/// How deep the library's own frames go when a batch that empties a list shows its empty state:
/// the placeholder's moves are steps of the list update's delivery, not a nested submission.
///
/// Linux only: it names the frames from the running executable's ELF symbol table, read through
/// `/proc/self/exe` (elsewhere there is no such file, and the suite is skipped, saying why).
@MainActor
@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: "/proc/self/exe"),
    "reads the executable's ELF symbols through /proc/self/exe, which only Linux has"))
struct PlaceholderStackDepthTests {
  /// The library frames (modules Lifecycle, Lists, Actions) on the stack at the placeholder's
  /// `didAppear`, in a batch made outside every callback that deletes a list's last row; printed
  /// innermost first. Compiler thunks (protocol witnesses, reabstraction thunks,
  /// partial-application forwarders) are printed but not counted; closures are counted.
  @Test func aBatchThatEmptiesAListShowsThePlaceholderWithoutANestedEngineEntry() throws {
    let world = TestScene()
    let source = RowsSource(rows: ["A"])
    let list = world.list(source: source)
    let probe = StackProbe()
    let action = EmptyStateAction(source: probe, delegate: probe)
    list.registerLifeCircleAction(action)
    world.show(list)
    #expect(probe.frames.isEmpty)
    try list.performBatchUpdates {
      source.sections = [[]]
      try list.deleteRows(at: [path(0)])
    }
    let symbols = try ExecutableSymbols()
    let library = probe.frames.map(symbols.symbolicated).filter(Self.isLibraryFrame)
    let frames = library.filter { !Self.isThunk($0) }
    print("library frames at the placeholder's didAppear, innermost first (\(frames.count)):")
    for frame in library { print(Self.isThunk(frame) ? "  (thunk) \(frame)" : "  \(frame)") }
    #expect(!frames.isEmpty)
    // The engine is entered once: the placeholder's moves are steps of the batch's delivery.
    #expect(frames.count { $0.contains("submitToTreeEngine") } == 1)
    // Five of these frames are Lifecycle's (the engine's entry, its delivery of module work and
    // the loop over the list's actions), two the list's display pass (which tells the actions);
    // the list's update adds the batch's entry and its driver, the placeholder its action, its
    // evaluation and its walk.
    #expect(frames.count <= 15)
  }

  /// Whether `symbol`, a mangled name, is a function of the library: it starts in module
  /// Lifecycle, Lists or Actions.
  static func isLibraryFrame(_ symbol: String) -> Bool {
    guard symbol.hasPrefix("$s") else { return false }
    let name = symbol.dropFirst(2)
    return ["9Lifecycle", "5Lists", "7Actions"].contains { name.hasPrefix($0) }
  }

  /// Whether `symbol` is a thunk the compiler makes for a calling convention (a protocol
  /// witness, a reabstraction thunk, a partial-application forwarder), not a function written
  /// in the library: printed, not counted.
  static func isThunk(_ symbol: String) -> Bool {
    ["TW", "TR", "TA"].contains { symbol.hasSuffix($0) }
  }
}

/// An empty-state source and delegate that keeps the call stack of the placeholder's
/// `didAppear`.
@MainActor
private final class StackProbe: EmptyStateSource, EmptyStateDelegate {
  var frames: [String] = []

  func emptyStateContent(for list: ListController) -> EmptyStateContent? {
    EmptyStateContent(title: "Nothing here")
  }

  func emptyState(for list: ListController, didReceive event: LifecycleEvent) {
    if event == .didAppear { frames = Thread.callStackSymbols }
  }
}

/// The function symbols of the running executable, from its ELF symbol table: on Linux,
/// `Thread.callStackSymbols` names only exported functions and prints the others as an offset
/// into the executable (`/path/to/binary(+0x6c8bee) [0x...]`).
private struct ExecutableSymbols {
  private var functions: [(start: UInt64, end: UInt64, name: String)] = []
  private let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path

  init() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: executable), options: .alwaysMapped)
    func integer<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
      var value = T.zero
      _ = withUnsafeMutableBytes(of: &value) {
        data.copyBytes(to: $0, from: offset..<offset + T.bitWidth / 8)
      }
      return T(littleEndian: value)
    }
    let sectionTable = Int(integer(UInt64.self, at: 0x28))
    let sectionSize = Int(integer(UInt16.self, at: 0x3A))
    let sectionCount = Int(integer(UInt16.self, at: 0x3C))
    func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int) {
      let header = sectionTable + index * sectionSize
      return (
        integer(UInt32.self, at: header + 4), Int(integer(UInt64.self, at: header + 0x18)),
        Int(integer(UInt64.self, at: header + 0x20)), Int(integer(UInt32.self, at: header + 0x28))
      )
    }
    for index in 0..<sectionCount where section(index).type == 2 {  // SHT_SYMTAB
      let table = section(index)
      let strings = section(table.link)
      for entry in stride(from: table.offset, to: table.offset + table.size, by: 24) {
        let (info, value, size) = (
          integer(UInt8.self, at: entry + 4), integer(UInt64.self, at: entry + 8),
          integer(UInt64.self, at: entry + 16)
        )
        guard info & 0xF == 2, size > 0 else { continue }  // STT_FUNC
        let start = strings.offset + Int(integer(UInt32.self, at: entry))
        let end = data[start...].firstIndex(of: 0) ?? start
        functions.append((value, value + size, String(decoding: data[start..<end], as: UTF8.self)))
      }
    }
    functions.sort { $0.start < $1.start }
  }

  /// The mangled name of the function a line of `Thread.callStackSymbols` is in, or the line
  /// itself when it names no function of this executable.
  func symbolicated(_ line: String) -> String {
    guard line.hasPrefix(executable + "("), let plus = line.firstIndex(of: "+"),
      let close = line[plus...].firstIndex(of: ")")
    else {
      guard let open = line.firstIndex(of: "("), let plus = line[open...].firstIndex(of: "+")
      else { return line }
      return String(line[line.index(after: open)..<plus])
    }
    let symbol = line[line.index(after: line.firstIndex(of: "(")!)..<plus]
    if !symbol.isEmpty { return String(symbol) }
    guard let offset = UInt64(line[line.index(plus, offsetBy: 3)..<close], radix: 16) else {
      return line
    }
    let index = functions.partitioningIndex { $0.start > offset } - 1
    guard index >= 0, offset < functions[index].end else { return line }
    return functions[index].name
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, false then true along the array.
  fileprivate func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
