/// One piece of evidence a case rests on: a rule of the suite's spec (`SPEC.md#s9`), an Apple
/// documentation page, or a public first-hand report, with what was observed where it says.
///
/// In a case file a source is either a string (the reference alone) or an object with `url`
/// and the details of the observation (`observed`, `os`, `device`, `date`).
public struct CaseSource: Sendable, Hashable, CustomStringConvertible {
  /// Where the evidence is: an `https://` URL, or an anchor of the suite's spec (`SPEC.md#s9`).
  public var reference: String
  /// What was set up and what was observed, in the case author's own words.
  public var observed: String?
  /// The OS version the report names (`"10.0"`), or nil when it names none.
  public var os: String?
  /// The device the report names, or nil.
  public var device: String?
  /// When the report was made (`YYYY-MM` or `YYYY-MM-DD`).
  public var date: String?

  /// Creates a source.
  public init(_ reference: String, observed: String? = nil, os: String? = nil, device: String? = nil, date: String? = nil) {
    self.reference = reference
    self.observed = observed
    self.os = os
    self.device = device
    self.date = date
  }

  /// The file that holds the suite's rules; spec references are `SPEC.md#<anchor>`.
  public static let specFile = "SPEC.md"

  /// The address `barcheck explain` writes in an observed case drafted from a device capture, for the contributor
  /// to replace with the public report's (`barcheck lint` fails on it). `.invalid` is reserved (RFC 2606): it can
  /// never resolve.
  public static let placeholderReportURL = "https://example.invalid/replace-with-the-public-report"

  /// Whether the reference is the placeholder of a drafted observed case.
  public var isPlaceholder: Bool { reference == Self.placeholderReportURL }

  /// Whether the reference is a web address.
  public var isURL: Bool { reference.hasPrefix("https://") || reference.hasPrefix("http://") }

  /// The anchor of a spec reference (`s9` for `SPEC.md#s9`), or nil when the source is not one.
  public var specAnchor: String? {
    let prefix = Self.specFile + "#"
    guard reference.hasPrefix(prefix) else { return nil }
    let anchor = reference.dropFirst(prefix.count)
    return anchor.isEmpty ? nil : String(anchor)
  }

  /// Whether the source carries the details of an observation (anything beyond its reference).
  public var hasDetails: Bool { observed != nil || os != nil || device != nil || date != nil }

  /// The reference.
  public var description: String { reference }

  /// One line for people: the reference, then the OS, device and date where known, then the observation.
  public var summary: String {
    var details: [String] = []
    if let os { details.append("iOS \(os)") }
    if let device { details.append(device) }
    if let date { details.append(date) }
    var line = reference
    if !details.isEmpty { line += " (" + details.joined(separator: ", ") + ")" }
    if let observed { line += ": " + observed }
    return line
  }
}
