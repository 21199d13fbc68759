import BarcheckModel
import Dispatch
import Synchronization

/// A case file loading on a global dispatch queue (not the cooperative pool a run's tasks use), waited for when its
/// turn comes: the file a run's feed loads ahead, and the first file, which the suite's index loads while it reads
/// the others' fingerprints. Its cases are decoded in parts that the thread waiting for it takes too: the run's
/// thread, when it finishes the current file first, decodes the rest of the next one instead of sitting idle.
final class FileLoad: Sendable {
  private let result = Mutex<CaseLoader.Result??>(nil)
  /// Signalled when the file's parts are ready to take, and when it is loaded.
  private let news: DispatchSemaphore
  private let parts: SharedParts<CaseLoader.Result?>

  /// Starts loading `file`, its cases decoded in parts on `jobs` threads of its own and on the thread that waits.
  init(file: String, digests: Bool, jobs: Int) {
    let news = DispatchSemaphore(value: 0)
    let parts = SharedParts<CaseLoader.Result?>(published: { news.signal() })
    self.news = news
    self.parts = parts
    DispatchQueue.global().async { [self] in
      let loaded = SuiteLoader.readBytes(file).map { bytes in
        CaseLoader.load(
          SourceFile(path: file, bytes: bytes), digests: digests, concurrently: { count, body in parts.map(count, width: jobs, body) })
      }
      result.withLock { $0 = .some(loaded) }
      news.signal()
    }
  }

  /// The loaded file, once it is; meanwhile, the calling thread decodes parts of it.
  func wait() -> CaseLoader.Result? {
    while true {
      parts.help()
      if let loaded = result.withLock({ $0 }) { return loaded }
      news.wait()
    }
  }
}
