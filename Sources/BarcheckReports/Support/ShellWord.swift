/// Words for a POSIX shell command line that a user may copy from a report or a message.
public enum ShellWord {
  /// The word unchanged when it holds only characters no shell treats specially, otherwise in
  /// single quotes (an embedded quote becomes `'\''`).
  public static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ",", ":", "@", "%", "=": true
        default: false
        }
      }
    return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
