#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file operations the testing helpers need.
enum FileAccess {
  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path): cannot read the file" }
  }

  static func read(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
    return Array(data)
  }

  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
