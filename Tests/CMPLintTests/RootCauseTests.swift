import Foundation
import Testing

@testable import CMPLint

/// A finding that follows from another (its rule in the root's `explains:`, same set) is reported
/// as caused by it: grouped under it in stylish, Markdown and HTML, `causedBy` in JSON,
/// `relatedLocations` in SARIF; it still counts. `samples/broken/vendors-source-mismatch` mixes an
/// Austrian vendors capture into a German set: the general-vendor links break because of it.
@Suite struct RootCauseTests {
    static let sample = "samples/broken/vendors-source-mismatch"
    static let root = "vendors-source-mismatch"

    static func outcome(config: String? = nil) throws -> (LintOutcome, URL?) {
        var request = LintRequest(
            paths: [repositoryRoot.appendingPathComponent(sample).path], workingDirectory: repositoryRoot.path)
        request.today = SampleDate.today
        guard let config else { return (try LintRunner.run(request), nil) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-root-\(UUID().uuidString).yml")
        try config.write(to: file, atomically: true, encoding: .utf8)
        request.configFile = file.path
        return (try LintRunner.run(request), file)
    }

    @Test func consequencesPointAtTheirRootAndStillCount() throws {
        let report = try Self.outcome().0
        let findings = report.report.findings
        #expect(
            findings.map(\.ruleId).sorted() == ["general-vendor-link-broken", "general-vendor-link-broken", Self.root])
        let root = try #require(findings.first { $0.ruleId == Self.root })
        #expect(root.causedBy == nil)
        for finding in findings where finding.ruleId != Self.root {
            #expect(finding.causedBy?.isRoot(root) == true, "\(finding.pointer)")
        }
        #expect(report.exitStatus == 1)
    }

    @Test func humanFormatsListConsequencesUnderTheRoot() throws {
        let outcome = try Self.outcome().0
        let options = ReportOptions(failSeverity: .error, workingDirectory: repositoryRoot.path)
        let stylish = StylishReporter.render(outcome.report, options: options)
        let lines = stylish.split(separator: "\n").map(String.init)
        let rootLine = try #require(lines.firstIndex { $0.contains("error  \(Self.root)") })
        let heading = try #require(lines.firstIndex { $0.contains("2 findings follow from it") })
        #expect(heading > rootLine)
        #expect(
            lines[(heading + 1)...].prefix(2).allSatisfy {
                $0.contains("⤷ ") && $0.contains("general-vendor-link-broken")
            })
        // The preferences file holds only a consequence: it has no group of its own.
        #expect(!lines.contains("\(Self.sample)/DE_de/OneTrustPCData.json"))
        #expect(stylish.contains("✖ 3 problems (1 error, 2 warnings"))

        let markdown = MarkdownReporter.render(outcome.report, options: options)
        #expect(markdown.contains("  - 2 findings follow from it"))
        #expect(!markdown.contains("### [`general-vendor-link-broken`]"))
        let html = HTMLReporter.render(outcome.report, options: options)
        #expect(html.contains("<ul class=\"findings caused\">"))
        let caused = try #require(
            html.components(separatedBy: "<ul class=\"findings caused\">").last?.components(separatedBy: "</ul>").first)
        #expect(caused.components(separatedBy: "<code>general-vendor-link-broken</code>").count - 1 == 2)
        #expect(html.components(separatedBy: "<li class=\"finding").count - 1 == 3)
    }

    @Test func machineFormatsNameTheRoot() throws {
        let outcome = try Self.outcome().0
        let options = ReportOptions(failSeverity: .error, workingDirectory: repositoryRoot.path)
        let json =
            try JSONSerialization.jsonObject(with: Data(JSONReporter.render(outcome.report, options: options).utf8))
            as? [String: Any]
        let findings = try #require(json?["findings"] as? [[String: Any]])
        let caused = findings.compactMap { $0["causedBy"] as? [String: Any] }
        #expect(caused.count == 2)
        #expect(
            caused.allSatisfy {
                $0["ruleId"] as? String == Self.root && $0["pointer"] as? String == "/appConfig/countryCode"
                    && $0["line"] as? Int == 9
            })

        let sarif =
            try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(outcome.report, options: options).utf8))
            as? [String: Any]
        let results = try #require(((sarif?["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let related = results.filter { $0["ruleId"] as? String == "general-vendor-link-broken" }.map {
            $0["relatedLocations"] as? [[String: Any]]
        }
        #expect(related.count == 2 && related.allSatisfy { $0?.first?["id"] as? Int == 1 })
        let messages = results.filter { $0["ruleId"] as? String == "general-vendor-link-broken" }.compactMap {
            ($0["message"] as? [String: Any])?["text"] as? String
        }
        #expect(
            messages.allSatisfy {
                $0.hasSuffix(
                    "(this follows from [\(Self.root) at \(Self.sample)/DE_de/OneTrustVendorsData.json:9:20](1))")
            })
        #expect(results.first { $0["ruleId"] as? String == Self.root }?["relatedLocations"] == nil)
    }

    /// A user's rule can explain default rules; without `explains:` nothing is linked.
    @Test func aConfigRuleExplainsDefaultRules() throws {
        let config = """
            rules:
              vendors-source-mismatch: off
              vendors-country-differs:
                summary: The vendors were captured for another country than the preferences.
                scope: set
                then:
                  function: sameValue
                  functionOptions: { paths: ['#AppConfig.countryCode'], components: [preferences, vendors] }
                explains: [general-vendor-link-broken]
            """
        let (outcome, file) = try Self.outcome(config: config)
        defer { file.map { try? FileManager.default.removeItem(at: $0) } }
        let root = try #require(outcome.report.findings.first { $0.ruleId == "vendors-country-differs" })
        let caused = outcome.report.findings.filter { $0.ruleId == "general-vendor-link-broken" }
        #expect(caused.count == 2 && caused.allSatisfy { $0.causedBy?.isRoot(root) == true })

        let (plain, plainFile) = try Self.outcome(
            config: config.replacingOccurrences(of: "explains: [general-vendor-link-broken]", with: ""))
        defer { plainFile.map { try? FileManager.default.removeItem(at: $0) } }
        #expect(plain.report.findings.count == 3 && plain.report.findings.allSatisfy { $0.causedBy == nil })
    }

    @Test func explainsNamesRealOtherRules() throws {
        let rule = { (explains: String) in
            """
            rules:
              my-rule:
                summary: t
                scope: set
                then: { function: sameValue, functionOptions: { paths: ['#AppConfig.countryCode'] } }
                explains: \(explains)
            """
        }
        #expect {
            try Configuration.parse(text: rule("[general-vendor-link-brokn]"), file: "c.yml").ruleset()
        } throws: { error in
            "\(error)".contains(
                "rule 'my-rule' explains unknown rule 'general-vendor-link-brokn'; did you mean 'general-vendor-link-broken'?"
            )
        }
        #expect { try Configuration.parse(text: rule("[my-rule]"), file: "c.yml").ruleset() } throws: { error in
            "\(error)".contains("rule 'my-rule' cannot explain itself")
        }
        #expect(
            try Configuration.parse(text: rule("[vendor-count-mismatch]"), file: "c.yml").ruleset().rule("my-rule")?
                .explains == ["vendor-count-mismatch"])
    }
}
