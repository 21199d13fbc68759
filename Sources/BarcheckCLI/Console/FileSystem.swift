#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The file operations the commands need.
enum FileSystem {
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
  }

  static func read(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }
}
