import CMPLintDocuments
import CMPLintPaths

/// One rule: where to look (`scope`, `given`), what to check (`then`), how bad (`severity`) and what
/// to say (`message`, `description`, `howToFix`), with examples. Loaded from YAML (`rules/*.yml` or a
/// config file's `rules:`); the check is a `RuleFunction` named by `then.function`, which returns
/// facts that the rule's message words.
public struct Rule: Sendable {
    /// Stable kebab-case id; SARIF, baselines and users' configs depend on it.
    public let id: String
    public let summary: String
    /// Markdown: what the rule checks and why it matters.
    public let description: String
    public let defaultSeverity: Severity
    /// The severity in force after configuration overrides.
    public var severity: Severity
    public let scope: Scope
    /// Node functions only; `$` when the rule names none. Aliases are resolved.
    public let given: [PathSelector]
    /// `given` as written (paths and `#Alias` names), for docs and `cmplint rules`.
    public let givenText: [String]
    /// `then.field`: a member path under each `given` match (`a.b`), or `@key` for the match's key.
    public let field: String?
    public let function: any RuleFunction
    /// `when:`: the rule runs on a set only when all of these hold.
    public let conditions: [RuleCondition]
    public let message: RuleMessage
    /// `then.functionOptions` as written, for `cmplint rules --format json`.
    public var options: JSONValue? { optionsNode?.jsonValue() }
    /// The `functionOptions` node; `options` converts it only when asked (a lint run never asks).
    package let optionsNode: YAMLNode?
    /// `howToFix:`: the advice, by case and platform; nil when the rule gives none.
    public let howToFix: HowToFix?
    /// `fix:`: what `cmplint fix` does to a finding of this rule; nil when it has no automatic fix.
    public let fix: RuleFix?
    /// `explains:`: rules whose findings in the same set follow from a finding of this one; reports
    /// show them under it (`FindingCause`).
    public let explains: [String]
    public let examples: [RuleExample]
    /// Where the rule is defined, e.g. `rules/components.yml` at 12:3.
    public let file: String
    public let mark: YAMLMark

    public enum Scope: Sendable, Equatable {
        /// Run on these components' documents.
        case components(Set<ComponentKind>)
        /// Run once on the whole set.
        case set
        /// Run once per ignore entry after every set is linted.
        case suppressions
    }

    public var functionName: String { type(of: function).name }
    public var level: FunctionLevel { type(of: function).level }

    /// The ruleset family: the rule file's name without extension (`components`), or `config`.
    public var family: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Whether the rule is one of the default ruleset's (`rules/*.yml`, embedded), which have
    /// documentation pages; false for a rule a config or a user's rule file defines.
    public var isDefault: Bool {
        embeddedDefaultRuleFiles.contains { "rules/\($0.name)" == file }
    }

    /// The severity of one result: the rule's, or lower when the function lowers it.
    public func severity(of result: FunctionResult) -> Severity {
        severity(lowering: result.severity)
    }

    /// The rule's severity, or `lowered` when that is lower (a result's own severity).
    public func severity(lowering lowered: Severity?) -> Severity {
        lowered.map { min($0, severity) } ?? severity
    }

    public func applies(to kind: ComponentKind) -> Bool {
        if case .components(let kinds) = scope { return kinds.contains(kind) }
        return false
    }
}

extension Rule.Scope {
    /// The scope as rule files write it: component names, `set` or `suppressions`.
    public var names: [String] {
        switch self {
        case .components(let kinds): return kinds.sorted().map(\.rawValue)
        case .set: return ["set"]
        case .suppressions: return ["suppressions"]
        }
    }

    /// The scope for documentation pages.
    public var summary: String {
        switch self {
        case .components(let kinds): return kinds.sorted().map(\.rawValue).joined(separator: ", ")
        case .set: return "the whole set"
        case .suppressions: return "the ignore entries, after every set is linted"
        }
    }
}
