/// A rule's automatic fix, declared in its rule file (`fix:`): one edit with its applicability, or
/// a list of alternatives tried in order, each with an `if:` on the finding (its message case, a
/// fact the function returned, the set's platform). The first alternative whose condition holds
/// is the finding's fix; a finding no alternative matches has none. Fixes are data: `cmplint fix`
/// only carries out what the rule says.
public struct RuleFix: Sendable {
    public struct Alternative: Sendable {
        public let edit: FixEdit
        public let applicability: FixApplicability
        /// Nil: every finding (only the last alternative may omit it).
        public let condition: Condition?
    }

    /// `if:` of an alternative (`FindingCondition`, shared with `howToFix:`).
    public typealias Condition = FindingCondition

    public let alternatives: [Alternative]

    /// The alternative that applies to `result` in a set of `platform`; nil when none does.
    public func alternative(for result: FunctionResult, platform: AppPlatform = .unknown) -> Alternative? {
        alternatives.first { $0.condition?.holds(for: result, platform: platform) ?? true }
    }

    /// One line per alternative, for `cmplint rules ID` and the rule pages:
    /// "safe, when it has `key`: removes the member".
    public var lines: [String] {
        alternatives.map { alternative in
            let when =
                alternative.condition.map { "when \($0.summary)" } ?? (alternatives.count > 1 ? "otherwise" : nil)
            let applicability = alternative.applicability == .safe ? "safe" : "unsafe (only with `--unsafe-fixes`)"
            return [applicability, when].compactMap { $0 }.joined(separator: ", ") + ": " + alternative.edit.summary
        }
    }
}
