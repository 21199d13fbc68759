import BarcheckModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines waiting to be written to a resolver's input: lines posted while a write is under way are written
/// together by the next, one system call for many requests.
///
/// The poster that finds no write under way writes at once, on its own thread, as much as the pipe takes without
/// waiting (`writeWithoutWaiting`): a pipelined resolver reads as fast as it is written to, and a thread woken for
/// every request cost more than the request. Only what the pipe will not take now goes to a thread that may wait
/// for it (`finish`), so the poster never blocks on a resolver that stops reading.
final class Outbox: Sendable {
  private struct State {
    var bytes: [UInt8] = []
    var flushing = false
  }
  private let state = Mutex(State())

  /// Adds a line; true when no writer is flushing, and the caller must start one (that calls `take` until nil).
  func post(_ line: [UInt8]) -> Bool {
    state.withLock { state in
      state.bytes.append(contentsOf: line)
      defer { state.flushing = true }
      return !state.flushing
    }
  }

  /// Everything posted since the last take, or nil (and the writer is done) when nothing is.
  func take() -> [UInt8]? {
    state.withLock { state in
      guard !state.bytes.isEmpty else {
        state.flushing = false
        return nil
      }
      defer { state.bytes = [] }
      return state.bytes
    }
  }

  /// Writes what is posted to `fd` (non-blocking: `makeNonBlocking`) while the pipe takes it at once, as the writer
  /// `post` asked for.
  ///
  /// - Returns: nil when everything is written and the writer is done; otherwise the bytes the pipe would not take
  ///   now, which the caller hands to `finish` on a thread that may wait.
  func writeWithoutWaiting(to fd: Int32) -> ArraySlice<UInt8>? {
    while let bytes = take() {
      let written = Self.write(bytes[...], to: fd, waiting: false)
      if written < bytes.count { return bytes[written...] }
    }
    return nil
  }

  /// Writes `rest`, then whatever is posted meanwhile, waiting for the pipe as long as it takes; the writer is done
  /// when it returns.
  func finish(_ rest: ArraySlice<UInt8>, to fd: Int32) {
    var next: ArraySlice<UInt8>? = rest
    while let bytes = next {
      _ = Self.write(bytes, to: fd, waiting: true)
      next = take()?[...]
    }
  }

  /// Makes writes to a descriptor return at once when a pipe is full, instead of waiting for its reader.
  static func makeNonBlocking(_ fd: Int32) {
    let flags = fcntl(fd, F_GETFL)
    if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
  }

  /// Writes bytes to a non-blocking descriptor, waiting for room in the pipe when `waiting`.
  ///
  /// - Returns: How many bytes went; all of them also when the write failed (the process has gone, and its lines
  ///   are dropped, as a closed pipe's always were).
  private static func write(_ bytes: ArraySlice<UInt8>, to fd: Int32, waiting: Bool) -> Int {
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        Platform.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if result > 0 {
        offset += result
      } else if result < 0 && errno == EINTR {
        continue
      } else if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        guard waiting else { return offset }
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, -1)
      } else {
        return bytes.count
      }
    }
    return offset
  }
}
