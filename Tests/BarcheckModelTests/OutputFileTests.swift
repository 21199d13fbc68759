import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckModel

/// The one write path: what it writes for each kind of path, and how it fails.
@Suite("Writing a file (OutputFile)")
struct OutputFileTests {
  /// A fresh temporary directory's path, removed after `body`.
  static func inDirectory(_ body: (String) throws -> Void) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.path)
  }

  static func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test("a regular file is replaced whole, keeps its permissions, and no temporary file is left")
  func replacesRegularFile() throws {
    try Self.inDirectory { directory in
      let path = directory + "/report.md"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(chmod(path, 0o640) == 0)
      try OutputFile.write("new\n", to: path)
      #expect(try Self.contents(path) == "new\n")
      let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
      #expect(mode == 0o640)
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.md"])
    }
  }

  @Test("a file abandoned before commit leaves the old one as it was, and no temporary file")
  func abandoned() throws {
    try Self.inDirectory { directory in
      let path = directory + "/report.md"
      try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
      let file = try OutputFile(path: path)
      try file.write("half of a new")
      file.close()
      #expect(try Self.contents(path) == "old\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.md"])
    }
  }

  @Test("missing directories are created")
  func createsDirectories() throws {
    try Self.inDirectory { directory in
      try OutputFile.write("x", to: directory + "/a/b/c/report.md")
      #expect(try Self.contents(directory + "/a/b/c/report.md") == "x")
    }
  }

  @Test("a chain of relative symbolic links stays; the regular file at its end is replaced")
  func symbolicLinks() throws {
    try Self.inDirectory { directory in
      try FileManager.default.createDirectory(atPath: directory + "/d", withIntermediateDirectories: true)
      try "old".write(toFile: directory + "/d/target", atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: directory + "/d/hop", withDestinationPath: "target")
      try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "d/hop")
      try OutputFile.write("new", to: directory + "/link")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link") == "d/hop")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/d/hop") == "target")
      #expect(try Self.contents(directory + "/d/target") == "new")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/d").sorted() == ["hop", "target"])
    }
  }

  @Test("a dangling symbolic link gets the file it points to")
  func danglingLink() throws {
    try Self.inDirectory { directory in
      try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: directory + "/sub/target")
      try OutputFile.write("new", to: directory + "/link")
      #expect(try Self.contents(directory + "/sub/target") == "new")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link") == directory + "/sub/target")
    }
  }

  @Test("links that go round, a directory and a socket are refused, with the reason")
  func refused() throws {
    try Self.inDirectory { directory in
      try FileManager.default.createSymbolicLink(atPath: directory + "/a", withDestinationPath: "b")
      try FileManager.default.createSymbolicLink(atPath: directory + "/b", withDestinationPath: "a")
      #expect(throws: WriteError.system(path: directory + "/a", step: .open, code: ELOOP)) { try OutputFile.write("x", to: directory + "/a") }
      #expect(throws: WriteError.directory(path: directory)) { try OutputFile.write("x", to: directory) }
      #expect(WriteError.directory(path: directory).description == "\(directory): error: cannot write: it is a directory")

      let socketPath = directory + "/socket"
      let socket = try Self.listeningSocket(at: socketPath)
      defer { close(socket) }
      #expect(throws: WriteError.notAFile(path: socketPath)) { try OutputFile.write("x", to: socketPath) }
    }
  }

  @Test("a full device: the write fails with ENOSPC, in the system's words, and the device stays a device")
  func fullDevice() throws {
    let file = try OutputFile(path: "/dev/full")
    defer { file.close() }
    let failure = WriteError.system(path: "/dev/full", step: .write, code: ENOSPC)
    #expect(throws: failure) { try file.write(String(repeating: "x", count: 100_000)) }
    #expect(failure.description == "/dev/full: error: cannot write: No space left on device (ENOSPC)")
    var info = stat()
    #expect(lstat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test("a file that cannot be replaced because its directory cannot take the temporary file says so, not that it cannot be opened")
  func temporaryFileMessage() {
    let failure = WriteError.system(path: "ro/report.html", step: .createTemporary, code: EACCES)
    #expect(
      failure.description
        == "ro/report.html: error: cannot write: creating the temporary file beside it that replaces it: Permission denied (EACCES)")
  }

  @Test("a temporary file a killed writer left beside the file is removed when the file is next written; any other is kept")
  func abandonedTemporaries() throws {
    try Self.inDirectory { directory in
      // A process that has exited: its temporary files are abandoned.
      let exited = Process()
      exited.executableURL = URL(fileURLWithPath: "/bin/true")
      try exited.run()
      exited.waitUntilExit()
      let dead = exited.processIdentifier
      let abandoned = "report.html.partial-\(dead)-7"
      let kept = [
        "report.html.partial-\(getpid())-8",  // this process's own
        "report.html.partial-1-9",  // a process that is alive
        "report.html.partial-\(dead)-x",  // not a temporary file's name
        "other.html.partial-\(dead)-7",  // another file's
      ]
      for name in [abandoned] + kept { try "partial".write(toFile: directory + "/" + name, atomically: false, encoding: .utf8) }
      try FileManager.default.createDirectory(atPath: directory + "/report.html.partial-\(dead)-5", withIntermediateDirectories: false)
      try OutputFile.write("the report", to: directory + "/report.html")
      let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory))
      #expect(left == Set(kept + ["report.html", "report.html.partial-\(dead)-5"]))
      #expect(try Self.contents(directory + "/report.html") == "the report")
    }
  }

  @Test("/dev/fd/N writes to this process's descriptor N, which stays open")
  func ownDescriptor() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let file = try OutputFile(path: "/dev/fd/\(ends[1])")
    try file.write("through the pipe\n")
    try file.commit()
    file.close()
    #expect(fcntl(ends[1], F_GETFD) != -1, "the process's own descriptor is not closed")
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(ends[0], &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through the pipe\n")
  }

  @Test("a non-blocking pipe that fills up is waited for, not given up on: every byte arrives")
  func nonBlockingPipe() async throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let reader = ends[0]
    // The reader is a thread of its own, started now: a task would need a thread of the test pool, which the blocked
    // writer below may be holding.
    let (received, sink) = AsyncStream<Int>.makeStream()
    Thread.detachNewThread {
      var total = 0
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(reader, &buffer, buffer.count)
        if count <= 0 { break }
        total += count
      }
      sink.yield(total)
      sink.finish()
    }
    let bytes = [UInt8](repeating: 0x61, count: 4 << 20)
    let (written, failure) = bytes.withUnsafeBytes { OutputFile.writeAll($0, to: ends[1]) }
    close(ends[1])
    #expect(failure == nil)
    #expect(written == bytes.count)
    var totals = received.makeAsyncIterator()
    #expect(await totals.next() == bytes.count)
  }

  @Test("in place: the file is truncated and locked; a second writer in place, or one replacing it, is refused until it is closed")
  func inPlaceLock() throws {
    try Self.inDirectory { directory in
      let path = directory + "/results.jsonl"
      try "an earlier run's stream\n".write(toFile: path, atomically: false, encoding: .utf8)
      let first = try OutputFile(path: path, mode: .inPlace)
      #expect(try Self.contents(path) == "")
      try first.write("line 1\n")
      #expect(throws: WriteError.locked(path: path)) { try OutputFile(path: path, mode: .inPlace) }
      #expect(throws: WriteError.locked(path: path)) { try OutputFile.write("replaced", to: path) }
      try first.commit()
      #expect(throws: WriteError.locked(path: path)) { try OutputFile(path: path, mode: .inPlace) }
      first.close()
      #expect(try Self.contents(path) == "line 1\n")
      let second = try OutputFile(path: path, mode: .inPlace)
      second.close()
    }
  }

  @Test("in place: cut back to a length, and written on from there")
  func truncate() throws {
    try Self.inDirectory { directory in
      let path = directory + "/results.jsonl"
      let file = try OutputFile(path: path, mode: .inPlace)
      defer { file.close() }
      try file.write("whole\nhalf a li")
      #expect(file.truncate(to: 6))
      try file.write("next\n")
      try file.commit()
      #expect(try Self.contents(path) == "whole\nnext\n")
    }
  }

  @Test("in place, through a symbolic link: the link stays, the file it points to is written")
  func inPlaceThroughLink() throws {
    try Self.inDirectory { directory in
      let link = directory + "/results.jsonl"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.jsonl")
      let file = try OutputFile(path: link, mode: .inPlace)
      try file.write("line\n")
      try file.commit()
      file.close()
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.jsonl")
      #expect(try Self.contents(directory + "/real.jsonl") == "line\n")
    }
  }

  /// A Unix socket listening at a path.
  static func listeningSocket(at path: String) throws -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    try #require(descriptor >= 0)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0, "bind \(path): \(String(cString: strerror(errno)))")
    return descriptor
  }
}
