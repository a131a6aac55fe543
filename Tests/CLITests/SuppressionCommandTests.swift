import Foundation
import Testing

/// Ignore files and baselines end to end: a project adopts cmplint on snapshots with known problems.
@Suite(.serialized)
struct SuppressionCommandTests {
    func project() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-adopt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
        let samples = CLIRunner.repositoryRoot.appendingPathComponent("samples/broken")
        for rule in ["duplicate-key", "ot-consent-string-leak"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent("snapshots/\(rule)"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: samples.appendingPathComponent("\(rule)/US-CA_en"),
                to: dir.appendingPathComponent("snapshots/\(rule)/US-CA_en"))
        }
        return dir
    }

    @Test func ignoreFileSuppressesCountsAndReportsUnusedEntries() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        ignore:
          - rule: ot-consent-string-leak
            path: snapshots/ot-consent-string-leak/*/*.json
            reason: Test capture kept to exercise the SDK's sanitisation.
          - rule: identifier-leak
            path: snapshots/**
            pointer: /otConsentString
            reason: Same capture.
          - rule: duplicate-key
            path: snapshots/nothing-here/*.json
            reason: Stale.
        """.write(to: dir.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "snapshots", "--color", "never"], in: dir)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("· 2 suppressed"))
        #expect(
            result.stdout.contains(
                "info  unused-suppression  this ignore entry (rule duplicate-key, path snapshots/nothing-here/*.json) matches no finding"
            ))
        #expect(result.stdout.hasPrefix(".cmplint-ignore.yml\n"))
        let json = try CLIRunner.run(["lint", "snapshots", "--format", "json"], in: dir).json()
        let suppressed = try #require(json["suppressed"] as? [[String: Any]])
        #expect(suppressed.count == 2)
        #expect((suppressed.first?["suppression"] as? [String: Any])?["kind"] as? String == "ignore")
    }

    @Test func baselineAdoptionThenFixReportsFixed() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        let written = try CLIRunner.run(["lint", "snapshots", "--write-baseline", "cmplint-baseline.json"], in: dir)
        #expect(written.status == 0)
        // One line says what was recorded, instead of a report that reads as a failing run.
        #expect(written.stdout.isEmpty, "\(written.stdout)")
        #expect(
            written.stderr.contains("wrote 3 findings to the baseline cmplint-baseline.json (2 errors, 1 warning)"),
            "\(written.stderr)")
        // Known findings no longer fail.
        #expect(try CLIRunner.run(["lint", "snapshots", "--baseline", "cmplint-baseline.json"], in: dir).status == 0)
        // Reformatting keeps the baseline: minified JSON moves every line.
        let banner = dir.appendingPathComponent("snapshots/ot-consent-string-leak/US-CA_en/OneTrustBannerData.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: banner))
        try JSONSerialization.data(withJSONObject: object).write(to: banner)
        #expect(try CLIRunner.run(["lint", "snapshots", "--baseline", "cmplint-baseline.json"], in: dir).status == 0)
        // Fixing the leak is reported as fixed since the baseline.
        var fixed = try JSONSerialization.jsonObject(with: Data(contentsOf: banner)) as! [String: Any]
        fixed["otConsentString"] = ""
        try JSONSerialization.data(withJSONObject: fixed).write(to: banner)
        let after = try CLIRunner.run(
            ["lint", "snapshots", "--baseline", "cmplint-baseline.json", "--color", "never"], in: dir)
        #expect(after.status == 0)
        #expect(after.stdout.contains("· 2 fixed since the baseline"))
        #expect(after.stdout.contains("Fixed since the baseline:"))
        // A new problem still fails.
        try "{\"otConsentString\": \"x\", \"bannerUIData\": {}, \"bannerUIData\": {}}".write(
            to: banner, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["lint", "snapshots", "--baseline", "cmplint-baseline.json"], in: dir).status == 1)
    }

    /// A baseline written on a tree makes that tree pass, set-level findings (a missing component,
    /// whose "file" is the set's folder) included.
    @Test func baselineOfTheSamplesHoldsEveryFinding() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-baseline-all-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples"), to: dir.appendingPathComponent("samples"))
        let written = try CLIRunner.run(["lint", "samples", "--write-baseline", "cmplint-baseline.json"], in: dir)
        #expect(written.status == 0, "\(written.stderr)")
        let again = try CLIRunner.run(
            ["lint", "samples", "--baseline", "cmplint-baseline.json", "--format", "json"], in: dir)
        #expect(again.status == 0, "\(again.stdout)")
        let json = try again.json()
        #expect((json["findings"] as? [Any])?.isEmpty == true, "\(again.stdout)")
        let suppressed = try #require(json["suppressed"] as? [[String: Any]])
        let missing = try #require(suppressed.first { $0["ruleId"] as? String == "component-missing" })
        #expect(missing["file"] as? String == "samples/broken/component-missing/US-CA_en")
        #expect((missing["suppression"] as? [String: Any])?["kind"] as? String == "baseline")
        // Linting only the set with the missing component still matches its entry, and nothing is "fixed".
        let one = try CLIRunner.run(
            [
                "lint", "samples/broken/component-missing/US-CA_en", "--baseline", "cmplint-baseline.json",
                "--color", "never",
            ], in: dir)
        #expect(one.status == 0, "\(one.stdout)")
        #expect(!one.stdout.contains("fixed since the baseline"), "\(one.stdout)")
    }

    /// `unused-suppression` judges only entries of sets this run linted, in the ignore file's line order.
    @Test func unusedSuppressionJudgesOnlyLintedSetsInFileOrder() throws {
        let dir = try project()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        ignore:
          - rule: logo-not-bundled
            path: snapshots/duplicate-key/US-CA_en/*.json
            reason: Stale entry of the linted set.
          - rule: ot-consent-string-leak
            path: snapshots/ot-consent-string-leak/*/*.json
            reason: Applies to a set this run does not lint.
          - rule: duplicate-key
            path: snapshots/duplicate-key/US-CA_en/OneTrustVendorsData.json
            reason: Stale too, and after the first in the file.
        """.write(to: dir.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "snapshots/duplicate-key/US-CA_en", "--format", "json"], in: dir)
        let findings = try #require(try result.json()["findings"] as? [[String: Any]])
        let unused = findings.filter { $0["ruleId"] as? String == "unused-suppression" }.map {
            $0["pointer"] as? String
        }
        #expect(unused == ["/ignore/0", "/ignore/2"], "\(result.stdout)")
        // Linting the whole tree judges every entry: the second now suppresses the leak.
        let all = try CLIRunner.run(["lint", "snapshots", "--format", "json"], in: dir)
        let allFindings = try #require(try all.json()["findings"] as? [[String: Any]])
        #expect(
            allFindings.filter { $0["ruleId"] as? String == "unused-suppression" }.map { $0["pointer"] as? String } == [
                "/ignore/0", "/ignore/2",
            ])
    }
}
