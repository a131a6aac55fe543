import Foundation
import Testing

@testable import CMPLint

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The machine formats read back by a standard parser: SARIF and Code Climate as JSON, JUnit as XML.
@Suite struct ReportParseBackTests {
    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    func sarifRun(_ report: LintReport, _ options: ReportOptions, maxResults: Int = SARIFReporter.maxResults) throws
        -> [String: Any]
    {
        let log = try #require(
            try json(SARIFReporter.render(report, options: options, maxResults: maxResults)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    func results(_ run: [String: Any]) -> [[String: Any]] { run["results"] as? [[String: Any]] ?? [] }

    @Test func sarifRuleIndexPointsAtTheRule() throws {
        for (report, options) in [
            (ReportFixtures.samples, ReportFixtures.samplesOptions),
            (ReportFixtures.handBuilt(), ReportFixtures.handBuiltOptions),
        ] {
            let run = try sarifRun(report, options)
            let rules = try #require(
                (((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"]) as? [[String: Any]])
            #expect(rules.map { $0["id"] as? String } == report.rules.map(\.id))
            let results = self.results(run)
            #expect(results.count == report.allFindings.count)
            for result in results {
                let index = try #require(result["ruleIndex"] as? Int)
                #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
                let locations = try #require(result["locations"] as? [[String: Any]])
                let artifact = try #require(
                    (locations.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
                #expect((artifact["uri"] as? String).map { !$0.hasPrefix("/") && !$0.isEmpty } == true)
            }
            #expect(run["columnKind"] as? String == "unicodeCodePoints")
        }
    }

    @Test func sarifFingerprintsSurviveLineMoves() throws {
        func fingerprint(trickyLine: Int) throws -> (String, Int) {
            let run = try sarifRun(ReportFixtures.handBuilt(trickyLine: trickyLine), ReportFixtures.handBuiltOptions)
            let result = try #require(
                results(run).first { ($0["properties"] as? [String: Any])?["pointer"] as? String == "/a~1b/c" })
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            let region =
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any]
            return (try #require(fingerprints["cmplintFingerprint/v1"]), region?["startLine"] as? Int ?? 0)
        }
        let before = try fingerprint(trickyLine: 3)
        let after = try fingerprint(trickyLine: 30)
        #expect(before.1 == 3 && after.1 == 30)
        #expect(before.0 == after.0)
        let all = results(try sarifRun(ReportFixtures.samples, ReportFixtures.samplesOptions))
            .compactMap { ($0["partialFingerprints"] as? [String: String])?["cmplintFingerprint/v1"] }
        #expect(Set(all).count == all.count, "fingerprints are unique per result")
    }

    @Test func sarifSuppressionsAndMissingPositions() throws {
        let results = self.results(try sarifRun(ReportFixtures.handBuilt(), ReportFixtures.handBuiltOptions))
        let suppressed = try #require(
            results.first { ($0["message"] as? [String: Any])?["text"] as? String == "known leak" })
        let suppression = try #require((suppressed["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["kind"] as? String == "external")
        #expect(suppression["justification"] as? String == "accepted: test data, 100% synthetic")
        let missing = try #require(results.first { $0["ruleId"] as? String == "demo-set" })
        let location = try #require(
            (missing["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        // On the set's first file, as code scanning shows nothing for a folder; the set stays in its properties.
        #expect(location["region"] as? [String: Int] == ["startLine": 1, "startColumn": 1])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == "snapshots/set%3A%20one,%20two/OneTrustBannerData.json")
        #expect(
            ((missing["properties"] as? [String: Any])?["set"] as? [String: Any])?["path"] as? String
                == "snapshots/set: one, two")
        let tricky = try #require(results.first { $0["level"] as? String == "error" && $0["suppressions"] == nil })
        #expect((tricky["message"] as? [String: Any])?["text"] as? String == ReportFixtures.trickyMessage)
        #expect(results.filter { $0["suppressions"] == nil }.allSatisfy { $0["level"] as? String != nil })
        #expect(results.contains { $0["level"] as? String == "note" }, "info maps to note")
    }

    @Test func sarifCapsResultsAndSaysHowManyWereLeftOut() throws {
        let run = try sarifRun(ReportFixtures.handBuilt(), ReportFixtures.handBuiltOptions, maxResults: 2)
        let kept = results(run)
        #expect(
            kept.map { $0["ruleId"] as? String } == ["demo-set", "demo-leak"], "worst active findings, in report order")
        #expect(kept.allSatisfy { $0["suppressions"] == nil })
        let properties = try #require(run["properties"] as? [String: Int])
        #expect(properties == ["resultsOmitted": 2, "resultsTotal": 4, "resultsLimit": 2])
        let notification = try #require(
            ((run["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let text = try #require((notification["message"] as? [String: Any])?["text"] as? String)
        #expect(text.hasPrefix("2 of 4 results were left out (1 error, 1 info)"))
        #expect(try sarifRun(ReportFixtures.handBuilt(), ReportFixtures.handBuiltOptions)["properties"] == nil)
    }

    @Test func codeClimateIsValidGitLabCodeQuality() throws {
        let issues = try #require(
            try json(CodeClimateReporter.render(ReportFixtures.samples, options: ReportFixtures.samplesOptions))
                as? [[String: Any]])
        #expect(issues.count == ReportFixtures.samples.findings.count)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == issues.count && Set(fingerprints).count == fingerprints.count)
        for issue in issues {
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect((issue["check_name"] as? String).flatMap { ReportFixtures.samples.rule($0) } != nil)
            let location = try #require(issue["location"] as? [String: Any])
            #expect((location["path"] as? String)?.hasPrefix("samples/") == true)
            let line =
                ((location["positions"] as? [String: Any])?["begin"] as? [String: Int])?["line"]
                ?? (location["lines"] as? [String: Int])?["begin"]
            #expect((line ?? 0) >= 1)
        }
    }

    @Test func junitParsesAndCountsAddUp() throws {
        for (report, options) in [
            (ReportFixtures.samples, ReportFixtures.samplesOptions),
            (ReportFixtures.handBuilt(), ReportFixtures.handBuiltOptions),
        ] {
            let collector = XMLCollector()
            let parser = XMLParser(data: Data(JUnitReporter.render(report, options: options).utf8))
            parser.delegate = collector
            #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
            let root = try #require(collector.elements.first { $0.name == "testsuites" })
            let suites = collector.elements.filter { $0.name == "testsuite" }
            let cases = collector.elements.filter { $0.name == "testcase" }
            let failures = collector.elements.filter { $0.name == "failure" }
            #expect(suites.count == report.sets.count)
            #expect(Int(root.attributes["tests"] ?? "") == cases.count)
            #expect(Int(root.attributes["failures"] ?? "") == failures.count)
            #expect(suites.reduce(0) { $0 + (Int($1.attributes["tests"] ?? "") ?? 0) } == cases.count)
            #expect(Set(failures.compactMap { $0.attributes["type"] }).isSubset(of: Set(report.rules.map(\.id))))
            let failing = report.findings.filter { $0.severity >= options.failSeverity }
            #expect(Set(failures.compactMap { $0.attributes["type"] }) == Set(failing.map(\.ruleId)))
            #expect(cases.allSatisfy { ($0.attributes["classname"] ?? "").hasPrefix("cmplint.") })
        }
        let collector = XMLCollector()
        let parser = XMLParser(
            data: Data(JUnitReporter.render(ReportFixtures.handBuilt(), options: ReportFixtures.handBuiltOptions).utf8))
        parser.delegate = collector
        #expect(parser.parse())
        let failure = try #require(
            collector.elements.first { $0.name == "failure" && $0.attributes["type"] == "demo-leak" })
        #expect(failure.attributes["message"] == #"50% done\r\nnext: a,b <tag> & "q" 'a' | `x` 🍪 \u0001end"#)
    }
}

/// Collects element names and attributes from `XMLParser`.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
    }

    var elements: [Element] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes))
    }
}
