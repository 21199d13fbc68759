import BarcheckAdapters
import BarcheckEngine
import BarcheckModel
import BarcheckReference
import BarcheckTestSupport
import Testing

/// Protocol v1 messages from a resolver, read by the one strict reader: a problem fails the handshake or is a
/// protocol error, with the JSON path and the same message a case file would get.
@Suite("Protocol v1 messages are read strictly")
struct StrictMessageTests {
  static let hello = #"{"type":"hello","protocol":1,"name":"r","version":"0","language":"C""#

  static func violation(_ read: () throws(ResolverProtocol.Violation) -> Void) -> String? {
    do {
      try read()
      return nil
    } catch {
      return error.message
    }
  }

  @Test(
    "a hello",
    arguments: [
      StrictDocument(
        "duplicate key", hello + #","name":"s"}"#, "at $.name: duplicate key \"name\"; a key may appear once in an object; remove one of them"),
      StrictDocument("unknown key", hello + #","homepgae":"https://x"}"#, "at $.homepgae: unknown key \"homepgae\"; did you mean \"homepage\"?"),
      StrictDocument(
        "unknown capability", hello + #","capabilities":{"maxInflight":4}}"#,
        "at $.capabilities.maxInflight: unknown key \"maxInflight\"; did you mean \"maxInFlight\"?"),
      StrictDocument("wrong type", hello + #","homepage":7}"#, "at $.homepage: expected a string for \"homepage\", found a number"),
      StrictDocument(
        "wrong type in the capabilities", hello + #","capabilities":{"profiles":"classic"}}"#,
        "at $.capabilities.profiles: expected an array for \"profiles\", found a string"),
      StrictDocument(
        "missing key", #"{"type":"hello","protocol":1,"name":"r","version":"0"}"#, "at $: missing required key \"language\" in a hello"),
      StrictDocument(
        "another protocol", #"{"type":"hello","protocol":2,"name":"r","future":1}"#,
        "at $.protocol: the resolver speaks protocol 2; this runner speaks 1"),
      StrictDocument(
        "a zero maxInFlight", hello + #","capabilities":{"maxInFlight":0}}"#,
        "at $.capabilities.maxInFlight: expected a positive integer for \"maxInFlight\", found 0"),
      StrictDocument(
        "traces that are not a boolean", hello + #","capabilities":{"traces":"no"}}"#,
        "at $.capabilities.traces: expected true or false for \"traces\", found a string"),
      StrictDocument(
        "a misspelt traces", hello + #","capabilities":{"trace":false}}"#,
        "at $.capabilities.trace: unknown key \"trace\"; did you mean \"traces\"?"),
    ])
  func hellos(_ document: StrictDocument) {
    #expect(
      Self.violation { () throws(ResolverProtocol.Violation) in _ = try ResolverProtocol.decodeHello(Array(document.text.utf8)) } == document.expected
    )
  }

  /// Docs/protocol.md: "an integer ≥ 1, values over 256 read as 256". An integer past the reader's range (1e20) failed
  /// the handshake as not an integer.
  @Test(
    "maxInFlight is any integer of 1 or more, one over 256 read as 256",
    arguments: [("1", 1), ("64", 64), ("256", 256), ("257", 256), ("1000000000", 256), ("1e20", 256), ("99999999999999999999999", 256)])
  func maxInFlight(_ written: String, _ read: Int) throws {
    let hello = try ResolverProtocol.decodeHello(Array((Self.hello + #","capabilities":{"maxInFlight":\#(written)}}"#).utf8))
    #expect(hello.capabilities.maxInFlight == read)
  }

  @Test(
    "a maxInFlight that is not a positive integer fails the handshake, however large",
    arguments: [
      ("1.5", "expected an integer for \"maxInFlight\", found 1.5"),
      ("-1", "expected a positive integer for \"maxInFlight\", found -1"),
      ("-1e20", "integer -1e20 is out of range for \"maxInFlight\" (-999999999 to 999999999)"),
    ])
  func badMaxInFlight(_ written: String, _ message: String) {
    let text = Self.hello + #","capabilities":{"maxInFlight":\#(written)}}"#
    let violation = Self.violation { () throws(ResolverProtocol.Violation) in _ = try ResolverProtocol.decodeHello(Array(text.utf8)) }
    #expect(violation == "at $.capabilities.maxInFlight: " + message)
  }

  static let observation = #"{"style":"darkContent","hidden":false"#

  @Test(
    "an answer",
    arguments: [
      StrictDocument(
        "duplicate key", #"{"type":"skip","id":"c1","reason":"a","reason":"b"}"#,
        "at $.reason: duplicate key \"reason\"; a key may appear once in an object; remove one of them"),
      StrictDocument(
        "a key of another answer", #"{"type":"skip","id":"c1","reason":"a","message":"b"}"#,
        "at $.message: key \"message\" does not apply to a skip answer; valid keys here: type, id, reason, link"),
      StrictDocument(
        "unknown type", #"{"type":"reslut","id":"c1"}"#,
        "at $.type: unknown value \"reslut\" for \"type\"; did you mean \"result\"?; expected one of: result, skip, error"),
      StrictDocument("wrong type", #"{"type":"error","id":1,"message":"m"}"#, "at $.id: expected a string for \"id\", found a number"),
      StrictDocument("missing key", #"{"type":"skip","id":"c1"}"#, "at $: missing required key \"reason\" in a skip answer"),
      StrictDocument(
        "unknown key in an observation", #"{"type":"result","id":"c1","observations":["# + observation + #","stlyeOwner":"a"}]}"#,
        "at $.observations[0].stlyeOwner: unknown key \"stlyeOwner\"; did you mean \"styleOwner\"?"),
      StrictDocument(
        "wrong type in an observation", #"{"type":"result","id":"c1","observations":["# + observation + #","legible":"yes"}]}"#,
        "at $.observations[0].legible: expected true or false for \"legible\", found a string"),
      StrictDocument(
        "missing key in an observation", #"{"type":"result","id":"c1","observations":[{"style":"darkContent"}]}"#,
        "at $.observations[0]: missing required key \"hidden\" in an observation"),
      StrictDocument(
        "a trace entry without a message", #"{"type":"result","id":"c1","observations":["# + observation + #","trace":[{"rule":"S1"}]}]}"#,
        "at $.observations[0].trace[0]: missing required key \"message\" in a trace entry"),
    ])
  func answers(_ document: StrictDocument) {
    #expect(
      Self.violation { () throws(ResolverProtocol.Violation) in _ = try ResolverProtocol.decodeAnswer(Array(document.text.utf8)) }
        == document.expected)
  }

  @Test(
    "a request, as a Swift resolver server reads it",
    arguments: [
      StrictDocument(
        "duplicate key", #"{"type":"run","id":"c1","id":"c2","case":{}}"#,
        "at $.id: duplicate key \"id\"; a key may appear once in an object; remove one of them"),
      StrictDocument(
        "unknown key", #"{"type":"run","id":"c1","trcae":true,"case":{}}"#, "at $.trcae: unknown key \"trcae\"; did you mean \"trace\"?"),
      StrictDocument(
        "wrong type", #"{"type":"run","id":"c1","trace":"yes","case":{}}"#, "at $.trace: expected true or false for \"trace\", found a string"),
      StrictDocument("missing key", #"{"type":"run","id":"c1"}"#, "at $: missing required key \"case\" in a run request"),
    ])
  func requests(_ document: StrictDocument) {
    #expect(
      Self.violation { () throws(ResolverProtocol.Violation) in _ = try ResolverRequest.decode(Array(document.text.utf8)) } == document.expected)
  }

  @Test("a run request that does not read is answered with an error naming its id, not left waiting")
  func badRequestAnswered() async throws {
    var requests = [#"{"type":"stop"}"#, #"{"type":"run","id":"c9","trcae":true,"case":{}}"#]
    var answers: [String] = []
    await ResolverServer.serve(ReferenceResolver(), readLine: { requests.popLast() }, writeLine: { answers.append($0) })
    let (id, answer) = try ResolverProtocol.decodeAnswer(Array(try #require(answers.first).utf8))
    #expect(id == "c9")
    #expect(answer == .error("the resolver reported: protocol error: at $.trcae: unknown key \"trcae\"; did you mean \"trace\"?"))
  }

  @Test("valid messages still read, with every optional key")
  func valid() throws {
    let hello = try ResolverProtocol.decodeHello(
      Array(
        (Self.hello + #","homepage":"https://x","capabilities":{"profiles":["classic"],"events":["launch"],"legibility":true,"maxInFlight":300}}"#)
          .utf8))
    #expect(hello.capabilities.maxInFlight == 256)
    #expect(hello.capabilities.profiles == [.classic])
    #expect(hello.capabilities.traces, "traces are given unless declared otherwise")
    let untraced = try ResolverProtocol.decodeHello(Array((Self.hello + #","capabilities":{"traces":false}}"#).utf8))
    #expect(!untraced.capabilities.traces)
    #expect(try ResolverProtocol.decodeHello(Array((Self.hello + #","capabilities":{"traces":true}}"#).utf8)).capabilities.traces)
    let (id, answer) = try ResolverProtocol.decodeAnswer(
      Array(
        (#"{"type":"result","id":"c1","observations":["# + Self.observation
          + #","styleOwner":"a","hiddenOwner":"a","animation":"fade","legible":true,"contrast":4.5,"trace":[{"message":"m"}],"diagnostics":["d"]}]}"#)
          .utf8))
    #expect(id == "c1")
    guard case .observations(let observations) = answer else {
      Issue.record("not observations: \(answer)")
      return
    }
    #expect(observations.first?.trace == [TraceEntry(rule: "", "m")])
    #expect(observations.first?.contrast == 4.5)
    #expect(try ResolverProtocol.decodeAnswer(Array(#"{"type":"skip","id":"c2","reason":"r","link":"https://x"}"#.utf8)).id == "c2")
  }
}
