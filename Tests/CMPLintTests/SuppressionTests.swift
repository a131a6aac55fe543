import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

struct PathGlobTests {
    @Test(arguments: [
        ("/a/**/b.json", "/a/b.json", true), ("/a/**/b.json", "/a/x/y/b.json", true),
        ("/a/*/b.json", "/a/x/y/b.json", false),
        ("/a/*.json", "/a/OneTrustPCData.json", true), ("/a/?.json", "/a/ab.json", false),
        ("/a/b.json", "/a/b.json", true),
        ("/a/(b).json", "/a/(b).json", true), ("/a/**", "/a/x/y", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) throws {
        #expect(try #require(PathGlob(pattern)).matches(path) == expected)
    }
}

struct SuppressionTests {
    func finding(_ rule: String, _ file: String, _ pointer: String, line: Int = 3, message: String = "m") -> Finding {
        Finding(
            ruleId: rule, severity: .error, message: message, file: file, pointer: pointer,
            start: SourcePosition(line: line, column: 1, offset: 0), end: nil, component: .banner, setPath: "s")
    }

    func ignore(_ yaml: String) throws -> IgnoreList {
        try IgnoreList.entries(
            try YAMLParser.parse(yaml, file: "/repo/.cmplint-ignore.yml"), file: "/repo/.cmplint-ignore.yml",
            folder: URL(fileURLWithPath: "/repo"))
    }

    /// The suppression rules (`unused-suppression`) of the ruleset a config puts in force.
    func suppressionRules(config: String = "") throws -> [Rule] {
        try Configuration.parse(text: config, file: "/repo/.cmplint.yml").ruleset().rules.filter {
            $0.scope == .suppressions
        }
    }

    @Test func unusedSuppressionIsAnOrdinaryRuleWhoseSeverityTheConfigSets() throws {
        let list = try ignore("- {rule: duplicate-key, path: other/*.json, reason: Known.}")
        let report = LintReport(findings: [], sets: [])
        let warned = Suppressor.apply(
            report, ignore: list, baseline: nil, baselineFile: nil, workingDirectory: "/repo",
            rules: try suppressionRules(config: "rules: {unused-suppression: warning}"))
        #expect(warned.findings.map(\.severity) == [.warning])
        #expect(warned.rule("unused-suppression")?.severity == .warning)
        let off = Suppressor.apply(
            report, ignore: list, baseline: nil, baselineFile: nil, workingDirectory: "/repo",
            rules: try suppressionRules(config: "rules: {unused-suppression: off}"))
        #expect(off.findings.isEmpty)
        #expect(off.rule("unused-suppression") == nil)
    }

    @Test func ignoreEntriesSuppressWithTheirReasonAndUnusedOnesAreReported() throws {
        let list = try ignore(
            """
            - rule: logo-not-bundled
              path: snapshots/**/OneTrustBannerData.json
              pointer: /bannerUIData
              reason: The logo ships in LogoData.
            - rule: duplicate-key
              path: other/*.json
              reason: Known.
            """)
        let report = LintReport(
            findings: [
                finding("logo-not-bundled", "snapshots/DE_de/OneTrustBannerData.json", "/bannerUIData/logo/url"),
                finding("logo-not-bundled", "snapshots/DE_de/OneTrustPCData.json", "/pcUIData/logo/url"),
            ], sets: [])
        let result = Suppressor.apply(
            report, ignore: list, baseline: nil, baselineFile: nil, workingDirectory: "/repo",
            rules: try suppressionRules())
        #expect(result.suppressed.map(\.pointer) == ["/bannerUIData/logo/url"])
        #expect(
            result.suppressed.first?.suppression
                == Suppression(
                    kind: .ignoreFile, justification: "The logo ships in LogoData.",
                    source: "/repo/.cmplint-ignore.yml:1:3"))
        #expect(result.findings.map(\.ruleId).sorted() == ["logo-not-bundled", "unused-suppression"])
        let unused = try #require(result.findings.first { $0.ruleId == "unused-suppression" })
        #expect(unused.severity == .info)
        #expect(unused.start?.line == 5)
        #expect(unused.pointer == "/ignore/1")
        #expect(unused.file == "/repo/.cmplint-ignore.yml")
        #expect(
            unused.message
                == "this ignore entry (rule duplicate-key, path other/*.json) matches no finding: remove it, or fix its rule, path or pointer"
        )
        #expect(result.fails(at: .error))  // the PC logo finding still fails the run
        #expect(result.rule("unused-suppression") != nil)
    }

