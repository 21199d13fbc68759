import BarcheckModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why the directory a command writes into (`--reports DIR`, `--out DIR`) could not be made: said once, naming the
/// directory and the option, before the command does anything, where each file written into it failed on its own
/// (`DIR/results.jsonl: error: cannot write the result stream: opening it: Not a directory`).
enum DirectoryError: Error, Equatable, CustomStringConvertible {
  /// A component of the path (`component`, possibly the directory itself) exists and is not a directory.
  case notADirectory(path: String, option: String, component: String)
  /// `mkdir` failed with `code` (an `errno` value) for another reason.
  case system(path: String, option: String, code: Int32)

  /// Makes `path` and its parents (`mkdir -p`), for the files `option` (`--reports`, `--out`) writes into it.
  ///
  /// - Throws: `DirectoryError`, naming the component in the way when a file is where a directory must be.
  static func make(_ path: String, option: String) throws(DirectoryError) {
    do throws(WriteError) {
      try FileSystem.createDirectory(path)
    } catch {
      guard case .system(_, _, let code) = error else { throw .system(path: path, option: option, code: EIO) }
      if code == ENOTDIR, let component = firstNonDirectory(in: path) {
        throw .notADirectory(path: path, option: option, component: component)
      }
      throw .system(path: path, option: option, code: code)
    }
  }

  /// The first leading part of `path` (`/tmp/f` of `/tmp/f/x`, or the path itself) that exists and is not a
  /// directory, following symbolic links; nil when there is none.
  static func firstNonDirectory(in path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      var info = stat()
      guard stat(prefix, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT != S_IFDIR { return prefix }
    }
    return nil
  }

  /// `DIR: error: cannot make the --reports directory: /tmp/f is not a directory`.
  var description: String {
    switch self {
    case .notADirectory(let path, let option, let component):
      let what = component == path ? "it" : TextEscaping.line(component, limit: 300)
      return "\(TextEscaping.line(path, limit: 300)): error: cannot make the \(option) directory: \(what) is not a directory"
    case .system(let path, let option, let code):
      return "\(TextEscaping.line(path, limit: 300)): error: cannot make the \(option) directory: \(WriteError.text(code))"
    }
  }
}
