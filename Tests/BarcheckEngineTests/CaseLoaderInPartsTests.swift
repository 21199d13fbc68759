import BarcheckEngine
import BarcheckJSON
import BarcheckTools
import Foundation
import Synchronization
import Testing

@testable import BarcheckModel

/// A file of many cases is cut into its elements, each parsed and decoded on its own, in parts on several threads when
/// the loader is given a way to run them; what it returns must be exactly what parsing the whole file and loading it on
/// one thread returns (`CaseLoader.loadWhole`, what it always did), problems included.
@Suite("Loading a file's cases in parts")
struct CaseLoaderInPartsTests {
  /// Runs the parts on several threads, as the engine's feed does.
  static let concurrently: CaseLoader.Concurrently = { count, body in ConcurrentMap.map(count, width: 4) { body($0) } }

  /// The text of a file of generated cases, each filled with the reference's expectations, with `edit` applied to
  /// each case's JSON text by index.
  static func file(cases count: Int, edit: (Int, String) -> String = { $1 }) -> SourceFile {
    let texts = (0..<count).compactMap { index -> String? in
      guard let filled = ReferenceExpectations.fill(ScenarioGenerator(seed: 7).generate(index)) else { return nil }
      return edit(index, JSONWriter.string(filled.json()))
    }
    return SourceFile(path: "cases/generated.json", text: "[\n" + texts.joined(separator: ",\n") + "\n]\n")
  }

  static let edits: [(String, @Sendable (Int, String) -> String)] = [
    ("no problem", { $1 }),
    ("an unknown key in case 150", { $0 == 150 ? $1.replacingOccurrences(of: "\"title\"", with: "\"tilte\"") : $1 }),
    ("case 200 with the id of case 10", { $0 == 200 ? $1.replacingOccurrences(of: "seed-7-case-200\"", with: "seed-7-case-10\"") : $1 }),
    ("a step with a wrong type in every case", { $1.replacingOccurrences(of: "\"hidden\":false", with: "\"hidden\":0") }),
    ("a syntax error in case 150", { $0 == 150 ? $1.replacingOccurrences(of: "\"title\":", with: "\"title\"") : $1 }),
    (
      "a case 20 whose title has brackets, braces, quotes and backslashes",
      {
        $0 == 20 ? $1.replacingOccurrences(of: "A generated scenario", with: #"A ] generated } [scenario\" {\\"#) : $1
      }
    ),
    ("content after the root array", { $0 == 0 ? "]" + $1 : $1 }),
  ]

  @Test("the cases, diagnostics and fingerprints are those of parsing the whole file", arguments: edits.indices, [true, false])
  func sameAsOneThread(_ which: Int, digests: Bool) {
    let file = Self.file(cases: 300, edit: Self.edits[which].1)
    let one = CaseLoader.loadWhole(file, mode: .suite, digests: digests)
    // Whether the file was cut into its elements and loaded so: only that path runs parts (`loadWhole` never does), and
    // a part that finds a problem returns nil and sends the file to `loadWhole`.
    let parts = Mutex((run: 0, loaded: 0))
    let counting: CaseLoader.Concurrently = { count, body in
      Self.concurrently(count) { part in
        let loaded = body(part)
        parts.withLock {
          $0.run += 1
          if loaded != nil { $0.loaded += 1 }
        }
        return loaded
      }
    }
    let inParts = CaseLoader.load(file, digests: digests, concurrently: counting)
    // A clean file (and the one whose title has brackets, braces, quotes and backslashes) must be loaded by elements.
    if which == 0 || which == 5 {
      let (run, loaded) = parts.withLock { $0 }
      #expect(run > 0 && loaded == run)
    }
    for loaded in [inParts, CaseLoader.load(file, digests: digests)] {
      #expect(loaded.cases == one.cases)
      #expect(loaded.diagnostics.map(\.description) == one.diagnostics.map(\.description))
      #expect(loaded.fingerprints == one.fingerprints)
    }
    if which == 0 || which == 5 {
      #expect(one.cases.count > 250)
      #expect(one.diagnostics.isEmpty)
    } else {
      #expect(!one.diagnostics.isEmpty, "the edit must make a problem for the test to mean anything")
    }
  }
}
