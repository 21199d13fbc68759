import Foundation
import Testing

@testable import BarcheckAdapters

/// A process as a line channel, without the protocol: its lines, its stderr, how it ended, and a kill.
@Suite("A process as a line channel")
struct ProcessChannelTests {
  /// Opens `command` and collects its lines until its output ends, then asks why it ended.
  static func collect(_ command: String, logs: LogTail = LogTail()) async throws -> (lines: [String], end: LineChannelEnd) {
    let channel = try ProcessChannel.open(command: command, maximumLine: 100, logs: logs)
    var lines: [String] = []
    for await event in channel.events {
      switch event {
      case .lines(let batch): lines += batch.map { String(decoding: $0, as: UTF8.self) }
      case .tooLong(let length): lines.append("too long \(length)")
      case .end: break
      }
    }
    return (lines, await channel.end())
  }

  @Test("its lines, a line over the limit, its stderr and its exit status")
  func lines() async throws {
    let logs = LogTail()
    let long = String(repeating: "x", count: 150)
    let (lines, end) = try await Self.collect("sh -c 'printf \"a\\n\(long)\\nb\\n\"; echo oops >&2; exit 3'", logs: logs)
    #expect(lines == ["a", "too long 150", "b"])
    #expect(end == .exited(status: 3))
    #expect(end.description == "exited with status 3")
    #expect(logs.text(since: 0) == "oops\n")
  }

  @Test("what the shell says when it cannot find or run the command")
  func shellStatuses() async throws {
    let missing = try await Self.collect("barcheck-no-such-command-anywhere")
    #expect(missing.end.description == "exited with status 127: /bin/sh could not find the command")
    #expect(LineChannelEnd.exited(status: 126).description == "exited with status 126: /bin/sh could not run the command (is it executable?)")
  }

  @Test("a process killed by a signal says so")
  func signal() async throws {
    let killed = try await Self.collect("sh -c 'kill -9 $$'")
    #expect(killed.end == .killed(signal: 9))
    #expect(killed.end.description == "was killed by signal 9")
  }

  @Test("a line sent is read by the process; a hung process does not end by itself, and terminate kills it")
  func sendAndTerminate() async throws {
    let channel = try ProcessChannel.open(command: "sh -c 'read line; echo \"got $line\"; exec sleep 100000'", maximumLine: 100, logs: LogTail())
    channel.send(Array("hello\n".utf8))
    var iterator = channel.events.makeAsyncIterator()
    #expect(await iterator.next() == .lines([Array("got hello".utf8)]))
    #expect(await channel.waitForEnd(upTo: .milliseconds(50)) == false)
    channel.terminate()
    #expect(await iterator.next() == .end)
    #expect(await channel.end() == .killed(signal: 9))
  }

  /// Started from a thread of Swift's concurrency (as this test runs on), whose mask blocks nearly every signal, a
  /// resolver inherited that mask: SIGTERM could not stop it, nor SIGALRM time it out.
  @Test("a resolver starts with no signal blocked, whatever thread starts it")
  func noSignalsBlocked() async throws {
    #if os(Linux)
      let (lines, _) = try await Self.collect("grep SigBlk /proc/self/status")
      #expect(lines == ["SigBlk:\t0000000000000000"])
    #endif
  }

  /// barcheck makes a write to a closed pipe an error for itself; an ignored SIGPIPE was inherited by the resolver, which
  /// then got EPIPE where a program at the head of a closed pipe ends quietly.
  @Test("a resolver starts with SIGPIPE at its default, not ignored")
  func brokenPipesNotIgnored() async throws {
    #if os(Linux)
      let (lines, _) = try await Self.collect("grep SigIgn /proc/self/status")
      let mask = try #require(lines.first.flatMap { UInt64($0.dropFirst("SigIgn:\t".count), radix: 16) }, "\(lines)")
      #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "\(lines)")
    #endif
  }

  @Test("a command that starts with variable assignments runs through env")
  func shellLine() {
    #expect(ProcessChannel.shellLine("python3 r.py") == "exec python3 r.py")
    #expect(ProcessChannel.shellLine("MODE=fast node r.js") == "exec env MODE=fast node r.js")
  }
}
