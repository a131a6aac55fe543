/// The `sarif` format: SARIF 2.1.0 (OASIS) for GitHub code scanning and SARIF viewers.
///
/// One run; `tool.driver.rules` lists the rules in force so every result's `ruleIndex` resolves to
/// its summary, description, fix and documentation page. Suppressed findings stay in the log with
/// `suppressions` (code scanning shows them as dismissed instead of reopening them). Paths are
/// relative to the working directory under `%SRCROOT%`, and `partialFingerprints` carry the
/// finding's line-independent fingerprint, so alerts survive reformatting. GitHub accepts at most
/// 25,000 results per run: beyond that the least severe are left out and the run says how many.
public enum SARIFReporter {
    /// GitHub code scanning's documented limit of results per run.
    public static let maxResults = 25_000
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "%SRCROOT%"
    static let fingerprintKey = "cmplintFingerprint/v1"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        render(report, options: options, maxResults: maxResults)
    }

    static func render(_ report: LintReport, options: ReportOptions, maxResults: Int) -> String {
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sets = Dictionary(report.sets.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let (kept, omitted) = capped(report.allFindings, to: maxResults)
        let results = kept.map { result($0, ruleIndex: ruleIndex[$0.ruleId], set: sets[$0.setPath], options: options) }

        var run: [JSONMember] = [
            member("tool", .object([member("driver", driver(report.rules))])),
        ]
        if !omitted.isEmpty {
            run.append(member("invocations", .array([.object([
                member("executionSuccessful", .bool(true)),
                member("toolExecutionNotifications", .array([.object([
                    member("level", .string("warning")),
                    member("message", text(omissionMessage(omitted, total: report.allFindings.count))),
                ])])),
            ])])))
        }
        run += [
            member("originalUriBaseIds", .object([member(sourceRoot, sourceRootLocation(options.workingDirectory))])),
            member("columnKind", .string("unicodeCodePoints")),
            member("results", .array(results)),
        ]
        if !omitted.isEmpty {
            run.append(member("properties", .object([
                member("resultsOmitted", .int(omitted.count)),
                member("resultsTotal", .int(report.allFindings.count)),
                member("resultsLimit", .int(maxResults)),
            ])))
        }
        let log = JSONValue.object([
            member("$schema", .string(schemaURI)),
            member("version", .string("2.1.0")),
            member("runs", .array([.object(run)])),
        ])
        return log.prettyText() + "\n"
    }

    /// Where `%SRCROOT%` points: the working directory as a `file:` URI (when it is absolute).
    static func sourceRootLocation(_ workingDirectory: String) -> JSONValue {
        var members: [JSONMember] = []
        if workingDirectory.hasPrefix("/") {
            members.append(member("uri", .string(ReportPath.fileURI(workingDirectory, directory: true))))
        }
        members.append(member("description", text("The working directory of the cmplint run; result paths are relative to it.")))
        return .object(members)
    }

    /// At most `limit` findings, keeping active before suppressed and worse before milder, then
    /// back in report order; also returns what was left out.
    static func capped(_ findings: [Finding], to limit: Int) -> (kept: [Finding], omitted: [Finding]) {
        guard findings.count > limit else { return (findings, []) }
        let ranked = findings.indices.sorted { a, b in
            let fa = findings[a], fb = findings[b]
            if (fa.suppression == nil) != (fb.suppression == nil) { return fa.suppression == nil }
            if fa.severity != fb.severity { return fa.severity > fb.severity }
            return a < b
        }
        let keep = Set(ranked.prefix(max(limit, 0)))
        var kept: [Finding] = [], omitted: [Finding] = []
        for (index, finding) in findings.enumerated() {
            if keep.contains(index) { kept.append(finding) } else { omitted.append(finding) }
        }
        return (kept, omitted)
    }

    static func omissionMessage(_ omitted: [Finding], total: Int) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = omitted.filter { $0.severity == severity }.count
            return n == 0 ? nil : "\(n) \(severity.rawValue)"
        }
        return "\(omitted.count) of \(total) results were left out (\(counts.joined(separator: ", "))): "
            + "GitHub code scanning accepts at most \(maxResults) results per run. The json format has them all."
    }

    static func driver(_ rules: [RuleInfo]) -> JSONValue {
        .object([
            member("name", .string(ToolInfo.name)),
            member("version", .string(ToolInfo.version)),
            member("semanticVersion", .string(ToolInfo.version)),
            member("informationUri", .string(ToolInfo.informationURI)),
            member("rules", .array(rules.map(reportingDescriptor))),
        ])
    }

    /// A rule's entry: summary and description for the alert header, how to fix it and its
    /// documentation page for the help panel (descriptions are Markdown, so `markdown` has them as
    /// written).
    static func reportingDescriptor(_ rule: RuleInfo) -> JSONValue {
        let description = trimmed(rule.description).isEmpty ? rule.summary : trimmed(rule.description)
        let howToFix = rule.howToFix.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        let helpText = howToFix.map { "How to fix: \($0)" } ?? description
        let helpMarkdown = description + (howToFix.map { "\n\n**How to fix:** \($0)" } ?? "")
            + "\n\n[\(rule.id) documentation](\(rule.documentationURL))"
        return .object([
            member("id", .string(rule.id)),
            member("name", .string(friendlyName(rule.id))),
            member("shortDescription", text(rule.summary)),
            member("fullDescription", .object([member("text", .string(description)), member("markdown", .string(description))])),
            member("help", .object([member("text", .string(helpText)), member("markdown", .string(helpMarkdown))])),
            member("helpUri", .string(rule.documentationURL)),
            member("defaultConfiguration", .object([member("level", .string(level(rule.severity)))])),
            member("properties", .object([member("tags", .array([.string(rule.family)]))])),
        ])
    }

    static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == "\n" || last == " " || last == "\r" || last == "\t" { scalars.removeLast() }
        while let first = scalars.first, first == "\n" || first == " " || first == "\r" || first == "\t" { scalars.removeFirst() }
        return String(scalars)
    }

    static func result(_ finding: Finding, ruleIndex: Int?, set: LintReport.CheckedSet?, options: ReportOptions) -> JSONValue {
        var members: [JSONMember] = [member("ruleId", .string(finding.ruleId))]
        if let ruleIndex { members.append(member("ruleIndex", .int(ruleIndex))) }
        members += [
            member("level", .string(level(finding.severity))),
            member("message", text(finding.message)),
        ]
        var location: [JSONMember] = [
            member("physicalLocation", physicalLocation(finding.file, start: finding.start, end: finding.end, options: options)),
        ]
        if !finding.pointer.isEmpty {
            location.append(member("logicalLocations", .array([.object([member("fullyQualifiedName", .string(finding.pointer))])])))
        }
        members.append(member("locations", .array([.object(location)])))
        members.append(member("partialFingerprints", .object([member(fingerprintKey, .string(finding.fingerprint(relativeTo: options.workingDirectory)))])))
        if let suppression = finding.suppression {
            members.append(member("suppressions", .array([self.suppression(suppression, options: options)])))
        }
        var properties: [JSONMember] = [
            member("pointer", .string(finding.pointer)),
            member("component", .optional(finding.component?.rawValue)),
            member("set", JSONReporter.setValue(ReportPath.relative(finding.setPath, to: options.workingDirectory), set?.expectations)),
        ]
        if !finding.evidence.isEmpty { properties.append(member("evidence", .object(finding.evidence))) }
        members.append(member("properties", .object(properties)))
        return .object(members)
    }

    /// `artifactLocation` (relative under `%SRCROOT%`, or an absolute `file:` URI for a file outside
    /// the working directory) and a region when the finding has a position.
    static func physicalLocation(_ file: String, start: SourcePosition?, end: SourcePosition?, options: ReportOptions) -> JSONValue {
        let path = ReportPath.relative(file, to: options.workingDirectory)
        let artifact: JSONValue = path.hasPrefix("/")
            ? .object([member("uri", .string(ReportPath.fileURI(path, directory: false)))])
            : .object([member("uri", .string(ReportPath.uriReference(path))), member("uriBaseId", .string(sourceRoot))])
        var members = [member("artifactLocation", artifact)]
        if let start {
            var region = [member("startLine", .int(max(start.line, 1))), member("startColumn", .int(max(start.column, 1)))]
            if let end, end >= start {
                region += [member("endLine", .int(max(end.line, 1))), member("endColumn", .int(max(end.column, 1)))]
            }
            members.append(member("region", .object(region)))
        }
        return .object(members)
    }

    /// Ignore entries and baselines live outside the snapshot: SARIF kind `external`.
    static func suppression(_ suppression: Suppression, options: ReportOptions) -> JSONValue {
        var members: [JSONMember] = [
            member("kind", .string("external")),
            member("status", .string("accepted")),
            member("justification", .string(suppression.justification)),
        ]
        if !suppression.source.isEmpty {
            let (file, position) = ReportPath.splitSource(suppression.source)
            members.append(member("location", .object([
                member("physicalLocation", physicalLocation(file, start: position, end: nil, options: options)),
            ])))
        }
        members.append(member("properties", .object([member("source", .string(suppression.kind.rawValue))])))
        return .object(members)
    }

    /// SARIF has no info or hint level: both are `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "note"
        }
    }

    /// `duplicate-key` → `DuplicateKey`: SARIF's readable rule name, distinct from the id.
    static func friendlyName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func text(_ value: String) -> JSONValue { .object([member("text", .string(value))]) }

    static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }
}
