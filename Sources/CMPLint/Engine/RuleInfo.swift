import CMPLintDocuments

/// What reports need to know about a rule in force: SARIF's `tool.driver.rules`, JUnit's passing
/// test cases, links to the rule's documentation page, the one-line fix under a stylish finding.
public struct RuleInfo: Sendable, Equatable {
    public let id: String
    public let summary: String
    public let description: String
    /// The rule's general advice (`HowToFix.general`); a finding carries the text for its case.
    public let howToFix: String?
    public let severity: Severity
    public let family: String
    /// The components the rule checks; empty for a set-level rule.
    public let components: [ComponentKind]
    /// Whether the rule has a page under `docs/rules/`: the default rules do, rules a user's
    /// config defines do not.
    public let documented: Bool

    public init(
        id: String, summary: String, description: String, howToFix: String?, severity: Severity,
        family: String, components: [ComponentKind], documented: Bool = true
    ) {
        self.id = id
        self.summary = summary
        self.description = description
        self.howToFix = howToFix
        self.severity = severity
        self.family = family
        self.components = components
        self.documented = documented
    }

    public init(_ rule: Rule) {
        var components: [ComponentKind] = []
        if case .components(let kinds) = rule.scope { components = kinds.sorted() }
        self.init(
            id: rule.id, summary: rule.summary, description: rule.description, howToFix: rule.howToFix?.general,
            severity: rule.severity, family: rule.family, components: components, documented: rule.isDefault)
    }

    /// The rule's documentation page in the repository (`docs/rules/<id>.md`); nil for a rule a
    /// user's config defines, which has no page there.
    public var documentationPath: String? { documented ? "docs/rules/\(id).md" : nil }

    /// The page's address, for SARIF `helpUri` and Markdown reports; nil without a page.
    public var documentationURL: String? { documentationPath.map { "\(ToolInfo.informationURI)/blob/main/\($0)" } }

    /// The one-line fix shown under a stylish finding: `howToFix`'s first sentence (see
    /// `FixLine.first`), nil when the rule says nothing about fixing.
    public var fixLine: String? { howToFix.flatMap(FixLine.first) }
}
