import Foundation

/// Reads a scenario file as UTF-8 text, refusing what is not one (a directory, a device, a
/// missing path, binary content) with a plain sentence.
enum ScenarioFile {
  /// Why a path could not be read as a scenario file.
  enum ReadProblem: Error, Equatable {
    case missing
    case directory
    /// Not a regular file: the kind, such as "a character device".
    case notRegular(String)
    case denied
    /// Larger than ``maximumBytes``: its size in bytes.
    case tooLarge(Int64)
    /// Standard input went on past ``maximumBytes`` (it was read no further).
    case inputTooLarge
    /// Another system error, in words.
    case other(String)
  }

  static func read(_ path: String, with readFile: (String) throws -> Data) throws(ScenarioError)
    -> String
  {
    let data: Data
    do {
      data = try readFile(path)
    } catch {
      let (message, hint) = describe(error, path: path)
      throw ScenarioError(
        position: SourcePosition(line: 1, column: 1), message: message, hint: hint)
    }
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
      throw ScenarioError(
        position: SourcePosition(line: 1, column: 1),
        message: "the file is UTF-16 text (it starts with a UTF-16 byte order mark)",
        hint: "scenario files are UTF-8 text; save it as UTF-8")
    }
    if let offset = firstBinaryByte(in: data) {
      throw ScenarioError(
        position: position(of: offset, in: data),
        message: "the file is not a text scenario (byte \(offset) is not UTF-8 text)",
        hint: "scenario files are UTF-8 text; `SimApp --print-demo` prints an example")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The bytes of the regular file at `path`.
  ///
  /// - Throws: ``ReadProblem``, checked before reading, so that a device or a FIFO is never
  ///   read (`/dev/zero` would never end), nor a file larger than ``maximumBytes``.
  /// The largest scenario file read, 64 MiB: a scenario is typed or generated, and a larger file
  /// is refused before it is read, so that a huge one cannot exhaust memory.
  static let maximumBytes: Int64 = 64 << 20

  /// The name standard input goes by in reports and errors: `SimApp -` reads it.
  static let standardInputName = "<stdin>"

  /// The bytes `handle` holds to its end.
  ///
  /// - Throws: ``ReadProblem/inputTooLarge`` past ``maximumBytes`` (read no further), or what
  ///   reading threw.
  static func readAll(from handle: FileHandle) throws -> Data {
    var data = Data()
    while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
      data.append(chunk)
      guard Int64(data.count) <= maximumBytes else { throw ReadProblem.inputTooLarge }
    }
    return data
  }

  static func readFromDisk(_ path: String) throws(ReadProblem) -> Data {
    var status = stat()
    guard stat(path, &status) == 0 else { throw problem(errno: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    case S_IFCHR: throw .notRegular("a character device")
    case S_IFBLK: throw .notRegular("a block device")
    case S_IFIFO: throw .notRegular("a named pipe")
    case S_IFSOCK: throw .notRegular("a socket")
    default: throw .notRegular("not a regular file")
    }
    guard Int64(status.st_size) <= maximumBytes else { throw .tooLarge(Int64(status.st_size)) }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw problem(from: error)
    }
  }

  /// What went wrong, in ``ReadProblem``'s terms, for an error thrown while reading a file:
  /// the POSIX error underneath a Foundation one when there is one, else Foundation's code.
  private static func problem(from error: any Error) -> ReadProblem {
    if let known = error as? ReadProblem { return known }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return problem(errno: Int32(underlying.code))
    }
    guard nsError.domain == NSCocoaErrorDomain else { return .other("\(error)") }
    switch nsError.code {
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return .missing
    case NSFileReadNoPermissionError: return .denied
    default: return .other("the system refused to read it")
    }
  }

  private static func problem(errno code: Int32) -> ReadProblem {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .denied
    case EISDIR: .directory
    default: .other(String(cString: strerror(code)).lowercased())
    }
  }

  /// A sentence and a hint for a failure to read `path`.
  private static func describe(_ error: any Error, path: String) -> (String, String) {
    let checkPath = "check the path; `SimApp --print-demo` prints an example scenario"
    switch problem(from: error) {
    case .missing: return ("cannot read the scenario file: no such file", checkPath)
    case .denied:
      return (
        "cannot read the scenario file: permission denied",
        "check the file's permissions, or copy it somewhere readable"
      )
    case .directory:
      return (
        "\(path) is a directory, not a scenario file",
        "give the path of a scenario file in it, such as \(path)/NAME.scenario"
      )
    case .notRegular(let kind):
      return (
        "\(path) is \(kind), not a scenario file",
        kind == "a named pipe"
          ? "SimApp reads regular files, and standard input for `-`: `SimApp - < \(path)`"
          : "SimApp reads regular files; save the scenario to a file first"
      )
    case .tooLarge(let bytes):
      return (
        "\(path) holds \(bytes) bytes; a scenario file holds at most \(maximumBytes) (64 MiB)",
        "split the scenario into several files"
      )
    case .inputTooLarge:
      return (
        "standard input holds more than \(maximumBytes) bytes (64 MiB), the most a scenario holds",
        "split the scenario into several files"
      )
    case .other(let reason): return ("cannot read the scenario file: \(reason)", checkPath)
    }
  }

  /// The offset of the first NUL byte or invalid UTF-8 sequence, if any.
  static func firstBinaryByte(in data: Data) -> Int? {
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1 && encoded.first == 0 { return offset }
        offset += encoded.count
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }

  /// The 1-based line and column (in bytes) of byte `offset`; lines end with `\n`, `\r\n` or
  /// a lone `\r`, as the lexer reads them.
  static func position(of offset: Int, in data: Data) -> SourcePosition {
    var line = 1
    var lineStart = 0
    var previous: UInt8 = 0
    for (index, byte) in data.prefix(offset).enumerated() {
      if byte == UInt8(ascii: "\n") {
        if previous != UInt8(ascii: "\r") { line += 1 }
        lineStart = index + 1
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        lineStart = index + 1
      }
      previous = byte
    }
    return SourcePosition(line: line, column: offset - lineStart + 1)
  }
}
