import BarcheckJSON
import BarcheckTestSupport
import BarcheckTools
import Foundation
import Testing

@testable import BarcheckModel

/// The loader's fast path (`CaseTapeDecoder`, a suite case decoded from its tape) against the strict reader: the same
/// cases, digests, fingerprints and diagnostics on every bundled case file, on generated suites, and on malformed
/// and unusual cases, which the fast path must hand to the strict reader.
@Suite("The loader's fast path: the strict reader's answers")
struct CaseTapeDecoderTests {
  /// A suite case the fast path takes, which the mutations below change one thing in.
  static let base = """
    {"$schema":"../schema/case.schema.json","id":"fast.base","title":"A base case","rules":["S2","S5"],"level":"must","tags":["t"],\
    "sources":["barcheck test"],"platform":{"os":"17.0","idiom":"phone","homeButton":false},\
    "infoPlist":{"UIViewControllerBasedStatusBarAppearance":true,"UIStatusBarStyle":"UIStatusBarStyleDefault"},\
    "environment":{"appearance":"light","orientation":"portrait"},\
    "windows":[{"id":"main","level":"normal","root":{"id":"nav","kind":"navigation","navigationBarBackground":{"light":"#112233","dark":"#445566"},\
    "viewControllers":[{"id":"vc","preferredStatusBarStyle":"lightContent","background":"#112233","childForStatusBarStyle":null}]}},\
    {"id":"other","level":1000,"visible":false}],\
    "steps":[{"event":"launch","expect":{"style":"lightContent","hidden":false,"styleOwner":"vc","hiddenOwner":"vc","animation":"none"}},\
    {"event":"set","viewController":"vc","properties":{"preferredStatusBarStyle":"darkContent"},"expect":{"style":"darkContent"}},\
    {"event":"push","navigationController":"nav","viewController":{"id":"pushed","kind":"tabBar","selectedIndex":0,"viewControllers":[{"id":"tab"}]},\
    "expect":{"styleOwner":"tab","minimumContrast":4.5,"legible":true}},\
    {"event":"setOverrideUserInterfaceStyle","window":"main","style":"dark","note":"a note"}]}
    """

  /// One change to the base case: each text replaced by its replacement.
  struct Mutation: Sendable, CustomTestStringConvertible {
    var name: String
    var replacements: [(String, String)]

    var testDescription: String { name }

    /// The base case with the change.
    var text: String {
      replacements.reduce(CaseTapeDecoderTests.base) { text, replacement in
        precondition(text.contains(replacement.0), "\(name): \(replacement.0) is not in the base case")
        return text.replacingOccurrences(of: replacement.0, with: replacement.1)
      }
    }
  }

