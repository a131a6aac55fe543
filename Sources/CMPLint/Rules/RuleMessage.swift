/// A rule's wording: one template per message case of its function (`default` is the main case).
/// `message:` in a rule file is one template for every case, or a mapping of case → template; a
/// case the mapping does not word falls back to the function's own template.
public struct RuleMessage: Sendable {
    /// The template for every case of the function.
    public let templates: [String: MessageTemplate]
    /// What the rule file wrote, by case (empty when the rule relies on the function's wording;
    /// every case when it wrote one template).
    public let written: [String: String]

    /// Facts the engine provides to every rule: the checked value and where it is, and what the set
    /// is meant for (`{{expected.country}}`, `.region`, `.language`, `.geo`).
    public static let engineFacts: [FactSpec] = [
        FactSpec("value", "the checked value as short JSON text"),
        FactSpec("path", "the JSON Pointer of the finding"),
        FactSpec("property", "the last key of that pointer"),
        FactSpec("component", "banner, preferences or vendors"),
        FactSpec("file", "the file's path"),
        FactSpec("expected", "what the set is meant for: expected.country, expected.region, expected.language, expected.geo"),
    ]

    /// Reads `message` from a rule mapping, checked against the facts `function` declares.
    static func read(_ map: YAMLMapping, function: any RuleFunction.Type, context: String) throws(YAMLError) -> RuleMessage {
        let cases = function.messages
        var written: [String: String] = [:]
        if let node = map.node("message"), !node.isNull {
            if let text = node.scalar {
                for name in cases.keys { written[name] = text }
            } else {
                let byCase = try YAMLMapping(node, file: map.file, context: "'message' of \(context)")
                for name in cases.keys.sorted() {
                    if let text = try byCase.string(name) { written[name] = text }
                }
                try byCase.finish()
            }
        }
        let allowed = Set((engineFacts + function.facts).map(\.name))
        var templates: [String: MessageTemplate] = [:]
        for (name, fallback) in cases {
            let text = written[name] ?? fallback
            do {
                templates[name] = try MessageTemplate(text, facts: allowed)
            } catch {
                let hint = error.unknownFact.flatMap { didYouMean($0, among: allowed.sorted()) }.map { "; did you mean '{{\($0)}}'?" } ?? ""
                let which = written[name] == nil ? "the default message of function '\(function.name)'" : "the message of \(context)"
                let facts = allowed.sorted().joined(separator: ", ")
                throw map.error("\(error.message) in \(which)\(hint) (facts: \(facts))", at: "message")
            }
        }
        return RuleMessage(templates: templates, written: written)
    }

    func render(case name: String?, facts: [String: JSONValue]) -> String {
        (templates[name ?? "default"] ?? templates["default"])?.render(facts) ?? ""
    }
}
