import CMPLintDocuments

/// The `rdjson` format: reviewdog's Diagnostic Format (`DiagnosticResult` as JSON,
/// https://github.com/reviewdog/reviewdog/tree/master/proto/rdf), which reviewdog turns into
/// pull-request review comments (`reviewdog -f=rdjson`).
///
/// One diagnostic per active finding (suppressed findings are left out, as for annotations):
/// the path relative to the working directory (reviewdog matches it against the diff), a range
/// whose columns count UTF-8 bytes and whose end is exclusive (as the format defines, and as
/// `Finding.byteColumns` holds them), severity `ERROR`, `WARNING` or `INFO` (info and hint),
/// `code` with the rule id and its page, and a safe fix's byte edits as `suggestions` that
/// reviewdog offers as suggested changes. A finding about a missing file is placed as
/// `FindingAnchor` says.
public enum RDJSONReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let diagnostics = report.findings.map { diagnostic($0, report: report, options: options) }
        let result = JSONValue.object([
            JSONMember(
                "source",
                .object([
                    JSONMember("name", .string(ToolInfo.name)), JSONMember("url", .string(ToolInfo.informationURI)),
                ])),
            JSONMember("diagnostics", .array(diagnostics)),
        ])
        return result.prettyText() + "\n"
    }

    package static func diagnostic(_ finding: Finding, report: LintReport, options: ReportOptions) -> JSONValue {
        let place = FindingAnchor.place(finding, in: report)
        var location = [JSONMember("path", .string(ReportPath.relative(place.file, to: options.workingDirectory)))]
        if let start = place.start {
            let columns = finding.byteColumns ?? Finding.ByteColumns(start: start.column, end: place.end?.column ?? 0)
            var range = [JSONMember("start", position(start.line, columns.start))]
            if let end = place.end, end >= start { range.append(JSONMember("end", position(end.line, columns.end))) }
            location.append(JSONMember("range", .object(range)))
        }
        var message = finding.message
        if !finding.pointer.isEmpty { message += "\nJSON Pointer: \(finding.pointer)" }
        if place.file != finding.file {
            message += "\nSet: \(ReportPath.relative(finding.setPath, to: options.workingDirectory))"
        }
        var code = [JSONMember("value", .string(finding.ruleId))]
        if let url = report.rule(finding.ruleId)?.documentationURL { code.append(JSONMember("url", .string(url))) }
        var members = [
            JSONMember("message", .string(message)),
            JSONMember("location", .object(location)),
            JSONMember("severity", .string(severity(finding.severity))),
            JSONMember("code", .object(code)),
        ]
        if let fix = finding.fix, fix.applicability == .safe, !fix.replacements.isEmpty {
            let suggestions = fix.replacements.map { replacement -> JSONValue in
                .object([
                    JSONMember(
                        "range",
                        .object([
                            JSONMember(
                                "start", position(replacement.start.position.line, replacement.start.byteColumn)),
                            JSONMember("end", position(replacement.end.position.line, replacement.end.byteColumn)),
                        ])),
                    JSONMember("text", .string(replacement.text)),
                ])
            }
            members.append(JSONMember("suggestions", .array(suggestions)))
        }
        return .object(members)
    }

    package static func position(_ line: Int, _ column: Int) -> JSONValue {
        .object([JSONMember("line", .int(line)), JSONMember("column", .int(column))])
    }

    /// The format has no hint level: info and hint are `INFO`.
    package static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "ERROR"
        case .warning: return "WARNING"
        case .info, .hint: return "INFO"
        }
    }
}
