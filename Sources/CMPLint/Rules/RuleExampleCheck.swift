/// Runs rules' examples: a failing example must produce exactly its listed findings (component and
/// JSON Pointer) of its own rule, a passing one none. The default ruleset's tests and
/// `cmplint test-rules` (users' own rules) both use this, so examples mean the same everywhere.
public enum RuleExampleCheck {
    /// An example whose findings differ from what it lists.
    public struct Failure: Sendable, CustomStringConvertible {
        public let ruleId: String
        public let example: RuleExample
        public let expected: [String]
        public let actual: [String]
        /// The messages the rule gave, to show what it said instead.
        public let messages: [String]

        public var description: String {
            let kind = example.passes ? "passing" : "failing"
            var text = "\(example.file):\(example.mark): \(ruleId) \(kind) example '\(example.name)': "
            text += "expected \(expected.isEmpty ? "no findings" : expected.joined(separator: ", ")), "
            text += "got \(actual.isEmpty ? "none" : actual.joined(separator: ", "))"
            for message in messages { text += "\n    \(message)" }
            return text
        }
    }

    /// Every example of every rule in `ruleset`, each run with that rule alone.
    public static func run(_ ruleset: Ruleset) -> (checked: Int, failures: [Failure]) {
        var checked = 0
        var failures: [Failure] = []
        for rule in ruleset.rules where !rule.examples.isEmpty {
            let linter = Linter(ruleset: ruleset.only(rule.id))
            for example in rule.examples {
                checked += 1
                let findings = linter.lint(example.snapshotSet())
                let actual = findings.map { "\($0.ruleId == rule.id ? "" : $0.ruleId + " ")\(ExpectedFinding(component: $0.component, pointer: $0.pointer))" }.sorted()
                let expected = example.findings.map(\.description).sorted()
                if actual != expected {
                    failures.append(Failure(ruleId: rule.id, example: example, expected: expected, actual: actual,
                                            messages: findings.map(\.message)))
                }
            }
        }
        return (checked, failures)
    }
}
