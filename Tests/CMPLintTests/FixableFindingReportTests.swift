import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Fixes where people act on findings: stylish marks them and counts them, JSON names their
/// applicability, SARIF `fixes` and rdjson `suggestions` carry a safe fix's edits byte for byte as
/// `cmplint fix` makes them, and rdjson columns count UTF-8 bytes.
struct FixableFindingReportTests {
    static let tc = FixerTests.tc
    /// One line, with non-ASCII text before both leaks (byte and scalar columns differ): a TC string
    /// in a logo URL (unsafe fix: the URL goes too) and one under `tcString` (safe: removed).
    static let banner =
        "{\"bannerUIData\": {\"title\": \"Café ✓ 🍪\", \"logo\": {\"url\": "
        + "\"https://cdn.example.com/l.png?gdpr_consent=\(tc)\"}}, \"tcString\": \"\(tc)\"}"
    static let bannerPath = "set/OneTrustBannerData.json"

    /// The findings as `lint` reports them, the set and what `cmplint fix` (safe fixes) writes.
    static func linted() throws -> (report: LintReport, fixed: [UInt8]) {
        let set = snapshotSet([.banner: banner], isPartial: true)
        let ruleset = try DefaultRuleset.load().only("tc-string-leak")
        let findings = FindingPlacement.place(Linter(ruleset: ruleset).lint(set), in: set)
        let report = LintReport(
            findings: findings,
            sets: [LintReport.CheckedSet(path: "set", expectations: SetExpectations(), files: [.banner: bannerPath])],
            rules: ruleset.rules.map(RuleInfo.init))
        let fixed = try #require(Fixer(ruleset: ruleset).fix(set).files.first).fixed
        return (report, fixed)
    }

    static func finding(_ report: LintReport, _ applicability: FixApplicability) throws -> Finding {
        try #require(report.findings.first { $0.fix?.applicability == applicability })
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func safeFixCarriesTheBytesFixWrites() throws {
        let (report, fixed) = try Self.linted()
        #expect(report.findings.count == 2)
        let safe = try Self.finding(report, .safe)
        #expect(safe.pointer == "/tcString")
        let edits = try #require(safe.fix?.replacements).map {
            ByteEdit(range: $0.start.position.offset..<$0.end.position.offset, replacement: Array($0.text.utf8))
        }
        #expect(edits.count == 1)
        #expect(ByteEdit.apply(edits, to: Array(Self.banner.utf8)) == fixed)
        #expect(try Self.finding(report, .unsafe).fix?.replacements.isEmpty == true)
    }

    @Test func byteColumnsCountUTF8Bytes() throws {
        let (report, _) = try Self.linted()
        let safe = try Self.finding(report, .safe)
        let start = try #require(safe.start)
        let columns = try #require(safe.byteColumns)
        // One line: the byte column is the byte offset plus one, past "é", "✓" and "🍪" (1 + 2 + 3 bytes more).
        #expect(columns.start == start.offset + 1)
        #expect(columns.start == start.column + 6)
        #expect(columns.end == (safe.end?.offset ?? 0) + 1)
        let replacement = try #require(safe.fix?.replacements.first)
        #expect(replacement.start.byteColumn == replacement.start.position.offset + 1)
        #expect(replacement.start.position.column == replacement.start.byteColumn - 6)
    }

    @Test func stylishMarksFixableFindingsAndCountsThem() throws {
        let (report, _) = try Self.linted()
        let text = StylishReporter.render(report, options: ReportOptions())
        let lines = text.components(separatedBy: "\n")
        #expect(lines.contains { $0.contains("tc-string-leak  [*] 'tcString' holds") })
        #expect(lines.contains { $0.contains("tc-string-leak  [~] 'url' holds") })
        #expect(lines.contains("[*] 1 fixable with `cmplint fix` (1 more with `cmplint fix --unsafe-fixes`)"))
        let unsafeOnly = report.findings.filter { $0.fix?.applicability == .unsafe }
        #expect(StylishReporter.fixable(unsafeOnly) == "[~] 1 fixable with `cmplint fix --unsafe-fixes`")
        #expect(StylishReporter.fixable(report.findings.map { $0.withoutFix }) == nil)
    }

