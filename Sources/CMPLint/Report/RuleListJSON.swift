import CMPLintDocuments

/// `cmplint rules --format json`: every rule in force as written in its rule file (given paths and
/// aliases, options, message templates) with its severity in force, for tools and editors.
extension RuleDocumentation {
    /// The rules in force, by family then id.
    public static func json(_ ruleset: Ruleset) -> String {
        let rules = ruleset.rules.sorted { ($0.family, $0.id) < ($1.family, $1.id) }
        return SchemaValue.object(("rules", .array(rules.map(json)))).prettyText() + "\n"
    }

    /// One rule: `scope` is a list of components, `["set"]` or `["suppressions"]`; `given` is null for document and
    /// set functions; `options` and `message` are as written (`message` is empty when the rule
    /// uses the function's wording).
    public static func json(_ rule: Rule) -> JSONValue {
        let cases = FunctionDocumentation.ordered(Array(rule.message.written.keys))
        return SchemaValue.object(
            ("id", .string(rule.id)),
            ("severity", .string(rule.severity.rawValue)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
            ("family", .string(rule.family)),
            ("scope", SchemaValue.strings(rule.scope.names)),
            ("given", rule.level == .node ? SchemaValue.strings(rule.givenText) : .null),
            ("function", .string(rule.functionName)),
            ("level", .string(rule.level.rawValue)),
            ("field", .optional(rule.field)),
            ("options", rule.options ?? .null),
            ("message", .object(cases.map { JSONMember(key: $0, value: .string(rule.message.written[$0] ?? "")) })),
            ("fix", rule.fix.map(fixJSON) ?? .null),
            ("explains", SchemaValue.strings(rule.explains)),
            ("summary", .string(rule.summary)),
            ("file", .string(rule.file)),
            ("docs", .optional(RuleInfo(rule).documentationPath))
        )
    }

    /// A rule's `fix` as a list of alternatives: `edit`, `value` (for `set`), `applicability`, `if`.
    package static func fixJSON(_ fix: RuleFix) -> JSONValue {
        .array(
            fix.alternatives.map { alternative in
                var value: JSONValue?
                if case .set(let literal) = alternative.edit { value = literal }
                let condition = alternative.condition.map { condition in
                    SchemaValue.object(
                        ("case", condition.cases.map(SchemaValue.strings)),
                        ("fact", condition.fact.map(JSONValue.string)),
                        ("in", condition.values.map(SchemaValue.strings)),
                        ("platform", condition.platforms.map { SchemaValue.strings($0.map(\.rawValue)) })
                    )
                }
                return SchemaValue.object(
                    ("if", condition),
                    ("edit", .string(alternative.edit.name)),
                    ("value", value),
                    ("applicability", .string(alternative.applicability.rawValue))
                )
            })
    }
}
