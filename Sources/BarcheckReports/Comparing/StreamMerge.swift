import BarcheckEngine
import BarcheckModel

extension ResultStream {
  /// The shards (`i/n`) a set of sharded streams lacks, in order, the first `limit` of them and then how many
  /// more (`"999 more"`); empty when none is missing or the streams are not shards. A shard count read from a
  /// stream may be a billion: the work is bounded by the streams and the limit, not by the count.
  package static func missingShards(_ streams: [ResultStream], limit: Int = 20) -> [String] {
    let shards = streams.compactMap { $0.header.shard.flatMap(CaseSelection.Shard.init) }
    guard let count = shards.first?.count else { return [] }
    let seen = Set(shards.filter { $0.count == count }.map(\.index))
    var missing: [String] = []
    var index = 0
    while index < count && missing.count < limit {
      if !seen.contains(index) { missing.append("\(index + 1)/\(count)") }
      index += 1
    }
    let more = count - seen.count - missing.count
    if more > 0 { missing.append("\(more) more") }
    return missing
  }

  /// Combines the streams of shards (`--shard i/n`) into one stream, from which any report can be
  /// rendered.
  ///
  /// - Parameter paths: The streams' files, to name in errors (the streams' order); a stream without one is named by
  ///   its position.
  /// - Throws: `StreamError` for streams of different suites (content, name or version), resolvers (name or version),
  ///   selections (`--filter`, `--tag`, `--level`), expectation files (`--expectations`: its content, or its path when
  ///   a stream does not record the content) or strictness (`--strict`), overlapping shards, or a case that appears in two streams.
  package static func merge(_ streams: [ResultStream], paths: [String] = []) throws(StreamError) -> ResultStream {
    guard let first = streams.first else { throw StreamError("nothing to merge") }
    func name(_ part: Int) -> String { part < paths.count ? TextEscaping.line(paths[part], limit: 200) : "stream \(part + 1)" }
    func differ(_ what: String, _ a: String, _ b: String, _ part: Int, help: String = "") -> StreamError {
      StreamError(
        "the streams come from different \(what): \(name(0)) has \(TextEscaping.line(a, limit: 100)), \(name(part)) has \(TextEscaping.line(b, limit: 100))\(help)"
      )
    }
    let selection = selectionOptions(first.header.commandLine)
    var seenShards: [String: Int] = [:]
    var shardCount: (count: Int, part: Int)?
    var seenIDs: [String: Int] = [:]
    var order: [(part: Int, index: Int)] = []
    for (part, stream) in streams.enumerated() {
      let header = stream.header
      guard header.suite.hash == first.header.suite.hash else { throw differ("suites", first.header.suite.hash, header.suite.hash, part) }
      let suite = { (h: RunHeader) in "\(h.suite.name) \(h.suite.version)" }
      guard suite(header) == suite(first.header) else { throw differ("suites", suite(first.header), suite(header), part) }
      guard header.resolver.name == first.header.resolver.name else {
        throw differ("resolvers", first.header.resolver.name, header.resolver.name, part, help: "; use compat to compare resolvers")
      }
      guard header.resolver.version == first.header.resolver.version else {
        throw differ("resolver versions", first.header.resolver.version, header.resolver.version, part)
      }
      guard selectionOptions(header.commandLine) == selection else {
        throw differ(
          "selections", selection.joined(separator: " ").nonEmpty ?? "every case",
          selectionOptions(header.commandLine).joined(separator: " ").nonEmpty ?? "every case",
          part)
      }
      // Outcomes judged by another expectation file, or with and without --strict, are another run's: mixed, the
      // merged run's xfails and its exit status would follow neither.
      let (expected, firstExpected) = (header.expectationsUsed, first.header.expectationsUsed)
      if !RunExpectations.sameFile(firstExpected, expected) {
        throw differ(
          "expectation files", firstExpected?.summary ?? "none", expected?.summary ?? "none", part,
          help: "; run every shard with the same --expectations file")
      }
      if (firstExpected?.strict ?? false) != (expected?.strict ?? false) {
        throw StreamError(
          "the streams come from runs of different strictness: \(name(0)) was run \(firstExpected?.strict == true ? "with" : "without") --strict, \(name(part)) \(expected?.strict == true ? "with" : "without"); run every shard with --strict or none"
        )
      }
      if let shard = header.shard {
        if let earlier = seenShards[shard] {
          throw StreamError("overlapping shards: shard \(shard) appears twice, in \(name(earlier)) and \(name(part))")
        }
        seenShards[shard] = part
        if let count = shard.split(separator: "/").last.flatMap({ Int($0) }) {
          if let shardCount, shardCount.count != count {
            throw StreamError(
              "shards of different splits: \(name(shardCount.part)) is a shard of /\(shardCount.count), \(name(part)) of /\(count)")
          }
          shardCount = (count, part)
        }
      }
      // From the summaries: the records stay where they are (in their files) until a report reads them.
      for (index, summary) in stream.cases.summaries.enumerated() {
        if let earlier = seenIDs.updateValue(part, forKey: summary.id) {
          throw StreamError(
            "overlapping shards: case \(TextEscaping.line(summary.id, limit: 200)) appears in \(name(earlier)) and \(name(part))")
        }
        order.append((part, index))
      }
    }
    // Suite order, as a run writes it: by file, then by id.
    let key = { (item: (part: Int, index: Int)) -> (String, String) in
      let summary = streams[item.part].cases.summaries[item.index]
      return (summary.file ?? "", summary.id)
    }
    order.sort { key($0) < key($1) }
    var header = first.header
    header.shard = nil
    header.startTime = streams.map(\.header.startTime).min() ?? first.header.startTime
    let missing = missingShards(streams)
    let unfinished = unfinishedShards(streams, paths: paths)
    var merged = ResultStream(
      header: header, records: CaseRecords.joining(streams.map(\.cases), in: order), endTime: streams.compactMap(\.endTime).max(),
      complete: missing.isEmpty && unfinished.isEmpty && streams.allSatisfy { $0.unloaded == nil }, duration: streams.compactMap(\.duration).max())
    // Why the merge is incomplete, in its footer: a diff or a report of the merged stream says what is missing.
    var why: [String] = []
    if !missing.isEmpty { why.append("without shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))") }
    if !unfinished.isEmpty { why.append("with " + unfinished.joined(separator: "; ")) }
    if !why.isEmpty { merged.stopped = "merged " + why.joined(separator: " and ") }
    // Shards read the same files: the first stream that could not load some names them for the merge.
    merged.unloaded = streams.lazy.compactMap(\.unloaded).first
    return merged
  }

