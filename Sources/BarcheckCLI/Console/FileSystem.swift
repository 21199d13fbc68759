import BarcheckModel

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations the commands need.
enum FileSystem {
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
  }

  /// Removes a directory when it is empty (`rmdir`), and leaves it, and anything in it, otherwise.
  static func removeIfEmpty(_ directory: String) {
    _ = rmdir(directory)
  }

  /// A file's bytes (`InputFile`), or nil when it cannot be read.
  static func read(_ path: String) -> [UInt8]? {
    InputFile.bytes(atPath: path)
  }

  /// The diagnostic for an input file `read` could not read, saying why in the system's words (`it is a directory`,
  /// `No such file or directory`), its path written on one line as every diagnostic's is.
  static func unreadable(_ path: String) -> Diagnostic {
    var info = stat()
    let reason: String
    if stat(path, &info) != 0 {
      reason = String(cString: strerror(errno))
    } else if info.st_mode & S_IFMT == S_IFDIR {
      reason = "it is a directory"
    } else {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      reason = descriptor < 0 ? String(cString: strerror(errno)) : "it could not be read to its end"
      if descriptor >= 0 { close(descriptor) }
    }
    return Diagnostic(.error, file: path, message: "cannot read the file: \(reason)")
  }

  /// Writes a file through the one write path (`OutputFile`): a regular file (or the one a symbolic link points to)
  /// is replaced atomically, a device node or FIFO is written through, and every write is checked and flushed to the
  /// device before this returns. Missing directories are created.
  ///
  /// - Throws: `WriteError`; a regular file at the path is then as it was.
  static func write(_ text: String, to path: String) throws(WriteError) {
    try OutputFile.write(text, to: path)
  }

  /// Up to the first `limit` bytes of a file; nil when it cannot be opened.
  static func firstBytes(_ path: String, limit: Int) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes = [UInt8](repeating: 0, count: limit)
    let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    return Array(bytes[..<count])
  }

  /// The first line of a file, when it is a regular file and the line ends within `limit` bytes.
  static func firstLine(_ path: String, limit: Int = 1 << 16) -> [UInt8]? {
    guard let bytes = firstBytes(path, limit: limit), let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    return Array(bytes[..<end])
  }

  /// Removes the regular files of `directory` whose names `isStale` picks, in the order of their names, and returns
  /// their names: what an earlier, larger run of a command that numbers its files left past this run's last file. A
  /// link, a pipe or a device with such a name is the user's, and is left as it is.
  static func removeFiles(in directory: String, where isStale: (String) -> Bool) throws -> [String] {
    var removed: [String] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() where isStale(name) {
      let path = directory + "/" + name
      guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular else { continue }
      try FileManager.default.removeItem(atPath: path)
      removed.append(name)
    }
    return removed
  }

  /// The number `N` of a file named `PREFIXN.json` (no sign, no leading zero unless `digits` pads it to that width);
  /// nil for any other name.
  static func fileNumber(_ name: String, prefix: String, digits: Int = 1) -> Int? {
    guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
    let number = name.dropFirst(prefix.count).dropLast(".json".count)
    guard !number.isEmpty, number.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let value = Int(number),
      number == String(value).leftPadded(digits)
    else { return nil }
    return value
  }

  /// Creates a directory and its parents.
  static func createDirectory(_ path: String) throws(WriteError) {
    try OutputFile.createDirectory(path)
  }
}
