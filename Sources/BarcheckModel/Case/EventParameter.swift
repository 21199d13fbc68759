/// One row of an event's table (`EventKind.parameters`): a member its step has, whether the step must have it, and
/// what it holds.
package struct EventParameter: Sendable, Hashable {
  /// The member.
  package var member: EventMember
  /// Whether a step with this event must have the member (a missing one is an error).
  package var isRequired: Bool
  /// What the member holds.
  package var type: CaseValueType

  /// A member the step must have.
  static func required(_ member: EventMember, _ type: CaseValueType) -> EventParameter {
    EventParameter(member: member, isRequired: true, type: type)
  }

  /// A member the step may leave out.
  static func optional(_ member: EventMember, _ type: CaseValueType) -> EventParameter {
    EventParameter(member: member, isRequired: false, type: type)
  }
}
