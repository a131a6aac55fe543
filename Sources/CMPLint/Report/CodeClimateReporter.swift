import CMPLintDocuments

/// The `codeclimate` format: a GitLab Code Quality report (the Code Climate issue format GitLab
/// reads from `artifacts:reports:codequality`), shown in merge-request widgets and diffs.
///
/// One issue per active finding (suppressed findings are left out: GitLab has no notion of a
/// dismissed issue). `fingerprint` is the finding's line-independent fingerprint, unique per issue,
/// so GitLab tracks an issue across line moves. GitLab severities are info, minor, major, critical
/// and blocker; the mapping is error → critical, warning → major, info → minor, hint → info
/// (blocker is left for nothing: cmplint has no level above error). Leaked consent state is
/// category Security, everything else Bug Risk. Findings with a position use `positions` (line and
/// column); a missing file's finding uses `lines.begin` 1 on the set's folder.
public enum CodeClimateReporter {
    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        let issues = report.findings.map { finding -> JSONValue in
            let rule = report.rule(finding.ruleId)
            var members: [JSONMember] = [
                JSONMember("type", .string("issue")),
                JSONMember("engine_name", .string(ToolInfo.name)),
                JSONMember("check_name", .string(finding.ruleId)),
                JSONMember("description", .string(finding.message)),
                JSONMember("categories", .array([.string(category(rule))])),
                JSONMember("severity", .string(severity(finding.severity))),
                JSONMember("fingerprint", .string(finding.fingerprint(relativeTo: options.workingDirectory))),
                JSONMember("location", location(finding, options: options)),
            ]
            if let howToFix = finding.howToFix ?? rule?.howToFix {
                let link = rule?.documentationURL.map { "\n\n[\(finding.ruleId) documentation](\($0))" } ?? ""
                members.append(JSONMember("content", .object([JSONMember("body", .string(howToFix + link))])))
            }
            return .object(members)
        }
        return JSONValue.array(issues).prettyText() + "\n"
    }

    package static func location(_ finding: Finding, options: ReportOptions) -> JSONValue {
        let path = JSONMember("path", .string(ReportPath.relative(finding.file, to: options.workingDirectory)))
        guard let start = finding.start else {
            return .object([path, JSONMember("lines", .object([JSONMember("begin", .int(1))]))])
        }
        let end = finding.end.flatMap { $0 >= start ? $0 : nil } ?? start
        return .object([
            path,
            JSONMember(
                "positions",
                .object([
                    JSONMember(
                        "begin",
                        .object([JSONMember("line", .int(start.line)), JSONMember("column", .int(start.column))])),
                    JSONMember(
                        "end", .object([JSONMember("line", .int(end.line)), JSONMember("column", .int(end.column))])),
                ])),
        ])
    }

    package static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "minor"
        case .hint: return "info"
        }
    }

    /// Code Climate categories: leaks of one person's consent state are a privacy problem.
    package static func category(_ rule: RuleInfo?) -> String {
        rule?.family == "leaks" ? "Security" : "Bug Risk"
    }

}
