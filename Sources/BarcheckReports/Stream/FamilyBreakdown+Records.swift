public import BarcheckEngine

extension FamilyBreakdown {
  /// The breakdown of a stream's records.
  public init(_ summaries: [CaseRecords.Summary]) {
    self.init()
    for summary in summaries { add(family: summary.family, outcome: summary.outcome) }
  }
}
