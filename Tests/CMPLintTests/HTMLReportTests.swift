import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The HTML formats (`lint --format html`, `inspect` and `diff --format html`): one self-contained
/// page whose Content-Security-Policy allows exactly its own style and script, every snapshot text
/// escaped, personal data redacted, every finding shown with its filter category, and a size bounded
/// by the findings' own (capped) texts. The page in a real browser: `HTMLReportBrowserTests`.
@Suite struct HTMLReportTests {
    // MARK: SHA-256 (FIPS 180-4 examples; NIST CSRC "Example Values")

    @Test func sha256MatchesTheStandardsExamples() {
        func hex(_ text: String) -> String {
            SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // 64 bytes: the padding takes a block of its own.
        #expect(
            hex(String(repeating: "a", count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"
        )
        #expect(
            hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    // MARK: The page

    static let samplesPage = HTMLReporter.render(ReportFixtures.samples, options: ReportFixtures.samplesOptions)

    /// The text between the first `open` and the `close` after it.
    static func between(_ text: String, _ open: String, _ close: String) -> String? {
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theContentSecurityPolicyAllowsExactlyTheInlineStyleAndScript() throws {
        let page = Self.samplesPage
        let policy = try #require(Self.between(page, "<meta http-equiv=\"Content-Security-Policy\" content=\"", "\""))
        let style = try #require(Self.between(page, "<style>", "</style>"))
        let script = try #require(Self.between(page, "<script>", "</script>"))
        #expect(policy.hasPrefix("default-src 'none'; "))
        #expect(policy.contains("style-src \(HTMLPage.hashSource(style));"))
        #expect(policy.contains("script-src \(HTMLPage.hashSource(script));"))
        #expect(!policy.contains("unsafe"))
        #expect(page.components(separatedBy: "<style").count == 2 && page.components(separatedBy: "<script").count == 2)
    }

    @Test func thePageLoadsNothing() {
        for page in [
            Self.samplesPage,
            InspectionFormat.html.render(InspectReportGoldenTests.inspections, workingDirectory: repositoryRoot.path),
            InspectionFormat.html.render(InspectReportGoldenTests.diff, workingDirectory: repositoryRoot.path),
        ] {
            for needle in [
                " src=", "<link", "<img", "<iframe", "url(", "@import", "@font-face", "fetch(", "XMLHttpRequest",
                " style=",
            ] {
                #expect(!page.contains(needle), "\(needle)")
            }
            // Links lead to the rules' documentation or within the page, and are followed only when clicked.
            let links = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(
                links.allSatisfy {
                    $0.hasPrefix("#set-") || $0.hasPrefix("#rule-")
                        || $0.hasPrefix(ToolInfo.informationURI + "/blob/main/docs/rules/")
                })
            #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
            #expect(
                page.contains("@media print{") && page.contains("details::details-content{content-visibility:visible"))
        }
    }

    @Test func everyFindingIsShownWithItsFilterCategoryAndEveryFilterStartsChecked() {
        let page = Self.samplesPage
        let report = ReportFixtures.samples
        #expect(
            page.components(separatedBy: "<li class=\"finding ").count - 1 == report.findings.count
                + report.suppressed.count)
        for severity in Severity.allCases {
            let count = report.count(severity)
            #expect(
                page.components(
                    separatedBy:
                        "<li class=\"finding sev-\(severity.rawValue)\" data-category=\"\(severity.rawValue)\">"
                ).count - 1 == count)
            #expect(
                page.contains(
                    "<label for=\"show-\(severity.rawValue)\" class=\"sev-\(severity.rawValue)\">\(severity.rawValue) \(count)</label>"
                ))
        }
        for category in HTMLPage.categories {
            #expect(page.contains("<input type=\"checkbox\" class=\"filter\" id=\"show-\(category)\" checked>"))
            #expect(
                HTMLPageStyle.css.contains("#show-\(category):not(:checked)~main [data-category=\"\(category)\"]"),
                "a filter the CSS applies")
        }
        for set in report.sets {
            #expect(
                page.contains(
                    "<h2><code>\(HTMLText.escape(ReportPath.relative(set.path, to: repositoryRoot.path)))</code></h2>"))
        }
        // Each rule group: its fix in one line and its documentation.
        let leak = try! #require(report.rule("tc-string-leak"))
        #expect(
            page.contains(
                "<a class=\"doc\" href=\"\(leak.documentationURL ?? "none")\"><code>tc-string-leak</code></a>"))
        #expect(
            page.contains(
                "<p class=\"fix\"><strong>Fix:</strong> \(HTMLText.inline(InspectedFinding.oneLine(leak.howToFix)!))</p>"
            ))
        // Each rule's description once, however many sets it reports on; every group links to it.
        let rules = Set(report.findings.map(\.ruleId))
        #expect(page.components(separatedBy: "<section class=\"about-rule\" id=\"rule-").count - 1 == rules.count)
        #expect(page.components(separatedBy: HTMLText.prose(leak.description)).count == 2)
        let groups = page.components(separatedBy: "<section class=\"group rule ").count - 1
        #expect(
            page.components(separatedBy: "<p class=\"about\"><a href=\"#rule-").count - 1 == groups
                && groups > rules.count)
    }

    @Test func theHandBuiltReportShowsSuppressedAndFixedEntries() {
        let page = HTMLReporter.render(ReportFixtures.handBuilt(), options: ReportFixtures.handBuiltOptions)
        #expect(page.contains("<li class=\"finding sev-suppressed\" data-category=\"suppressed\">"))
        #expect(page.contains("Suppressed (ignore): accepted: test data, 100% synthetic (.cmplint-ignore.yml:4:3)"))
        #expect(page.contains("<h2>Fixed since the baseline (1)</h2>"))
        // demo-leak has an error and an info: its group is not hidden by one filter (the script hides it when both
        // are).
        #expect(
            page.contains("<section class=\"group rule sev-error\">")
                && page.contains("<section class=\"group rule sev-warning\" data-category=\"warning\">"))
        #expect(
            page.contains("<span class=\"status failed\">✖ failed</span>"), "fail severity warning: the warning fails")
        #expect(page.contains("Demo | summary &lt;b&gt;"))
    }

    // MARK: Escaping

    static let markup = "</span><script>alert(\"x\")</script><img src=x onerror=alert(1)> & 'q' \u{01}\u{202E}"
    static let shownMarkup =
        "&lt;/span&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &apos;q&apos; \\u0001\\u202e"

    /// Only the page's own markup: one script, no element a snapshot text could have opened, no
    /// raw control or bidirectional character.
    static func expectNoInjectedMarkup(_ page: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(page.components(separatedBy: "<script").count == 2, sourceLocation: sourceLocation)
        #expect(!page.contains("<img") && !page.contains("</span><script"), sourceLocation: sourceLocation)
        let raw = page.unicodeScalars.filter { $0.actsOnDisplay && $0 != "\n" }
        #expect(raw.isEmpty, "raw \(raw.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    }

    @Test func findingTextIsEscapedWherever() {
        let t = Self.markup
        let finding = Finding(
            ruleId: "demo-leak", severity: .error, message: "message " + t, file: "/w/set \(t)/OneTrustBannerData.json",
            pointer: "/k\(t)", start: SourcePosition(line: 1, column: 2, offset: 3), end: nil, component: .banner,
            setPath: "/w/set \(t)", evidence: [JSONMember(key: "key " + t, value: .array([.string(t), .int(1)]))],
            suppression: Suppression(kind: .ignoreFile, justification: "because " + t, source: "/w/ignore \(t).yml:1:1")
        )
        let rule = RuleInfo(
            id: "demo-leak", summary: "summary " + t, description: "description " + t, howToFix: "Fix `code \(t)` now.",
            severity: .error, family: "leaks", components: [.banner])
        let report = LintReport(
            findings: [
                finding,
                Finding(
                    ruleId: "demo-leak", severity: .warning, message: t, file: "/w/x", pointer: "",
                    start: nil, end: nil, component: nil, setPath: "/w/set \(t)"),
            ],
            sets: [
                LintReport.CheckedSet(
                    path: "/w/set \(t)", expectations: SetExpectations(country: "DE"),
                    files: [.banner: "/w/set \(t)/OneTrustBannerData.json"])
            ],
            rules: [rule],
            fixedSinceBaseline: [BaselineEntry(ruleId: "demo-leak", file: "f \(t)", pointer: "/\(t)", message: t)])
        let page = HTMLReporter.render(report, options: ReportOptions(workingDirectory: "/w"))
        Self.expectNoInjectedMarkup(page)
        for shown in [
            "message " + Self.shownMarkup, "<code>set " + Self.shownMarkup + "</code>",
            "<dt>key " + Self.shownMarkup + "</dt>",
            "because " + Self.shownMarkup, "summary " + Self.shownMarkup, "<code>code " + Self.shownMarkup + "</code>",
            "description " + Self.shownMarkup,
        ] {
            #expect(page.contains(shown), "\(shown)")
        }
    }

    @Test func inspectAndDiffEscapeSnapshotText() throws {
        let sets = GeneratedSets()
        defer { sets.remove() }
        let t = Self.markup
        try sets.copy(
            "clean/US-CA_en", to: "US-CA_en",
            edits: [
                .banner: { document in
                    set(&document, ["bannerUIData", "buttons", "acceptAll", "text"], "Accept " + t)
                    set(&document, ["appConfig", "bannerReason"], "reason " + t)
                },
                .preferences: { set(&$0, ["pcUIData", "purposeTree", "purposes", 0, "groupName"], "Necessary " + t) },
            ])
        var request = LintRequest(workingDirectory: sets.root.path)
        request.paths = ["US-CA_en"]
        let inspect = try InspectRunner.run(InspectRequest(lint: request, format: .html)).text
        let diff = try DiffRunner.run(
            DiffRequest(
                old: repositoryRoot.appendingPathComponent("samples/clean/US-CA_en").path, new: "US-CA_en",
                reading: LintRequest(workingDirectory: sets.root.path), format: .html)
        ).text
        for page in [inspect, diff] {
            Self.expectNoInjectedMarkup(page)
            #expect(page.contains("Accept " + Self.shownMarkup) && page.contains("Necessary " + Self.shownMarkup))
        }
        #expect(inspect.contains("reason " + Self.shownMarkup))
    }

    // MARK: Personal data

    @Test func aPlantedConsentStringIsRedactedUnlessRevealed() throws {
        func html(revealing: Bool) throws -> String {
            let outcome = try PrivacyTests.run(revealing: revealing)
            return try #require(
                outcome.outputs.first { output in
                    if case .file(let path) = output.destination { return path.hasSuffix("/report.html") }
                    return false
                }
            ).text
        }
        let hidden = try html(revealing: false)
        #expect(hidden.contains("tc-string-leak") && hidden.contains("[redacted"))
        #expect(PersonalDataVectors.leaks(in: hidden, of: PrivacyTests.secrets).isEmpty)
        let shown = try html(revealing: true)
        #expect(shown.contains(PersonalDataVectors.tcString) && shown.contains(PersonalDataVectors.dsId))
    }

    // MARK: Size

    /// A finding's texts are cut to `Finding.maxTextLength` and findings are capped per rule and
    /// file; the page adds at most the entity for each character (`&quot;` is 6 bytes) and a fixed
    /// amount per finding, set and rule on top of its stylesheet and script.
    @Test func theSizeIsBoundedByTheFindingsTexts() {
        let hostile = String(repeating: "\"&<", count: Finding.maxTextLength)  // cut to maxTextLength, all escaped
        let findings = (0..<50).map { i in
            Finding(
                ruleId: "r\(i % 5)", severity: .error, message: hostile, file: "/w/s/OneTrustBannerData.json",
                pointer: "/\(i)",
                start: SourcePosition(line: i + 1, column: 1, offset: i), end: nil, component: .banner, setPath: "/w/s",
                evidence: [JSONMember(key: "value", value: .string(hostile))])
        }
        let report = LintReport(
            findings: findings, sets: [LintReport.CheckedSet(path: "/w/s", expectations: SetExpectations(), files: [:])]
        )
        let options = ReportOptions(workingDirectory: "/w")
        let html = HTMLReporter.render(report, options: options).utf8.count
        let texts = findings.reduce(0) {
            $0 + $1.message.utf8.count + ReportText.shortEvidence($1.evidence[0].value).utf8.count
        }
        let page = HTMLReporter.render(LintReport(findings: [], sets: []), options: options).utf8.count
        #expect(html <= page + 6 * texts + 1_000 * findings.count, "\(html) bytes for \(texts) bytes of text")
        #expect(html >= 4 * texts, "the texts are all there, escaped")
    }
}
