import CMPLintKnowledge

/// One finding recorded in a baseline file. Matched by rule, file, JSON Pointer and message, not by
/// line, so reformatting a snapshot keeps the baseline.
public struct BaselineEntry: Sendable, Hashable, Codable {
    public let ruleId: String
    public let file: String
    public let pointer: String
    public let message: String

    public init(ruleId: String, file: String, pointer: String, message: String) {
        self.ruleId = ruleId
        self.file = file
        self.pointer = pointer
        self.message = message
    }

    public init(_ finding: Finding) {
        self.init(ruleId: finding.ruleId, file: finding.file, pointer: finding.pointer, message: finding.message)
    }

    /// The same entry naming `file` (an absolute or a display path of the same file).
    package func withFile(_ file: String) -> BaselineEntry {
        BaselineEntry(ruleId: ruleId, file: file, pointer: pointer, message: message)
    }

    /// The entry with its pointer and message redacted as findings are (`PersonalDataRedaction`),
    /// and the facts its rule declares personal hidden in the message (`RuleMessage.hidingPersonalFacts`:
    /// an identifier of no recognisable shape, written whole with `--show-personal-data`).
    package func redacted(by rule: Rule?) -> BaselineEntry {
        let message = rule?.message.hidingPersonalFacts(in: message) ?? message
        return BaselineEntry(
            ruleId: ruleId, file: file, pointer: PersonalDataRedaction.pointer(pointer),
            message: PersonalDataRedaction.text(message))
    }
}
