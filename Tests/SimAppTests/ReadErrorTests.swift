import Foundation
import SimAppKit
import Testing

/// Paths that are not scenario files get a sentence, never a Foundation error code.
@MainActor
@Suite struct ReadErrorTests {
  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("simapp-read-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func aDirectoryIsNotAScenarioFile() throws {
    let path = try folder().path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = SimAppCommand.run(arguments: [path])
    #expect(
      outcome.errors == """
        \(path):1:1: error: \(path) is a directory, not a scenario file
          hint: give the path of a scenario file in it, such as \(path)/NAME.scenario

        """)
    #expect(outcome.output == "")
    #expect(outcome.status == 2)
  }

  @Test func aFileLargerThan64MiBIsRefusedBeforeItIsRead() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("huge.scenario").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 1 << 40)  // sparse: a terabyte that takes no disk
    try handle.close()
    let outcome = SimAppCommand.run(arguments: [path])
    #expect(
      outcome.errors == """
        \(path):1:1: error: \(path) holds 1099511627776 bytes; a scenario file holds at most 67108864 (64 MiB)
          hint: split the scenario into several files

        """)
    #expect(outcome.status == 2)
  }

  @Test func aDeviceIsNotReadAtAll() {
    let outcome = SimAppCommand.run(arguments: ["/dev/zero"])
    #expect(
      outcome.errors == """
        /dev/zero:1:1: error: /dev/zero is a character device, not a scenario file
          hint: SimApp reads regular files; save the scenario to a file first

        """)
    #expect(outcome.status == 2)
  }

  @Test func aNamedPipeIsNotReadAtAll() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(path, 0o600) == 0)
    let outcome = SimAppCommand.run(arguments: [path])
    #expect(
      outcome.errors == """
        \(path):1:1: error: \(path) is a named pipe, not a scenario file
          hint: SimApp reads regular files, and standard input for `-`: `SimApp - < \(path)`

        """)
    #expect(outcome.status == 2)
  }

  @Test func aMissingFileOrFolder() {
    let outcome = SimAppCommand.run(arguments: ["/nonexistent/folder/x.scenario"])
    #expect(
      outcome.errors == """
        /nonexistent/folder/x.scenario:1:1: error: cannot read the scenario file: no such file
          hint: check the path; `SimApp --print-demo` prints an example scenario

        """)
    #expect(outcome.status == 2)
  }

  @Test func nonUTF8BytesOnDisk() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("latin1.scenario")
    try Data("screen Caf".utf8 + [0xE9]).write(to: url)
    let outcome = SimAppCommand.run(arguments: [url.path])
    #expect(
      outcome.errors == """
        \(url.path):1:11: error: the file is not a text scenario (byte 10 is not UTF-8 text)
          hint: scenario files are UTF-8 text; `SimApp --print-demo` prints an example

        """)
    #expect(outcome.status == 2)
  }

  @Test func anyOtherReadErrorIsASentenceToo() {
    let outcome = SimAppCommand.run(arguments: ["odd.scenario"]) { _ in
      throw CocoaError(.fileReadUnknown)
    }
    #expect(
      outcome.errors == """
        odd.scenario:1:1: error: cannot read the scenario file: the system refused to read it
          hint: check the path; `SimApp --print-demo` prints an example scenario

        """)
    #expect(outcome.status == 2)
  }
}
