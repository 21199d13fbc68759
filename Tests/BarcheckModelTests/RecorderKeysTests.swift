import BarcheckTestSupport
import Foundation
import Testing

@testable import BarcheckModel

/// The keys `Examples/recorder/BarcheckRecorder.swift` writes: those of its dictionary literals (one entry a line,
/// outside comments) and of its subscript assignments (`record["navigationBar"] = …`). The recorder cannot import
/// barcheck (it is one file dropped into an app, and it is never compiled here), so its keys are checked by reading it.
private func recorderKeys() throws -> Set<String> {
  let source = try String(
    contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/recorder/BarcheckRecorder.swift"), encoding: .utf8)
  let literal = #/^\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*:/#
  let subscriptKey = #/\["([A-Za-z_][A-Za-z0-9_]*)"\]\s*=/#
  var keys: Set<String> = []
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
    if let match = line.firstMatch(of: literal) { keys.insert(String(match.1)) }
    for match in line.matches(of: subscriptKey) { keys.insert(String(match.1)) }
  }
  return keys
}

@Suite("the recorder writes the keys the capture reader accepts")
struct RecorderKeysTests {
  @Test("the recorder's JSON keys are exactly the capture reader's")
  func sameKeys() throws {
    let written = try recorderKeys()
    let read = CaptureDecoder.allKeys
    #expect(written.subtracting(read).sorted() == [], "keys the recorder writes that barcheck rejects")
    #expect(read.subtracting(written).sorted() == [], "keys barcheck reads that the recorder never writes")
  }

  @Test("the recorder stays out of the package and says it is not compiled here")
  func outsideThePackage() throws {
    let manifest = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(!manifest.contains("recorder"))
    let source = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Examples/recorder/BarcheckRecorder.swift"), encoding: .utf8)
    #expect(source.contains("NOT COMPILED AGAINST UIKIT IN THIS PROJECT'S CI"))
    #expect(source.contains("#if canImport(UIKit)"))
  }
}
