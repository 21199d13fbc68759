import BarcheckEngine
import BarcheckModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A resolver in a shared library exporting the C ABI of `barcheck_plugin.h`, loaded with `dlopen`
/// into the runner (`--resolver plugin:PATH`). It exchanges protocol v1 messages as strings. A plugin
/// that crashes takes the runner with it: use `--isolate` to load it in a child process instead.
public final class PluginResolver: Resolver, @unchecked Sendable {
  private typealias Call = @convention(c) (UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
  private typealias Free = @convention(c) (UnsafePointer<CChar>?) -> Void

  private let handle: UnsafeMutableRawPointer
  private let hello: Call
  private let run: Call
  private let free: Free
  // The plugin is called from one thread at a time, as the header promises.
  private let lock = Mutex(0)
  /// Who the plugin said it is.
  public let identity: ResolverIdentity
  /// What the plugin said it supports.
  public let capabilities: ResolverCapabilities

  /// Loads a plugin and performs the handshake.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the library cannot be loaded, lacks a symbol, or answers the hello wrongly.
  public init(path: String, suite: SuiteIdentity) throws(ResolverProtocol.Violation) {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      throw ResolverProtocol.Violation("cannot load \(path): \(String(cString: dlerror()))")
    }
    func symbol<T>(_ name: String, as type: T.Type) throws(ResolverProtocol.Violation) -> T {
      guard let pointer = dlsym(handle, name) else {
        throw ResolverProtocol.Violation("\(path) does not export \(name) (see barcheck_plugin.h)")
      }
      return unsafeBitCast(pointer, to: type)
    }
    self.handle = handle
    hello = try symbol("barcheck_hello", as: Call.self)
    run = try symbol("barcheck_run", as: Call.self)
    free = try symbol("barcheck_free", as: Free.self)
    guard let answer = Self.call(hello, free, ResolverProtocol.hello(suite: suite)) else {
      throw ResolverProtocol.Violation("barcheck_hello returned NULL")
    }
    let decoded = try ResolverProtocol.decodeHello(Array(answer.utf8))
    identity = decoded.identity
    capabilities = ResolverCapabilities(
      profiles: decoded.capabilities.profiles, events: decoded.capabilities.events, legibility: decoded.capabilities.legibility, maxInFlight: 1)
  }

  deinit { dlclose(handle) }

  /// Calls `barcheck_run` with the case and decodes its answer.
  public func resolve(_ request: ResolveRequest) async -> ResolverResponse {
    let message = ResolverProtocol.run(id: "c1", testCase: request.testCase, wantsTrace: request.wantsTrace)
    let answer = lock.withLock { _ in Self.call(run, free, message) }
    guard let answer else { return ResolverResponse(.error("barcheck_run returned NULL")) }
    guard answer.utf8.count <= ResolverLimits.messageBytes else {
      return ResolverResponse(
        .error("protocol error: the plugin answered \(answer.utf8.count) bytes, more than the \(ResolverLimits.messageBytes) allowed"))
    }
    do {
      let (id, decoded) = try ResolverProtocol.decodeAnswer(Array(answer.utf8))
      guard id == "c1" else { return ResolverResponse(.error("protocol error: the plugin answered for id \"\(id)\", not \"c1\"")) }
      return ResolverResponse(decoded)
    } catch {
      return ResolverResponse(.error("protocol error: \(error.message)"))
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

  /// Serves protocol v1 on stdin/stdout with this plugin: the child side of `--isolate`.
  ///
  /// - Parameters:
  ///   - readLine: Returns the next request line, or nil at the end of input.
  ///   - writeLine: Writes one answer line.
  public func serve(readLine: () -> String?, writeLine: (String) -> Void, suite: SuiteIdentity) {
    while let line = readLine() {
      let bytes = Array(line.utf8)
      let request: ResolverRequest
      do {
        request = try ResolverRequest.decode(bytes)
      } catch {
        if let id = ResolverRequest.looseID(bytes) { writeLine(ResolverServer.errorAnswer(id: id, "protocol error: \(error.message)")) }
        continue
      }
      switch request {
      case .hello:
        if let answer = Self.call(hello, free, line) { writeLine(answer) }
      case .run(let id, _, _):
        let answer = lock.withLock { _ in Self.call(run, free, line) }
        writeLine(answer ?? ResolverServer.errorAnswer(id: id, "barcheck_run returned NULL"))
      case .stop:
        return
      }
    }
  }
}
