/// A rule's automatic fix, declared in its rule file (`fix:`): one edit with its applicability, or
/// a list of alternatives tried in order, each with an `if:` on the finding (its message case or a
/// fact the function returned). The first alternative whose condition holds is the finding's fix;
/// a finding no alternative matches has none. Fixes are data: `cmplint fix` only carries out what
/// the rule says.
public struct RuleFix: Sendable {
    public struct Alternative: Sendable {
        public let edit: FixEdit
        public let applicability: FixApplicability
        /// Nil: every finding (only the last alternative may omit it).
        public let condition: Condition?
    }

    /// `if:` of an alternative: the finding's message case is one of `cases`, and the fact `fact` is
    /// present (not null, false, "", 0 or [], as for message sections) and, with `values`, one of them.
    public struct Condition: Sendable {
        public let cases: [String]?
        public let fact: String?
        public let values: [String]?

        func holds(for result: FunctionResult) -> Bool {
            if let cases, !cases.contains(result.messageCase ?? "default") { return false }
            guard let fact else { return true }
            let value = result.facts[fact]
            guard MessageTemplate.isTruthy(value) else { return false }
            guard let values else { return true }
            return value.map { values.contains(MessageTemplate.text($0)) } ?? false
        }

        /// The condition in words, for rule pages: "the finding's message case is `embedded`",
        /// "`key` is `tcString`".
        public var summary: String {
            var parts: [String] = []
            if let cases { parts.append("the finding's message case is " + Self.list(cases)) }
            if let fact {
                parts.append(values.map { "`\(fact)` is " + Self.list($0) } ?? "the finding has `\(fact)`")
            }
            return parts.joined(separator: " and ")
        }

        /// "`a`, `b` or `c`".
        static func list(_ items: [String]) -> String {
            let quoted = items.map { "`\($0)`" }
            guard quoted.count > 1 else { return quoted.first ?? "" }
            return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        }
    }

    public let alternatives: [Alternative]

    /// The alternative that applies to `result`; nil when none does.
    public func alternative(for result: FunctionResult) -> Alternative? {
        alternatives.first { $0.condition?.holds(for: result) ?? true }
    }

    /// One line per alternative, for `cmplint rules ID` and the rule pages:
    /// "safe, when it has `key`: removes the member".
    public var lines: [String] {
        alternatives.map { alternative in
            let when = alternative.condition.map { "when \($0.summary)" } ?? (alternatives.count > 1 ? "otherwise" : nil)
            let applicability = alternative.applicability == .safe ? "safe" : "unsafe (only with `--unsafe-fixes`)"
            return [applicability, when].compactMap { $0 }.joined(separator: ", ") + ": " + alternative.edit.summary
        }
    }
}
