import BarcheckTestSupport
import Foundation
import Testing

/// Sharding, merging and diffing result streams.
@Suite("Shards, merge and diff")
struct ShardAndDiffTests {
  static let python = "exec:python3 Examples/python-resolver/style_stack_resolver.py"

  static func outcomes(_ path: URL) throws -> [String: String] {
    var out: [String: String] = [:]
    for line in try String(contentsOf: path, encoding: .utf8).split(separator: "\n") {
      let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      if object["type"] as? String == "case", let id = object["id"] as? String, let outcome = object["outcome"] as? String { out[id] = outcome }
    }
    return out
  }

  @Test("four shards merged give the same result set as one unsharded run")
  func fourShards() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = directory.appendingPathComponent("full.jsonl")
    _ = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--json", full.path])
    var shardFiles: [String] = []
    var sizes: [Int] = []
    for i in 1...4 {
      let file = directory.appendingPathComponent("shard\(i).jsonl")
      _ = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--shard", "\(i)/4", "--json", file.path])
      shardFiles.append(file.path)
      sizes.append(try Self.outcomes(file).count)
    }
    #expect(sizes.allSatisfy { $0 > 20 }, "every shard gets a share: \(sizes)")
    let merged = directory.appendingPathComponent("merged.jsonl")
    let output = try await BinaryRunner.run(
      ["merge"] + shardFiles + ["--json", merged.path, "--html", directory.appendingPathComponent("merged.html").path])
    #expect(output.status == 1, "the merged run has failures: \(output.stderr)")
    #expect(output.stdout.contains("merged 4 streams: 310 cases"))
    #expect(try Self.outcomes(merged) == Self.outcomes(full))
    let last = try #require(try String(contentsOf: merged, encoding: .utf8).split(separator: "\n").last)
    #expect(last.contains("\"complete\":true"))
  }

  @Test("merge refuses overlapping shards, and a missing shard makes the merge incomplete")
  func mergeRefusals() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let one = directory.appendingPathComponent("one.jsonl").path
    let two = directory.appendingPathComponent("two.jsonl").path
    _ = try await BinaryRunner.run(["run", "--no-reports", "--shard", "1/2", "--json", one])
    _ = try await BinaryRunner.run(["run", "--no-reports", "--shard", "2/2", "--json", two])
    let twice = try await BinaryRunner.run(["merge", one, one, "--json", directory.appendingPathComponent("x.jsonl").path])
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("error: overlapping shards: shard 1/2 appears twice"))
    let partial = try await BinaryRunner.run(["merge", one, "--json", directory.appendingPathComponent("y.jsonl").path])
    #expect(partial.status == 1)
    #expect(partial.stdout.contains("(incomplete: a shard is missing or did not finish)"))
    let both = try await BinaryRunner.run(["merge", one, two, "--json", directory.appendingPathComponent("z.jsonl").path])
    #expect(both.status == 0, "\(both.stderr)")
  }

  @Test("diff reports regressions (exit 1) and fixes (exit 0), with Markdown for a pull request")
  func diff() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reference = directory.appendingPathComponent("reference.jsonl").path
    let python = directory.appendingPathComponent("python.jsonl").path
    _ = try await BinaryRunner.run(["run", "--no-reports", "--json", reference])
    _ = try await BinaryRunner.run(["run", "--no-reports", "--resolver", Self.python, "--json", python])
    let markdown = directory.appendingPathComponent("diff.md")
    let worse = try await BinaryRunner.run(["diff", reference, python, "--markdown", markdown.path])
    #expect(worse.status == 1)
    #expect(worse.stdout.contains("177 regressions, 0 fixes, 101 other changes, 0 added, 0 removed"))
    #expect(worse.stdout.contains("  navigation.bar-style-black: pass -> fail"))
    #expect(try String(contentsOf: markdown, encoding: .utf8).hasPrefix("## barcheck diff: ❌ 177 regressions"))
    let better = try await BinaryRunner.run(["diff", python, reference])
    #expect(better.status == 0)
    #expect(better.stdout.contains("0 regressions, 174 fixes"))
  }
}

/// The compatibility matrix.
@Suite("Compatibility reports")
struct CompatTests {
  @Test("compat writes the matrix and badges, and refuses streams of a different suite")
  func compat() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("compat").path
    let output = try await BinaryRunner.run(["compat", "--resolver", "reference", "--resolver", ShardAndDiffTests.python, "--out", out])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("reference                98.7% (306/310)"), "the reference knowingly disagrees with four observed cases")
    #expect(output.stdout.contains("style-stack-helper       15.7% (33/210)"))
    let badge = try String(contentsOfFile: out + "/badges/reference.json", encoding: .utf8)
    #expect(badge == #"{"schemaVersion":1,"label":"status bar conformance","message":"98.7% (306/310)","color":"brightgreen"}"# + "\n")
    #expect(try String(contentsOfFile: out + "/badges/style-stack-helper.svg", encoding: .utf8).contains("15.7% (33/210)"))
    let other = directory.appendingPathComponent("other.jsonl").path
    _ = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--json", other])
    let refused = try await BinaryRunner.run(["compat", "--resolver", "reference", "--stream", other, "--out", out])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("error: cannot combine results from different suites"))
  }

  @Test("the published report in Reports/ names the three bundled resolvers")
  func published() async throws {
    let json = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Reports/compat.json"), encoding: .utf8)
    for name in ["\"reference\"", "\"style-stack-helper\"", "\"naive-c\""] { #expect(json.contains(name)) }
  }
}