  /// The streams that did not finish, each with why, as the merged run's stop reason says it: `shard 2 of 3
  /// (two.jsonl) stopped: interrupted (signal 2)` (a stream of no shard is named by its file alone). Why is the shard's
  /// own stop reason (`max-fail 3`, `interrupted (signal 2)`), or what its stream says otherwise (it has no footer, it
  /// lost lines). A shard that ran to its end but could not load some files is not unfinished: the unloaded files say
  /// why.
  ///
  /// - Parameter paths: The streams' files (the streams' order); a stream without one is named by its position.
  package static func unfinishedShards(_ streams: [ResultStream], paths: [String] = []) -> [String] {
    streams.enumerated().filter { !$0.element.complete && ($0.element.stopped != nil || $0.element.unloaded == nil) }.map { part, stream in
      // Bounded so that one shard's reason fits in what the reports show of a stop reason (180 characters).
      let file = part < paths.count ? TextEscaping.line(paths[part], limit: 70) : "stream \(part + 1)"
      let shard = stream.header.shard.flatMap(CaseSelection.Shard.init).map { "shard \($0.index + 1) of \($0.count) (\(file))" } ?? file
      let why: String
      if let stopped = stream.stopped {
        why = TextEscaping.line(stopped, limit: 70)
      } else if let lostLines = stream.lostLines {
        why = TextEscaping.line(lostLines, limit: 70)
      } else {
        why = stream.endTime == nil ? "it ended without a footer (it died, or was killed)" : "its footer does not say why"
      }
      return "\(shard) stopped: \(why)"
    }
  }

  /// The options of a run's command line that select its cases (`--filter`, `--tag`, `--level`, each with its value,
  /// in order): shards of one run share them.
  static func selectionOptions(_ commandLine: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < commandLine.count {
      let argument = commandLine[i]
      for option in ["--filter", "--tag", "--level"] {
        if argument == option, i + 1 < commandLine.count {
          out.append("\(option) \(commandLine[i + 1])")
          i += 1
        } else if argument.hasPrefix(option + "=") {
          out.append("\(option) \(argument.dropFirst(option.count + 1))")
        }
      }
      i += 1
    }
    // The same options in another order select the same cases.
    return out.sorted()
  }
}

extension String {
  /// The string, or nil when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
