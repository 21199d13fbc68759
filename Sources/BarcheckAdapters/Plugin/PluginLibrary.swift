package import BarcheckJSON
import BarcheckModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shared library exporting the C ABI of `barcheck_plugin.h`, loaded with `dlopen`: the transport of a
/// plugin resolver. It passes protocol v1 lines in and out, one call at a time as the header promises, and
/// knows nothing of what they mean (`PluginResolver` speaks the protocol over it; `plugin-host` forwards a
/// runner's lines to it).
public final class PluginLibrary: Sendable {
  private typealias Call = @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
  private typealias Free = @convention(c) (UnsafePointer<CChar>?) -> Void

  /// The library's handle and entry points; the lock also serialises every call into the plugin.
  private struct Symbols: ~Copyable {
    var handle: UnsafeMutableRawPointer
    var hello: Call
    var run: Call
    var free: Free
    /// The message being sent, in memory kept from call to call.
    var message = ByteBuffer(capacity: 4_096)
  }

  private let symbols: Mutex<Symbols>

  /// Loads the library and finds its three entry points.
  ///
  /// - Throws: `ResolverProtocol.Violation` when it cannot be loaded or lacks a symbol.
  public init(path: String) throws(ResolverProtocol.Violation) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw ResolverProtocol.Violation("cannot load \(path): \(String(cString: dlerror()))")
    }
    func symbol<T>(_ name: String, as type: T.Type) throws(ResolverProtocol.Violation) -> T {
      guard let pointer = dlsym(handle, name) else {
        dlclose(handle)
        throw ResolverProtocol.Violation("\(path) does not export \(name) (see barcheck_plugin.h)")
      }
      return unsafeBitCast(pointer, to: type)
    }
    let hello = try symbol("barcheck_hello", as: Call.self)
    let run = try symbol("barcheck_run", as: Call.self)
    let free = try symbol("barcheck_free", as: Free.self)
    symbols = Mutex(Symbols(handle: handle, hello: hello, run: run, free: free))
  }

  deinit { symbols.withLock { _ = dlclose($0.handle) } }

  /// Passes a `hello` line to `barcheck_hello`; nil when it returns NULL.
  public func hello(_ line: String) -> String? {
    symbols.withLock { Self.call($0.hello, $0.free, line) }
  }

  /// Passes a `run` line to `barcheck_run`; nil when it returns NULL.
  public func run(_ line: String) -> String? {
    symbols.withLock { Self.call($0.run, $0.free, line) }
  }

  /// Passes a `run` message that `write` appends, NUL-terminated, to an empty buffer kept from call to call, and lends
  /// `body` the answer's bytes in place (nil when it returns NULL), then hands the plugin's string back to it: nothing
  /// is copied unless `body` copies it. No memory is allocated for the message once the buffer has grown to the largest
  /// one: a run's allocations between two calls made the memory allocator merge the many small blocks a plugin (json-c,
  /// say) had just freed, at a cost to the plugin's next call. `write` and `body` run while the library's lock is held:
  /// neither may call into this library again.
  package func run<T: Sendable>(writing write: (inout ByteBuffer) -> Void, _ body: @Sendable (UnsafeBufferPointer<UInt8>?) -> T) -> T {
    symbols.withLock { symbols in
      symbols.message.removeAll()
      write(&symbols.message)
      return symbols.message.withBytes { buffer in
        precondition(buffer.last == 0, "a message to a plugin is a C string")
        guard let answer = buffer.withMemoryRebound(to: CChar.self, { symbols.run($0.baseAddress) }) else { return body(nil) }
        defer { symbols.free(answer) }
        let bytes = UnsafeRawPointer(answer).assumingMemoryBound(to: UInt8.self)
        return body(UnsafeBufferPointer(start: bytes, count: strlen(answer)))
      }
    }
  }

  /// Passes a message, copies the answer, and hands the plugin's string back to it.
  private static func call(_ function: Call, _ free: Free, _ message: String) -> String? {
    message.withCString { pointer in
      guard let answer = function(pointer) else { return nil }
      defer { free(answer) }
      return String(cString: answer)
    }
  }

  /// Serves protocol v1 with this library, line for line: the child side of `--isolate`. The runner's hello
  /// goes to `barcheck_hello`, each `run` to `barcheck_run`; `stop` or the end of input ends it.
  ///
  /// - Parameters:
  ///   - readLine: Returns the next request line, or nil at the end of input.
  ///   - writeLine: Writes one answer line.
  public func serve(readLine: () -> String?, writeLine: (String) -> Void) {
    while let (request, line) = ResolverServer.nextRequest(readLine: readLine, writeLine: writeLine) {
      switch request {
      case .hello:
        if let answer = hello(line) { writeLine(answer) }
      case .run(let id, _, _):
        writeLine(run(line) ?? ResolverServer.errorAnswer(id: id, "barcheck_run returned NULL"))
      case .stop:
        return
      }
    }
  }
}
