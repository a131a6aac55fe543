import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The `xcode` format line by line: what Xcode and `swift build` parse as inline diagnostics.
struct XcodeReporterTests {
    static let setPath = "snapshots/US-CA_en"
    static let banner = "snapshots/US-CA_en/OneTrustBannerData.json"
    static let preferences = "snapshots/US-CA_en/OneTrustPCData.json"

    func finding(
        _ rule: String, _ severity: Severity, _ message: String, file: String = banner,
        at position: (Int, Int)? = (90, 7), component: ComponentKind? = .banner,
        suppression: Suppression? = nil
    ) -> Finding {
        let start = position.map { SourcePosition(line: $0.0, column: $0.1, offset: $0.0 * 100 + $0.1) }
        return Finding(
            ruleId: rule, severity: severity, message: message, file: file, pointer: "/x", start: start,
            end: start, component: component, setPath: Self.setPath, suppression: suppression)
    }

    func render(
        _ findings: [Finding], files: [ComponentKind: String] = [.banner: banner, .preferences: preferences],
        workingDirectory: String = "/work/app"
    ) -> String {
        let set = LintReport.CheckedSet(path: Self.setPath, expectations: SetExpectations(), files: files)
        let report = LintReport(findings: findings, sets: [set])
        return XcodeReporter.render(report, options: ReportOptions(workingDirectory: workingDirectory))
    }

    @Test func oneLinePerFindingWithAbsolutePathPositionLevelAndRule() {
        let text = render([
            finding("duplicate-key", .warning, "duplicate key \"title\""),
            finding("ot-consent-string-leak", .error, "otConsentString is not empty", at: (335, 22)),
            finding("geo-unknown", .info, "country unknown", file: Self.preferences, at: (1, 1), component: nil),
            finding("some-hint", .hint, "a hint", file: Self.preferences, at: (4, 3)),
        ])
        #expect(
            text == """
                /work/app/snapshots/US-CA_en/OneTrustBannerData.json:90:7: warning: duplicate key "title" (duplicate-key)
                /work/app/snapshots/US-CA_en/OneTrustBannerData.json:335:22: error: otConsentString is not empty (ot-consent-string-leak)
                /work/app/snapshots/US-CA_en/OneTrustPCData.json:1:1: note: country unknown (geo-unknown)
                /work/app/snapshots/US-CA_en/OneTrustPCData.json:4:3: note: a hint (some-hint)

                """)
    }

    @Test func pathsAreStandardisedAndAbsolutePathsKept() {
        let relative = finding(
            "duplicate-key", .warning, "dup", file: "./a/../snapshots//US-CA_en/OneTrustBannerData.json")
        #expect(
            render([relative], workingDirectory: "/work/app/sub/..")
                == "/work/app/snapshots/US-CA_en/OneTrustBannerData.json:90:7: warning: dup (duplicate-key)\n")
        let absolute = finding("duplicate-key", .warning, "dup", file: "/elsewhere/./x/OneTrustBannerData.json")
        #expect(render([absolute]) == "/elsewhere/x/OneTrustBannerData.json:90:7: warning: dup (duplicate-key)\n")
    }

    @Test func unplacedFindingGoesToTheSetsFirstFile() {
        let missing = finding(
            "vendors-missing", .warning, "no vendors snapshot", file: Self.setPath, at: nil, component: .vendors)
        #expect(
            render([missing], files: [.preferences: Self.preferences])
                == "/work/app/snapshots/US-CA_en/OneTrustPCData.json:1:1: warning: no vendors snapshot (vendors-missing)\n"
        )
        #expect(
            render([missing])
                == "/work/app/snapshots/US-CA_en/OneTrustBannerData.json:1:1: warning: no vendors snapshot (vendors-missing)\n"
        )
    }

    @Test func unplacedFindingOfASetWithoutFilesKeepsTheFolder() {
        let missing = finding("component-missing", .error, "no banner", file: Self.setPath, at: nil, component: .banner)
        #expect(
            render([missing], files: [:]) == "/work/app/snapshots/US-CA_en:1:1: error: no banner (component-missing)\n")
    }

    @Test func messagesStayOnOneLineAndSuppressedFindingsAreLeftOut() {
        let multiline = finding("duplicate-key", .warning, "first\nsecond\r\nthird")
        let suppressed = finding(
            "ot-consent-string-leak", .error, "leak", at: (335, 22),
            suppression: Suppression(kind: .baseline, justification: "b.json", source: "b.json"))
        #expect(
            render([multiline, suppressed])
                == "/work/app/snapshots/US-CA_en/OneTrustBannerData.json:90:7: warning: first\\nsecond\\r\\nthird (duplicate-key)\n"
        )
    }

    @Test func noFindingsNoOutput() {
        #expect(render([]) == "")
    }
}
