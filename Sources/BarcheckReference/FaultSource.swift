public import BarcheckModel

/// Where a rule session's fault comes from: none for the reference, known before it runs (`NoFault`), or a mutant
/// chosen at run time (`ChosenFault`). `RuleSession` is generic over it so that the reference's rules are compiled with
/// every decision folded to the reference's answer.
public protocol FaultSource: Sendable {
  /// The mutant the session plays; nil for the reference.
  var mutant: Mutant? { get }
}

/// The reference's fault source: no fault, which the compiler sees.
public struct NoFault: FaultSource {
  /// Nil: the reference.
  @inlinable public var mutant: Mutant? { nil }

  /// No fault.
  @inlinable public init() {}
}

/// A fault chosen at run time: a mutant (`barcheck mutants`), or none.
public struct ChosenFault: FaultSource {
  /// The mutant the session plays; nil plays the reference (slower than `NoFault`, the same answers).
  public let mutant: Mutant?

  /// The fault of this mutant.
  public init(_ mutant: Mutant?) { self.mutant = mutant }
}

/// The reference resolver's state while it plays one case (see `RuleSession`).
public typealias ReferenceSession = RuleSession<NoFault>

/// A mutant's state while it plays one case (see `RuleSession`).
public typealias MutantSession = RuleSession<ChosenFault>

extension RuleSession where Fault == NoFault {
  /// Starts a session of the reference on a case's initial scene.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - tracing: Whether observations carry the decisions behind them.
  /// - Throws: `SceneError` when the case's scene is invalid.
  public init(_ testCase: ConformanceCase, tracing: Bool = true) throws(SceneError) {
    self.init(scene: try testCase.startingScene(), tracing: tracing, fault: NoFault())
  }
}

extension RuleSession where Fault == ChosenFault {
  /// Starts a session of a mutant on a case's initial scene.
  ///
  /// - Parameters:
  ///   - testCase: The case.
  ///   - tracing: Whether observations carry the decisions behind them.
  ///   - mutant: The fault to play with (`barcheck mutants`); nil plays the reference.
  /// - Throws: `SceneError` when the case's scene is invalid.
  public init(_ testCase: ConformanceCase, tracing: Bool = true, mutant: Mutant?) throws(SceneError) {
    self.init(scene: try testCase.startingScene(), tracing: tracing, fault: ChosenFault(mutant))
  }
}
