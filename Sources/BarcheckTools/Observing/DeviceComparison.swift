package import BarcheckModel

/// What a real device showed at a step of an app scenario (`"device"`, from a capture) against what the reference
/// shows there: whether the model agrees, and where it does not, what it says instead and why, from its trace.
package struct DeviceComparison: Sendable, Hashable {
  /// The 0-based step.
  package var step: Int
  /// What the device showed.
  package var device: DeviceRecord
  /// What the reference shows.
  package var model: Observation
  /// The aspects on which they differ; empty when the model agrees.
  package var differences: [StatusBarAspect]

  /// Whether the model shows what the device showed.
  package var agrees: Bool { differences.isEmpty }

  /// Compares a step's device record with the reference's observation.
  ///
  /// - Parameters:
  ///   - step: The step; nil comparison when it has no `device`.
  ///   - index: Its 0-based place.
  ///   - observation: What the reference shows after it, with its trace.
  /// - Returns: The comparison, or nil when the step records nothing of the device.
  package static func compare(_ step: Step, index: Int, observation: Observation) -> DeviceComparison? {
    guard let device = step.device, !device.isEmpty else { return nil }
    var differences: [StatusBarAspect] = []
    if let style = device.style, style != observation.style { differences.append(.style) }
    if let hidden = device.hidden, hidden != observation.hidden { differences.append(.visibility) }
    return DeviceComparison(step: index, device: device, model: observation, differences: differences)
  }

  /// `showed lightContent, visible: the model agrees`, or, when they differ, `the device showed darkContent,
  /// visible; the model says lightContent, visible because …`.
  package var text: String {
    let shown = Self.describe(style: device.style, hidden: device.hidden)
    guard !agrees else { return "showed \(shown): the model agrees" }
    let model = Self.describe(style: device.style == nil ? nil : self.model.style, hidden: device.hidden == nil ? nil : self.model.hidden)
    let reasons = differences.map(reason).filter { !$0.isEmpty }
    return "the device showed \(shown); the model says \(model)" + (reasons.isEmpty ? "" : " because " + reasons.joined(separator: "; and "))
  }

  /// `lightContent, visible`, with only the fields recorded.
  static func describe(style: ContentStyle?, hidden: Bool?) -> String {
    [style?.rawValue, hidden.map { $0 ? "hidden" : "visible" }].compactMap { $0 }.joined(separator: ", ")
  }

  /// Why the model decides an aspect as it does: the trace's decisive entries for it, each with its rule. In view-controller
  /// mode those are the walk's last forwarding, its owner and what the owner's preference resolves to; where the trace
  /// has no walk (application mode), every entry but the trigger and legibility.
  func reason(_ aspect: StatusBarAspect) -> String {
    let trace = model.trace
    var entries: [TraceEntry]
    if let start = trace.firstIndex(where: { $0.kind == .walkStarted(aspect) }) {
      let end = trace[(start + 1)...].firstIndex { if case .walkStarted = $0.kind { true } else { false } } ?? trace.endIndex
      let segment = Array(trace[(start + 1)..<end])
      if let owner = segment.firstIndex(where: { $0.kind == .ownerDecided(aspect) }) {
        entries = Array(segment[max(0, owner - 1)...])
      } else {
        entries = segment
      }
    } else {
      entries = trace
    }
    entries = entries.filter { !$0.rule.isEmpty && $0.ruleID != .s20 && $0.ruleID != .s23 }
    return entries.map { "\($0.message) (\($0.rule))" }.joined(separator: "; ")
  }

  /// The rules the reference's trace cites at the step, in order of first mention.
  package var rulesCited: [RuleID] {
    var seen: Set<RuleID> = []
    return model.trace.compactMap(\.ruleID).filter { seen.insert($0).inserted }
  }
}
