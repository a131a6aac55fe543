import CMPLintDocuments

/// The `sarif` format: SARIF 2.1.0 (OASIS) for GitHub code scanning and SARIF viewers.
///
/// One run; `tool.driver.rules` lists the rules in force so every result's `ruleIndex` resolves to
/// its summary, description, fix and documentation page. Suppressed findings stay in the log with
/// `suppressions` (code scanning shows them as dismissed instead of reopening them). Paths are
/// relative to the working directory under `%SRCROOT%`, and `partialFingerprints` carry the
/// finding's line-independent fingerprint, so alerts survive reformatting. GitHub accepts at most
/// 25,000 results per run: beyond that the least severe are left out and the run says how many.
/// A finding about a missing file is located on the set's first file (`FindingAnchor`; the set's
/// folder stays in `properties.set`), and a safe fix is carried as `fixes`.
public enum SARIFReporter {
    /// GitHub code scanning's documented limit of results per run.
    public static let maxResults = 25_000
    package static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    package static let sourceRoot = "%SRCROOT%"
    package static let fingerprintKey = "cmplintFingerprint/v1"

    public static func render(_ report: LintReport, options: ReportOptions) -> String {
        render(report, options: options, maxResults: maxResults)
    }

    package static func render(_ report: LintReport, options: ReportOptions, maxResults: Int) -> String {
        let ruleIndex = Dictionary(
            report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sets = Dictionary(report.sets.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let (kept, omitted) = capped(report.allFindings, to: maxResults)
        let results = kept.map { result($0, ruleIndex: ruleIndex[$0.ruleId], set: sets[$0.setPath], options: options) }

        var run: [JSONMember] = [
            JSONMember("tool", .object([JSONMember("driver", driver(report.rules))]))
        ]
        if !omitted.isEmpty {
            run.append(
                JSONMember(
                    "invocations",
                    .array([
                        .object([
                            JSONMember("executionSuccessful", .bool(true)),
                            JSONMember(
                                "toolExecutionNotifications",
                                .array([
                                    .object([
                                        JSONMember("level", .string("warning")),
                                        JSONMember(
                                            "message", text(omissionMessage(omitted, total: report.allFindings.count))),
                                    ])
                                ])),
                        ])
                    ])))
        }
        run += [
            JSONMember(
                "originalUriBaseIds", .object([JSONMember(sourceRoot, sourceRootLocation(options.workingDirectory))])),
            JSONMember("columnKind", .string("unicodeCodePoints")),
            JSONMember("results", .array(results)),
        ]
        // Run properties (SARIF 2.1.0 §3.8, property bags): results left out, and the files the run read.
        var properties: [JSONMember] = []
        if !omitted.isEmpty {
            properties += [
                JSONMember("resultsOmitted", .int(omitted.count)),
                JSONMember("resultsTotal", .int(report.allFindings.count)),
                JSONMember("resultsLimit", .int(maxResults)),
            ]
        }
        if let inputs = options.inputs { properties += inputs.jsonMembers }
        if !properties.isEmpty { run.append(JSONMember("properties", .object(properties))) }
        let log = JSONValue.object([
            JSONMember("$schema", .string(schemaURI)),
            JSONMember("version", .string("2.1.0")),
            JSONMember("runs", .array([.object(run)])),
        ])
        return log.prettyText() + "\n"
    }

    /// Where `%SRCROOT%` points: the working directory as a `file:` URI (when it is absolute).
    package static func sourceRootLocation(_ workingDirectory: String) -> JSONValue {
        var members: [JSONMember] = []
        if workingDirectory.hasPrefix("/") {
            members.append(JSONMember("uri", .string(ReportPath.fileURI(workingDirectory, directory: true))))
        }
        members.append(
            JSONMember(
                "description", text("The working directory of the cmplint run; result paths are relative to it.")))
        return .object(members)
    }

    /// At most `limit` findings, keeping active before suppressed and worse before milder, then
    /// back in report order; also returns what was left out.
    package static func capped(_ findings: [Finding], to limit: Int) -> (kept: [Finding], omitted: [Finding]) {
        guard findings.count > limit else { return (findings, []) }
        let ranked = findings.indices.sorted { a, b in
            let fa = findings[a]
            let fb = findings[b]
            if (fa.suppression == nil) != (fb.suppression == nil) { return fa.suppression == nil }
            if fa.severity != fb.severity { return fa.severity > fb.severity }
            return a < b
        }
        let keep = Set(ranked.prefix(max(limit, 0)))
        var kept: [Finding] = []
        var omitted: [Finding] = []
        for (index, finding) in findings.enumerated() {
            if keep.contains(index) { kept.append(finding) } else { omitted.append(finding) }
        }
        return (kept, omitted)
    }

    package static func omissionMessage(_ omitted: [Finding], total: Int) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let n = omitted.filter { $0.severity == severity }.count
            return n == 0 ? nil : "\(n) \(severity.rawValue)"
        }
        return "\(omitted.count) of \(total) results were left out (\(counts.joined(separator: ", "))): "
            + "GitHub code scanning accepts at most \(maxResults) results per run. The json format has them all."
    }

