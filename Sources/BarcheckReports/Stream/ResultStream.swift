import BarcheckEngine
import BarcheckModel

/// A run as JSON Lines: a header, one line per case, and a footer that says whether the run
/// completed. Every report is rendered from this value, whether it was just produced or read
/// back from a file (`barcheck report`).
public struct ResultStream: Sendable, Hashable {
  /// What was run.
  public var header: RunHeader
  /// One record per case that finished, in suite order: in memory, or left in the stream's file.
  public var cases: CaseRecords
  /// When the run ended; nil when the stream has no footer (the run died).
  public var endTime: Timestamp?
  /// Whether every selected case finished.
  public var complete: Bool
  /// The run's wall time in seconds, as measured by the runner; nil when the stream has no footer.
  public var duration: Double?

  /// Creates a stream of records held in memory.
  public init(header: RunHeader, cases: [CaseRecord], endTime: Timestamp?, complete: Bool, duration: Double? = nil) {
    self.init(header: header, records: CaseRecords(cases), endTime: endTime, complete: complete, duration: duration)
  }

  /// Creates a stream.
  public init(header: RunHeader, records: CaseRecords, endTime: Timestamp?, complete: Bool, duration: Double? = nil) {
    self.header = header
    self.cases = records
    self.endTime = endTime
    self.complete = complete
    self.duration = duration.map { ($0 * 1000).rounded() / 1000 }
  }

  /// Cases per outcome.
  public var counts: [Outcome: Int] { cases.counts }

  /// The run's wall time: as the runner measured it, else the sum of the case durations.
  public var totalSeconds: Double {
    duration ?? cases.summaries.reduce(0) { $0 + $1.duration }
  }

  /// Whether anything unexpected happened (or the run did not complete).
  public var failed: Bool { !complete || cases.problemCount > 0 }

  /// The footer line's JSON.
  public var footerJSON: JSON {
    let counts = self.counts
    return .object([
      "type": .string("footer"),
      "counts": .object(Outcome.allCases.map { JSONMember(key: $0.rawValue, value: JSONNode(.number(Double(counts[$0, default: 0])))) }),
      "cases": .number(Double(cases.count)),
      "endTime": endTime.map { .string($0.description) },
      "duration": duration.map(JSON.number),
      "complete": .bool(complete),
    ])
  }

  /// The whole stream as JSON Lines text.
  public var text: String {
    var out = ""
    write { out += $0 }
    return out
  }

  /// Writes the stream line by line.
  public func write(into sink: (String) -> Void) {
    sink(JSONWriter.string(header.json) + "\n")
    cases.writeLines(into: sink)
    sink(JSONWriter.string(footerJSON) + "\n")
  }

  /// Reads a stream. A stream without a footer is read as incomplete; a malformed line is an error
  /// that names the line.
  public init(text: String) throws(StreamError) {
    var header: RunHeader?
    var cases: [CaseRecord] = []
    var endTime: Timestamp?
    var duration: Double?
    var complete = false
    var sawFooter = false
    for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.allSatisfy(\.isWhitespace) else { continue }
      let node: JSONNode
      do {
        node = try JSONParser.parse(String(line))
      } catch {
        throw StreamError("line \(i + 1): malformed JSON: \(error.message)")
      }
      do throws(StreamError) {
        switch node["type"]?.stringValue {
        case "header":
          guard header == nil else { throw StreamError("a second header") }
          header = try RunHeader(node)
        case "case":
          guard header != nil else { throw StreamError("a case before the header") }
          guard !sawFooter else { throw StreamError("a case after the footer") }
          cases.append(try CaseRecord(node))
        case "footer":
          sawFooter = true
          let reader = StreamReader(node: node, what: "the footer")
          complete = try reader.bool("complete")
          endTime = reader.optionalString("endTime").flatMap(Timestamp.init)
          if case .number(let seconds)? = node["duration"]?.value { duration = seconds }
        default:
          throw StreamError("unknown line type; expected header, case or footer")
        }
      } catch {
        throw StreamError("line \(i + 1): \(error.message)")
      }
    }
    guard let header else { throw StreamError("the stream has no header line") }
    self.init(header: header, cases: cases, endTime: endTime, complete: sawFooter && complete, duration: duration)
  }
}
