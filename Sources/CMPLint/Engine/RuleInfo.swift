/// What reports need to know about a rule in force: SARIF's `tool.driver.rules`, JUnit's passing
/// test cases, links to the rule's documentation page.
public struct RuleInfo: Sendable, Equatable {
    public let id: String
    public let summary: String
    public let description: String
    public let howToFix: String?
    public let severity: Severity
    public let family: String
    /// The components the rule checks; empty for a set-level rule.
    public let components: [ComponentKind]

    public init(id: String, summary: String, description: String, howToFix: String?, severity: Severity,
                family: String, components: [ComponentKind]) {
        self.id = id
        self.summary = summary
        self.description = description
        self.howToFix = howToFix
        self.severity = severity
        self.family = family
        self.components = components
    }

    public init(_ rule: Rule) {
        var components: [ComponentKind] = []
        if case .components(let kinds) = rule.scope { components = kinds.sorted() }
        self.init(id: rule.id, summary: rule.summary, description: rule.description, howToFix: rule.howToFix,
                  severity: rule.severity, family: rule.family, components: components)
    }

    /// The rule's documentation page in the repository (`docs/rules/<id>.md`).
    public var documentationPath: String { Self.documentationPath(id: id) }

    static func documentationPath(id: String) -> String { "docs/rules/\(id).md" }

    /// The page's address, for SARIF `helpUri` and Markdown reports.
    public var documentationURL: String { Self.documentationURL(id: id) }

    /// The documentation address of the rule `id`, for reports that know only the id (inspect).
    public static func documentationURL(id: String) -> String { "\(ToolInfo.informationURI)/blob/main/\(documentationPath(id: id))" }
}
