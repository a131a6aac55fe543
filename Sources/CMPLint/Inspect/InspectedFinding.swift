import Foundation

/// One lint finding of the set, with the rule's fix in one line.
public struct InspectedFinding: Sendable, Equatable {
    public let finding: Finding
    /// The first sentence of the rule's `howToFix`; nil when the rule has none.
    public let fix: String?
    /// The rule's documentation page (`RuleInfo.documentationURL`); nil for a rule a config defines.
    public let documentation: String?

    public init(finding: Finding, fix: String?, documentation: String? = nil) {
        self.finding = finding
        self.fix = fix
        self.documentation = documentation
    }

    /// The first sentence of a `howToFix` text, as stylish output shows it (`FixLine.first`), so
    /// every report gives a rule the same one-line fix.
    package static func oneLine(_ howToFix: String?) -> String? {
        howToFix.flatMap(FixLine.first)
    }
}