    package static func driver(_ rules: [RuleInfo]) -> JSONValue {
        .object([
            JSONMember("name", .string(ToolInfo.name)),
            JSONMember("version", .string(ToolInfo.version)),
            JSONMember("semanticVersion", .string(ToolInfo.version)),
            JSONMember("informationUri", .string(ToolInfo.informationURI)),
            JSONMember("rules", .array(rules.map(reportingDescriptor))),
        ])
    }

    /// A rule's entry: summary and description for the alert header, how to fix it and its
    /// documentation page for the help panel (descriptions are Markdown, so `markdown` has them as
    /// written).
    package static func reportingDescriptor(_ rule: RuleInfo) -> JSONValue {
        let description = trimmed(rule.description).isEmpty ? rule.summary : trimmed(rule.description)
        let howToFix = rule.howToFix.map(trimmed).flatMap { $0.isEmpty ? nil : $0 }
        let helpText = howToFix.map { "How to fix: \($0)" } ?? description
        let helpMarkdown =
            description + (howToFix.map { "\n\n**How to fix:** \($0)" } ?? "")
            + (rule.documentationURL.map { "\n\n[\(rule.id) documentation](\($0))" } ?? "")
        // A rule the user's config defines has no page: no helpUri rather than a link that cannot resolve.
        return .object(
            [
                JSONMember("id", .string(rule.id)),
                JSONMember("name", .string(friendlyName(rule.id))),
                JSONMember("shortDescription", text(rule.summary)),
                JSONMember(
                    "fullDescription",
                    .object([JSONMember("text", .string(description)), JSONMember("markdown", .string(description))])),
                JSONMember(
                    "help",
                    .object([JSONMember("text", .string(helpText)), JSONMember("markdown", .string(helpMarkdown))])),
            ] + (rule.documentationURL.map { [JSONMember("helpUri", .string($0))] } ?? []) + [
                JSONMember("defaultConfiguration", .object([JSONMember("level", .string(level(rule.severity)))])),
                JSONMember("properties", .object([JSONMember("tags", .array([.string(rule.family)]))])),
            ])
    }

    /// The finding's message; one that follows from a root cause names it, linked to the
    /// result's related location 1 (SARIF 3.11.6 embedded links; brackets in the message escaped).
    package static func message(_ finding: Finding, options: ReportOptions) -> String {
        guard let cause = finding.causedBy else { return finding.message }
        let escaped = finding.message.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
        return escaped + " (this follows from [\(cause.words(workingDirectory: options.workingDirectory))](1))"
    }

