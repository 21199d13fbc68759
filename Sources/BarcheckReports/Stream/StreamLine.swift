import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// One line of a result stream, read strictly (`DecodingReader`): a header, a case or a footer.
enum StreamLine {
  /// What was run.
  case header(RunHeader)
  /// One case's record.
  case record(CaseRecord)
  /// How the run ended.
  case footer(Footer)

  /// The last line of a stream.
  struct Footer {
    /// When the run ended.
    var endTime: Timestamp?
    /// The run's wall time in seconds.
    var duration: Double?
    /// Whether every selected case finished.
    var complete: Bool
    /// Why the run stopped early, when it did.
    var stopped: String?
    /// How many case lines the stream holds, as the footer counts them.
    var cases: Int?
    /// The case files the run could not load, when there were any.
    var unloaded: UnloadedFiles?
  }

  enum LineType: String, CaseIterable {
    case header, `case`, footer
  }

  static let footerKeys = ["type", "counts", "cases", "endTime", "complete", "duration", "stopped", "unloaded"]

  /// Reads one line.
  ///
  /// - Parameters:
  ///   - bytes: The line's text without its newline.
  ///   - number: Its 1-based line number, for the error's position.
  /// - Throws: `StreamError` with the line, column and JSON path of the first problem.
  static func decode(_ bytes: [UInt8], number: Int) throws(StreamError) -> StreamLine {
    do {
      return try DecodingReader.read(SourceFile(path: "", bytes: bytes)) { node, reader in
        switch reader.kind(of: node, LineType.self, what: "a stream line") {
        case .header: return RunHeader.read(node, reader: &reader).map(StreamLine.header)
        case .case: return CaseRecord.read(node, reader: &reader).map(StreamLine.record)
        case .footer: return readFooter(node, reader: &reader).map(StreamLine.footer)
        case nil: return nil
        }
      }
    } catch {
      throw StreamError(error, line: number)
    }
  }

  private static func readFooter(_ node: JSONNode, reader: inout DecodingReader) -> Footer? {
    let what = "the footer"
    guard let fields = reader.object(node, at: .root, allowed: footerKeys, what: what) else { return nil }
    reader.require(fields, "type", "counts", "cases", "complete", what: what)
    if let counts = reader.object(fields, "counts", allowed: Outcome.allCases.map(\.rawValue), what: "the counts") {
      for outcome in Outcome.allCases { _ = reader.count(counts, outcome.rawValue) }
    }
    let cases = reader.count(fields, "cases")
    let endTime = reader.string(fields, "endTime")
    if let endTime, Timestamp(endTime) == nil, let member = fields["endTime"] {
      reader.error("expected a timestamp for \"endTime\", found \"\(endTime)\"", at: member.value.offset, path: .root.appending("endTime"))
    }
    let duration = reader.seconds(fields, "duration")
    guard let complete = reader.bool(fields, "complete") else { return nil }
    return Footer(
      endTime: endTime.flatMap(Timestamp.init), duration: duration, complete: complete,
      stopped: reader.string(fields, "stopped", limit: StreamLimits.text), cases: cases,
      unloaded: UnloadedFiles.read(fields, reader: &reader))
  }
}
