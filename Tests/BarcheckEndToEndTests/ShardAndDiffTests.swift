import BarcheckJSON
import BarcheckModel
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
    let summary = directory.appendingPathComponent("summary.md")
    let output = try await BinaryRunner.run(
      ["merge"] + shardFiles + ["--json", merged.path, "--html", directory.appendingPathComponent("merged.html").path, "--markdown", summary.path])
    #expect(output.status == 1, "the merged run has failures: \(output.stderr)")
    // What Docs/ci.md's workflow puts on the run's page: the failing cases of every shard, named.
    let markdown = try String(contentsOf: summary, encoding: .utf8)
    #expect(markdown.contains("### Unexpected outcomes"))
    #expect(markdown.contains("- **fail** `"), "a failing case is named: \(markdown.prefix(2_000))")
    #expect(output.stdout.contains("merged 4 streams: \(Fixtures.bundledCaseCount) cases"))
    let header = try #require(try String(contentsOf: merged, encoding: .utf8).split(separator: "\n").first)
    #expect(header.contains(#""commandLine":["barcheck","merge","#), "the merged header says it is a merge")
    #expect(try Self.outcomes(merged) == Self.outcomes(full))
    let last = try #require(try String(contentsOf: merged, encoding: .utf8).split(separator: "\n").last)
    #expect(last.contains("\"complete\":true"))
  }

  @Test("Docs/ci.md's CI workflow is the one in Examples/ci, and it keeps failing shards")
  func workflow() throws {
    let page = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Docs/ci.md"), encoding: .utf8)
    let workflow = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/ci/status-bar.yml"), encoding: .utf8)
    #expect(page.contains("```yaml\n" + workflow + "```\n"), "Docs/ci.md shows Examples/ci/status-bar.yml as it is")
    let steps = workflow.components(separatedBy: "- uses: actions/upload-artifact@v4")
    #expect(steps.count == 4, "three uploads: the binary, each shard's stream, the reports")
    #expect(steps[2].contains("if: always()"), "a failing shard still uploads its stream")
    #expect(steps[3].contains("if: always()"))
    #expect(workflow.contains("fail-fast: false"))
    #expect(workflow.contains("--strict"))
    #expect(workflow.contains("merge shard-*.jsonl"))
    // The gate is pinned (barcheck by tag or commit, the suite by version), the binary carries its standard library,
    // and the report never runs after a failed build. (The test run validates the file against GitHub's schema.)
    #expect(workflow.contains("ref: ${{ env.BARCHECK_REF }}"))
    #expect(workflow.contains("--require-suite \"$SUITE_VERSION\""))
    #expect(workflow.contains("--static-swift-stdlib"))
    #expect(workflow.contains("needs.build.result == 'success'"))
    #expect(workflow.hasPrefix("# .github/workflows/status-bar.yml\nname: ") && workflow.contains("\non:\n"))
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
    #expect(twice.stderr.contains("error: overlapping shards: shard 1/2 appears twice, in \(one) and \(one)"), "\(twice.stderr)")
    let partial = try await BinaryRunner.run(["merge", one, "--json", directory.appendingPathComponent("y.jsonl").path])
    #expect(partial.status == 1)
    #expect(partial.stdout.contains("(incomplete: shard 2/2 missing)"), "\(partial.stdout)")
    let both = try await BinaryRunner.run(["merge", one, two, "--json", directory.appendingPathComponent("z.jsonl").path])
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdout.contains("\n408 passed, 0 failed, 4 skipped\n"), "the merged run's totals, as a run prints them: \(both.stdout)")
    // The same selection in another order is the same run.
    let ab = directory.appendingPathComponent("ab.jsonl").path
    let ba = directory.appendingPathComponent("ba.jsonl").path
    _ = try await BinaryRunner.run(["run", "--no-reports", "--filter", "modal.*", "--filter", "tabs.*", "--shard", "1/2", "--json", ab])
    _ = try await BinaryRunner.run(["run", "--no-reports", "--filter", "tabs.*", "--filter", "modal.*", "--shard", "2/2", "--json", ba])
    let reordered = try await BinaryRunner.run(["merge", ab, ba, "--json", directory.appendingPathComponent("v.jsonl").path])
    #expect(reordered.status == 0, "\(reordered.stderr)")
    // Shards of another selection are another run: refused, naming both files.
    let modal = directory.appendingPathComponent("modal.jsonl").path
    _ = try await BinaryRunner.run(["run", "--no-reports", "--filter", "modal.*", "--shard", "2/2", "--json", modal])
    let mixed = try await BinaryRunner.run(["merge", one, modal, "--json", directory.appendingPathComponent("w.jsonl").path])
    #expect(mixed.status == 2)
    #expect(
      mixed.stderr.contains("error: the streams come from different selections: \(one) has every case, \(modal) has --filter modal.*"),
      "\(mixed.stderr)")
  }

  /// Shards run with and without `--strict` merged silently, and so did shards of different expectation files: the
  /// run records its expectation file (content hash) and strictness in the header, and merge refuses the mix.
  @Test("merge refuses shards run with different expectation files or strictness, naming both files")
  func mergeRefusesMixedExpectations() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let expectations = "Conformance/expectations/reference.json"
    let strict = directory.appendingPathComponent("strict.jsonl").path
    let lenient = directory.appendingPathComponent("lenient.jsonl").path
    let none = directory.appendingPathComponent("none.jsonl").path
    let base = ["run", "--no-reports", "--filter", "modal.*"]
    _ = try await BinaryRunner.run(base + ["--shard", "1/2", "--expectations", expectations, "--strict", "--json", strict])
    _ = try await BinaryRunner.run(base + ["--shard", "2/2", "--expectations", expectations, "--json", lenient])
    _ = try await BinaryRunner.run(base + ["--shard", "2/2", "--json", none])
    let header = try #require(try String(contentsOfFile: strict, encoding: .utf8).split(separator: "\n").first)
    #expect(header.contains(#""expectations":{"file":"\#(expectations)","hash":"sha256:"#), "\(header)")
    let mixed = try await BinaryRunner.run(["merge", strict, lenient, "--json", directory.appendingPathComponent("m.jsonl").path])
    #expect(mixed.status == 2)
    #expect(
      mixed.stderr
        == "error: the streams come from runs of different strictness: \(strict) was run with --strict, \(lenient) without; run every shard with --strict or none\n",
      "\(mixed.stderr)")
    let unjudged = try await BinaryRunner.run(["merge", lenient, none, "--json", directory.appendingPathComponent("n.jsonl").path])
    #expect(unjudged.status == 2)
    #expect(
      unjudged.stderr.hasPrefix(
        "error: the streams come from different expectation files: \(lenient) has --expectations \(expectations) (sha256:"),
      "\(unjudged.stderr)")
    #expect(unjudged.stderr.hasSuffix("…), \(none) has none; run every shard with the same --expectations file\n"), "\(unjudged.stderr)")
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
    // The one case the reference knows it disagrees with (xfail) passes against the Python example: a fix.
    #expect(worse.stdout.contains("372 regressions, 1 fixes, 0 other changes, 0 added, 0 removed"))
    #expect(worse.stdout.contains("  navigation.bar-style-black: pass -> fail"))
    #expect(worse.stdout.contains("  observed.nav-bar-style-black-decides-ios12: pass -> n/a"), "a pass lost to n/a is a regression")
    #expect(try String(contentsOf: markdown, encoding: .utf8).hasPrefix("## barcheck diff: ❌ 372 regressions"))
    let better = try await BinaryRunner.run(["diff", python, reference])
    // One case the Python example passes is a known disagreement of the reference (xfail): a pass lost.
    #expect(better.status == 1)
    #expect(better.stdout.contains("1 regressions, 202 fixes"))
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
    // The reference passes every bundled case but its known disagreements with observed cases.
    let total = Fixtures.bundledCaseCount
    let passed = total - Fixtures.knownDisagreementCount
    // One decimal, without a trailing ".0", as the compat page and badges write it.
    let score = "\(JSONWriter.format((Double(passed) / Double(total) * 1_000).rounded() / 10))% (\(passed)/\(total))"
    #expect(output.stdout.contains("reference                \(score)"), "\(output.stdout)")
    #expect(output.stdout.contains("style-stack-helper       16.3% (40/245)"))
    let badge = try String(contentsOfFile: out + "/badges/reference.json", encoding: .utf8)
    #expect(badge == #"{"schemaVersion":1,"label":"status bar conformance","message":""# + score + #"","color":"brightgreen"}"# + "\n")
    #expect(try String(contentsOfFile: out + "/badges/style-stack-helper.svg", encoding: .utf8).contains("16.3% (40/245)"))
    let other = directory.appendingPathComponent("other.jsonl").path
    _ = try await BinaryRunner.run(["run", "Tests/Fixtures/report-suite", "--no-reports", "--json", other])
    let refused = try await BinaryRunner.run(["compat", "--resolver", "reference", "--stream", other, "--out", out])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("error: cannot combine results from different suites"))
  }

  @Test("compat refuses badges for partial results unless told, marks them, and keeps resolvers of the same name apart")
  func partialAndDuplicates() async throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let filtered = directory.appendingPathComponent("navigation.jsonl").path
    let navigation = Fixtures.bundledCases.count { $0.id.hasPrefix("navigation.") }
    _ = try await BinaryRunner.run(["run", "--filter", "navigation.*", "--no-reports", "--json", filtered])
    let out = directory.appendingPathComponent("compat").path
    let refused = try await BinaryRunner.run(["compat", "--stream", filtered, "--out", out])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("error: no badge for 'reference': the results cover less than the suite"))
    #expect(!FileManager.default.fileExists(atPath: out + "/badges/reference.json"))
    #expect(
      try String(contentsOfFile: out + "/compat.md", encoding: .utf8).contains("(partial: \(navigation) of \(Fixtures.bundledCaseCount) cases)"))
    let allowed = try await BinaryRunner.run(["compat", "--stream", filtered, "--out", out, "--allow-partial"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    let badge = try String(contentsOfFile: out + "/badges/reference.json", encoding: .utf8)
    #expect(badge.contains(#""message":"100% ("# + "\(navigation)/\(navigation)" + #"), partial","color":"lightgrey""#))
    let twice = try await BinaryRunner.run([
      "compat", "Tests/Fixtures/report-suite", "--resolver", "reference", "--resolver", "reference", "--out", out,
    ])
    #expect(twice.stdout.contains("reference-2 "))
    #expect(FileManager.default.fileExists(atPath: out + "/badges/reference-2.json"))
    let html = try String(contentsOfFile: out + "/compat.html", encoding: .utf8)
    #expect(html.contains("<section class=\"diff\" id=\"d-0-report.wrong-style\">"), "a matrix link lands on an open diff")
    let section = try #require(html.components(separatedBy: "id=\"d-0-report.wrong-style\">").last?.components(separatedBy: "</section>").first)
    #expect(
      section.components(separatedBy: "style expected lightContent, observed darkContent").count == 2, "the diff once, not its first line twice")
  }

  @Test("the published report in Reports/ names the three bundled resolvers")
  func published() async throws {
    let json = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Reports/compat.json"), encoding: .utf8)
    for name in ["\"reference\"", "\"style-stack-helper\"", "\"naive-c\""] { #expect(json.contains(name)) }
  }
}
