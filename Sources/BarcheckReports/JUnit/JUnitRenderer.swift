import BarcheckEngine
import BarcheckModel
import Foundation

/// Renders a result stream as JUnit XML, as Jenkins, GitLab, GitHub Actions reporters and Azure
/// DevOps read it: one `<testsuite>` per resolver and family, one `<testcase>` per case.
package enum JUnitRenderer {
  /// Which dialect to write.
  package enum Flavor: String, Sendable, CaseIterable {
    /// Everything useful: `file` on test cases, typed `<skipped>`, `<system-err>` with resolver logs.
    case standard
    /// Only the junit-10 subset Jenkins xUnit accepts (Tests/Fixtures/junit-10-subset.xsd).
    case strict
  }

  /// The XML text.
  package static func render(_ stream: ResultStream, flavor: Flavor = .standard) -> String {
    var text = ""
    render(stream, flavor: flavor) { text += $0 }
    return text
  }

  /// Writes the XML in pieces, test case by test case.
  package static func render(_ stream: ResultStream, flavor: Flavor = .standard, into sink: (String) -> Void) {
    let resolver = stream.header.resolver
    var families: [String: [Int]] = [:]
    for (index, summary) in stream.cases.summaries.enumerated() { families[summary.family, default: []].append(index) }
    var counts = Counts(stream.cases.summaries)
    let unloaded = stream.unloaded.map(unloadedTestcases) ?? []
    counts.tests += unloaded.count
    counts.errors += unloaded.count
    // A run that stopped early (interrupted, --max-fail, killed) is one errored test case more, as unloaded files are:
    // dashboards count errors, and an interrupted run without failures read green there.
    let stoppedEarly = !stream.complete && (stream.stopped != nil || stream.lostLines != nil || stream.unloaded == nil)
    if stoppedEarly {
      counts.tests += 1
      counts.errors += 1
    }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if !stream.complete {
      xml +=
        "<!-- incomplete: \(TextEscaping.xml(stream.incompleteReason).replacingOccurrences(of: "--", with: "- -")); only the cases that finished are listed -->\n"
    }
    xml += "<testsuites name=\"barcheck\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\""
    if flavor == .standard { xml += " skipped=\"\(counts.skipped)\" timestamp=\"\(stream.header.startTime)\"" }
    xml += " time=\"\(formatSeconds(stream.totalSeconds))\">\n"
    for family in families.keys.sorted() {
      let indices = families[family] ?? []
      let summaries = indices.map { stream.cases.summaries[$0] }
      let suiteCounts = Counts(summaries)
      let name = "\(resolver.name).\(family)"
      xml += "  <testsuite name=\"\(TextEscaping.xml(name))\" tests=\"\(suiteCounts.tests)\" failures=\"\(suiteCounts.failures)\""
      xml +=
        " errors=\"\(suiteCounts.errors)\" skipped=\"\(suiteCounts.skipped)\" time=\"\(formatSeconds(summaries.reduce(0) { $0 + $1.duration }))\""
      xml += " timestamp=\"\(stream.header.startTime)\" hostname=\"\(TextEscaping.xml(stream.header.hostname))\">\n"
      xml += "    <properties>\n"
      let profiles = Set(summaries.map(\.profile)).sorted().map(\.rawValue).joined(separator: ",")
      let properties: [(String, String)] = [
        ("suite.name", stream.header.suite.name), ("suite.version", stream.header.suite.version), ("suite.hash", stream.header.suite.hash),
        ("runner.version", stream.header.runnerVersion), ("resolver.name", resolver.name), ("resolver.version", resolver.version),
        ("profile", profiles), ("seed", stream.header.seed ?? "none"), ("complete", String(stream.complete)),
      ]
      for (key, value) in properties {
        xml += "      <property name=\"\(key)\" value=\"\(TextEscaping.xml(value))\"/>\n"
      }
      xml += "    </properties>\n"
      sink(xml)
      xml = ""
      // A pass is written from its summary; other records are read a family at a time, 512 at once, so a
      // file-backed stream is never held whole and a run that passes is not read back at all.
      let classname = TextEscaping.xml("barcheck.\(name)")
      var batch: [Int] = []
      func flush() {
        for record in stream.cases.records(at: batch) { sink(testcase(record, classname: classname, flavor: flavor)) }
        batch.removeAll(keepingCapacity: true)
      }
      for index in indices {
        let summary = stream.cases.summaries[index]
        guard summary.outcome != .pass else {
          flush()
          sink(opening(id: summary.id, duration: summary.duration, file: summary.file, classname: classname, flavor: flavor) + "/>\n")
          continue
        }
        batch.append(index)
        if batch.count == 512 { flush() }
      }
      flush()
      xml += "  </testsuite>\n"
    }
    if let files = stream.unloaded, !unloaded.isEmpty {
      xml += unloadedSuite(files, testcases: unloaded, stream: stream, flavor: flavor)
    }
    if stoppedEarly { xml += incompleteSuite(stream, flavor: flavor) }
    xml += "</testsuites>\n"
    sink(xml)
  }

  /// One errored `<testcase>` for each named file that could not be loaded, and one for the files not named: CI test
  /// views list errors, and a run whose missing cases showed only in a comment looked green there. `classname` is
  /// `barcheck.<resolver>.unloaded-files`, `name` the file's path.
  private static func unloadedTestcases(_ unloaded: UnloadedFiles) -> [(name: String, file: String?, message: String)] {
    var testcases = unloaded.files.map { (name: $0.path, file: Optional($0.path), message: "the file could not be loaded: \($0.error)") }
    if unloaded.unnamed > 0 {
      testcases.append(
        (
          name: "\(unloaded.unnamed) more file\(unloaded.unnamed == 1 ? "" : "s")", file: nil,
          message: "\(unloaded.unnamed) more file\(unloaded.unnamed == 1 ? "" : "s") could not be loaded; the run's console output lists them"
        ))
    }
    return testcases
  }

  /// The `<testsuite>` of the files that could not be loaded, written as the families' suites are.
  private static func unloadedSuite(
    _ unloaded: UnloadedFiles, testcases: [(name: String, file: String?, message: String)], stream: ResultStream, flavor: Flavor
  ) -> String {
    let name = "\(stream.header.resolver.name).unloaded-files"
    var xml =
      "  <testsuite name=\"\(TextEscaping.xml(name))\" tests=\"\(testcases.count)\" failures=\"0\" errors=\"\(testcases.count)\" skipped=\"0\""
    xml += " time=\"\(formatSeconds(0))\" timestamp=\"\(stream.header.startTime)\" hostname=\"\(TextEscaping.xml(stream.header.hostname))\">\n"
    xml += "    <properties>\n      <property name=\"unloaded\" value=\"\(unloaded.count)\"/>\n    </properties>\n"
    let classname = TextEscaping.xml("barcheck.\(name)")
    for testcase in testcases {
      xml += opening(id: testcase.name, duration: 0, file: testcase.file, classname: classname, flavor: flavor)
      xml += ">\n      <error message=\"\(TextEscaping.xml(testcase.message))\" type=\"load\">"
      // The path on one line, as every single-line field: a newline in a file's name forged a line in the body.
      let location = testcase.file.map { "\(TextEscaping.line($0, limit: 500)): " } ?? ""
      xml += TextEscaping.xmlBody(location + TextEscaping.line(testcase.message, limit: StreamLimits.text) + "\n") + "</error>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n"
  }

  /// The `<testsuite>` of a run that stopped early: one errored test case, `barcheck.<resolver>.run` / `incomplete`,
  /// whose message is why (`ResultStream.incompleteReason`).
  private static func incompleteSuite(_ stream: ResultStream, flavor: Flavor) -> String {
    let name = "\(stream.header.resolver.name).run"
    let reason = "the run is incomplete: \(stream.incompleteReason); only the cases that finished are listed"
    var xml = "  <testsuite name=\"\(TextEscaping.xml(name))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\""
    xml += " time=\"\(formatSeconds(0))\" timestamp=\"\(stream.header.startTime)\" hostname=\"\(TextEscaping.xml(stream.header.hostname))\">\n"
    xml += opening(id: "incomplete", duration: 0, file: nil, classname: TextEscaping.xml("barcheck.\(name)"), flavor: flavor)
    xml += ">\n      <error message=\"\(TextEscaping.xml(TextEscaping.line(reason, limit: StreamLimits.text)))\" type=\"incomplete\">"
    xml += TextEscaping.xmlBody(TextEscaping.line(reason, limit: StreamLimits.text) + "\n") + "</error>\n    </testcase>\n"
    return xml + "  </testsuite>\n"
  }

  /// A `<testcase` element's start, without its end: `classname` is escaped already.
  private static func opening(id: String, duration: Double, file: String?, classname: String, flavor: Flavor) -> String {
    var xml = "    <testcase classname=\"\(classname)\" name=\"\(TextEscaping.xml(id))\" time=\"\(formatSeconds(duration))\""
    if flavor == .standard, let file { xml += " file=\"\(TextEscaping.xml(file))\"" }
    return xml
  }

  private static func testcase(_ record: CaseRecord, classname: String, flavor: Flavor) -> String {
    var xml = opening(id: record.id, duration: record.duration, file: record.file, classname: classname, flavor: flavor)
    let message = record.message ?? record.outcome.rawValue
    switch record.outcome {
    case .pass:
      return xml + "/>\n"
    case .unexpectedPass:
      if flavor == .strict { return xml + "/>\n" }
      xml += ">\n      <system-out>\(TextEscaping.xmlBody("xpass: " + message))</system-out>\n"
    case .fail:
      xml += ">\n      <failure message=\"\(TextEscaping.xml(message))\" type=\"fail\">"
      xml += TextEscaping.xmlBody(failureBody(record)) + "</failure>\n"
    case .error, .crash, .timeout:
      xml += ">\n      <error message=\"\(TextEscaping.xml(message))\" type=\"\(record.outcome.rawValue)\">"
      var body = message + "\n"
      if !record.logs.isEmpty { body += "\nresolver log (tail):\n" + record.logs }
      xml += TextEscaping.xmlBody(body) + "</error>\n"
    case .skip, .notApplicable, .expectedFailure:
      let kind = record.outcome == .skip ? "skip" : record.outcome == .expectedFailure ? "xfail" : "n/a"
      var text = message
      if let link = record.link { text += " (\(link))" }
      if flavor == .strict {
        xml += ">\n      <skipped message=\"\(TextEscaping.xml("\(kind): \(text)"))\"/>\n"
      } else {
        xml += ">\n      <skipped message=\"\(TextEscaping.xml(text))\" type=\"\(kind)\"/>\n"
      }
    }
    if flavor == .standard && !record.logs.isEmpty && record.outcome == .fail {
      xml += "      <system-err>\(TextEscaping.xmlBody(record.logs))</system-err>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// The failure text: the message first (CI systems show the top line), then every diff, then the references.
  static func failureBody(_ record: CaseRecord) -> String {
    var body = (record.message ?? "fail") + "\n\n"
    for step in Set(record.diffs.map(\.step)).sorted() {
      // A record may come from a stream: a step it names is looked up only when the case has it.
      let event = record.steps.indices.contains(step) ? record.steps[step].event : ""
      body += "step \(step + 1): \(event)\n"
      for diff in record.diffs where diff.step == step {
        body += "  \(diff.field): expected \(diff.expected), observed \(diff.observed)\n"
      }
    }
    // Why barcheck expected this, at the first step that differs: the reference's decisions, rule by rule.
    if let first = record.diffs.first?.step, record.steps.indices.contains(first), !record.steps[first].referenceTrace.isEmpty {
      body += "\nwhy barcheck expected this at step \(first + 1) (the reference resolver's trace):\n"
      for entry in record.steps[first].referenceTrace.prefix(40) { body += "  \(TextEscaping.line(entry.description, limit: 300))\n" }
    }
    body += "\nrules: " + record.rules.map { id in SpecRule.named(id).map { "\(id) (\($0.title))" } ?? id }.joined(separator: "; ") + "\n"
    if !record.sources.isEmpty { body += "sources: " + record.sources.joined(separator: "; ") + "\n" }
    body += "level: \(record.level.rawValue)"
    if let file = record.file { body += "\nfile: \(TextEscaping.line(file, limit: 500))" }
    return body + "\n"
  }

  struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    init(_ summaries: [CaseRecords.Summary]) {
      for summary in summaries {
        tests += 1
        switch summary.outcome {
        case .fail: failures += 1
        case .error, .crash, .timeout: errors += 1
        case .skip, .notApplicable, .expectedFailure: skipped += 1
        case .pass, .unexpectedPass: break
        }
      }
    }
  }
}