    @Test func ignoreEntriesAreValidated() {
        #expect(throws: YAMLError.self) { try ignore("- {rule: x, path: a}") }  // no reason
        #expect(throws: YAMLError.self) { try ignore("- {rule: x, path: a, reason: '  '}") }
        #expect(throws: YAMLError.self) { try ignore("- {rule: x, path: a, reason: r, pointer: bannerUIData}") }
        #expect(
            throws: LintError(
                "/repo/.cmplint-ignore.yml:1:3: unknown rule 'dupliate-key' in an ignore entry; did you mean 'duplicate-key'?"
            )
        ) {
            try (try ignore("- {rule: dupliate-key, path: a, reason: r}")).validate(ruleIds: ["duplicate-key"])
        }
    }

    @Test func baselineMatchesByMessageNotLineAndReportsFixed() throws {
        let old = finding("duplicate-key", "a.json", "/x", line: 3, message: "dup")
        let gone = finding("invalid-json", "b.json", "", line: 1, message: "bad")
        let baseline = Baseline(entries: [BaselineEntry(old), BaselineEntry(gone)])
        // The same finding moved to line 40 (file reformatted), plus a new one.
        let moved = finding("duplicate-key", "a.json", "/x", line: 40, message: "dup")
        let new = finding("duplicate-key", "a.json", "/y", line: 41, message: "dup")
        let report = LintReport(findings: [moved, new], sets: [])
        let result = Suppressor.apply(
            report, ignore: IgnoreList(), baseline: baseline, baselineFile: "base.json", workingDirectory: "/",
            rules: try suppressionRules())
        #expect(result.suppressed.map(\.pointer) == ["/x"])
        #expect(result.suppressed.first?.suppression?.kind == .baseline)
        #expect(result.findings.map(\.pointer) == ["/y"])
        #expect(result.fixedSinceBaseline == [BaselineEntry(gone)])
    }

    @Test func fingerprintsIgnoreLinesAndCountRepeats() {
        let a = LintReport(findings: [finding("r", "f", "/p", line: 3), finding("r", "f", "/p", line: 9)], sets: [])
        let b = LintReport(findings: [finding("r", "f", "/p", line: 30), finding("r", "f", "/p", line: 90)], sets: [])
        #expect(
            a.findings.map { $0.fingerprint(relativeTo: "/repo") }
                == b.findings.map { $0.fingerprint(relativeTo: "/repo") })
        #expect(Set(a.findings.map { $0.fingerprint(relativeTo: "/repo") }).count == 2)
        #expect(StableHash.hex("r\u{1F}f\u{1F}/p") == a.findings[0].fingerprint(relativeTo: "/repo"))
        // The same file given absolutely from another checkout: the same fingerprint.
        let absolute = finding("r", "/elsewhere/checkout/f", "/p")
        #expect(
            absolute.fingerprint(relativeTo: "/elsewhere/checkout") == a.findings[0].fingerprint(relativeTo: "/repo"))
    }

    @Test func baselineFileRoundTripsAndBadFilesAreLocated() throws {
        let baseline = Baseline(entries: [
            BaselineEntry(ruleId: "r", file: "f.json", pointer: "/a", message: "quote \" and ü")
        ])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try baseline.json.write(to: url, atomically: true, encoding: .utf8)
        #expect(try Baseline.load(file: url.path).entries == baseline.entries)
        try "{\"version\": 1, \"findings\": [{\"ruleId\": 3}]}".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: LintError("\(url.path):1:29: a baseline entry needs the string 'ruleId'")) {
            try Baseline.load(file: url.path)
        }
        try "{\"version\": 1,".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: LintError.self) { try Baseline.load(file: url.path) }
    }
}
