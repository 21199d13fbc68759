#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file could not be written (`OutputFile`), with the path and the system's own words for the cause.
package enum WriteError: Error, Equatable, CustomStringConvertible {
  /// A system call failed with `code` (an `errno` value).
  case system(path: String, step: Step, code: Int32)
  /// The path names a directory.
  case directory(path: String)
  /// The path names something that cannot be written to as a file (a socket).
  case notAFile(path: String)
  /// Another process is writing the file in place and holds its lock.
  case locked(path: String)

  /// The step of writing that failed.
  package enum Step: Equatable, Sendable {
    case createDirectory
    case open
    /// Creating the temporary file beside a regular file, which replaces it whole (the directory must be writable).
    case createTemporary
    case lock
    case write
    case sync
    case close
    case rename(temporary: String)
    case truncate
  }

  /// The file.
  package var path: String {
    switch self {
    case .system(let path, _, _), .directory(let path), .notAFile(let path), .locked(let path): path
    }
  }

  /// The cause in words, without the path: `No space left on device`, `renaming … into place: Permission denied`.
  package var reason: String {
    switch self {
    case .system(_, let step, let code):
      let text = Self.text(code)
      switch step {
      case .write: return text
      case .createDirectory: return "creating its directory: \(text)"
      case .open: return "opening it: \(text)"
      case .createTemporary: return "creating the temporary file beside it that replaces it: \(text)"
      case .lock: return "locking it: \(text)"
      case .sync: return "flushing it to the device (fsync): \(text)"
      case .close: return "closing it: \(text)"
      case .rename(let temporary): return "renaming \(temporary) into place: \(text)"
      case .truncate: return "truncating it: \(text)"
      }
    case .directory: return "it is a directory"
    case .notAFile: return "it is a socket, not a file, device or FIFO"
    case .locked: return "another process is writing it (it holds the file's lock)"
    }
  }

  /// `PATH: error: cannot write: REASON`.
  package var description: String { "\(path): error: cannot write: \(reason)" }

  /// The C library's text for an `errno` value, with its symbolic name for the common ones.
  package static func text(_ code: Int32) -> String {
    let words = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    let names: [Int32: String] = [ENOSPC: "ENOSPC", EIO: "EIO", EDQUOT: "EDQUOT", EFBIG: "EFBIG", EACCES: "EACCES", EROFS: "EROFS"]
    return names[code].map { "\(words) (\($0))" } ?? words
  }
}
