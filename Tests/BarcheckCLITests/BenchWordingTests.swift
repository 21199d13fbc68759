import Testing

@testable import BarcheckCLI

/// `bench --scale tiny` (or small, or another seed) named its instruction rows "the bench's 2,000 generated cases", which
/// its sample is only at full scale with seed 1, and stated the end-to-end targets of the full-scale suites as its own.
@Suite("The bench's rows say what they measure at every scale")
struct BenchWordingTests {
  /// The sample `bench` generates at each scale (tiny, small, full), with seed 1 and another.
  @Test(
    "the instruction rows call the harness's cases the bench's only when they are",
    arguments: [(100, 1), (500, 1), (2_000, 1), (2_000, 7), (100, 7)] as [(Int, UInt64)])
  func instructionRows(_ sample: Int, _ seed: UInt64) {
    let names = [
      InstructionCount.row(sample: sample, seed: seed).figure,
      InstructionCount.loadingRow(jsonc: .failure(.init(description: "-")), sample: sample, seed: seed).figure,
    ]
    let isTheSample = sample == InstructionCount.harnessCount && seed == 1
    for name in names {
      #expect(name.contains("the bench's 2,000 generated cases") == isTheSample, "\(name)")
      #expect(name.contains("2,000 generated cases"), "\(name)")
    }
    // At full scale with seed 1, the rows read as they always did.
    if isTheSample {
      #expect(names[0] == "reference, instructions a step (callgrind, the bench's 2,000 generated cases, loaded)")
      #expect(names[1] == "case loading, instructions (callgrind, the bench's 2,000 generated cases, one thread)")
    }
  }

  static func figures(
    sizes: (Int, Int), jsoncParse: Result<(seconds: Double, bytes: Int), BenchBaselines.Unavailable> = .success((0.5, 25_000_000))
  ) -> EndToEnd.Figures {
    let run = EndToEnd.Measurement(seconds: 1, megabytes: 40)
    return EndToEnd.Figures(
      sizes: sizes, small: run, large: run, resolveOnly: 0.1, indexOnly: 0.1, loadOnly: 0.1, largeRatios: [1, 1, 1], jsoncParse: jsoncParse,
      jobs2: run, jobs1: run, jobsRatios: [1, 1, 1], ceilings: [2, 2, 2], shares: [0.5, 0.5, 0.5])
  }

  /// The end-to-end target is set against resolving; the row beside it says where json-c's parse of the same files
  /// alone falls against that target, and why it is missing when json-c could not be built.
  @Test(
    "json-c's parse of the large suite is set against resolving and the end-to-end target",
    arguments: [
      (0.5, "5.0×: under the end-to-end target of 6×, which leaves 1.0× for the rest", "0.50 s (50.0 MB/s, 25.0 MB)"),
      (1.04, "10.4×: above the end-to-end target of 6× before a case is decoded", "1.04 s (24.0 MB/s, 25.0 MB)"),
    ])
  func jsoncParseRow(_ seconds: Double, _ ratio: String, _ value: String) {
    let row = EndToEnd.jsoncRow(Self.figures(sizes: BenchCommand.fullSizes, jsoncParse: .success((seconds, 25_000_000))))
    #expect(row.ratio == ratio)
    #expect(row.value == value)
    #expect(row.figure.hasPrefix("end to end, 100,000 cases: json-c parsing their files once"))
    #expect(row.baseline == "the reference resolving the same cases in-process (the median round's): 0.10 s")
    let missing = EndToEnd.jsoncRow(Self.figures(sizes: BenchCommand.fullSizes, jsoncParse: .failure(.init(description: "cc failed"))))
    #expect(missing.value == "not measured: cc failed")
    #expect(missing.ratio == "-")
  }

  @Test("the end-to-end targets are stated as set for the full-scale suites at a smaller scale, as they are at full scale")
  func endToEndTargets() {
    let full = EndToEnd.rows(Self.figures(sizes: BenchCommand.fullSizes)).map(\.target)
    #expect(full == ["at most 6×; peak at most 150 MB", "-", "-", "at most 11×", "at least 1.7×", "-"])
    for sizes in [(100, 1_000), (1_000, 10_000)] {
      let targets = EndToEnd.rows(Self.figures(sizes: sizes)).map(\.target)
      #expect(
        targets == [
          "at most 6×; peak at most 150 MB (the target at --scale full)", "-", "-", "at most 11× (the target at --scale full)",
          "at least 1.7× (the target at --scale full)", "-",
        ])
    }
  }
}
