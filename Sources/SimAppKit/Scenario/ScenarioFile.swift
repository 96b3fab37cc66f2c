import Foundation

/// Reads a scenario file as UTF-8 text, refusing binary content with its position.
enum ScenarioFile {
  static func read(_ path: String, with readFile: (String) throws -> Data) throws(ScenarioError)
    -> String
  {
    let data: Data
    do {
      data = try readFile(path)
    } catch {
      throw ScenarioError(
        position: SourcePosition(line: 1, column: 1),
        message: "cannot read the scenario file: \(reason(error))",
        hint: "check the path; `SimApp --print-demo` prints an example scenario")
    }
    if let offset = firstBinaryByte(in: data) {
      throw ScenarioError(
        position: position(of: offset, in: data),
        message: "the file is not a text scenario (byte \(offset) is not UTF-8 text)",
        hint: "scenario files are UTF-8 text; `SimApp --print-demo` prints an example")
    }
    return String(decoding: data, as: UTF8.self)
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

  /// The 1-based line and column of byte `offset`.
  static func position(of offset: Int, in data: Data) -> SourcePosition {
    let before = data.prefix(offset)
    let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? data.startIndex
    return SourcePosition(line: line, column: offset - (lineStart - data.startIndex) + 1)
  }

  private static func reason(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain && nsError.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code))).lowercased()
    }
    return nsError.localizedDescription
  }
}
