public import BarcheckModel

extension SpecDocument {
  /// Checks the clause tables and the evidence tags: every clause is well formed, numbered in order and anchored;
  /// every tag names a clause of its rule and every clause is tagged; each clause's confidence is no firmer than the
  /// evidence tagged to it gives (SPEC.md, "How to read this document"); and the tools' clauses (`SpecClause.all`)
  /// are the document's.
  public func checkClauses() -> [Diagnostic] {
    var out: [Diagnostic] = []
    func error(_ line: Int, _ message: String, help: String) {
      out.append(Diagnostic(.error, file: path, position: SourcePosition(line: line, column: 1), message: message, help: help))
    }
    for rule in rules {
      if rule.clauses.isEmpty {
        error(rule.line, "rule \(rule.id) has no clauses", help: "add a \"**Clauses**\" table (SPEC.md, \"Conventions the tools read\")")
        continue
      }
      let ids = Set(rule.clauses.map(\.id))
      for (index, clause) in rule.clauses.enumerated() {
        let expected = "\(rule.id).\(index + 1)"
        if clause.id != expected {
          error(
            clause.line, "clause \(clause.id) is number \(index + 1) of rule \(rule.id)",
            help: "number the clauses of a rule 1, 2, 3… in order: \(expected)")
        }
        if clause.anchor != clause.id.lowercased() {
          error(clause.line, "clause \(clause.id) has no anchor", help: "start the row with <a id=\"\(clause.id.lowercased())\"></a>")
        }
        if clause.kind == nil {
          error(clause.line, "clause \(clause.id) has kind \"\(clause.kindText)\"", help: "write statement, negative or boundary X.Y")
        }
        if clause.says.count < 12 {
          error(clause.line, "clause \(clause.id) says nothing an implementer could check", help: "state it in one sentence")
        }
        guard let level = clause.level else {
          error(clause.line, "clause \(clause.id) has no confidence", help: "write must, should or tentative in its last column")
          continue
        }
        let tagged = rule.evidence(for: clause.id)
        if tagged.isEmpty {
          error(
            clause.line, "clause \(clause.id) has no evidence",
            help:
              "tag the evidence lines that show it ([\(clause.id)] at the end), or list it on the line \"- No first-hand evidence found either way for: …\""
          )
          continue
        }
        let sources = Set(tagged.compactMap(\.source))
        let apple = tagged.contains(where: \.isApple)
        let firm: RequirementLevel = apple ? .must : (sources.count >= 2 || tagged.contains(where: \.shipped)) ? .should : .tentative
        if level < firm {
          let what = sources.isEmpty ? "inference alone" : sources.count == 1 ? "one source" : "\(sources.count) sources, none of them Apple's"
          error(
            clause.line, "clause \(clause.id) is \(level.rawValue), but its evidence (\(what)) makes it \(firm.rawValue) at most",
            help: "lower it to \(firm.rawValue), or tag the evidence that makes it \(level.rawValue)")
        }
      }
      for item in rule.items {
        guard let tags = item.tags else {
          error(
            item.line, "an evidence line of \(rule.id) names no clause", help: "end it with the clauses it shows, [\(rule.id).1, …], or [] for none")
          continue
        }
        for tag in tags where !ids.contains(tag) {
          error(
            item.line, "evidence of \(rule.id) is tagged with \(tag), which is not a clause of \(rule.id)", help: "tag the clauses of its own rule")
        }
      }
    }
    let written = Dictionary(clauses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for clause in clauses {
      guard let known = SpecClause.named(clause.id) else {
        error(clause.line, "the tools do not know clause \(clause.id)", help: "run Tests/make_clause_registry.py to regenerate SpecClause.all")
        continue
      }
      if known.kind != clause.kind || known.level != clause.level || known.says != clause.says {
        error(clause.line, "clause \(clause.id) differs from the tools' SpecClause.\(known.id)", help: "run Tests/make_clause_registry.py")
      }
    }
    for known in SpecClause.all where written[known.id] == nil {
      out.append(
        Diagnostic(
          .error, file: path, message: "the tools know clause \(known.id), which SPEC.md does not have", help: "run Tests/make_clause_registry.py"))
    }
    return out
  }
}
