/// The version of this package, written into every report.
public enum BarcheckVersion {
  /// The runner's semantic version.
  public static let current = "0.1.0"
}
