/// `cmplint rules --format json`: every rule in force as written in its rule file (given paths and
/// aliases, options, message templates) with its severity in force, for tools and editors.
extension RuleDocumentation {
    /// The rules in force (by family, then id) and the built-in `unused-suppression` (omitted when
    /// `unusedSuppressionSeverity` is nil, i.e. turned off).
    public static func json(_ ruleset: Ruleset, unusedSuppressionSeverity: Severity? = Suppressor.unusedSuppressionRule.severity) -> String {
        let rules = ruleset.rules.sorted { ($0.family, $0.id) < ($1.family, $1.id) }
        let builtIn = unusedSuppressionSeverity.map { [json(Suppressor.unusedSuppressionRule, severity: $0)] } ?? []
        return SchemaValue.object(
            ("rules", .array(rules.map(json))),
            ("builtIn", .array(builtIn))
        ).prettyText() + "\n"
    }

    /// A built-in rule (`unused-suppression`) with its severity in force.
    public static func json(_ info: RuleInfo, severity: Severity) -> JSONValue {
        SchemaValue.object(
            ("id", .string(info.id)),
            ("severity", .string(severity.rawValue)),
            ("defaultSeverity", .string(info.severity.rawValue)),
            ("family", .string(info.family)),
            ("summary", .string(info.summary)),
            ("docs", .string(info.documentationPath))
        )
    }

    /// One rule: `scope` is a list of components or `["set"]`; `given` is null for document and
    /// set functions; `options` and `message` are as written (`message` is empty when the rule
    /// uses the function's wording).
    public static func json(_ rule: Rule) -> JSONValue {
        let scope: [String]
        switch rule.scope {
        case .set: scope = ["set"]
        case .components(let kinds): scope = kinds.sorted().map(\.rawValue)
        }
        let cases = FunctionDocumentation.ordered(Array(rule.message.written.keys))
        return SchemaValue.object(
            ("id", .string(rule.id)),
            ("severity", .string(rule.severity.rawValue)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
            ("family", .string(rule.family)),
            ("scope", SchemaValue.strings(scope)),
            ("given", rule.level == .node ? SchemaValue.strings(rule.givenText) : .null),
            ("function", .string(rule.functionName)),
            ("level", .string(rule.level.rawValue)),
            ("field", .optional(rule.field)),
            ("options", rule.options ?? .null),
            ("message", .object(cases.map { JSONMember(key: $0, value: .string(rule.message.written[$0] ?? "")) })),
            ("summary", .string(rule.summary)),
            ("file", .string(rule.file)),
            ("docs", .string(RuleInfo(rule).documentationPath))
        )
    }
}
