package import BarcheckJSON
public import BarcheckModel

/// The expectation file a run judged its outcomes by (`--expectations`, `--strict`), as its stream's header records
/// it: shards judged by different files, or with and without `--strict`, are not one run, and `merge` refuses them.
public struct RunExpectations: Sendable, Hashable {
  /// The file's path, as the command line gave it.
  public var file: String
  /// The file's content hash (`sha256:…`), or nil when the run could not read it (`--update-expectations` of a file
  /// that does not exist yet).
  public var hash: String?
  /// Whether the run was `--strict`.
  public var strict: Bool

  /// Creates the record of an expectation file.
  public init(file: String, hash: String?, strict: Bool) {
    self.file = file
    self.hash = hash
    self.strict = strict
  }

  /// The record of the file at `file`, whose bytes (nil when unreadable) are hashed.
  public init(file: String, bytes: [UInt8]?, strict: Bool) {
    self.init(
      file: file,
      hash: bytes.map { bytes in
        var hash = SHA256()
        hash.update(bytes)
        return "sha256:" + hash.finalizeHex()
      }, strict: strict)
  }

  /// What a run's command line says about its expectation file, for a stream written before headers recorded it:
  /// the `--expectations` path and `--strict`, without a hash; nil when it names no file.
  static func fromCommandLine(_ commandLine: [String]) -> RunExpectations? {
    var file: String?
    var strict = false
    var i = 0
    while i < commandLine.count {
      let argument = commandLine[i]
      if argument == "--expectations", i + 1 < commandLine.count {
        file = commandLine[i + 1]
        i += 1
      } else if argument.hasPrefix("--expectations=") {
        file = String(argument.dropFirst("--expectations=".count))
      } else if argument == "--strict" {
        strict = true
      }
      i += 1
    }
    return file.map { RunExpectations(file: $0, hash: nil, strict: strict) }
  }

  /// Whether two runs used the same expectation file: both none, or files of one content (their hashes; their paths
  /// when either stream does not record the hash, as a stream written before headers recorded it does not).
  static func sameFile(_ a: RunExpectations?, _ b: RunExpectations?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      if let first = a.hash, let second = b.hash { return first == second }
      return a.file == b.file
    default: return false
    }
  }

  /// `--expectations FILE (sha256:0123456789ab…)`, for a message that says how two runs differ.
  var summary: String {
    "--expectations \(TextEscaping.line(file, limit: 100))" + (hash.map { " (\($0.prefix(19))…)" } ?? "")
  }

  /// The record as the header's `expectations` member.
  package var json: JSON {
    .object(["file": .string(file), "hash": hash.map(JSON.string), "strict": .bool(strict)])
  }

  /// Reads the header's `expectations` member (`DecodingReader`); nil when it is absent or malformed (the reader has
  /// the error).
  static func read(_ fields: DecodingReader.Fields, reader: inout DecodingReader) -> RunExpectations? {
    guard let record = reader.object(fields, "expectations", allowed: ["file", "hash", "strict"], what: "the expectations") else {
      return nil
    }
    reader.require(record, "file", "strict", what: "the expectations")
    guard let file = reader.string(record, "file", limit: StreamLimits.text), let strict = reader.bool(record, "strict") else { return nil }
    return RunExpectations(file: file, hash: reader.string(record, "hash", limit: StreamLimits.name), strict: strict)
  }
}
