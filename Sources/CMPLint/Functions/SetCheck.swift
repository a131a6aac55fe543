import CMPLintDocuments

/// One check of a `SetCheckFamily`: a set function without a name of its own. A family (the
/// language checks, the geo checks, the joins between preferences and vendors) shares one name,
/// one declaration of the options its checks have in common and one vocabulary of facts; the rule
/// picks its check with the family's `check` option, as Spectral's generic functions are told what
/// to do by their options.
package protocol SetCheck: Sendable {
    /// One line for the `check` option's documentation.
    static var summary: String { get }
    /// The options this check reads, with the ones it requires; any other option of the family is
    /// an error for it.
    static var options: [OptionSpec] { get }
    static var facts: [FactSpec] { get }
    /// Its message cases besides `default`.
    static var messageCases: [String] { get }
    init(options: FunctionOptions) throws(YAMLError)
    func evaluate(_ set: SnapshotSet) -> [FunctionResult]
}

extension SetCheck {
    package static var messageCases: [String] { [] }
}

/// A set function made of several checks (`SetCheck`), chosen by the option `check`. A family
/// declares `checks`; its options, facts and message cases are its checks' together, joined once
/// (`static let options = joinedOptions()`, and so on), and each rule is validated against the
/// options of the check it picks.
package protocol SetCheckFamily: SetFunction {
    /// The checks by the name `check` takes, in documentation order.
    static var checks: [(name: String, type: any SetCheck.Type)] { get }
    /// The check of a rule without `check` (nil: `check` is required).
    static var defaultCheck: String? { get }
    var check: any SetCheck { get }
    init(check: any SetCheck)
}

extension SetCheckFamily {
    package static var defaultCheck: String? { nil }

    package static func joinedOptions() -> [OptionSpec] {
        let described = checks.map { "`\($0.name)`: \($0.type.summary)" }.joined(separator: " ")
        var options = [
            OptionSpec(
                "check", .oneOf(checks.map(\.name)), "Which check the rule runs. \(described)",
                required: defaultCheck == nil, default: defaultCheck.map(JSONValue.string))
        ]
        for check in checks {
            for option in check.type.options where !options.contains(where: { $0.name == option.name }) {
                // Required by the check that reads it, when the rule picks that check.
                options.append(OptionSpec(option.name, option.type, option.description, default: option.defaultValue))
            }
        }
        return options
    }

    package static func joinedFacts() -> [FactSpec] {
        var facts: [FactSpec] = []
        for check in checks {
            for fact in check.type.facts {
                if let index = facts.firstIndex(where: { $0.name == fact.name }) {
                    guard facts[index].description != fact.description else { continue }
                    facts[index] = FactSpec(
                        fact.name, facts[index].description + "; " + fact.description,
                        personal: facts[index].personal || fact.personal)
                } else {
                    facts.append(fact)
                }
            }
        }
        return facts
    }

    package static func joinedMessageCases() -> [String] {
        var cases: [String] = []
        for check in checks { cases += check.type.messageCases.filter { !cases.contains($0) } }
        return cases
    }

    /// Picks the check and reads its options: an option of another check, or one the picked check
    /// requires and the rule lacks, is an error at the option.
    package init(options: FunctionOptions) throws(YAMLError) {
        let name = try options.string("check") ?? Self.defaultCheck ?? ""
        guard let type = Self.checks.first(where: { $0.name == name })?.type else {
            throw options.error("function '\(Self.name)' needs functionOptions 'check'", at: "check")
        }
        let own = type.options
        for key in (options.mapping?.pairs ?? []).map(\.key)
        where key != "check" && !own.contains(where: { $0.name == key }) {
            let accepted = own.map(\.name).joined(separator: ", ")
            throw options.error(
                "option '\(key)' does not apply to check '\(name)' of function '\(Self.name)' (its options: \(accepted))",
                at: key)
        }
        if let missing = own.first(where: { $0.required && (options.node($0.name)?.isNull ?? true) }) {
            throw options.error(
                "check '\(name)' of function '\(Self.name)' needs functionOptions '\(missing.name)': \(missing.description)"
            )
        }
        self.init(check: try type.init(options: options))
    }

    package var caseNames: [String] { ["default"] + type(of: check).messageCases }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] { check.evaluate(set) }
}