    @Test func jsonNamesEachFindingsFix() throws {
        let (report, _) = try Self.linted()
        let findings = try #require(
            try Self.json(JSONReporter.render(report, options: ReportOptions()))["findings"] as? [[String: Any]])
        let fixes = findings.compactMap { $0["fix"] as? [String: String] }
        #expect(fixes == [["applicability": "unsafe", "edit": "set"], ["applicability": "safe", "edit": "remove"]])
    }

    @Test func sarifFixesReplaceTheBytesFixWrites() throws {
        let (report, fixed) = try Self.linted()
        let log = try Self.json(SARIFReporter.render(report, options: ReportOptions(workingDirectory: "/")))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.filter { $0["fixes"] != nil }.count == 1)
        let fix = try #require((results.first { $0["fixes"] != nil }?["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: String])?["uri"] == Self.bannerPath)
        var bytes = Array(Self.banner.utf8)
        for replacement in try #require(change["replacements"] as? [[String: Any]]).reversed() {
            let region = try #require(replacement["deletedRegion"] as? [String: Int])
            let offset = try #require(region["byteOffset"])
            let inserted = (replacement["insertedContent"] as? [String: String])?["text"] ?? ""
            bytes.replaceSubrange(offset..<offset + (region["byteLength"] ?? 0), with: Array(inserted.utf8))
            #expect(region["startColumn"] == offset + 1 - 6, "text columns count Unicode scalars (columnKind)")
        }
        #expect(bytes == fixed)
    }

    @Test func rdjsonCarriesSafeFixesAsSuggestionsWithByteColumns() throws {
        let (report, fixed) = try Self.linted()
        let result = try Self.json(RDJSONReporter.render(report, options: ReportOptions(workingDirectory: "/")))
        #expect((result["source"] as? [String: String])?["name"] == "cmplint")
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.allSatisfy { $0["severity"] as? String == "ERROR" })
        let codes = diagnostics.compactMap { $0["code"] as? [String: String] }
        #expect(
            codes.allSatisfy { $0["value"] == "tc-string-leak" && $0["url"]?.hasSuffix("tc-string-leak.md") == true })
        #expect(diagnostics.filter { $0["suggestions"] != nil }.count == 1)
        let safe = try #require(diagnostics.first { $0["suggestions"] != nil })
        let location = try #require(safe["location"] as? [String: Any])
        #expect(location["path"] as? String == Self.bannerPath)
        let start = try #require(((location["range"] as? [String: Any])?["start"]) as? [String: Int])
        #expect(start["column"] == (try Self.finding(report, .safe).start?.offset ?? 0) + 1)
        var bytes = Array(Self.banner.utf8)
        for suggestion in try #require(safe["suggestions"] as? [[String: Any]]).reversed() {
            let range = try #require(suggestion["range"] as? [String: [String: Int]])
            // One line: a byte column is a byte offset plus one; the end is exclusive.
            let (from, to) = (try #require(range["start"]?["column"]) - 1, try #require(range["end"]?["column"]) - 1)
            #expect(range["start"]?["line"] == 1 && range["end"]?["line"] == 1)
            bytes.replaceSubrange(from..<to, with: Array(try #require(suggestion["text"] as? String).utf8))
        }
        #expect(bytes == fixed)
    }

    /// A missing component's finding (its file is the set's folder) lands on the set's first file
    /// at 1:1, as in the xcode, github and SARIF formats (ReportEscapingTests, ReportParseBackTests).
    @Test func rdjsonPlacesFolderLevelFindingsOnTheSetsFirstFile() throws {
        let report = ReportFixtures.handBuilt()
        let options = ReportFixtures.handBuiltOptions
        let rdjson = try Self.json(RDJSONReporter.render(report, options: options))
        let diagnostic = try #require(
            (rdjson["diagnostics"] as? [[String: Any]])?.first {
                ($0["code"] as? [String: String])?["value"] == "demo-set"
            })
        let rdLocation = try #require(diagnostic["location"] as? [String: Any])
        #expect(rdLocation["path"] as? String == "snapshots/set: one, two/OneTrustBannerData.json")
        #expect(
            ((rdLocation["range"] as? [String: Any])?["start"] as? [String: Int]) == ["line": 1, "column": 1])
    }
}

extension Finding {
    /// The same finding as if its rule had no fix.
    fileprivate var withoutFix: Finding {
        var copy = self
        copy.fix = nil
        return copy
    }
}
