import BarcheckEngine
package import BarcheckJSON
import BarcheckModel

extension CaseRecord {
  /// The record's stream line without its newline: the bytes `JSONWriter` writes for the same value, written directly,
  /// member by member as `CaseRecordMember` lists them.
  public var lineBytes: [UInt8] {
    var out = ByteBuffer(capacity: 4_096)
    writeLine(into: &out)
    return out.bytes
  }

  /// Appends `lineBytes` to `out`, for a writer that keeps its own buffer.
  package func writeLine(into out: inout ByteBuffer) {
    var line = StreamLineWriter(appendingTo: out)
    line.open()
    for member in CaseRecordMember.allCases { member.write(self, into: &line) }
    line.close()
    out = line.finish()
  }

  /// Reads a case line strictly (`DecodingReader`), within `StreamLimits`, member by member as `CaseRecordMember` lists
  /// them: every step a diff names is one of the case's steps.
  static func read(_ node: JSONNode, reader: inout DecodingReader) -> CaseRecord? {
    let what = "a case line"
    guard let fields = reader.object(node, at: .root, allowed: CaseRecordMember.keys, what: what) else { return nil }
    reader.require(fields, CaseRecordMember.required, what: what)
    var record = blank
    for member in CaseRecordMember.allCases { member.read(fields, reader: &reader, into: &record) }
    return reader.hasErrors ? nil : record
  }

  /// The record the reader fills in: every required member replaces its value.
  private static let blank = CaseRecord(CaseResult(testCase: ConformanceCase(id: "", title: "", windows: [], steps: []), outcome: .pass))
}
