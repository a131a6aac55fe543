import CMPLintDocuments

/// The `json` format: `{"version": 1, "tool", "findings", "summary", "configuration"}`; documented in
/// docs/output-formats.md. Version 1 only ever gains keys; renaming or removing one would bump `version`. `adding` puts
/// more top-level keys at the end (`fix` in a fix run).
public enum JSONReporter {
    public static func render(_ report: LintReport, options: ReportOptions, adding more: [JSONMember] = []) -> String {
        let sets = Dictionary(report.sets.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let findings = report.findings.map { findingValue($0, sets: sets, workingDirectory: options.workingDirectory) }
        var counts: [JSONMember] = Severity.allCases.reversed().map {
            JSONMember(key: $0.rawValue, value: .int(report.count($0)))
        }
        counts.insert(JSONMember(key: "findings", value: .int(report.findings.count)), at: 0)
        let summary: [JSONMember] =
            [
                JSONMember(key: "sets", value: .int(report.sets.count)),
                JSONMember(key: "files", value: .int(report.fileCount)),
            ] + counts + [
                JSONMember(key: "suppressed", value: .int(report.suppressed.count)),
                JSONMember(key: "fixedSinceBaseline", value: .int(report.fixedSinceBaseline.count)),
                JSONMember(key: "failSeverity", value: .string(options.failSeverity.rawValue)),
                JSONMember(key: "failed", value: .bool(report.fails(at: options.failSeverity))),
            ]
        let document = JSONValue.object(
            [
                JSONMember(key: "version", value: .int(1)),
                JSONMember(
                    key: "tool",
                    value: .object([
                        JSONMember(key: "name", value: .string(ToolInfo.name)),
                        JSONMember(key: "version", value: .string(ToolInfo.version)),
                    ])),
                JSONMember(key: "findings", value: .array(findings)),
                JSONMember(
                    key: "suppressed",
                    value: .array(
                        report.suppressed.map {
                            findingValue($0, sets: sets, workingDirectory: options.workingDirectory)
                        })),
                JSONMember(
                    key: "fixedSinceBaseline",
                    value: .array(
                        report.fixedSinceBaseline.map { entry in
                            .object([
                                JSONMember(key: "ruleId", value: .string(entry.ruleId)),
                                JSONMember(key: "file", value: .string(entry.file)),
                                JSONMember(key: "pointer", value: .string(entry.pointer)),
                                JSONMember(key: "message", value: .string(entry.message)),
                            ])
                        })),
                JSONMember(key: "summary", value: .object(summary)),
            ] + (options.inputs.map { [JSONMember(key: "configuration", value: .object($0.jsonMembers))] } ?? []) + more
        )
        return document.prettyText() + "\n"
    }

    /// One finding as JSON; suppressed findings carry `suppression` {kind, justification, source}.
    package static func findingValue(
        _ finding: Finding, sets: [String: LintReport.CheckedSet], workingDirectory: String
    ) -> JSONValue {
        let set = sets[finding.setPath]
        var members: [JSONMember] = [
            JSONMember(key: "ruleId", value: .string(finding.ruleId)),
            JSONMember(key: "severity", value: .string(finding.severity.rawValue)),
            JSONMember(key: "message", value: .string(finding.message)),
            JSONMember(key: "file", value: .string(finding.file)),
            JSONMember(key: "pointer", value: .string(finding.pointer)),
            JSONMember(key: "line", value: finding.start.map { .int($0.line) } ?? .null),
            JSONMember(key: "column", value: finding.start.map { .int($0.column) } ?? .null),
            JSONMember(key: "endLine", value: finding.end.map { .int($0.line) } ?? .null),
            JSONMember(key: "endColumn", value: finding.end.map { .int($0.column) } ?? .null),
            JSONMember(key: "component", value: .optional(finding.component?.rawValue)),
            JSONMember(key: "set", value: setValue(finding.setPath, set?.expectations, assembly: set?.assembly)),
            JSONMember(key: "fingerprint", value: .string(finding.fingerprint(relativeTo: workingDirectory))),
        ]
        if !finding.evidence.isEmpty {
            members.append(JSONMember(key: "evidence", value: .object(finding.evidence)))
        }
        if let fix = finding.fix {
            members.append(
                JSONMember(
                    key: "fix",
                    value: .object([
                        JSONMember(key: "applicability", value: .string(fix.applicability.rawValue)),
                        JSONMember(key: "edit", value: .string(fix.edit.name)),
                    ])))
        }
        if let cause = finding.causedBy {
            members.append(
                JSONMember(
                    key: "causedBy",
                    value: .object([
                        JSONMember(key: "ruleId", value: .string(cause.ruleId)),
                        JSONMember(key: "file", value: .string(cause.file)),
                        JSONMember(key: "pointer", value: .string(cause.pointer)),
                        JSONMember(key: "line", value: cause.start.map { .int($0.line) } ?? .null),
                        JSONMember(key: "column", value: cause.start.map { .int($0.column) } ?? .null),
                    ])))
        }
        if let suppression = finding.suppression {
            members.append(
                JSONMember(
                    key: "suppression",
                    value: .object([
                        JSONMember(key: "kind", value: .string(suppression.kind.rawValue)),
                        JSONMember(key: "justification", value: .string(suppression.justification)),
                        JSONMember(key: "source", value: .string(suppression.source)),
                    ])))
        }
        return .object(members)
    }

    /// The set a finding belongs to; `assembly` only for a set of files recognised by content.
    package static func setValue(_ path: String, _ expectations: SetExpectations?, assembly: String? = nil) -> JSONValue
    {
        .object(
            [
                JSONMember(key: "path", value: .string(path)),
                JSONMember(key: "country", value: .optional(expectations?.country)),
                JSONMember(key: "region", value: .optional(expectations?.region)),
                JSONMember(key: "language", value: .optional(expectations?.language)),
            ] + (assembly.map { [JSONMember(key: "assembly", value: .string($0))] } ?? []))
    }
}
