#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read whole: the read path of case files, the counterpart of `OutputFile`.
package enum InputFile {
  /// The bytes of the file at `path`, read straight into the array (sized by `fstat`, then read to the end, so that a
  /// file that grows while it is read, or a FIFO, is read whole); nil when it cannot be opened or read, or is a
  /// directory. Reading through Foundation's `Data` and copying that into an array copied every byte of a suite
  /// twice more, once when a run indexes it and once when it loads it.
  package static func bytes(atPath path: String) -> [UInt8]? {
    let descriptor = Platform.open(path, O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    defer { _ = Platform.close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
    // One byte more than the size, so that a file read whole ends with a read of nothing. Not zeroed first: the
    // reads fill what is counted.
    var read = Read.more
    var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, count in
      (count, read) = fill(UnsafeMutableRawBufferPointer(buffer), from: descriptor)
    }
    // A file that grew since `fstat`, or a FIFO: read on in pieces.
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while read == .more {
      let (count, next) = piece.withUnsafeMutableBytes { fill($0, from: descriptor) }
      bytes += piece[0..<count]
      read = next
    }
    return read == .ended ? bytes : nil
  }

  /// Reads the file at `path` in pieces of up to `size` bytes, each handed to `body` as it is read (no decoding), until
  /// the file ends or `body` answers false: for copying a large file without holding it whole.
  ///
  /// - Returns: nil when the file cannot be opened (nothing was read), false when reading it failed part way, true
  ///   otherwise (also when `body` stopped it).
  package static func pieces(atPath path: String, size: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) -> Bool) -> Bool? {
    let descriptor = Platform.open(path, O_RDONLY | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return nil }
    defer { _ = Platform.close(descriptor) }
    let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, 1), alignment: 16)
    defer { piece.deallocate() }
    while true {
      let (count, read) = fill(piece, from: descriptor)
      if count > 0 && !body(UnsafeRawBufferPointer(rebasing: piece[0..<count])) { return true }
      switch read {
      case .more: continue
      case .ended: return true
      case .failed: return false
      }
    }
  }

  /// How a buffer's filling stopped.
  private enum Read {
    /// The buffer is full, and the file may go on.
    case more
    /// The file ended.
    case ended
    /// A read failed.
    case failed
  }

  /// Reads into `buffer` until it is full, the file ends or a read fails (`EINTR` is retried).
  private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> (count: Int, read: Read) {
    guard let base = buffer.baseAddress else { return (0, .more) }
    var filled = 0
    while filled < buffer.count {
      let count = Platform.read(descriptor, base + filled, buffer.count - filled)
      if count > 0 {
        filled += count
      } else if count == 0 {
        return (filled, .ended)
      } else if errno != EINTR {
        return (filled, .failed)
      }
    }
    return (filled, .more)
  }
}
