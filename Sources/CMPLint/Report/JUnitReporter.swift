import CMPLintDocuments

/// The `junit` format: JUnit XML for CI test dashboards (GitLab, Jenkins, Azure DevOps, …).
///
/// JUnit has no formal standard; this follows the common `testsuites/testsuite/testcase` shape.
/// One suite per snapshot set, one test case per rule × component the rule checks in that set
/// (`<rule-id> · set` for set-level rules), passing cases included so dashboards show what was
/// checked, not only what failed. Findings at or above the fail severity are the case's
/// `<failure>` (one per case, listing every such finding); milder ones are `<system-out>` lines;
/// a case whose only findings are suppressed is `<skipped>` with the justification. `errors` is
/// always 0: a snapshot that cannot be read is an `invalid-json` finding, not a broken test run.
/// Snapshot text (paths, pointers, messages, evidence) is made `ReportText.visible`, then XML-escaped.
public enum JUnitReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let suites = self.suites(report, options: options)
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        for suite in suites { out += suite.xml(options: options) }
        out += "</testsuites>\n"
        return out
    }

    /// The findings of one rule on one component (nil: the set as a whole) of one set.
    package struct Case {
        package let ruleId: String
        package let family: String?
        package let component: ComponentKind?
        package let file: String?
        package var failures: [Finding] = []
        package var lower: [Finding] = []
        package var suppressed: [Finding] = []

        package var name: String { "\(ruleId) · \(component?.rawValue ?? "set")" }
        package var isSkipped: Bool { failures.isEmpty && lower.isEmpty && !suppressed.isEmpty }
    }

    package struct Suite {
        package let path: String
        package let set: LintReport.CheckedSet?
        package let cases: [Case]

        package var failures: Int { cases.filter { !$0.failures.isEmpty }.count }
        package var skipped: Int { cases.filter(\.isSkipped).count }
    }

    /// Suites for the checked sets plus any set path only findings name (e.g. an ignore file's
    /// `unused-suppression`), sorted by path.
    package static func suites(_ report: LintReport, options: ReportOptions) -> [Suite] {
        let sets = Dictionary(report.sets.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let byPath = Dictionary(grouping: report.allFindings, by: \.setPath)
        let paths = Set(sets.keys).union(byPath.keys).sorted()
        return paths.map { path in
            let set = sets[path]
            var cases: [Case] = []
            var index: [String: Int] = [:]
            func key(_ ruleId: String, _ component: ComponentKind?) -> String {
                ruleId + "\u{1F}" + (component?.rawValue ?? "")
            }
            func add(_ ruleId: String, _ component: ComponentKind?) {
                index[key(ruleId, component)] = cases.count
                cases.append(
                    Case(
                        ruleId: ruleId, family: rules[ruleId]?.family, component: component,
                        file: component.flatMap { set?.files[$0] }))
            }
            if let set {
                for rule in report.rules {
                    if rule.components.isEmpty {
                        add(rule.id, nil)
                    } else {
                        for component in rule.components where set.files[component] != nil { add(rule.id, component) }
                    }
                }
            }
            for finding in byPath[path] ?? [] {
                let component =
                    rules[finding.ruleId].map { $0.components.isEmpty ? nil : finding.component } ?? finding.component
                if index[key(finding.ruleId, component)] == nil { add(finding.ruleId, component) }
                let i = index[key(finding.ruleId, component)]!
                if finding.suppression != nil {
                    cases[i].suppressed.append(finding)
                } else if finding.severity >= options.failSeverity {
                    cases[i].failures.append(finding)
                } else {
                    cases[i].lower.append(finding)
                }
            }
            cases.sort { a, b in
                if a.ruleId != b.ruleId { return a.ruleId < b.ruleId }
                return (a.component.map { ComponentKind.allCases.firstIndex(of: $0)! } ?? -1)
                    < (b.component.map { ComponentKind.allCases.firstIndex(of: $0)! } ?? -1)
            }
            return Suite(path: path, set: set, cases: cases)
        }
    }

    // MARK: XML

    package static func place(_ finding: Finding, options: ReportOptions) -> String {
        let file = ReportText.visible(ReportPath.relative(finding.file, to: options.workingDirectory))
        return finding.start.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    /// `warning duplicate-key at FILE:L:C /pointer: message`, one line.
    package static func line(_ finding: Finding, options: ReportOptions) -> String {
        var text =
            "\(finding.severity.rawValue) \(ReportText.visible(finding.ruleId)) at \(place(finding, options: options))"
        if !finding.pointer.isEmpty { text += " \(ReportText.visible(finding.pointer))" }
        text += ": " + ReportText.visible(finding.message)
        if let suppression = finding.suppression {
            text = "suppressed (\(suppression.kind.rawValue): \(ReportText.visible(suppression.justification))) " + text
        }
        return text
    }

    /// The failure body's block for one finding: rule, place, pointer, message, evidence.
    package static func block(_ finding: Finding, options: ReportOptions) -> String {
        var lines = [
            "rule: \(ReportText.visible(finding.ruleId)) (\(finding.severity.rawValue))",
            "at: \(place(finding, options: options))",
        ]
        if !finding.pointer.isEmpty { lines.append("pointer: \(ReportText.visible(finding.pointer))") }
        lines.append(ReportText.visible(finding.message))
        if !finding.evidence.isEmpty { lines.append("evidence: " + ReportText.evidenceLine(finding.evidence)) }
        return lines.joined(separator: "\n")
    }

    /// XML 1.0 escaping for attribute values and text: the five predefined entities; tab, line
    /// feed and carriage return as character references (so attribute normalisation keeps them);
    /// characters XML 1.0 forbids (other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
    package static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += attribute ? "&#9;" : "\t"
            case "\n": out += attribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text content: as `escape`, but line feeds and tabs stay literal so bodies read naturally.
    package static func escapeText(_ text: String) -> String { escape(text, attribute: false) }
}

extension JUnitReporter.Suite {
    package func xml(options: ReportOptions) -> String {
        let esc = { JUnitReporter.escape(ReportText.visible($0)) }
        let name = ReportPath.relative(path, to: options.workingDirectory)
        var out =
            "  <testsuite name=\"\(esc(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        var properties: [(String, String)] = []
        if let set {
            if let country = set.expectations.country { properties.append(("country", country)) }
            if let region = set.expectations.region { properties.append(("region", region)) }
            if let language = set.expectations.language { properties.append(("language", language)) }
            for kind in ComponentKind.allCases {
                if let file = set.files[kind] {
                    properties.append((kind.rawValue, ReportPath.relative(file, to: options.workingDirectory)))
                }
            }
        }
        if !properties.isEmpty {
            out += "    <properties>\n"
            for (key, value) in properties { out += "      <property name=\"\(esc(key))\" value=\"\(esc(value))\"/>\n" }
            out += "    </properties>\n"
        }
        for testCase in cases { out += testCase.xml(options: options) }
        out += "  </testsuite>\n"
        return out
    }
}

extension JUnitReporter.Case {
    package func xml(options: ReportOptions) -> String {
        let esc = { JUnitReporter.escape(ReportText.visible($0)) }
        var head = "    <testcase classname=\"\(esc("cmplint." + (family ?? "rules")))\" name=\"\(esc(name))\""
        if let file { head += " file=\"\(esc(ReportPath.relative(file, to: options.workingDirectory)))\"" }
        var body = ""
        if let first = failures.first {
            let message = failures.count == 1 ? first.message : "\(failures.count) findings; first: \(first.message)"
            let text = failures.map { JUnitReporter.block($0, options: options) }.joined(separator: "\n\n")
            body +=
                "      <failure type=\"\(esc(ruleId))\" message=\"\(esc(message))\">\(JUnitReporter.escapeText(text))</failure>\n"
        }
        if isSkipped {
            let reasons = suppressed.map(\.suppression!.justification)
            let message = Set(reasons).count == 1 ? reasons[0] : reasons.joined(separator: "; ")
            body += "      <skipped message=\"\(esc(message))\"/>\n"
        } else if !lower.isEmpty || !suppressed.isEmpty {
            let lines = (lower + suppressed).map { JUnitReporter.line($0, options: options) }
            body += "      <system-out>\(JUnitReporter.escapeText(lines.joined(separator: "\n")))</system-out>\n"
        }
        return body.isEmpty ? head + "/>\n" : head + ">\n" + body + "    </testcase>\n"
    }
}
