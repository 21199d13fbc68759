/// Something a linter found at one step of a filmstrip: the rule it broke, what it means for the app, and the
/// fixes the linter proved (each replayed and checked), as the filmstrip shows them under the step.
package struct FilmstripFinding: Sendable, Hashable {
  /// The rule (`S19`) or the linter's own name for the check.
  package var rule: String
  /// What is wrong, in a sentence.
  package var message: String
  /// The proven fixes, each as the change to make (`call setNeedsStatusBarAppearanceUpdate() on "profile"`).
  package var fixes: [String]
  /// Why no fix is offered, when none is.
  package var noFix: String?

  /// Creates a finding.
  package init(rule: String, message: String, fixes: [String] = [], noFix: String? = nil) {
    self.rule = rule
    self.message = message
    self.fixes = fixes
    self.noFix = noFix
  }
}
