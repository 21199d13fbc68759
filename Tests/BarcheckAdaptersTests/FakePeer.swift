import BarcheckModel
import Synchronization

@testable import BarcheckAdapters

/// A resolver played in memory, misbehaving as `Tests/Fixtures/fake-resolvers/fake_resolver.py MODE` does: the
/// peer of the protocol's tests. One `FakePeer` opens a channel per start of the resolver (`open`) and keeps what
/// outlives one start: how many were opened, every line the client sent, whether a one-off fault has happened.
final class FakePeer: Sendable {
  enum Mode: Sendable, Hashable {
    /// Answers every case: darkContent, shown, owned by the first window's root, one observation a step.
    case good
    /// Exits with status 3 and a line of stderr before its hello.
    case crashOnStart
    /// Never answers the hello.
    case slowHandshake
    /// Says it speaks protocol 99.
    case badProtocol
    /// Exits with status 139 and a line of stderr on its second case.
    case crashMidRun
    /// Exits with status 139 once `inFlight` cases are in flight, then, started again, on each case whose id ends in
    /// `crash-me`; it declares `maxInFlight` 8.
    case crashWithCasesInFlight(inFlight: Int)
    /// Never answers a case.
    case hang
    /// Never answers a case, and declares `maxInFlight` so that several hang at once.
    case hangPipelined(maxInFlight: Int)
    /// Never answers its first case; once started again, answers every case.
    case hangOnce
    /// Answers each case with a line that is not JSON.
    case garbage
    /// Answers for an id it was not sent.
    case unknownID
    /// Answers with the wrong number of observations (three times the steps, less one).
    case wrongCount
    /// Answers with a line one byte longer than the limit.
    case hugeLine
    /// Answers with a line that is not UTF-8.
    case nonUTF8
    /// Logs `lines` lines for each case before answering it.
    case heavyStderr(lines: Int)
    /// Exits with status 0 after answering its third case, without waiting for `stop`.
    case exitWithoutStop
    /// Declares `maxInFlight` `count`, holds the cases until `count` are in flight, then answers them last first.
    case reversed(count: Int)
    /// Answers every case twice.
    case duplicateAnswers
    /// Keeps running after `stop`.
    case ignoreStop
  }

  /// What one start of the resolver keeps: which start it is, how many cases it was sent, the answers it holds.
  private final class Start: Sendable {
    let number: Int
    let runs = Mutex(0)
    let held = Mutex<[(InMemoryChannel.Peer, String)]>([])

    init(number: Int) {
      self.number = number
    }
  }

  private struct State {
    var opens = 0
    var sent: [String] = []
    var hungOnce = false
  }

  let mode: Mode
  private let state = Mutex(State())

  init(_ mode: Mode) {
    self.mode = mode
  }

  /// How many times the resolver was started.
  var opens: Int { state.withLock { $0.opens } }

  /// Every line the client sent, in order, across every start.
  var sent: [String] { state.withLock { $0.sent } }

