#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text file read line by line from any byte offset: how a result stream's case lines are read
/// back for reports without holding the stream in memory. (The C library split lives here alone.)
final class LineFile {
  private let file: UnsafeMutablePointer<FILE>
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0

  /// Opens a file for reading; nil when it cannot be opened.
  init?(path: String) {
    guard let file = fopen(path, "r") else { return nil }
    self.file = file
  }

  deinit {
    free(buffer)
    fclose(file)
  }

  /// Moves to a byte offset; false when the file is shorter.
  func seek(to offset: Int) -> Bool {
    fseeko(file, off_t(offset), SEEK_SET) == 0
  }

  /// The next line's bytes without its newline; nil at the end of the file.
  func readLine() -> [UInt8]? {
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { return nil }
    let count = length > 0 && buffer[length - 1] == 0x0A ? length - 1 : length
    return buffer.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
  }
}
