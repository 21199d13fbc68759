import BarcheckModel
import BarcheckReference

/// Everything the reference observes over generated cases, written out so that two builds can be compared
/// byte for byte: a change made for speed must not change a single observation, trace entry or diagnostic,
/// of the reference or of any mutant.
///
/// The reference's traced observations are written in full; every mutant's, traced and untraced, loaded and
/// built, as one digest a mutant (their text would be gigabytes).
struct ObservationDump {
  /// The generated cases as they were built.
  var built: [ConformanceCase]
  /// The same cases as a run loads them (carrying the scene their loader validated).
  var loaded: [ConformanceCase]

  /// Writes the dump to standard output.
  func write() {
    for (mode, cases) in [("loaded", loaded), ("built", built)] {
      for tracing in [true, false] {
        let resolver = ReferenceResolver()
        if tracing && mode == "loaded" {
          for testCase in cases { print(text(resolver.observe(testCase, tracing: true), id: testCase.id)) }
        } else {
          var digest = Digest()
          for testCase in cases { digest.add(text(resolver.observe(testCase, tracing: tracing), id: testCase.id)) }
          print("reference \(mode) tracing \(tracing): \(digest.value)")
        }
      }
    }
    for mutant in Mutant.allCases {
      let resolver = ReferenceResolver(mutant: mutant)
      for (mode, cases) in [("loaded", loaded), ("built", built)] {
        for tracing in [true, false] {
          var digest = Digest()
          for testCase in cases { digest.add(text(resolver.observe(testCase, tracing: tracing), id: testCase.id)) }
          print("\(mutant.id) \(mode) tracing \(tracing): \(digest.value)")
        }
      }
    }
  }

  /// Every field of every observation, trace entries with their kinds.
  private func text(_ result: Result<[Observation], StepFailure>, id: String) -> String {
    switch result {
    case .failure(let failure):
      return "case \(id): failure \(failure.description) key \(failure.error.key ?? "-") help \(failure.error.help ?? "-")"
    case .success(let observations):
      var out = "case \(id)"
      for (i, o) in observations.enumerated() {
        out += "\n step \(i + 1): \(o.style.rawValue) hidden \(o.hidden) owners \(o.styleOwner ?? "nil") \(o.hiddenOwner ?? "nil")"
        out += " animation \(o.animation.rawValue) legible \(o.legible.map { "\($0)" } ?? "nil") contrast \(o.contrast.map { "\($0)" } ?? "nil")"
        for d in o.diagnostics { out += "\n  diagnostic \(d)" }
        for entry in o.trace { out += "\n  \(entry.rule) [\(entry.kind)] \(entry.message)" }
      }
      return out
    }
  }
}

/// FNV-1a, 64 bits: a digest that is the same on every run (Swift's `Hasher` is seeded per process).
struct Digest {
  private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Adds a string's UTF-8 bytes and a separator.
  mutating func add(_ text: String) {
    for byte in text.utf8 {
      state ^= UInt64(byte)
      state = state &* 0x100_0000_01b3
    }
    state ^= 0xff
    state = state &* 0x100_0000_01b3
  }

  /// The digest in hexadecimal.
  var value: String { String(state, radix: 16) }
}
