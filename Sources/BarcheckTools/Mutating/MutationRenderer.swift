package import BarcheckEngine
import BarcheckJSON
import BarcheckModel
import BarcheckReference
import BarcheckReports

/// Renders a mutation run (`barcheck mutants`) as JSON and Markdown. Neither holds a timestamp or a
/// duration: the same suite and reference give the same bytes.
package enum MutationRenderer {
  /// The report as JSON: the suite, the scores overall and per rule, and every mutant with its status,
  /// its killing cases and, for an equivalent one, the reviewed reason.
  package static func json(_ report: MutationReport, suite: SuiteIdentity) -> String {
    func score(_ s: MutationReport.Score) -> JSON {
      .object([
        "mutants": .number(Double(s.mutants)), "killed": .number(Double(s.killed)), "survived": .number(Double(s.survived)),
        "equivalent": .number(Double(s.equivalent)), "percent": s.percent.map { .number(($0 * 10).rounded() / 10) },
      ])
    }
    let mutants: [JSON] = report.entries.map { entry in
      .object([
        "id": .string(entry.mutant.id), "rule": .string(entry.mutant.rule), "clause": .string(entry.mutant.clause.id),
        "summary": .string(entry.mutant.summary),
        "status": .string(entry.status.rawValue), "killers": .list(entry.killers.map(JSON.string)),
        "equivalent": entry.equivalentReason.map(JSON.string),
      ])
    }
    return JSONWriter.string(
      .object([
        "format": .string("barcheck-mutants"), "formatVersion": .number(1),
        "suite": .object([
          "name": .string(suite.name), "version": .string(suite.version), "hash": .string(suite.hash), "cases": .number(Double(report.caseCount)),
        ]),
        "score": score(report.overall),
        "rules": .object(report.rules.map { JSONMember(key: $0.rule, value: JSONNode(score($0))) }),
        "clauses": .object(
          report.clauses.map { coverage in
            JSONMember(
              key: coverage.clause.id,
              value: JSONNode(
                .object([
                  "kind": .string(coverage.clause.kind.description), "confidence": .string(coverage.clause.level.rawValue),
                  "mutants": .list(coverage.entries.map { .string($0.mutant.id) }), "pinned": .bool(coverage.pinned),
                  "pinnedBy": .list(coverage.pinnedBy.map(JSON.string)),
                ])))
          }),
        "mutants": .list(mutants),
      ]), layout: .pretty) + "\n"
  }

  /// The report as Markdown: the score, the per-rule table, the survivors, the equivalents with their reasons,
  /// and every mutant with the cases that kill it.
  package static func markdown(_ report: MutationReport, suite: SuiteIdentity) -> String {
    let overall = report.overall
    var md = "## Mutation score: \(TextEscaping.markdown(suite.name)) \(TextEscaping.markdown(suite.version))\n\n"
    md +=
      "\(report.caseCount) cases against \(overall.mutants) mutants of the reference resolver: \(overall.killed) killed, \(overall.survived) survived, \(overall.equivalent) equivalent; score \(overall.percentText) (killed / (mutants − equivalent)).\n\n"
    md += rulesTable(report)
    let survivors = report.survivors
    md += "\n### Survivors\n\n"
    md += survivors.isEmpty ? "None: every mutant that can change an observation is killed.\n" : ""
    for entry in survivors { md += "- `\(entry.mutant.id)`: \(TextEscaping.markdown(entry.mutant.summary))\n" }
    let equivalents = report.entries.filter { $0.status == .equivalent }
    if !equivalents.isEmpty {
      md += "\n### Equivalent (reviewed)\n\n"
      for entry in equivalents {
        md +=
          "- `\(entry.mutant.id)`: \(TextEscaping.markdown(entry.mutant.summary)). Why: \(TextEscaping.markdown(entry.equivalentReason ?? ""))\n"
      }
    }
    md += "\n### By clause\n\n"
    let clauses = report.clauses
    md +=
      "\(clauses.count) clauses of SPEC.md, \(clauses.count { $0.pinned }) pinned by a case that fails when the clause is flipped (a boundary needs a case on each side).\n\n"
    md += "| clause | kind | confidence | mutants | killed | coverage |\n| --- | --- | --- | ---: | ---: | --- |\n"
    for coverage in clauses {
      let pinned = coverage.pinned ? coverage.state { "`\($0)`" } : "**not pinned**: \(coverage.state())"
      md +=
        "| [\(coverage.clause.id)](\(coverage.clause.specReference)) | \(coverage.clause.kind) | \(coverage.clause.level.rawValue) | \(coverage.entries.count) | \(coverage.killed) | \(pinned) |\n"
    }
    md += "\n### Every mutant\n\n| mutant | clause | status | killed by |\n| --- | --- | --- | --- |\n"
    for entry in report.entries {
      let shown = entry.killers.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
      let more = entry.killers.count > 3 ? " and \(entry.killers.count - 3) more" : ""
      md += "| `\(entry.mutant.id)` | \(entry.mutant.clause.id) | \(entry.status.rawValue) | \(shown)\(more) |\n"
    }
    return md
  }

  /// The per-rule table, as the README's "Suite strength" section shows it.
  package static func rulesTable(_ report: MutationReport) -> String {
    var md = "| rule | mutants | killed | survived | equivalent | score |\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
    for score in report.rules + [report.overall] {
      md += "| \(score.rule) | \(score.mutants) | \(score.killed) | \(score.survived) | \(score.equivalent) | \(score.percentText) |\n"
    }
    return md
  }
}
