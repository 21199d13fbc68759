public import BarcheckModel

/// What a shown bar over an expanded split view's columns displays, part by part: from iOS 13 each edge column gives
/// the style of the part of the bar over it (S16.9), and each part is read against its own column (S23.42).
///
/// An observation carries one style, the split view's own when the columns disagree, which is not what either part
/// shows; `explain` and `lint` say the parts from this value.
public struct SplitBar: Sendable, Hashable {
  /// The split view controller's id.
  public var split: String
  /// The id of the column under the leading (left) part; nil when the split view has no column there.
  public var leadingColumn: String?
  /// The id of the column under the trailing (right) part.
  public var trailingColumn: String?
  /// The style the left part shows.
  public var leading: ContentStyle
  /// The style the right part shows.
  public var trailing: ContentStyle

  /// Creates the parts.
  public init(split: String, leadingColumn: String?, trailingColumn: String?, leading: ContentStyle, trailing: ContentStyle) {
    self.split = split
    self.leadingColumn = leadingColumn
    self.trailingColumn = trailingColumn
    self.leading = leading
    self.trailing = trailing
  }

  /// Whether the two parts show different styles: a bar split in two, which one style cannot say.
  public var isSplit: Bool { leading != trailing }

  /// The parts to say of a bar: `bar` when it is split between two styles and shown; nil for a hidden bar (it shows no
  /// content), a bar of one style, and any other bar.
  public static func shown(_ bar: SplitBar?, hidden: Bool) -> SplitBar? {
    guard !hidden, let bar, bar.isSplit else { return nil }
    return bar
  }

  /// The styles the bar shows: `lightContent on the left (over "sidebar") and darkContent on the right (over
  /// "detail")`, or the one style both parts show.
  public var styles: String {
    guard isSplit else { return leading.rawValue }
    return "\(leading.rawValue) on the left\(Self.over(leadingColumn)) and \(trailing.rawValue) on the right\(Self.over(trailingColumn))"
  }

  /// ` (over "detail")`, or nothing without a column.
  static func over(_ column: String?) -> String { column.map { " (over \"\($0)\")" } ?? "" }
}
