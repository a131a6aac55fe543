import CMPLintDocuments
import CMPLintKnowledge
import Foundation

/// A rule's wording: one template per message case of its function (`default` is the main case).
/// `message:` in a rule file is one template for every case, or a mapping of case → template; a
/// case the mapping does not word falls back to its `default`, and a rule without `message` says
/// its `summary`. Functions name their cases but never word them: wording lives in the rule files.
public struct RuleMessage: Sendable {
    /// The template text for every case of the function: what the rule wrote, else its fallback.
    package let sources: [String: String]
    /// What the rule file wrote, by case (empty when the rule has no `message`; every case when it
    /// wrote one template).
    public let written: [String: String]
    /// The function's facts that are personal data whatever their shape (`FactSpec.personal`).
    package let personalFacts: Set<String>
    /// The parsed templates by case.
    private let templates: [String: MessageTemplate]

    /// Facts the engine provides to every rule: the checked value and where it is, and what the set
    /// is meant for (`{{expected.country}}`, `.region`, `.language`, `.geo`).
    public static let engineFacts: [FactSpec] = [
        FactSpec("value", "the checked value as short JSON text"),
        FactSpec("path", "the JSON Pointer of the finding"),
        FactSpec("property", "the last key of that pointer"),
        FactSpec("component", "banner, preferences or vendors"),
        FactSpec("file", "the file's path"),
        FactSpec(
            "expected",
            "what the set is meant for: expected.country, expected.region, expected.language, expected.geo, expected.platform (ios or android; absent when unknown)"
        ),
    ]

    /// Reads `message` from a rule mapping, each template parsed and checked against the facts
    /// `function` declares.
    package static func read(
        _ map: YAMLMapping, function configured: any RuleFunction, summary: String,
        context: String
    ) throws(YAMLError) -> RuleMessage {
        let function = type(of: configured)
        let cases = configured.caseNames
        var written: [String: String] = [:]
        if let node = map.node("message"), !node.isNull {
            if let text = node.scalar {
                for name in cases { written[name] = text }
            } else {
                let byCase = try YAMLMapping(node, file: map.file, context: "'message' of \(context)")
                for name in cases.sorted() {
                    if let text = try byCase.string(name) { written[name] = text }
                }
                try byCase.finish()
            }
        }
        let allowed = Set((engineFacts + function.facts).map(\.name))
        let fallback = written["default"] ?? summary
        let sources = Dictionary(uniqueKeysWithValues: cases.map { ($0, written[$0] ?? fallback) })
        var templates: [String: MessageTemplate] = [:]
        for (name, text) in sources {
            do {
                templates[name] = try MessageTemplate(text, facts: allowed)
            } catch {
                let hint =
                    error.unknownFact.flatMap { didYouMean($0, among: allowed.sorted()) }.map {
                        "; did you mean '{{\($0)}}'?"
                    } ?? ""
                let which = written.isEmpty ? "the summary of \(context), its message" : "the message of \(context)"
                let facts = allowed.sorted().joined(separator: ", ")
                throw map.error("\(error.message) in \(which)\(hint) (facts: \(facts))", at: "message")
            }
        }
        return RuleMessage(
            sources: sources, written: written,
            personalFacts: Set(function.facts.filter(\.personal).map(\.name)), templates: templates)
    }

    /// The parsed template of `name` (a message case), nil for a case the function does not have.
    package func template(_ name: String) -> MessageTemplate? { templates[name] }

    /// `message`, rendered by one of these templates with whole personal facts (`--show-personal-data`),
    /// with each personal fact replaced by a placeholder (`[redacted identifier, 12 chars]`); one
    /// already redacted as reports show it (`5c0f…6a30 (36 chars)`) is kept. `message` as it is when
    /// the function has no personal fact or no template matches it.
    package func hidingPersonalFacts(in message: String) -> String {
        guard !personalFacts.isEmpty else { return message }
        for name in sources.keys.sorted() {
            guard let ranges = template(name)?.personalRanges(in: message, personal: personalFacts) else { continue }
            var hidden = message
            for range in ranges.reversed() where !Self.isShownRedacted(message[range]) {
                hidden.replaceSubrange(
                    range, with: PersonalDataRedaction.placeholder(.identifier, for: String(message[range])))
            }
            return hidden
        }
        return message
    }

    /// Whether `text` is an identifier as `Redaction.identifier` shows it (at most four characters,
    /// "…", at most four, then the length), or a missing fact.
    package static func isShownRedacted(_ text: Substring) -> Bool {
        if text == "unknown" { return true }
        guard let ellipsis = text.firstIndex(of: "…"),
            text.distance(from: text.startIndex, to: ellipsis) <= Redaction.maxIdentifierEnd,
            let open = text.range(of: " (", options: .backwards), text.hasSuffix(" chars)") || text.hasSuffix(" char)")
        else { return false }
        let tail = text[text.index(after: ellipsis)..<open.lowerBound]
        return tail.count <= Redaction.maxIdentifierEnd && open.lowerBound > ellipsis
    }

    package func render(case name: String?, facts: [String: JSONValue]) -> String {
        (template(name ?? "default") ?? template("default"))?.render(facts) ?? ""
    }
}
