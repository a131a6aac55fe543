/// Runs rules' examples: a failing example must produce exactly its listed findings (component and
/// JSON Pointer) of its own rule, a passing one none, and each with advice holding the example's
/// `howToFixIncludes` when it names words. For a rule with a `fix`, a failing example
/// must also come out of the fix (safe and unsafe) without a finding that has a fix, and as its
/// `fixed` texts say. The default ruleset's tests and `cmplint test-rules` (users' own rules) both
/// use this, so examples mean the same everywhere.
public enum RuleExampleCheck {
    /// An example whose findings, or whose fixed text, differ from what it lists.
    public struct Failure: Sendable, CustomStringConvertible {
        public let ruleId: String
        public let example: RuleExample
        public let expected: [String]
        public let actual: [String]
        /// The messages the rule gave, to show what it said instead.
        public let messages: [String]
        /// Whether the failure is about the example after the rule's fix.
        public var afterFix = false

        public var description: String {
            let kind = example.passes ? "passing" : "failing"
            var text = "\(example.file):\(example.mark): \(ruleId) \(kind) example '\(example.name)'"
            text += afterFix ? " after cmplint fix --unsafe-fixes: " : ": "
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
                    failures.append(
                        Failure(
                            ruleId: rule.id, example: example, expected: expected, actual: actual,
                            messages: findings.map(\.message)))
                }
                if let words = example.howToFixIncludes {
                    // Rule files wrap advice at 100 columns: any run of white space matches any other.
                    let spaced = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                    let missing = findings.filter { !spaced($0.howToFix ?? "").contains(spaced(words)) }
                    if !missing.isEmpty {
                        failures.append(
                            Failure(
                                ruleId: rule.id, example: example, expected: ["advice containing '\(words)'"],
                                actual: missing.map {
                                    "\(place($0, in: example)): \($0.howToFix.flatMap(FixLine.first) ?? "no advice")"
                                },
                                messages: missing.map(\.message)))
                    }
                }
                if rule.fix != nil && !example.passes, let failure = fixFailure(of: rule, in: example, ruleset: ruleset)
                {
                    failures.append(failure)
                }
            }
        }
        return (checked, failures)
    }

    /// How the example fails after every fix of `rule` (safe and unsafe): a finding that has a fix
    /// is left, or a component's text is not its `fixed` text (or, when not listed, not unchanged).
    package static func fixFailure(of rule: Rule, in example: RuleExample, ruleset: Ruleset) -> Failure? {
        let only = ruleset.only(rule.id)
        let result = Fixer(ruleset: only, unsafeFixes: true).fix(example.snapshotSet())
        var expected: [String] = []
        var actual: [String] = []
        for kind in ComponentKind.allCases {
            guard let text = example.components[kind], let file = result.set[kind] else { continue }
            let fixedText = file.document.map { String(decoding: $0.bytes, as: UTF8.self) } ?? text
            let wanted = example.fixed[kind] ?? text
            if fixedText != wanted {
                expected.append("\(kind.rawValue): \(wanted)")
                actual.append("\(kind.rawValue): \(fixedText)")
            }
        }
        let left = Linter(ruleset: only).lint(result.set).filter { $0.fix != nil }
        if !left.isEmpty {
            expected.append("no finding with a fix")
            actual += left.map { place($0, in: example).description }
        }
        guard !expected.isEmpty else { return nil }
        var failure = Failure(
            ruleId: rule.id, example: example, expected: expected, actual: actual, messages: left.map(\.message))
        failure.afterFix = true
        return failure
    }

    /// The findings of `rule` on the example.
    package static func findings(of rule: Rule, in example: RuleExample, ruleset: Ruleset) -> [Finding] {
        let set = example.snapshotSet()
        guard rule.scope == .suppressions else { return Linter(ruleset: ruleset.only(rule.id)).lint(set) }
        let report = LintReport(findings: Linter(ruleset: ruleset).lint(set), sets: [])
        let suppressed = Suppressor.apply(
            report, ignore: example.ignore, baseline: nil, baselineFile: nil,
            workingDirectory: "/", rules: [rule])
        return suppressed.allFindings.filter { $0.ruleId == rule.id }
    }

    /// Where a finding is, as examples write it.
    package static func place(_ finding: Finding, in example: RuleExample) -> ExpectedFinding {
        if let component = finding.component {
            return ExpectedFinding(target: .component(component), pointer: finding.pointer)
        }
        let set = example.snapshotSet()
        if finding.file == set.manifest?.path { return ExpectedFinding(target: .manifest, pointer: finding.pointer) }
        return ExpectedFinding(target: finding.setPath == set.path ? .set : .ignore, pointer: finding.pointer)
    }
}
