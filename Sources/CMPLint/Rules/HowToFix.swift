import CMPLintDocuments

/// A rule's advice (`howToFix:`), Markdown: one text for every finding, or a list of texts tried in
/// order as `fix:` alternatives are, each with an `if:` (`FindingCondition`: the finding's message
/// case, a fact, the set's platform), the last without one. The advice then fits the finding: the
/// case the function returned, and the platform whose APIs it names (`AppPlatform`). The last text
/// is the rule's advice where no finding is at hand (SARIF rule help, the rules' pages), so it
/// names both platforms' ways where they differ.
public struct HowToFix: Sendable {
    public struct Alternative: Sendable {
        public let text: String
        /// Nil: every finding no earlier alternative picked out (the last alternative only).
        public let condition: FindingCondition?
    }

    public let alternatives: [Alternative]

    /// The advice for findings no condition picks out, and for the rule as a whole.
    public var general: String { alternatives[alternatives.count - 1].text }

    /// The advice for `result` in a set of `platform`.
    public func text(for result: FunctionResult, platform: AppPlatform) -> String {
        alternatives.first { $0.condition?.holds(for: result, platform: platform) ?? true }?.text ?? general
    }

    /// Each text with when it applies in words ("the set's platform is `ios`"; nil for the last),
    /// for the rules' pages.
    public var cases: [(when: String?, text: String)] {
        alternatives.map { ($0.condition?.summary, $0.text) }
    }

    /// Reads `howToFix:`: a text, or a non-empty list of `{if, text}` mappings whose last has no `if`.
    package static func read(_ node: YAMLNode?, file: String, function: any RuleFunction, context: String)
        throws(YAMLError) -> HowToFix?
    {
        guard let node, !node.isNull else { return nil }
        if let text = node.scalar { return HowToFix(alternatives: [Alternative(text: text, condition: nil)]) }
        guard case .sequence(let items) = node.content, !items.isEmpty else {
            throw YAMLError(
                file: file, mark: node.mark,
                message: "'howToFix' of \(context) must be a text or a non-empty list of {if, text} mappings")
        }
        var alternatives: [Alternative] = []
        for (index, item) in items.enumerated() {
            let map = try YAMLMapping(item, file: file, context: "'howToFix' of \(context)")
            let text = try map.requiredString("text")
            let condition = try FindingCondition.read(
                map.mapping("if", context: "'if' of 'howToFix' of \(context)"), function: function)
            try map.finish()
            let last = index == items.count - 1
            if condition == nil && !last {
                throw YAMLError(
                    file: file, mark: items[index + 1].mark,
                    message:
                        "this text of 'howToFix' of \(context) follows one without 'if', which applies to every finding; put the texts with 'if' first"
                )
            }
            if condition != nil && last {
                throw YAMLError(
                    file: file, mark: item.mark,
                    message:
                        "the last text of 'howToFix' of \(context) has an 'if'; end with a text without one, the advice for every other finding"
                )
            }
            alternatives.append(Alternative(text: text, condition: condition))
        }
        return HowToFix(alternatives: alternatives)
    }
}
