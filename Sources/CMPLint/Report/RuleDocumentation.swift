import Foundation

/// Renders rules for people: the list (`cmplint rules`) and one rule's page with its examples
/// (`cmplint rules ID`), straight from the rule files so docs cannot drift from behaviour.
public enum RuleDocumentation {
    public static func list(_ ruleset: Ruleset) -> String {
        let idWidth = ruleset.rules.map(\.id.count).max() ?? 0
        let familyWidth = ruleset.rules.map(\.family.count).max() ?? 0
        var out = ""
        for rule in ruleset.rules.sorted(by: { ($0.family, $0.id) < ($1.family, $1.id) }) {
            out += rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
            out += rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  "
            out += rule.family.padding(toLength: familyWidth, withPad: " ", startingAt: 0) + "  "
            out += rule.summary + "\n"
        }
        out += "\n\(ruleset.rules.count) rules. `cmplint rules ID` shows one rule with its examples.\n"
        return out
    }

    public static func page(_ rule: Rule) -> String {
        var out =
            "\(rule.id)  (\(rule.severity.rawValue)\(rule.severity != rule.defaultSeverity ? ", default \(rule.defaultSeverity.rawValue)" : ""))\n"
        out += rule.summary + "\n\n"
        if !rule.description.isEmpty { out += rule.description.trimmingCharacters(in: .newlines) + "\n\n" }
        out += "Defined in: \(rule.file):\(rule.mark)\n"
        out += "Scope:      \(rule.scope.summary)\n"
        if rule.level == .node { out += "Given:      \(rule.given.map(\.source).joined(separator: ", "))\n" }
        out += "Function:   \(rule.functionName)\(rule.field.map { " (field \($0))" } ?? "")\n"
        if let howToFix = rule.howToFix {
            let cases = howToFix.cases
            out += "\nHow to fix:\n"
            for (when, text) in cases {
                if cases.count > 1 { out += "  \(when.map { "When \($0)" } ?? "Otherwise"):\n" }
                out += indent(text.trimmingCharacters(in: .newlines), by: cases.count > 1 ? 4 : 2) + "\n"
            }
        }
        out +=
            "\nAutomatic fix (cmplint fix):\n" + indent(fixLines(rule).map { "- " + $0 }.joined(separator: "\n")) + "\n"
        for passes in [true, false] {
            let examples = rule.examples.filter { $0.passes == passes }
            guard !examples.isEmpty else { continue }
            out += passes ? "\nPassing examples:\n" : "\nFailing examples:\n"
            for example in examples {
                out += "\n  - \(example.name)"
                if !example.findings.isEmpty {
                    out += "  → \(example.findings.map(\.description).joined(separator: ", "))"
                }
                out += "\n"
                if let today = example.today { out += "    today: \(today.day)\n" }
                for kind in ComponentKind.allCases {
                    guard let text = example.components[kind] else { continue }
                    out += "    \(kind.rawValue):\n" + indent(text.trimmingCharacters(in: .newlines), by: 6) + "\n"
                }
                if let text = example.gvlText {
                    out += "    gvl:\n" + indent(text.trimmingCharacters(in: .newlines), by: 6) + "\n"
                }
                if let text = example.manifestText {
                    out += "    manifest:\n" + indent(text.trimmingCharacters(in: .newlines), by: 6) + "\n"
                }
                if let linked = example.linkedSDK {
                    out += "    linkedSDK: \(linked.place) declares \(linked.declaration.summary)\n"
                }
                if !example.ignore.entries.isEmpty {
                    out +=
                        "    ignore:\n" + indent(example.ignore.entries.map(\.yamlText).joined(separator: "\n"), by: 6)
                        + "\n"
                }
                for kind in ComponentKind.allCases {
                    guard let text = example.fixed[kind] else { continue }
                    out +=
                        "    \(kind.rawValue) after the fix:\n" + indent(text.trimmingCharacters(in: .newlines), by: 6)
                        + "\n"
                }
            }
        }
        return out
    }

    /// What `cmplint fix` does to the rule's findings, one line per alternative; "none" without a fix.
    package static func fixLines(_ rule: Rule) -> [String] {
        rule.fix?.lines ?? ["none: no automatic fix; see how to fix"]
    }

    package static func indent(_ text: String, by spaces: Int = 2) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}
