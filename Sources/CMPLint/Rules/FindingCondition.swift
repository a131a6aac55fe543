import CMPLintDocuments

/// `if:` of a `fix:` alternative or a `howToFix:` text: which findings it is for. The finding's
/// message case is one of `cases`; the fact `fact` is present (not null, false, "", 0 or [], as for
/// message sections) and, with `values`, one of them; the set's platform is one of `platforms`.
/// Every part written must hold.
public struct FindingCondition: Sendable {
    public let cases: [String]?
    public let fact: String?
    public let values: [String]?
    public let platforms: [AppPlatform]?

    package func holds(for result: FunctionResult, platform: AppPlatform) -> Bool {
        if let cases, !cases.contains(result.messageCase ?? "default") { return false }
        if let platforms, !platforms.contains(platform) { return false }
        guard let fact else { return true }
        let value = result.facts[fact]
        guard MessageTemplate.isTruthy(value) else { return false }
        guard let values else { return true }
        return value.map { values.contains(MessageTemplate.text($0)) } ?? false
    }

    /// The condition in words, for rule pages: "the finding's message case is `embedded`",
    /// "`key` is `tcString`", "the set's platform is `android`".
    public var summary: String {
        var parts: [String] = []
        if let cases { parts.append("the finding's message case is " + Self.list(cases)) }
        if let fact {
            parts.append(values.map { "`\(fact)` is " + Self.list($0) } ?? "the finding has `\(fact)`")
        }
        if let platforms { parts.append("the set's platform is " + Self.list(platforms.map(\.rawValue))) }
        return parts.joined(separator: " and ")
    }

    /// "`a`, `b` or `c`".
    package static func list(_ items: [String]) -> String {
        let quoted = items.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// Reads an `if:` mapping: message cases and facts that `configured` declares, platforms by name.
    package static func read(_ map: YAMLMapping?, function configured: any RuleFunction) throws(YAMLError)
        -> FindingCondition?
    {
        guard let map else { return nil }
        let function = type(of: configured)
        let cases = try map.stringList("case")
        let known = configured.caseNames.sorted()
        for name in cases ?? [] where !known.contains(name) {
            let hint = didYouMean(name, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw map.error(
                "'\(name)' is not a message case of function '\(function.name)'\(hint) (cases: \(known.joined(separator: ", ")))",
                at: "case")
        }
        let fact = try map.string("fact")
        let facts = function.facts.map(\.name)
        if let fact, !facts.contains(fact) {
            let hint = didYouMean(fact, among: facts).map { "; did you mean '\($0)'?" } ?? ""
            let list = facts.isEmpty ? "it returns none" : "facts: \(facts.joined(separator: ", "))"
            throw map.error("'\(fact)' is not a fact of function '\(function.name)'\(hint) (\(list))", at: "fact")
        }
        let values = try map.stringList("in")
        if values != nil && fact == nil {
            throw map.error("'in' needs 'fact': the fact whose value is compared", at: "in")
        }
        var platforms: [AppPlatform]?
        if let names = try map.stringList("platform") {
            platforms = []
            for name in names {
                guard let platform = AppPlatform(rawValue: name) else {
                    let allowed = AppPlatform.allCases.map(\.rawValue)
                    let hint = didYouMean(name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                    throw map.error(
                        "unknown platform '\(name)'\(hint) (expected \(allowed.joined(separator: ", ")))",
                        at: "platform")
                }
                platforms?.append(platform)
            }
        }
        if cases == nil && fact == nil && platforms == nil {
            throw map.error("\(map.context) needs 'case', 'fact' or 'platform'")
        }
        try map.finish()
        return FindingCondition(cases: cases, fact: fact, values: values, platforms: platforms)
    }
}
