import BarcheckTestSupport
import Foundation
import Testing

/// `barcheck generate`: seeded suites with the reference's expectations, legibility included unless asked not to.
@Suite("barcheck generate")
struct GenerateCommandTests {
  @Test("the same seed writes the same bytes; legibility is expected unless --no-legibility")
  func generates() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func generate(_ name: String, _ extra: [String] = []) async throws -> String {
      let out = directory.appendingPathComponent(name).path
      let output = try await BinaryRunner.run(["generate", "--count", "200", "--seed", "3", "--out", out] + extra)
      #expect(output.status == 0, "\(output.stderr)")
      #expect(output.stdout.hasPrefix("wrote 200 cases ("))
      return try String(contentsOfFile: out + "/generated-00000.json", encoding: .utf8)
    }
    let first = try await generate("a")
    let again = try await generate("b")
    let plain = try await generate("c", ["--no-legibility"])
    #expect(first == again)
    #expect(first.contains(#""legible":"#) && first.contains(#""minimumContrast":"#))
    #expect(!plain.contains(#""legible":"#) && !plain.contains(#""minimumContrast":"#))
    let run = try await BinaryRunner.run(["run", "--no-reports", directory.appendingPathComponent("a").path])
    #expect(run.status == 0, "the reference passes what it expects: \(run.stdout.suffix(300))")
  }

  @Test("files are written at once with --jobs, the same bytes as with one job")
  func jobs() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Three files: two of 1,000 cases and one of 500.
    func generate(_ jobs: String) async throws -> [String: Data] {
      let out = directory.appendingPathComponent("jobs-" + jobs)
      let output = try await BinaryRunner.run(["generate", "--count", "2500", "--seed", "5", "--steps", "4", "--jobs", jobs, "--out", out.path])
      #expect(output.status == 0, "\(output.stderr)")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
        files[name] = try Data(contentsOf: out.appendingPathComponent(name))
      }
      return files
    }
    let one = try await generate("1")
    let three = try await generate("3")
    #expect(one.keys.sorted() == ["generated-00000.json", "generated-00001.json", "generated-00002.json"])
    #expect(three == one)
  }

  @Test("a smaller suite written over a larger one removes the larger one's files past its end, and nothing else")
  func staleFiles() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("suite").path
    let large = try await BinaryRunner.run(["generate", "--count", "2100", "--seed", "1", "--steps", "2", "--out", out])
    #expect(large.status == 0, "\(large.stderr)")
    try "{}".write(toFile: out + "/notes.json", atomically: true, encoding: .utf8)
    // A link named as a suite file is the user's: left as it is, and so is what it points to.
    try FileManager.default.createSymbolicLink(atPath: out + "/generated-00007.json", withDestinationPath: "notes.json")
    let small = try await BinaryRunner.run(["generate", "--count", "1", "--seed", "1", "--steps", "2", "--out", out])
    #expect(small.status == 0, "\(small.stderr)")
    #expect(
      small.stdout
        == "wrote 1 case (\(small.stdout.firstMatch(of: /\((\d+) steps\)/).map { String($0.1) } ?? "?") steps) with seed 1 to \(out)\n"
        + "removed 2 files an earlier generate left past this suite's end (generated-00001.json, generated-00002.json)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["generated-00000.json", "generated-00007.json", "notes.json"])
    #expect(try String(contentsOfFile: out + "/notes.json", encoding: .utf8) == "{}")
  }

  @Test("a missing --count or --out is a usage error")
  func usage() async throws {
    let output = try await BinaryRunner.run(["generate", "--out", "/tmp/never-written"])
    #expect(output.status == 2)
    #expect(output.stderr.contains("missing --count"))
  }

  @Test(
    "a count past the most one generate writes is a usage error, not a crash",
    arguments: ["100000001", "9223372036854775807", "99999999999999999999"])
  func countTooLarge(_ count: String) async throws {
    let output = try await BinaryRunner.run(["generate", "--count", count, "--out", "/tmp/barcheck-never-written"])
    #expect(output.status == 2, "\(output.stderr)")
    #expect(
      output.stderr.contains("invalid value '\(count)' for --count: expected an integer of at least 1 and at most 100000000"), "\(output.stderr)")
  }

  /// Foundation's error printed as a dump of its domain and user info.
  @Test("an --out that cannot be a directory says why in one line")
  func outIsAFile() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("afile").path
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    let output = try await BinaryRunner.run(["generate", "--count", "3", "--out", file])
    #expect(output.status == 2)
    #expect(output.stderr == "\(file): error: cannot make the --out directory: it is not a directory\n", "\(output.stderr)")
  }
}
