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
  /// - Throws: `StreamError` for streams of different suites (hashes) or resolvers, overlapping
  ///   shards, or a case that appears in two streams.
  package static func merge(_ streams: [ResultStream]) throws(StreamError) -> ResultStream {
    guard let first = streams.first else { throw StreamError("nothing to merge") }
    var seenShards: Set<String> = []
    var shardCount: Int?
    var seenIDs: Set<String> = []
    var order: [(part: Int, index: Int)] = []
    for (part, stream) in streams.enumerated() {
      let header = stream.header
      guard header.suite.hash == first.header.suite.hash else {
        throw StreamError("the streams come from different suites: \(first.header.suite.hash) and \(header.suite.hash)")
      }
      guard header.resolver.name == first.header.resolver.name else {
        throw StreamError(
          "the streams come from different resolvers: \(first.header.resolver.name) and \(header.resolver.name); use compat to compare resolvers")
      }
      if let shard = header.shard {
        guard seenShards.insert(shard).inserted else { throw StreamError("overlapping shards: shard \(shard) appears twice") }
        if let count = shard.split(separator: "/").last.flatMap({ Int($0) }) {
          if let shardCount, shardCount != count { throw StreamError("shards of different splits: /\(shardCount) and /\(count)") }
          shardCount = count
        }
      }
      // From the summaries: the records stay where they are (in their files) until a report reads them.
      for (index, summary) in stream.cases.summaries.enumerated() {
        guard seenIDs.insert(summary.id).inserted else { throw StreamError("overlapping shards: case \(summary.id) appears in two streams") }
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
    let unfinished = streams.filter { !$0.complete }.map { $0.header.shard ?? "a stream" }
    var merged = ResultStream(
      header: header, records: CaseRecords.joining(streams.map(\.cases), in: order), endTime: streams.compactMap(\.endTime).max(),
      complete: missing.isEmpty && unfinished.isEmpty, duration: streams.compactMap(\.duration).max())
    // Why the merge is incomplete, in its footer: a diff or a report of the merged stream says what is missing.
    var why: [String] = []
    if !missing.isEmpty { why.append("without shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))") }
    if !unfinished.isEmpty { why.append("with \(unfinished.joined(separator: ", ")) unfinished") }
    if !why.isEmpty { merged.stopped = "merged " + why.joined(separator: " and ") }
    // Shards read the same files: the first stream that could not load some names them for the merge.
    merged.unloaded = streams.lazy.compactMap(\.unloaded).first
    return merged
  }
}
