import BarcheckAdapters
import BarcheckJSON
import BarcheckModel
import BarcheckTestSupport
import BarcheckTools
import Testing

/// A plugin's `run` message is written into one buffer kept from call to call (`ResolverProtocol.writeRun`): it must be
/// the message `ResolverProtocol.run` writes, byte for byte, whatever the buffer held before.
@Suite("A run message written into a kept buffer")
struct RunMessageTests {
  static let cases: [ConformanceCase] = Fixtures.bundledCases + ScenarioGenerator(seed: 3).generate(count: 200)

  @Test("the same bytes as a message written anew, the case written before or not", arguments: [false, true], [UInt8(0), nil])
  func sameBytes(_ cached: Bool, terminator: UInt8?) {
    var buffer = ByteBuffer(capacity: 16)
    var differing: [String] = []
    for (index, testCase) in Self.cases.enumerated() {
      // Two requests of their own: a request's copies share the case's text once written, and `run` writes it.
      let expected = ResolverProtocol.run(
        id: "c\(index)", request: ResolveRequest(testCase: testCase, wantsTrace: index % 2 == 0), terminator: terminator)
      let request = ResolveRequest(testCase: testCase, wantsTrace: index % 2 == 0)
      // Written before, as for a request sent again with a trace; or not, as for a plugin's every request.
      if cached { _ = request.caseJSON }
      // What the buffer held is forgotten, as `PluginLibrary.run(writing:)` forgets it.
      buffer.removeAll()
      ResolverProtocol.writeRun(id: "c\(index)", request: request, terminator: terminator, into: &buffer)
      if buffer.bytes != expected { differing.append(testCase.id) }
    }
    #expect(differing.isEmpty)
    #expect(Self.cases.count > 200)
  }
}
