import Synchronization

/// A request's case as protocol v1 sends it, written once and kept: the copies of a request share it, so a case
/// sent again (with a trace, to explain a failure) is not written again, and an in-process resolver, which never
/// asks for it, never pays for it.
final class EncodedCase: Sendable {
  private let text = Mutex<[UInt8]?>(nil)

  /// The text, when it has been written.
  var written: [UInt8]? { text.withLock { $0 } }

  /// The text, written by `write` the first time it is asked for.
  func bytes(_ write: () -> [UInt8]) -> [UInt8] {
    text.withLock { text in
      if let text { return text }
      let written = write()
      text = written
      return written
    }
  }
}