  /// The ids of the `run` requests the client sent, in order.
  var runIDs: [String] { sent.filter { $0.hasPrefix(#"{"type":"run""#) }.compactMap { ResolverRequest.looseID(Array($0.utf8)) } }

  /// Opens a channel to a new start of this resolver.
  func open(_ logs: LogTail) -> any LineChannel {
    let start = Start(
      number: state.withLock { state in
        state.opens += 1
        return state.opens
      })
    return InMemoryChannel(logs: logs) { [self] peer, bytes in
      let line = String(decoding: bytes, as: UTF8.self)
      state.withLock { $0.sent.append(line) }
      if line.hasPrefix(#"{"type":"hello""#) {
        hello(peer)
      } else if line == ResolverProtocol.stop {
        if mode != .ignoreStop { peer.end(.exited(status: 0)) }
      } else {
        let count = start.runs.withLock { runs in
          runs += 1
          return runs
        }
        run(line, number: count, start: start, peer: peer)
      }
    }
  }

  private func hello(_ peer: InMemoryChannel.Peer) {
    switch mode {
    case .crashOnStart:
      peer.log("fatal: cannot load my model\n")
      peer.end(.exited(status: 3))
    case .slowHandshake:
      break
    default:
      var inFlight = 1
      if case .crashWithCasesInFlight = mode { inFlight = 8 }
      if case .reversed(let count) = mode { inFlight = count }
      if case .hangPipelined(let count) = mode { inFlight = count }
      let version = mode == .badProtocol ? 99 : 1
      peer.write(
        #"{"type":"hello","protocol":\#(version),"name":"fake-peer","version":"0","language":"Swift","capabilities":{"maxInFlight":\#(inFlight)}}"#)
    }
  }

  private func run(_ line: String, number: Int, start: Start, peer: InMemoryChannel.Peer) {
    let id = ResolverRequest.looseID(Array(line.utf8)) ?? ""
    let steps = line.ranges(of: #"{"event":"#).count
    let root = Self.value(after: #""root":{"id":""#, in: line) ?? "none"
    let observation = #"{"style":"darkContent","hidden":false,"styleOwner":"\#(root)","hiddenOwner":"\#(root)","animation":"none"}"#
    func result(_ count: Int, id: String = id) -> String {
      #"{"type":"result","id":"\#(id)","observations":[\#(Array(repeating: observation, count: count).joined(separator: ","))]}"#
    }
    switch mode {
    case .crashMidRun where number == 2:
      peer.log("segmentation fault in resolve()\n")
      peer.end(.exited(status: 139))
    case .crashWithCasesInFlight(let inFlight):
      if start.number == 1 {
        // The first start holds its cases until enough are in flight, then crashes with all of them.
        if number >= inFlight {
          peer.log("segmentation fault on the case that crashes\n")
          peer.end(.exited(status: 139))
        }
      } else if Self.value(after: #""case":{"id":""#, in: line)?.hasSuffix("crash-me") == true {
        peer.log("segmentation fault on the case that crashes\n")
        peer.end(.exited(status: 139))
      } else {
        peer.write(result(steps))
      }
    case .hang, .hangPipelined:
      break
    case .hangOnce:
      let hang = state.withLock { state in
        defer { state.hungOnce = true }
        return !state.hungOnce
      }
      if !hang { peer.write(result(steps)) }
    case .garbage:
      peer.write("this is not json")
    case .unknownID:
      peer.write(result(steps, id: "no-such-id"))
    case .wrongCount:
      peer.write(result(3 * steps - 1))
    case .hugeLine:
      peer.write(#"{"type":"result","id":"\#(id)","pad":""# + String(repeating: "x", count: ResolverLimits.messageBytes) + #""}"#)
    case .nonUTF8:
      peer.write(Array(#"{"type":"result","id":"\#(id)","observations":[],"x":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8))
    case .heavyStderr(let lines):
      peer.log(String(repeating: "log line for case \(id)\n", count: lines))
      peer.write(result(steps))
    case .exitWithoutStop where number == 3:
      peer.write(result(steps))
      peer.end(.exited(status: 0))
    case .reversed(let count):
      let answers = start.held.withLock { held -> [(InMemoryChannel.Peer, String)] in
        held.append((peer, result(steps)))
        guard held.count == count else { return [] }
        defer { held = [] }
        return held.reversed()
      }
      for (peer, answer) in answers { peer.write(answer) }
    case .duplicateAnswers:
      peer.write(result(steps))
      peer.write(result(steps))
    default:
      peer.write(result(steps))
    }
  }

  /// The string value that follows `prefix` in `line`, read up to the next quote.
  private static func value(after prefix: String, in line: String) -> String? {
    guard let start = line.firstRange(of: prefix)?.upperBound, let end = line[start...].firstIndex(of: "\"") else { return nil }
    return String(line[start..<end])
  }
}