    package static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == "\n" || last == " " || last == "\r" || last == "\t" {
            scalars.removeLast()
        }
        while let first = scalars.first, first == "\n" || first == " " || first == "\r" || first == "\t" {
            scalars.removeFirst()
        }
        return String(scalars)
    }

    package static func result(_ finding: Finding, ruleIndex: Int?, set: LintReport.CheckedSet?, options: ReportOptions)
        -> JSONValue
    {
        var members: [JSONMember] = [JSONMember("ruleId", .string(finding.ruleId))]
        if let ruleIndex { members.append(JSONMember("ruleIndex", .int(ruleIndex))) }
        members += [
            JSONMember("level", .string(level(finding.severity))),
            JSONMember("message", text(message(finding, options: options))),
        ]
        let place = FindingAnchor.place(finding, set: set)
        var location: [JSONMember] = [
            JSONMember(
                "physicalLocation", physicalLocation(place.file, start: place.start, end: place.end, options: options))
        ]
        if !finding.pointer.isEmpty {
            location.append(
                JSONMember(
                    "logicalLocations", .array([.object([JSONMember("fullyQualifiedName", .string(finding.pointer))])]))
            )
        }
        members.append(JSONMember("locations", .array([.object(location)])))
        if let cause = finding.causedBy {
            // The root cause, linked from the message's "[…](1)".
            var related: [JSONMember] = [
                JSONMember("id", .int(1)),
                JSONMember(
                    "physicalLocation", physicalLocation(cause.file, start: cause.start, end: nil, options: options)),
            ]
            if !cause.pointer.isEmpty {
                related.append(
                    JSONMember(
                        "logicalLocations",
                        .array([.object([JSONMember("fullyQualifiedName", .string(cause.pointer))])])))
            }
            related.append(JSONMember("message", text("root cause: \(cause.ruleId)")))
            members.append(JSONMember("relatedLocations", .array([.object(related)])))
        }
        members.append(
            JSONMember(
                "partialFingerprints",
                .object([JSONMember(fingerprintKey, .string(finding.fingerprint(relativeTo: options.workingDirectory)))]
                )))
        if finding.suppression == nil, let fixes = fixes(finding, options: options) {
            members.append(JSONMember("fixes", fixes))
        }
        if let suppression = finding.suppression {
            members.append(JSONMember("suppressions", .array([self.suppression(suppression, options: options)])))
        }
        var properties: [JSONMember] = [
            JSONMember("pointer", .string(finding.pointer)),
            JSONMember("component", .optional(finding.component?.rawValue)),
            JSONMember(
                "set",
                JSONReporter.setValue(
                    ReportPath.relative(finding.setPath, to: options.workingDirectory), set?.expectations,
                    assembly: set?.assembly)),
        ]
        if !finding.evidence.isEmpty { properties.append(JSONMember("evidence", .object(finding.evidence))) }
        members.append(JSONMember("properties", .object(properties)))
        return .object(members)
    }

    /// `artifactLocation` (relative under `%SRCROOT%`, or an absolute `file:` URI for a file outside
    /// the working directory) and a region when the finding has a position.
    package static func physicalLocation(
        _ file: String, start: SourcePosition?, end: SourcePosition?, options: ReportOptions
    ) -> JSONValue {
        var members = [JSONMember("artifactLocation", artifactLocation(file, options: options))]
        if let start {
            var region = [
                JSONMember("startLine", .int(max(start.line, 1))),
                JSONMember("startColumn", .int(max(start.column, 1))),
            ]
            if let end, end >= start {
                region += [
                    JSONMember("endLine", .int(max(end.line, 1))), JSONMember("endColumn", .int(max(end.column, 1))),
                ]
            }
            members.append(JSONMember("region", .object(region)))
        }
        return .object(members)
    }

    /// Relative under `%SRCROOT%`, or an absolute `file:` URI for a file outside the working directory.
    package static func artifactLocation(_ file: String, options: ReportOptions) -> JSONValue {
        let path = ReportPath.relative(file, to: options.workingDirectory)
        return path.hasPrefix("/")
            ? .object([JSONMember("uri", .string(ReportPath.fileURI(path, directory: false)))])
            : .object([
                JSONMember("uri", .string(ReportPath.uriReference(path))), JSONMember("uriBaseId", .string(sourceRoot)),
            ])
    }

    /// A safe fix as SARIF `fixes` (§3.55): one artifact change whose replacements are the bytes
    /// `cmplint fix` edits, each region given both as lines and columns and as bytes (§3.30.1 allows
    /// both when they cover the same bytes); nil for a finding without a safe fix.
    package static func fixes(_ finding: Finding, options: ReportOptions) -> JSONValue? {
        guard let fix = finding.fix, fix.applicability == .safe, !fix.replacements.isEmpty else { return nil }
        let replacements = fix.replacements.map { replacement -> JSONValue in
            let (start, end) = (replacement.start.position, replacement.end.position)
            var members = [
                JSONMember(
                    "deletedRegion",
                    .object([
                        JSONMember("startLine", .int(start.line)), JSONMember("startColumn", .int(start.column)),
                        JSONMember("endLine", .int(end.line)), JSONMember("endColumn", .int(end.column)),
                        JSONMember("byteOffset", .int(start.offset)),
                        JSONMember("byteLength", .int(end.offset - start.offset)),
                    ]))
            ]
            if !replacement.text.isEmpty { members.append(JSONMember("insertedContent", text(replacement.text))) }
            return .object(members)
        }
        return .array([
            .object([
                JSONMember("description", text("cmplint fix \(describe(fix))")),
                JSONMember(
                    "artifactChanges",
                    .array([
                        .object([
                            JSONMember("artifactLocation", artifactLocation(finding.file, options: options)),
                            JSONMember("replacements", .array(replacements)),
                        ])
                    ])),
            ])
        ])
    }

    /// What the fix does, with the value an `empty` edit writes for this node's type.
    package static func describe(_ fix: FindingFix) -> String {
        guard case .empty = fix.edit, let written = fix.replacements.first?.text else { return fix.edit.summary }
        return "sets the value to `\(written)`"
    }

    /// Ignore entries and baselines live outside the snapshot: SARIF kind `external`.
    package static func suppression(_ suppression: Suppression, options: ReportOptions) -> JSONValue {
        var members: [JSONMember] = [
            JSONMember("kind", .string("external")),
            JSONMember("status", .string("accepted")),
            JSONMember("justification", .string(suppression.justification)),
        ]
        if !suppression.source.isEmpty {
            let (file, position) = ReportPath.splitSource(suppression.source)
            members.append(
                JSONMember(
                    "location",
                    .object([
                        JSONMember(
                            "physicalLocation", physicalLocation(file, start: position, end: nil, options: options))
                    ])))
        }
        members.append(JSONMember("properties", .object([JSONMember("source", .string(suppression.kind.rawValue))])))
        return .object(members)
    }

    /// SARIF has no info or hint level: both are `note`.
    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "note"
        }
    }

    /// `duplicate-key` → `DuplicateKey`: SARIF's readable rule name, distinct from the id.
    package static func friendlyName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    package static func text(_ value: String) -> JSONValue { .object([JSONMember("text", .string(value))]) }

}