  static let mutations: [Mutation] = [
    Mutation(name: "an empty title", replacements: [(#""title":"A base case""#, #""title":"""#)]),
    Mutation(name: "no rules", replacements: [(#""rules":["S2","S5"]"#, #""rules":[]"#)]),
    Mutation(name: "an unknown rule", replacements: [(#""rules":["S2","S5"]"#, #""rules":["S2","S99"]"#)]),
    Mutation(name: "a rule that is a number", replacements: [(#""rules":["S2","S5"]"#, #""rules":[2]"#)]),
    Mutation(name: "an unknown level", replacements: [(#""level":"must""#, #""level":"mus""#)]),
    Mutation(name: "a tag that is a number", replacements: [(#""tags":["t"]"#, #""tags":[1]"#)]),
    Mutation(
      name: "a source without its observation", replacements: [(#""sources":["barcheck test"]"#, #""sources":["a",{"url":"https://example.com"}]"#)]),
    Mutation(
      name: "a source with a bad date",
      replacements: [(#""sources":["barcheck test"]"#, #""sources":[{"url":"https://example.com","observed":"seen","date":"24-1"}]"#)]),
    Mutation(
      name: "a source object",
      replacements: [(#""sources":["barcheck test"]"#, #""sources":[{"url":"https://example.com","observed":"seen","date":"2024-01"}]"#)]),
    Mutation(name: "an OS too old", replacements: [(#""os":"17.0""#, #""os":"6.0""#)]),
    Mutation(name: "an unknown idiom", replacements: [(#""idiom":"phone""#, #""idiom":"phon""#)]),
    Mutation(
      name: "dark mode before iOS 13", replacements: [(#""os":"17.0""#, #""os":"12.4""#), (#""appearance":"light""#, #""appearance":"dark""#)]),
    Mutation(name: "Liquid Glass before iOS 26", replacements: [(#""homeButton":false"#, #""homeButton":false,"liquidGlass":true"#)]),
    Mutation(
      name: "a regular width on a phone", replacements: [(#""orientation":"portrait""#, #""orientation":"portrait","horizontalSizeClass":"regular""#)]
    ),
    Mutation(name: "a duplicate key", replacements: [(#""id":"main""#, #""id":"main","id":"main""#)]),
    Mutation(name: "an unknown key", replacements: [(#""id":"main""#, #""id":"main","lavel":0"#)]),
    Mutation(name: "two windows with one id", replacements: [(#""id":"other""#, #""id":"main""#)]),
    Mutation(name: "an unknown window level", replacements: [(#""level":"normal""#, #""level":"nromal""#)]),
    Mutation(name: "an unknown controller kind", replacements: [(#""kind":"navigation""#, #""kind":"navigator""#)]),
    Mutation(name: "a key of another kind", replacements: [(#""kind":"navigation","#, #""kind":"navigation","selectedIndex":1,"#)]),
    Mutation(name: "an empty controller id", replacements: [(#""viewControllers":[{"id":"tab"}]"#, #""viewControllers":[{"id":""}]"#)]),
    Mutation(name: "a controller id that is a number", replacements: [(#"{"id":"tab"}"#, #"{"id":7}"#)]),
    Mutation(name: "a SwiftUI view in a suite case", replacements: [(#"{"id":"tab"}"#, #"{"id":"tab","swiftUI":"view"}"#)]),
    Mutation(
      name: "a scenario's key on a hosting controller",
      replacements: [(#"{"id":"tab"}"#, #"{"id":"tab","kind":"hosting","toolbarBackground":"visible"}"#)]),
    Mutation(name: "a fractional tab index", replacements: [(#""selectedIndex":0"#, #""selectedIndex":0.5"#)]),
    Mutation(name: "a bad colour", replacements: [(##""background":"#112233""##, ##""background":"#11223""##)]),
    Mutation(name: "a colour pair without dark", replacements: [(##"{"light":"#112233","dark":"#445566"}"##, ##"{"light":"#112233"}"##)]),
    Mutation(name: "a colour in mixed case", replacements: [(##""background":"#112233""##, ##""background":"#aBcDeF""##)]),
    Mutation(name: "a colour with a letter that is no hex digit", replacements: [(##""background":"#112233""##, ##""background":"#12345G""##)]),
    Mutation(name: "a semantic colour in the wrong case", replacements: [(##""background":"#112233""##, ##""background":"systemblue""##)]),
    Mutation(name: "another semantic colour", replacements: [(##""dark":"#445566""##, ##""dark":"label""##)]),
    Mutation(name: "a semantic colour", replacements: [(##""background":"#112233""##, ##""background":"systemBackground""##)]),
    Mutation(name: "a nested colour pair", replacements: [(##""dark":"#445566""##, ##""dark":{"light":"#000000","dark":"#FFFFFF"}"##)]),
    Mutation(name: "an unknown event", replacements: [(#""event":"launch""#, #""event":"lunch""#)]),
    Mutation(name: "a member of another event", replacements: [(#""event":"launch","#, #""event":"launch","window":"main","#)]),
    Mutation(name: "a missing argument", replacements: [(#""event":"set","viewController":"vc","#, #""event":"set","#)]),
    Mutation(name: "an owner not on screen", replacements: [(#""styleOwner":"tab""#, #""styleOwner":"nobody""#)]),
    Mutation(name: "an empty property change", replacements: [(#""properties":{"preferredStatusBarStyle":"darkContent"}"#, #""properties":{}"#)]),
    Mutation(name: "an expected default style", replacements: [(#""expect":{"style":"darkContent"}"#, #""expect":{"style":"default"}"#)]),
    Mutation(name: "a hidden that is a string", replacements: [(#""hidden":false"#, #""hidden":"no""#)]),
    // A step expecting what the step before expected, in the same text (decoded once), a text that starts alike, or
    // the same text with whitespace.
    Mutation(
      name: "an expectation as the step before's",
      replacements: [
        (
          #""expect":{"style":"darkContent"}"#,
          #""expect":{"style":"lightContent","hidden":false,"styleOwner":"vc","hiddenOwner":"vc","animation":"none"}"#
        )
      ]),
    Mutation(
      name: "an expectation that starts as the step before's",
      replacements: [
        (
          #""expect":{"style":"darkContent"}"#,
          #""expect":{"style":"lightContent","hidden":false,"styleOwner":"vc","hiddenOwner":"vc","animation":"none","legible":true}"#
        )
      ]),
    Mutation(
      name: "an expectation as the step before's, spaced",
      replacements: [
        (
          #""expect":{"style":"darkContent"}"#,
          #""expect":{ "style":"lightContent","hidden":false,"styleOwner":"vc","hiddenOwner":"vc","animation":"none"}"#
        )
      ]),
    Mutation(
      name: "an owner not on screen in an expectation as the step before's",
      replacements: [
        (#""hiddenOwner":"vc","animation":"none"}}"#, #""hiddenOwner":"nav","animation":"none"}}"#),
        (
          #""expect":{"styleOwner":"tab","minimumContrast":4.5,"legible":true}"#,
          #""expect":{"style":"lightContent","hidden":false,"styleOwner":"vc","hiddenOwner":"nav","animation":"none"}"#
        ),
      ]),
    Mutation(name: "a contrast out of range", replacements: [(#""minimumContrast":4.5"#, #""minimumContrast":30"#)]),
    Mutation(name: "an invalid case id", replacements: [(#""id":"fast.base""#, #""id":"Fast Base""#)]),
    Mutation(name: "a trailing comma", replacements: [(#""tags":["t"]"#, #""tags":["t",]"#)]),
    Mutation(name: "an escape in a string", replacements: [(#""title":"A base case""#, #""title":"A \"base\" case""#)]),
    Mutation(name: "text that is not ASCII", replacements: [(#""title":"A base case""#, #""title":"A base café""#)]),
    Mutation(name: "an app in a suite case", replacements: [(#""level":"must","#, #""level":"must","app":{},"#)]),
    Mutation(name: "an empty known disagreement", replacements: [(#""level":"must","#, #""level":"must","knownDisagreement":"","#)]),
    Mutation(
      name: "a scenario's want in a suite case", replacements: [(#""event":"launch","#, #""event":"launch","want":{"style":"darkContent"},"#)]),
    Mutation(
      name: "both a window and a controller",
      replacements: [(#""window":"main","style":"dark""#, #""window":"main","viewController":"vc","style":"dark""#)]),
    Mutation(
      name: "a bar style change of nothing",
      replacements: [(#"{"event":"launch","#, #"{"event":"setNavigationBarStyle","navigationController":"nav"},{"event":"launch","#)]),
    Mutation(name: "a number out of range", replacements: [(#""minimumContrast":4.5"#, #""minimumContrast":1e400"#)]),
    Mutation(name: "a schema that is a number", replacements: [(#""$schema":"../schema/case.schema.json""#, #""$schema":1"#)]),
  ]

  /// The same answers from both paths: cases (digests and positions included), compiled forms, fingerprints and
  /// diagnostics.
  static func expectSame(_ fast: CaseLoader.Result, _ strict: CaseLoader.Result, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(fast.cases == strict.cases, sourceLocation: sourceLocation)
    #expect(fast.cases.map { $0.compiled != nil } == strict.cases.map { $0.compiled != nil }, sourceLocation: sourceLocation)
    #expect(fast.diagnostics == strict.diagnostics, sourceLocation: sourceLocation)
    #expect(fast.fingerprints == strict.fingerprints, sourceLocation: sourceLocation)
  }

  /// Both paths on one file: on one thread, and in parts (on this thread, part by part).
  static func expectSame(_ file: SourceFile, sourceLocation: SourceLocation = #_sourceLocation) {
    for digests in [true, false] {
      expectSame(
        CaseLoader.load(file, mode: .suite, digests: digests, concurrently: nil, fastPath: true),
        CaseLoader.load(file, mode: .suite, digests: digests, concurrently: nil, fastPath: false), sourceLocation: sourceLocation)
    }
    let inParts: CaseLoader.Concurrently = { count, body in (0..<count).map(body) }
    expectSame(
      CaseLoader.load(file, mode: .suite, digests: true, concurrently: inParts, fastPath: true),
      CaseLoader.load(file, mode: .suite, digests: true, concurrently: inParts, fastPath: false), sourceLocation: sourceLocation)
  }

  /// Whether the fast path takes the one case of a document (an object).
  static func taken(_ text: String) -> Bool {
    let file = SourceFile(path: "case.json", text: text)
    var tape = CanonicalTape()
    let read = file.bytes.withUnsafeBufferPointer { tape.read($0, at: CanonicalTape.whitespaceEnd($0, from: 0), depth: 0) }
    return read != nil && CaseTapeDecoder.decodeCase(tape, file: file) != nil
  }

  @Test("the base case loads, through the fast path")
  func baseCase() throws {
    let loaded = CaseLoader.load(text: Self.base)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    #expect(loaded.cases.count == 1)
    #expect(Self.taken(Self.base))
    Self.expectSame(SourceFile(path: "base.json", text: Self.base))
  }

  @Test("a changed case loads as the strict reader loads it, alone and among others", arguments: mutations)
  func mutation(_ mutation: Mutation) {
    let text = mutation.text
    Self.expectSame(SourceFile(path: "mutated.json", text: text))
    // Between good cases, so that the fast path hands one case to the strict reader and takes the next.
    let before = Self.base.replacingOccurrences(of: #""id":"fast.base""#, with: #""id":"fast.before""#)
    let after = Self.base.replacingOccurrences(of: #""id":"fast.base""#, with: #""id":"fast.after""#)
    Self.expectSame(SourceFile(path: "mutated-among.json", text: "[\n" + before + ",\n" + text + ",\n" + after + "\n]\n"))
  }

  @Test("a case id used twice in a file is the strict reader's to report")
  func duplicateCaseID() {
    let file = SourceFile(path: "twice.json", text: "[" + Self.base + "," + Self.base + "]")
    Self.expectSame(file)
    #expect(CaseLoader.load(file).diagnostics.contains { $0.message.contains("duplicate case id") })
  }

  @Test("a syntax error after good cases is the file's one diagnostic")
  func syntaxErrorAfterCases() {
    for tail in ["]x", ",]", "", "] ]", ",{"] {
      let file = SourceFile(path: "broken.json", text: "[" + Self.base + tail)
      Self.expectSame(file)
      #expect(CaseLoader.load(file).cases.isEmpty)
    }
  }

  @Test(
    "an empty array, a byte order mark, whitespace and a root that is no case load alike on both paths",
    arguments: ["[]", " [ ] \n", "\u{FEFF}[" + base + "]", "\u{FEFF}" + base, "\n\t" + base + " \r\n", "\"case\"", "7", "[7]", "[[]]", "{}", ""])
  func unusualDocuments(_ text: String) {
    Self.expectSame(SourceFile(path: "unusual.json", text: text))
  }

  @Test("each bundled case file loads alike on both paths", arguments: Fixtures.bundledCaseFiles)
  func bundledFile(_ path: String) throws {
    let bytes = try Array(Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path)))
    Self.expectSame(SourceFile(path: path, bytes: bytes))
  }

  @Test("the bundled suite in one array loads alike on both paths, and the fast path takes most of it")
  func bundledSuiteAsOneFile() throws {
    let texts = try Fixtures.bundledCaseFiles.map { path in
      try String(decoding: Data(contentsOf: Fixtures.packageRoot.appendingPathComponent(path)), as: UTF8.self)
    }
    Self.expectSame(SourceFile(path: "suite.json", text: "[" + texts.joined(separator: ",\n") + "]"))
    let taken = texts.count(where: Self.taken)
    #expect(taken * 10 >= texts.count * 9, "the fast path took \(taken) of \(texts.count)")
  }

  @Test("generated cases load alike on both paths, every one through the fast path")
  func generated() {
    let cases = ScenarioGenerator(seed: 7).generate(count: 150)
    let texts = cases.compactMap { ReferenceExpectations.fill($0, legibility: false)?.json() }.map { JSONWriter.string($0) }
    Self.expectSame(SourceFile(path: "generated.json", text: "[" + texts.joined(separator: ",") + "]\n"))
    #expect(texts.allSatisfy(Self.taken))
  }

  @Test("each bad-corpus file loads alike on both paths, alone and in an array", arguments: BadCorpusTests.expected.keys.sorted())
  func badCorpus(_ name: String) throws {
    let bytes = try Array(Data(contentsOf: BadCorpusTests.directory.appendingPathComponent(name)))
    Self.expectSame(SourceFile(path: name, bytes: bytes))
    let text = String(decoding: bytes, as: UTF8.self)
    Self.expectSame(SourceFile(path: name, text: "[" + Self.base + ",\n" + text + "]"))
  }
}
