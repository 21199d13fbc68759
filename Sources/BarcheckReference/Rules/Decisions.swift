import BarcheckModel

/// How a rule makes a decision: in one call, the clause of SPEC.md it rests on, what the reference decides, the mutant
/// that makes it the wrong way (in what situation, and what it decides instead) and, when the decision is traced, its
/// note. A version boundary is the same idea with a helper of its own, `reached(_:)`.
///
/// - `holds` is a condition: `holds(.s17_1, isVerticallyCompact, unless: .s17CompactHeightShows, gives: false)`. With a
///   note, it notes the decision when the condition holds, as a rule's `if` does before its branch.
/// - `decide` is a value (a style, a controller, an animation): `decide(.s5_1, .darkContent, unless:
///   .s5LegacyDefaultIsLightContent, gives: .lightContent)`. With a note, it notes the decision once it is made.
/// - `when:` narrows the mutant to a situation (`unless: .s4DarkContentFollowsAppearance, when: style == .darkContent`);
///   elsewhere the mutant decides as the reference does.
///
/// A decision the reference never makes, only a mutant, reads `holds(clause, false, unless: mutant, gives: …)`: the
/// clause says it does not happen. Every argument but the mutant is an autoclosure and every helper is inlined, so a
/// resolution evaluates only what it reads: the reference never evaluates a mutant's answer, a mutant never evaluates
/// (nor notes) the reference's answer it replaces, and an untraced resolution (`SilentTracer`) builds neither clause nor
/// message. The few mutants that act elsewhere (on an event's effect, on state kept across steps) are listed in
/// `MutantRegistryTests`.
extension RuleSession {
  /// Whether a condition holds: as `clause` decides it, or as the mutant `flip` decides it when the session plays it.
  ///
  /// - Parameters:
  ///   - clause: The clause the decision rests on.
  ///   - reference: The reference's answer.
  ///   - flip: The mutant that makes this decision the wrong way.
  ///   - situation: Where the mutant acts; elsewhere it answers as the reference does. Everywhere by default.
  ///   - mutated: The mutant's answer (`false`, `true`, the opposite, or another condition).
  @inline(__always)
  func holds(
    _ clause: @autoclosure () -> SpecClause, _ reference: @autoclosure () -> Bool, unless flip: Mutant,
    when situation: @autoclosure () -> Bool = true, gives mutated: @autoclosure () -> Bool
  ) -> Bool {
    // The mutant is asked first, as a branch of its own: written as one condition, the optimizer evaluated a pure
    // mutated answer (a scan of every controller) before asking whether the mutant plays.
    guard mutant == flip else { return reference() }
    return situation() ? mutated() : reference()
  }

  /// Whether a condition holds, as `holds(_:_:unless:when:gives:)` decides it, noting `message` with `clause` when it does.
  ///
  /// - Parameters:
  ///   - clause: The clause the decision rests on, and the note's.
  ///   - reference: The reference's answer.
  ///   - flip: The mutant that makes this decision the wrong way.
  ///   - situation: Where the mutant acts; elsewhere it answers as the reference does. Everywhere by default.
  ///   - mutated: The mutant's answer.
  ///   - message: What the trace says when the condition holds.
  ///   - tracer: Where the note goes.
  @inline(__always)
  func holds(
    _ clause: @autoclosure () -> SpecClause, _ reference: @autoclosure () -> Bool, unless flip: Mutant,
    when situation: @autoclosure () -> Bool = true, gives mutated: @autoclosure () -> Bool, note message: @autoclosure () -> String,
    tracer: inout some TraceSink
  ) -> Bool {
    let holds = mutant == flip ? (situation() ? mutated() : reference()) : reference()
    if holds { tracer.note(clause(), message()) }
    return holds
  }

  /// A value: as `clause` decides it, or as the mutant `flip` decides it when the session plays it.
  ///
  /// - Parameters:
  ///   - clause: The clause the decision rests on.
  ///   - reference: The reference's value.
  ///   - flip: The mutant that makes this decision the wrong way.
  ///   - situation: Where the mutant acts; elsewhere it decides as the reference does. Everywhere by default.
  ///   - mutated: The mutant's value.
  @inline(__always)
  func decide<Value>(
    _ clause: @autoclosure () -> SpecClause, _ reference: @autoclosure () -> Value, unless flip: Mutant,
    when situation: @autoclosure () -> Bool = true, gives mutated: @autoclosure () -> Value
  ) -> Value {
    guard mutant == flip else { return reference() }
    return situation() ? mutated() : reference()
  }

  /// A value, as `decide(_:_:unless:when:gives:)` decides it, then noting `message` with `clause`.
  ///
  /// - Parameters:
  ///   - clause: The clause the decision rests on, and the note's.
  ///   - reference: The reference's value.
  ///   - flip: The mutant that makes this decision the wrong way.
  ///   - situation: Where the mutant acts; elsewhere it decides as the reference does. Everywhere by default.
  ///   - mutated: The mutant's value.
  ///   - message: What the trace says, once the value is decided.
  ///   - tracer: Where the note goes.
  @inline(__always)
  func decide<Value>(
    _ clause: @autoclosure () -> SpecClause, _ reference: @autoclosure () -> Value, unless flip: Mutant,
    when situation: @autoclosure () -> Bool = true, gives mutated: @autoclosure () -> Value, note message: @autoclosure () -> String,
    tracer: inout some TraceSink
  ) -> Value {
    let value = mutant == flip ? (situation() ? mutated() : reference()) : reference()
    tracer.note(clause(), message())
    return value
  }
}
