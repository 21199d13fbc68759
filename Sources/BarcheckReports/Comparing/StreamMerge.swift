import BarcheckEngine
import BarcheckModel

extension ResultStream {
  /// The shards (`i/n`) a set of sharded streams lacks, in order; empty when none is missing or the streams are
  /// not shards.
  public static func missingShards(_ streams: [ResultStream]) -> [String] {
    let shards = streams.compactMap(\.header.shard)
    guard let count = shards.first?.split(separator: "/").last.flatMap({ Int($0) }) else { return [] }
    let seen = Set(shards)
    return (1...max(1, count)).map { "\($0)/\(count)" }.filter { !seen.contains($0) }
  }

  /// Combines the streams of shards (`--shard i/n`) into one stream, from which any report can be
  /// rendered.
  ///
  /// - Throws: `StreamError` for streams of different suites (hashes) or resolvers, overlapping
  ///   shards, or a case that appears in two streams.
  public static func merge(_ streams: [ResultStream]) throws(StreamError) -> ResultStream {
    guard let first = streams.first else { throw StreamError("nothing to merge") }
    var seenShards: Set<String> = []
    var shardCount: Int?
    var seenIDs: Set<String> = []
    var cases: [CaseRecord] = []
    for stream in streams {
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
      for record in stream.cases {
        guard seenIDs.insert(record.id).inserted else { throw StreamError("overlapping shards: case \(record.id) appears in two streams") }
        cases.append(record)
      }
    }
    // Suite order, as a run writes it: by file, then by id.
    cases.sort { ($0.file ?? "", $0.id) < ($1.file ?? "", $1.id) }
    var header = first.header
    header.shard = nil
    header.startTime = streams.map(\.header.startTime).min() ?? first.header.startTime
    let allShards = shardCount.map { seenShards.count == $0 } ?? true
    return ResultStream(
      header: header, cases: cases, endTime: streams.compactMap(\.endTime).max(),
      complete: allShards && streams.allSatisfy(\.complete), duration: streams.compactMap(\.duration).max())
  }
}
