import CMPLintDocuments

/// A consent string or identifier found in the set, as the leak rules found, decoded and redacted
/// it: their findings are the inspection's captured state, so the inspection decodes nothing
/// itself and shows exactly what `lint` shows (whole values only with `--show-personal-data`).
public struct CapturedValue: Sendable, Equatable {
    /// The rule that found it (`tc-string-leak`, `identifier-leak`, …).
    public let ruleId: String
    public let component: ComponentKind?
    public let file: String
    public let pointer: String
    public let line: Int?
    public let column: Int?
    /// What it decodes as ("TCF v2 TC string", "identifier"), from the finding's evidence.
    public let kind: String
    /// The finding's evidence: length, prefix, decoded metadata (redacted unless revealed).
    public let evidence: [JSONMember]
    /// The finding's message.
    public let message: String

    /// The functions of the rules whose findings are captured state (`rules/leaks.yml`), with what
    /// their findings are when the evidence names no decoded kind.
    package static let functions: [String: String] = [
        "consentStringLeak": "consent string", "storedConsentLeak": "stored consent state",
        "identifierLeak": "identifier",
    ]

    /// `kind`: what the finding's rule finds, unless its evidence names the decoded kind.
    package init(_ finding: Finding, kind fallback: String) {
        ruleId = finding.ruleId
        component = finding.component
        file = finding.file
        pointer = finding.pointer
        line = finding.start?.line
        column = finding.start?.column
        var kind = fallback
        if let member = finding.evidence.first(where: { $0.key == "kind" }), case .string(let text) = member.value {
            kind = text
        }
        self.kind = kind
        evidence = finding.evidence
        message = finding.message
    }

    /// What identifies a captured value across two captures: where it is and what it is.
    package var identity: String {
        [ruleId, component?.rawValue ?? "", pointer, kind].joined(separator: "\u{1F}")
    }
}
