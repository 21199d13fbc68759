public import BarcheckEngine
import BarcheckJSON
public import BarcheckModel

/// A resolver in a shared library exporting the C ABI of `barcheck_plugin.h`, loaded into the runner
/// (`--resolver plugin:PATH`): a protocol v1 client over a `PluginLibrary`. A plugin that crashes takes the
/// runner with it: use `--isolate` to load it in a child process instead.
public final class PluginResolver: SynchronousResolver, Sendable {
  private let library: PluginLibrary
  /// Who the plugin said it is.
  public let identity: ResolverIdentity
  /// What the plugin said it supports.
  public let capabilities: ResolverCapabilities

  /// Loads a plugin and performs the handshake.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the library cannot be loaded, lacks a symbol, or answers the hello wrongly.
  public convenience init(path: String, suite: SuiteIdentity) throws(ResolverProtocol.Violation) {
    try self.init(library: PluginLibrary(path: path), suite: suite)
  }

  /// Performs the handshake with a loaded library.
  ///
  /// - Throws: `ResolverProtocol.Violation` when the plugin answers the hello wrongly.
  public init(library: PluginLibrary, suite: SuiteIdentity) throws(ResolverProtocol.Violation) {
    self.library = library
    guard let answer = library.hello(ResolverProtocol.hello(suite: suite)) else {
      throw ResolverProtocol.Violation("barcheck_hello returned NULL")
    }
    let decoded = try ResolverProtocol.decodeHello(Array(answer.utf8))
    identity = decoded.identity
    // Loaded in process, a plugin gets one request at a time, whatever it declares.
    var capabilities = decoded.capabilities
    capabilities.maxInFlight = 1
    self.capabilities = capabilities
  }

  /// Calls `barcheck_run` with the case and decodes its answer, on the calling thread: a plugin's answer is a
  /// function call, and a runner with one case in flight (a plugin takes one at a time) makes it inline.
  public func resolveNow(_ request: ResolveRequest) -> ResolverResponse {
    let steps = request.stepCount
    let write = { (buffer: inout ByteBuffer) in ResolverProtocol.writeRun(id: "c1", request: request, terminator: 0, into: &buffer) }
    return library.run(writing: write) { answer in
      guard let answer else { return ResolverResponse(.error("barcheck_run returned NULL")) }
      // A well-formed result is printable ASCII, which the strict path below would see unchanged: read it in place.
      if answer.count <= ResolverLimits.messageBytes, let (id, decoded) = AnswerCodec.FastPath.read(answer, expecting: steps) {
        return Self.response(id: id, decoded)
      }
      return Self.strictResponse(String(decoding: answer, as: UTF8.self))
    }
  }

  /// An answer read strictly, as it has always been: from the string the plugin returned, invalid UTF-8 repaired.
  private static func strictResponse(_ answer: String) -> ResolverResponse {
    guard answer.utf8.count <= ResolverLimits.messageBytes else {
      return ResolverResponse(
        .error("protocol error: the plugin answered \(answer.utf8.count) bytes, more than the \(ResolverLimits.messageBytes) allowed"))
    }
    do {
      let (id, decoded) = try AnswerCodec.decodeStrictly(Array(answer.utf8))
      return response(id: id, decoded)
    } catch {
      return ResolverResponse(.error("protocol error: \(error.message)"))
    }
  }

  private static func response(id: String, _ answer: ResolverAnswer) -> ResolverResponse {
    guard id == "c1" else { return ResolverResponse(.error("protocol error: the plugin answered for id \"\(id)\", not \"c1\"")) }
    return ResolverResponse(answer)
  }
}
