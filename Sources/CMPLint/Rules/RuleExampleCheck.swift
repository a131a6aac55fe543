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

    /// Every example of every rule in `ruleset` (or of the rule `id` only), each run with that rule
    /// alone; a rule about ignore entries runs after the whole ruleset, whose findings its
    /// example's entries may suppress.
    public static func run(_ ruleset: Ruleset, only id: String? = nil) -> (checked: Int, failures: [Failure]) {
        var checked = 0
        var failures: [Failure] = []
        for rule in ruleset.rules where !rule.examples.isEmpty && (id == nil || rule.id == id) {
            for example in rule.examples {
                checked += 1
                let findings = self.findings(of: rule, in: example, ruleset: ruleset)
                let actual = findings.map { place($0, in: example).description }.sorted()
                let expected = example.findings.map(\.description).sorted()
                if actual != expected {
                    failures.append(Failure(ruleId: rule.id, example: example, expected: expected, actual: actual,
                                            messages: findings.map(\.message)))
                }
            }
        }
        return (checked, failures)
    }

    /// The findings of `rule` on the example.
    static func findings(of rule: Rule, in example: RuleExample, ruleset: Ruleset) -> [Finding] {
        let set = example.snapshotSet()
        guard rule.scope == .suppressions else { return Linter(ruleset: ruleset.only(rule.id)).lint(set) }
        let report = LintReport(findings: Linter(ruleset: ruleset).lint(set), sets: [])
        let suppressed = Suppressor.apply(report, ignore: example.ignore, baseline: nil, baselineFile: nil,
                                          workingDirectory: "/", rules: [rule])
        return suppressed.allFindings.filter { $0.ruleId == rule.id }
    }

    /// Where a finding is, as examples write it.
    static func place(_ finding: Finding, in example: RuleExample) -> ExpectedFinding {
        if let component = finding.component { return ExpectedFinding(target: .component(component), pointer: finding.pointer) }
        let isSet = finding.setPath == example.snapshotSet().path
        return ExpectedFinding(target: isSet ? .set : .ignore, pointer: finding.pointer)
    }
}
