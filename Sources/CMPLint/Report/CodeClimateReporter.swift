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
                member("type", .string("issue")),
                member("engine_name", .string(ToolInfo.name)),
                member("check_name", .string(finding.ruleId)),
                member("description", .string(finding.message)),
                member("categories", .array([.string(category(rule))])),
                member("severity", .string(severity(finding.severity))),
                member("fingerprint", .string(finding.fingerprint(relativeTo: options.workingDirectory))),
                member("location", location(finding, options: options)),
            ]
            if let howToFix = rule?.howToFix {
                members.append(member("content", .object([member("body", .string("\(howToFix)\n\n[\(finding.ruleId) documentation](\(rule!.documentationURL))"))])))
            }
            return .object(members)
        }
        return JSONValue.array(issues).prettyText() + "\n"
    }

    static func location(_ finding: Finding, options: ReportOptions) -> JSONValue {
        let path = member("path", .string(ReportPath.relative(finding.file, to: options.workingDirectory)))
        guard let start = finding.start else {
            return .object([path, member("lines", .object([member("begin", .int(1))]))])
        }
        let end = finding.end.flatMap { $0 >= start ? $0 : nil } ?? start
        return .object([path, member("positions", .object([
            member("begin", .object([member("line", .int(start.line)), member("column", .int(start.column))])),
            member("end", .object([member("line", .int(end.line)), member("column", .int(end.column))])),
        ]))])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "minor"
        case .hint: return "info"
        }
    }

    /// Code Climate categories: leaks of one person's consent state are a privacy problem.
    static func category(_ rule: RuleInfo?) -> String {
        rule?.family == "leaks" ? "Security" : "Bug Risk"
    }

    static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }
}
