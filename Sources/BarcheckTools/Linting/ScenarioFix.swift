package import BarcheckModel
import BarcheckReference

/// A change a developer can paste to make a finding go away: where it goes, its code in UIKit and (where the
/// scenario is SwiftUI) in SwiftUI, and the edits to the scenario that barcheck re-resolves to prove it.
package struct ScenarioFix: Sendable, Hashable {
  /// What the fix does, in one line.
  package var summary: String
  /// Where the code goes (`in the class of "nav"`).
  package var location: String
  /// The UIKit code.
  package var uiKit: String?
  /// The SwiftUI code, when the controller is SwiftUI's.
  package var swiftUI: String?
  /// The Info.plist entries the fix sets, as XML.
  package var infoPlist: String?
  /// The edits to the scenario that model the change.
  package var edits: [ScenarioEdit]
  /// What re-resolving the edited scenario showed (`with this change step 3 shows lightContent, owner "detail"`);
  /// empty until proven.
  package var proof: String = ""

  /// Creates a fix.
  package init(summary: String, location: String, uiKit: String?, swiftUI: String? = nil, infoPlist: String? = nil, edits: [ScenarioEdit]) {
    self.summary = summary
    self.location = location
    self.uiKit = uiKit
    self.swiftUI = swiftUI
    self.infoPlist = infoPlist
    self.edits = edits
  }

  /// The scenario with every edit of the fix made.
  package func applied(to scenario: ConformanceCase) -> ConformanceCase {
    edits.reduce(scenario) { $1.applied(to: $0) }
  }
}

/// Why no fix is offered for a finding.
struct NoFix: Error, Sendable, Hashable {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

extension Decision {
  /// The content colour shown, for a style or legibility record.
  var shownStyle: String? {
    switch aspect {
    case .style, .legibility: shown
    default: nil
    }
  }
}
