import CMPLintDocuments
import CMPLintKnowledge

/// One edit `cmplint fix` made (or, with `--dry-run`, would make), for the summary: which findings
/// it resolves, where, and what the node held before, shortened and redacted as findings are
/// (`PersonalDataRedaction`, and the values rules found to be personal data whatever their shape,
/// `PersonalValues`) unless `--show-personal-data`.
public struct AppliedFix: Sendable, Equatable {
    /// The rules whose findings the edit resolves, the edit's own first.
    public let ruleIds: [String]
    /// How many findings it resolves: a removed member or replaced value takes the findings inside
    /// it, and a value several rules report, along.
    public let findings: Int
    /// The JSON Pointer of the edited node, redacted as in reports.
    public let pointer: String
    /// Where the node started before the edit.
    public let start: SourcePosition
    public let edit: FixEdit
    public let applicability: FixApplicability
    /// The member (for a removal) or value before the edit, as short JSON text.
    public let before: String

    /// "removed "tcString": "[redacted TCF v2 TC string, 94 chars, #b6ce6a]"", "set to "" (was …)".
    public var description: String {
        switch edit {
        case .remove: return "removed \(before)"
        case .set(let value): return "set to \(value.jsonText) (was \(before))"
        case .empty: return "emptied (was \(before))"
        }
    }

    /// Longest value text shown.
    package static let maxShownLength = 80

    /// `node` as the summary shows it: a string redacted and quoted, a container by its size; for a
    /// removal, with its key.
    package static func before(
        _ node: JSONNodeID, edit: FixEdit, in document: JSONDocument, revealing: Bool,
        personal: PersonalValues = PersonalValues()
    ) -> String {
        let keyNode = document.isKey(node) ? node : document.keyNode(of: node)
        let value = document.isKey(node) ? JSONNodeID(rawValue: node.rawValue + 1) : node
        let valueText = text(of: value, in: document, revealing: revealing, personal: personal)
        guard edit == .remove, let keyNode else { return valueText }
        return quoted(document.string(keyNode) ?? "", revealing: revealing, personal: personal) + ": " + valueText
    }

    private static func text(of node: JSONNodeID, in document: JSONDocument, revealing: Bool, personal: PersonalValues)
        -> String
    {
        let count = document.childCount(node)
        switch document.kind(node) {
        case .string: return quoted(document.string(node) ?? "", revealing: revealing, personal: personal)
        case .object: return count == 0 ? "{}" : "{…} (\(count) \(ReportText.plural(count, "member")))"
        case .array: return count == 0 ? "[]" : "[…] (\(count) \(ReportText.plural(count, "element")))"
        case .number, .bool, .null: return document.shortText(node, limit: maxShownLength)
        }
    }

    private static func quoted(_ text: String, revealing: Bool, personal: PersonalValues) -> String {
        let shown = revealing ? text : personal.placeholder(forValue: text) ?? PersonalDataRedaction.text(text)
        return JSONValue.quoted(shown).shortened(to: maxShownLength)
    }
}
