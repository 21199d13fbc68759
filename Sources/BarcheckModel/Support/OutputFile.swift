#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file being written: the one write path of every report, stream and file barcheck writes.
///
/// Every write is checked: short writes and `EINTR` are retried, any other failure (`ENOSPC`, `EIO`, `EDQUOT` …)
/// is thrown as a `WriteError` with the system's words for it, and `commit()` flushes the data to the device
/// (`fsync`) before it reports success. What is written depends on what the path names, never on what is convenient:
///
/// - **Nothing, or a regular file** (`.replace`): a temporary file beside it is written, flushed and renamed over it,
///   so a reader sees the old file or the new one whole, and a failure leaves the old one as it was. The new file
///   keeps the old one's permission bits (not its owner, nor a hard link to it: that keeps the old content). A file
///   another writer holds in place (its lock taken) is refused rather than renamed over.
/// - **A symbolic link** (`.replace`): the link is resolved and the regular file it points to is replaced as above
///   (or created, when the link dangles); the link stays a link.
/// - **A device node, a FIFO or a terminal**: written through, opened as it is and never replaced or truncated; the
///   data is flushed where the device supports it. Opening a FIFO waits for a reader, as a shell's `>` does.
/// - **`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`**: written to this process's own descriptor, so
///   nothing already written to it is truncated (opening `/dev/stdout` afresh would truncate a redirected file).
/// - **A directory or a socket**: refused.
///
/// In `.inPlace` mode (a result stream, read while it is written) a regular file is written where it is instead:
/// opened (through any symbolic link), locked with `flock` so that a second writer is refused rather than
/// interleaving its lines, truncated, and written as it goes. `commit()` then flushes it and keeps it open, and
/// the lock held, until `close()`.
///
/// Calls must be serialised by the caller.
package final class OutputFile {
  /// How a regular file is written.
  package enum Mode: Sendable {
    /// Atomically: a temporary file, renamed over the target by `commit()`.
    case replace
    /// Where it is, locked, as it goes.
    case inPlace
  }

  /// The path as given.
  package let path: String
  /// The bytes written so far.
  package private(set) var count = 0
  private var descriptor: Int32
  /// The temporary file and the file it replaces at `commit()`; nil when the file is written where it is.
  private let replacing: (temporary: String, target: String)?
  /// Whether the file written is a regular file (which must flush, and can be truncated and read back); false for a
  /// device node, a FIFO or a terminal.
  package let isRegularFile: Bool
  private var committed = false

  /// Opens the file the path names for writing, as the type's discussion describes, creating missing directories.
  ///
  /// - Throws: `WriteError` when it cannot be opened, is a directory or socket, or (`.inPlace`) is locked by another writer.
  package init(path: String, mode: Mode = .replace) throws(WriteError) {
    self.path = path
    if let own = Self.descriptorAlias(path) {
      descriptor = fcntl(own, F_DUPFD_CLOEXEC, 0)
      guard descriptor >= 0 else { throw .system(path: path, step: .open, code: errno) }
      replacing = nil
      isRegularFile = Self.isRegularFile(descriptor)
      return
    }
    var found = stat()
    let exists = stat(path, &found) == 0
    if !exists && errno != ENOENT { throw .system(path: path, step: .open, code: errno) }
    if exists {
      switch Self.kind(found) {
      case .regular: break
      case .directory: throw .directory(path: path)
      case .socket: throw .notAFile(path: path)
      case .link, .other:
        descriptor = try Self.open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        replacing = nil
        isRegularFile = false
        return
      }
    }
    switch mode {
    case .inPlace:
      if !exists { try Self.createParent(of: path) }
      // Through any symbolic link; without O_TRUNC, so that a file another writer holds is left alone.
      let opened = try Self.open(path, O_WRONLY | O_CREAT | O_NOCTTY | O_CLOEXEC)
      descriptor = opened
      replacing = nil
      isRegularFile = Self.isRegularFile(opened)
      guard isRegularFile else { return }
      if flock(opened, LOCK_EX | LOCK_NB) != 0 {
        let code = errno
        // A file system without locks (some network ones) is written unlocked.
        if code == EWOULDBLOCK || code == EAGAIN { throw .locked(path: path) }
        if code != ENOLCK && code != EINVAL && code != ENOTSUP && code != EOPNOTSUPP { throw .system(path: path, step: .lock, code: code) }
      }
      guard ftruncate(opened, 0) == 0 else { throw .system(path: path, step: .truncate, code: errno) }
    case .replace:
      let target = try Self.resolveLinks(path)
      // A link the kernel follows to a regular file that the link's text does not name (/proc/PID/fd/N) is written through.
      var resolved = stat()
      if exists && (lstat(target, &resolved) != 0 || resolved.st_dev != found.st_dev || resolved.st_ino != found.st_ino) {
        descriptor = try Self.open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
        replacing = nil
        isRegularFile = true
        return
      }
      // A stream another process is writing in place is its own: renaming over it would cut that writer off.
      if exists && Self.isLockedByAnother(target) { throw .locked(path: path) }
      if !exists { try Self.createParent(of: target) }
      Self.removeAbandonedTemporaries(of: target)
      let temporary = target + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      descriptor = try Self.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, reporting: path, step: .createTemporary)
      replacing = (temporary, target)
      isRegularFile = true
      if exists { _ = fchmod(descriptor, found.st_mode & 0o777) }
    }
  }

  deinit { close() }

  /// Writes bytes, all of them.
  ///
  /// - Throws: `WriteError` with the failure's `errno`; `count` then says how many bytes did reach the file.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
    let (written, failure) = Self.writeAll(bytes, to: descriptor)
    count += written
    if let failure { throw .system(path: path, step: .write, code: failure) }
  }

  /// Writes bytes, all of them.
  package func write(_ bytes: [UInt8]) throws(WriteError) {
    let (written, failure) = bytes.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
    count += written
    if let failure { throw .system(path: path, step: .write, code: failure) }
  }

  /// Writes text as UTF-8, all of it.
  package func write(_ text: String) throws(WriteError) {
    var text = text
    let (written, failure) = text.withUTF8 { Self.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    count += written
    if let failure { throw .system(path: path, step: .write, code: failure) }
  }

  /// Cuts a file written in place back to `length` bytes (a stream to its last whole line), and writes on from
  /// there; false when it is not a regular file written in place, or the cut failed.
  @discardableResult
  package func truncate(to length: Int) -> Bool {
    guard replacing == nil, isRegularFile, descriptor >= 0, ftruncate(descriptor, off_t(length)) == 0,
      lseek(descriptor, off_t(length), SEEK_SET) == off_t(length)
    else { return false }
    count = length
    return true
  }

  /// Flushes what was written to the device and, for a replaced file, renames it into place. A file written in
  /// place stays open (and locked) until `close()`; any other is closed.
  ///
  /// - Throws: `WriteError` when flushing, closing or renaming fails; a temporary file is then removed, and the
  ///   file it was to replace is left as it was.
  package func commit() throws(WriteError) {
    guard !committed, descriptor >= 0 else { return }
    if let failure = Self.sync(descriptor, regular: isRegularFile) {
      close()
      throw .system(path: path, step: .sync, code: failure)
    }
    if let replacing {
      let closing = Self.closeChecked(descriptor)
      descriptor = -1
      if let closing {
        close()
        throw .system(path: path, step: .close, code: closing)
      }
      guard rename(replacing.temporary, replacing.target) == 0 else {
        let code = errno
        close()
        throw .system(path: path, step: .rename(temporary: replacing.temporary), code: code)
      }
      committed = true
      // The rename itself reaches the device with the directory's flush.
      if let failure = Self.syncDirectory(of: replacing.target) { throw .system(path: path, step: .sync, code: failure) }
    } else {
      committed = true
    }
  }

  /// Closes the file (releasing its lock); a temporary file not renamed into place is removed.
  package func close() {
    if descriptor >= 0 { _ = Self.closeChecked(descriptor) }
    descriptor = -1
    if let replacing, !committed { unlink(replacing.temporary) }
  }

  /// Writes text to a file in one go (`.replace`): opened, written, committed.
  ///
  /// - Throws: `WriteError`; the file at the path is then as it was.
  package static func write(_ text: String, to path: String) throws(WriteError) {
    let file = try OutputFile(path: path)
    try file.write(text)
    try file.commit()
    file.close()
  }

  /// Writes every byte to a descriptor: short writes and `EINTR` are retried, and a descriptor that would block
  /// (`EAGAIN`, a non-blocking pipe) is waited for.
  ///
  /// - Returns: How many bytes were written, and the `errno` that stopped it, if one did.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> (written: Int, failure: Int32?) {
    guard let base = bytes.baseAddress else { return (0, nil) }
    var offset = 0
    while offset < bytes.count {
      let result = Platform.write(descriptor, base + offset, bytes.count - offset)
      if result > 0 {
        offset += result
        continue
      }
      // write(2) returns 0 only for a count of 0; a device that takes nothing must not loop for ever.
      if result == 0 { return (offset, EIO) }
      let code = errno
      if code == EINTR { continue }
      if code == EAGAIN || code == EWOULDBLOCK {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, -1)
        continue
      }
      return (offset, code)
    }
    return (offset, nil)
  }

  /// The file a path names after following its symbolic links (up to 40, as the kernel does), as a path; the
  /// path itself when it is not a link. A dangling link gives the path it points to.
  ///
  /// - Throws: `WriteError` (`ELOOP`) when the links go round.
  package static func resolveLinks(_ path: String) throws(WriteError) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, kind(info) == .link, let target = readLink(current) else { return current }
      current = target.hasPrefix("/") ? target : parent(of: current) + "/" + target
    }
    throw .system(path: path, step: .open, code: ELOOP)
  }

  /// The descriptor a path names when it is one of this process's own (`/dev/stdout`, `/dev/fd/1`,
  /// `/proc/self/fd/1`) and that descriptor is open.
  static func descriptorAlias(_ path: String) -> Int32? {
    let number: Int32? =
      switch path {
      case "/dev/stdout": 1
      case "/dev/stderr": 2
      case _ where path.hasPrefix("/dev/fd/"): Int32(path.dropFirst("/dev/fd/".count))
      case _ where path.hasPrefix("/proc/self/fd/"): Int32(path.dropFirst("/proc/self/fd/".count))
      default: nil
      }
    guard let number, number >= 0, fcntl(number, F_GETFD) != -1 else { return nil }
    return number
  }

  /// What a path is, as far as writing goes.
  private enum Kind {
    case regular
    case directory
    case socket
    case link
    case other
  }

  private static func kind(_ info: stat) -> Kind {
    switch info.st_mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFSOCK: .socket
    case S_IFLNK: .link
    default: .other
    }
  }

  /// Whether a writer in place (another `OutputFile`, in this process or another) holds the file's lock.
  private static func isLockedByAnother(_ path: String) -> Bool {
    let descriptor = Platform.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0)
    guard descriptor >= 0 else { return false }
    defer { _ = Platform.close(descriptor) }
    guard flock(descriptor, LOCK_SH | LOCK_NB) != 0 else { return false }
    return errno == EWOULDBLOCK || errno == EAGAIN
  }

  private static func isRegularFile(_ descriptor: Int32) -> Bool {
    var info = stat()
    return fstat(descriptor, &info) == 0 && kind(info) == .regular
  }

  /// Opens a path, retrying `EINTR` (a FIFO's open waits for a reader, and a signal can cut the wait short).
  ///
  /// - Parameter step: The step a failure names: `.createTemporary` for the file beside a regular file that replaces
  ///   it, whose failure is the directory's (a read-only directory), not the file's.
  private static func open(_ path: String, _ flags: Int32, reporting shown: String? = nil, step: WriteError.Step = .open) throws(WriteError)
    -> Int32
  {
    while true {
      let descriptor = Platform.open(path, flags, 0o666)
      if descriptor >= 0 { return descriptor }
      if errno != EINTR { throw .system(path: shown ?? path, step: step, code: errno) }
    }
  }

  /// Flushes a descriptor; nil when it worked, or when it is not a regular file and cannot be flushed (a pipe,
  /// a terminal, /dev/null answer `EINVAL`).
  private static func sync(_ descriptor: Int32, regular: Bool) -> Int32? {
    while fsync(descriptor) != 0 {
      let code = errno
      if code == EINTR { continue }
      if !regular && [EINVAL, EROFS, ENOTSUP, EOPNOTSUPP, ENOTTY].contains(code) { return nil }
      return code
    }
    return nil
  }

  /// Flushes a file's directory, so that its new name is on the device too; nil when it worked or the file
  /// system cannot flush a directory.
  private static func syncDirectory(of path: String) -> Int32? {
    let directory = Platform.open(parent(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
    guard directory >= 0 else { return nil }
    defer { _ = Platform.close(directory) }
    let failure = sync(directory, regular: false)
    return failure == EIO ? failure : nil
  }

  /// Closes a descriptor; the `errno` when closing reported a failed write (`EIO`, `ENOSPC` on network file
  /// systems). `EINTR` is no failure: the descriptor is closed then too.
  private static func closeChecked(_ descriptor: Int32) -> Int32? {
    guard Platform.close(descriptor) != 0 else { return nil }
    return errno == EINTR ? nil : errno
  }

  /// Creates the directory a path is in, and its parents.
  private static func createParent(of path: String) throws(WriteError) {
    if let failure = createDirectories(parent(of: path)) { throw .system(path: path, step: .createDirectory, code: failure) }
  }

  /// Creates a directory and its parents (`mkdir -p`), for a command that writes its files into it.
  ///
  /// - Throws: `WriteError.system` at the `createDirectory` step, with the system's words for why (a file is in the
  ///   way: `Not a directory`), where Foundation's own error printed as a dump of its domain and user info.
  package static func createDirectory(_ path: String) throws(WriteError) {
    guard !path.isEmpty else { throw .system(path: path, step: .createDirectory, code: ENOENT) }
    if let failure = createDirectories(path) { throw .system(path: path, step: .createDirectory, code: failure) }
  }

  /// `mkdir -p`: nil when the directory exists afterwards, else the `errno` of the failed `mkdir`.
  private static func createDirectories(_ path: String) -> Int32? {
    if mkdir(path, 0o777) == 0 { return nil }
    switch errno {
    case EEXIST:
      var info = stat()
      return stat(path, &info) == 0 && kind(info) == .directory ? nil : ENOTDIR
    case ENOENT where path != "/" && path != ".":
      if let failure = createDirectories(parent(of: path)) { return failure }
      return mkdir(path, 0o777) == 0 || errno == EEXIST ? nil : errno
    default:
      return errno
    }
  }

  /// Removes the temporary files beside `target` that a writer killed outright left behind (`NAME.partial-PID-N`,
  /// regular files whose process no longer exists): each is as large as a report, and nothing else would ever remove
  /// it. A file whose process is alive (another writer, or this one), or cannot be asked about, is left alone.
  private static func removeAbandonedTemporaries(of target: String) {
    let directory = parent(of: target)
    let name = target.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? target
    let prefix = Array((name + ".partial-").utf8)
    guard let listing = opendir(directory) else { return }
    defer { closedir(listing) }
    var abandoned: [String] = []
    while let entry = readdir(listing) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: CChar.self))
      }
      let bytes = Array(entryName.utf8)
      guard bytes.starts(with: prefix) else { continue }
      // `PID-N`, both decimal.
      let rest = bytes[prefix.count...].split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
      guard rest.count == 2, rest.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } }),
        let pid = Int32(String(decoding: rest[0], as: UTF8.self)), pid > 0, pid != getpid()
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH { abandoned.append(directory + "/" + entryName) }
    }
    for path in abandoned {
      var info = stat()
      if lstat(path, &info) == 0 && kind(info) == .regular { unlink(path) }
    }
  }

  /// The directory part of a path: `.` for a bare name, `/` for a name in the root.
  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4_097)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
