import BarcheckEngine
import BarcheckModel

/// The C programs `barcheck bench` builds for its baselines, from `Benchmarks/Baselines`: json-c parsing the
/// bench's files, and a resolver that answers every case at once, as an `exec:` program and as a plugin. Each
/// is built with the system C compiler (`cc`) into a temporary directory; one that cannot be built is a
/// reason the bench prints in its row instead of a figure.
struct BenchBaselines {
  /// `jsonc-parse <seconds> <file>...`: json-c's bytes a second, or why it is not there.
  var jsoncParser: Result<String, Unavailable>
  /// The protocol v1 program answering canned observations (`instant-resolver '<observations>'`).
  var instantProgram: Result<String, Unavailable>
  /// The plugin answering the observations in `BARCHECK_INSTANT_OBSERVATIONS`.
  var instantPlugin: Result<String, Unavailable>

  /// Why a baseline program is not there: what to do, for the bench's row.
  struct Unavailable: Error, CustomStringConvertible {
    var description: String
  }

  /// The folder of the baselines' C sources, in the checkout the executable was built from.
  static var sources: String {
    let root = String(BundledSuite.casesDirectory.dropLast("/Conformance/cases".count))
    return (root.isEmpty ? "." : root) + "/Benchmarks/Baselines"
  }

  /// Builds the programs `wanted` needs into `directory`.
  static func build(into directory: String, jsonc: Bool, instant: Bool) -> BenchBaselines {
    let source = sources
    let missing = Unavailable(description: "not built")
    func compile(_ arguments: [String], output: String) -> Result<String, Unavailable> {
      let (status, log) = ChildProcess.capture(["cc", "-O2"] + arguments + ["-o", output])
      guard status == 0 else {
        let first = log.split(separator: "\n").first.map(String.init) ?? "exit status \(status)"
        return .failure(Unavailable(description: "cc failed: \(TextEscaping.line(first, limit: 160))"))
      }
      return .success(output)
    }
    var baselines = BenchBaselines(jsoncParser: .failure(missing), instantProgram: .failure(missing), instantPlugin: .failure(missing))
    if jsonc {
      // The hint names what is missing: with no C compiler at all, installing json-c would not help.
      let hint =
        ChildProcess.capture(["cc", "--version"]).status == 0 ? "json-c: apt-get install -y libjson-c-dev" : "a C compiler: apt-get install -y gcc"
      baselines.jsoncParser = compile(["\(source)/jsonc_parse.c", "-ljson-c"], output: "\(directory)/jsonc-parse").mapError { failure in
        Unavailable(description: "\(failure.description) (\(hint))")
      }
    }
    if instant {
      baselines.instantProgram = compile(["\(source)/instant_resolver.c"], output: "\(directory)/instant-resolver")
      let include = String(source.dropLast("/Benchmarks/Baselines".count)) + "/Sources/BarcheckPluginSDK/include"
      baselines.instantPlugin = compile(
        ["-shared", "-fPIC", "-DBARCHECK_INSTANT_PLUGIN", "-I", include, "\(source)/instant_resolver.c"], output: "\(directory)/libinstant.so")
    }
    return baselines
  }

  /// json-c's bytes a second over `paths` for at least `seconds`.
  func jsoncRate(paths: [String], seconds: Double) -> Result<Double, Unavailable> {
    jsoncParser.flatMap { program in
      let (status, output) = ChildProcess.capture([program, String(seconds)] + paths)
      let number = output.split(separator: "\n").last.flatMap { Double($0) }
      guard status == 0, let number else {
        return .failure(Unavailable(description: "jsonc-parse failed: \(TextEscaping.line(output, limit: 160))"))
      }
      return .success(number)
    }
  }
}
