package import BarcheckEngine
import BarcheckJSON
import BarcheckModel

/// Renders a compatibility matrix as JSON, Markdown and self-contained HTML, and badges per resolver.
/// The outputs hold no timestamps or durations, so a published report is byte-for-byte reproducible.
package enum CompatibilityRenderer {
  /// The matrix as JSON.
  package static func json(_ matrix: CompatibilityMatrix) -> String {
    func score(_ s: CompatibilityMatrix.Score) -> JSON {
      .object(["passed": .number(Double(s.passed)), "applicable": .number(Double(s.applicable)), "percent": s.percent.map(JSON.number)])
    }
    let resolvers: [JSON] = matrix.resolvers.enumerated().map { column, identity in
      .object([
        "name": .string(identity.name), "version": .string(identity.version), "language": .string(identity.language),
        "complete": .bool(matrix.complete[column]), "partial": .bool(matrix.isPartial(column)), "cases": .number(Double(matrix.caseCounts[column])),
        "score": score(matrix.score(column)),
        "families": .object(
          matrix.families.map { family in JSONMember(key: family, value: JSONNode(score(matrix.score(column) { $0.family == family }))) }),
        "levels": .object(
          RequirementLevel.allCases.map { level in JSONMember(key: level.rawValue, value: JSONNode(score(matrix.score(column) { $0.level == level })))
          }),
      ])
    }
    let cases: [JSON] = matrix.rows.map { row in
      .object([
        "id": .string(row.id), "family": .string(row.family), "level": .string(row.level.rawValue),
        "outcomes": .object(
          zip(matrix.resolvers, row.outcomes).map { identity, outcome in
            JSONMember(key: identity.name, value: JSONNode(outcome.map { .string($0.rawValue) } ?? .null))
          }),
      ])
    }
    let disagreements: [JSON] = matrix.disagreements.map {
      .object(["id": .string($0.id), "resolver": .string(matrix.resolvers[$0.column].name), "alone": .string($0.passes ? "passes" : "fails")])
    }
    return JSONWriter.string(
      .object([
        "format": .string("barcheck-compat"), "formatVersion": .number(1),
        "suite": .object(["name": .string(matrix.suite.name), "version": .string(matrix.suite.version), "hash": .string(matrix.suite.hash)]),
        "resolvers": .list(resolvers), "interop": score(matrix.interop), "disagreements": .list(disagreements),
        "suiteStrength": matrix.suiteStrength.map { strength in
          .object([
            "mutants": .number(Double(strength.mutants)), "killed": .number(Double(strength.killed)),
            "equivalent": .number(Double(strength.equivalent)), "percent": strength.percent.map { .number(($0 * 10).rounded() / 10) },
          ])
        },
        "cases": .list(cases),
      ]), layout: .pretty) + "\n"
  }

  /// `87.1% (183/210)`, or `n/a`.
  package static func percentText(_ score: CompatibilityMatrix.Score) -> String { percent(score) }

  static func percent(_ score: CompatibilityMatrix.Score) -> String {
    score.percent.map { "\(JSONWriter.format($0))% (\(score.passed)/\(score.applicable))" } ?? "n/a"
  }

  /// One sentence on the suite's mutation score: how many of the reference's mutants it kills.
  package static func suiteStrengthLine(_ strength: MutationScore) -> String {
    "Suite mutation score: \(strength.percentText) (the suite kills \(strength.killed) of the \(strength.mutants - strength.equivalent) mutants of the reference resolver that can change an observation; `barcheck mutants`)."
  }

  /// The matrix as Markdown.
  package static func markdown(_ matrix: CompatibilityMatrix) -> String {
    var md = "## Status bar compatibility: \(MarkdownRenderer.escape(matrix.suite.name)) \(MarkdownRenderer.escape(matrix.suite.version))\n\n"
    md +=
      "Scores count passes out of applicable cases (n/a left out). Interop: \(percent(matrix.interop)) of the cases that apply to every resolver pass in all of them.\n\n"
    if let strength = matrix.suiteStrength { md += suiteStrengthLine(strength) + "\n\n" }
    md += "| resolver | language | all | " + RequirementLevel.allCases.map(\.rawValue).joined(separator: " | ") + " |\n"
    md += "| --- | --- | ---: |" + String(repeating: " ---: |", count: RequirementLevel.allCases.count) + "\n"
    for (column, identity) in matrix.resolvers.enumerated() {
      md +=
        "| \(MarkdownRenderer.escape(identity.name)) \(MarkdownRenderer.escape(identity.version))\(partialNote(matrix, column)) | \(MarkdownRenderer.escape(identity.language)) | \(percent(matrix.score(column))) | "
      md += RequirementLevel.allCases.map { level in percent(matrix.score(column) { $0.level == level }) }.joined(separator: " | ") + " |\n"
    }
    md += "\n### By family\n\n| family | " + matrix.resolvers.map { MarkdownRenderer.escape($0.name) }.joined(separator: " | ") + " |\n"
    md += "| --- |" + String(repeating: " ---: |", count: matrix.resolvers.count) + "\n"
    for family in matrix.families {
      md +=
        "| \(MarkdownRenderer.escape(family)) | "
        + matrix.resolvers.indices.map { percent(matrix.score($0) { $0.family == family }) }.joined(separator: " | ") + " |\n"
    }
    let odd = matrix.disagreements
    if !odd.isEmpty {
      md += "\n### Where one resolver disagrees with all the others (\(odd.count))\n\n"
      for item in odd.prefix(MarkdownRenderer.listLimit) {
        md +=
          "- \(MarkdownRenderer.code(item.id)): \(MarkdownRenderer.escape(matrix.resolvers[item.column].name)) alone \(item.passes ? "passes" : "fails")\n"
      }
      if odd.count > MarkdownRenderer.listLimit { md += "- … and \(odd.count - MarkdownRenderer.listLimit) more\n" }
    }
    return md
  }

  /// ` (partial: 20 of 210 cases)` or ` (incomplete run)` beside a resolver whose score covers less than the suite.
  package static func partialNote(_ matrix: CompatibilityMatrix, _ column: Int) -> String {
    guard matrix.isPartial(column) else { return "" }
    if !matrix.complete[column] { return " (incomplete run)" }
    return " (partial: \(matrix.caseCounts[column]) of \(matrix.suite.caseCount) cases)"
  }

  /// A badge's message: the score, marked when it covers less than the whole suite.
  static func badgeMessage(_ matrix: CompatibilityMatrix, column: Int) -> String {
    percent(matrix.score(column)) + (matrix.isPartial(column) ? ", partial" : "")
  }

  /// A shields.io endpoint badge: `{"schemaVersion":1,"label":…,"message":…,"color":…}`.
  package static func badgeJSON(_ matrix: CompatibilityMatrix, column: Int) -> String {
    let score = matrix.score(column)
    return JSONWriter.string(
      .object([
        "schemaVersion": .number(1), "label": .string("status bar conformance"), "message": .string(badgeMessage(matrix, column: column)),
        "color": .string(matrix.isPartial(column) ? "lightgrey" : color(score)),
      ])) + "\n"
  }

  static func color(_ score: CompatibilityMatrix.Score) -> String {
    guard let percent = score.percent else { return "lightgrey" }
    return percent >= 95 ? "brightgreen" : percent >= 80 ? "green" : percent >= 60 ? "yellow" : percent >= 40 ? "orange" : "red"
  }

  static let hexColours = [
    "brightgreen": "#2e7d32", "green": "#558b2f", "yellow": "#8d6e00", "orange": "#bf5b00", "red": "#c62828", "lightgrey": "#6e6e73",
  ]

  /// A flat SVG badge (fixed-width font metrics, so it needs no fonts at render time).
  package static func badgeSVG(_ matrix: CompatibilityMatrix, column: Int) -> String {
    let score = matrix.score(column)
    let label = "status bar conformance"
    let message = badgeMessage(matrix, column: column)
    let labelWidth = label.count * 7 + 12
    let messageWidth = message.count * 7 + 12
    let width = labelWidth + messageWidth
    let fill = hexColours[matrix.isPartial(column) ? "lightgrey" : color(score)] ?? "#6e6e73"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="20" role="img" aria-label="\(TextEscaping.xml("\(label): \(message)"))">
      <title>\(TextEscaping.xml("\(matrix.resolvers[column].name): \(label) \(message)"))</title>
      <rect width="\(labelWidth)" height="20" fill="#555"/><rect x="\(labelWidth)" width="\(messageWidth)" height="20" fill="\(fill)"/>
      <g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11">
      <text x="6" y="14">\(TextEscaping.xml(label))</text><text x="\(labelWidth + 6)" y="14">\(TextEscaping.xml(message))</text>
      </g>
      </svg>

      """
  }
}
