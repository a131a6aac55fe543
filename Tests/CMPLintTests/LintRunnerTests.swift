import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The library owns the run: what the CLI does is one `LintRunner.run` call, so an app's Swift test
/// gets the same decisions (fail severity, quiet, baseline, reports, exit status).
struct LintRunnerTests {
    /// A temporary project: the DE_de sample set (with two problems planted in its banner) under `sets/`.
    func project(config: String? = nil, ignore: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-runner-\(UUID().uuidString)")
        let set = root.appendingPathComponent("sets/DE_de")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let sample = repositoryRoot.appendingPathComponent("samples/clean/DE_de")
        for name in ["OneTrustPCData.json", "OneTrustVendorsData.json"] {
            try FileManager.default.copyItem(
                at: sample.appendingPathComponent(name), to: set.appendingPathComponent(name))
        }
        let banner = try String(contentsOf: sample.appendingPathComponent("OneTrustBannerData.json"), encoding: .utf8)
        // A leaked otConsentString (error) and a repeated key (warning).
        let leaked = banner.replacingOccurrences(
            of: #""otConsentString": """#, with: #""otConsentString": "eyJhbGciOiJub25lIn0""#
        )
        .replacingOccurrences(of: #""errors": []"#, with: #""errors": [], "errors": []"#)
        try leaked.write(to: set.appendingPathComponent("OneTrustBannerData.json"), atomically: true, encoding: .utf8)
        if let config {
            try config.write(to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        if let ignore {
            try ignore.write(to: root.appendingPathComponent(".cmplint-ignore.yml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func relativePathsConfigAndIgnoreFileResolveAgainstTheWorkingDirectoryNotTheProcess() throws {
        let root = try project(
            config: "failSeverity: info\n",
            ignore: """
                ignore:
                  - {rule: duplicate-key, path: 'sets/**', reason: Known and fixed upstream.}
                """)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(FileManager.default.currentDirectoryPath != root.path)
        let outcome = try LintRunner.run(
            LintRequest(paths: ["sets"], workingDirectory: root.path, reports: [ReportRequest(format: .json)]))
        #expect(outcome.configuration.file?.hasSuffix(".cmplint.yml") == true)
        #expect(outcome.failSeverity == .info)
        #expect(outcome.report.sets.map(\.path) == ["sets/DE_de"])
        #expect(outcome.report.findings.allSatisfy { $0.file.hasPrefix("sets/DE_de/") })
        #expect(outcome.report.suppressed.map(\.ruleId) == ["duplicate-key"])
        #expect(outcome.outputs.map(\.destination) == [.standardOutput])
    }

    @Test func failSeverityComesFromTheRequestThenTheConfigThenError() throws {
        let root = try project(config: "failSeverity: info\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let fromConfig = try LintRunner.run(LintRequest(paths: ["sets"], workingDirectory: root.path))
        #expect(fromConfig.failSeverity == .info)
        let fromRequest = try LintRunner.run(
            LintRequest(paths: ["sets"], workingDirectory: root.path, failSeverity: .error))
        #expect(fromRequest.failSeverity == .error)
        let plain = try project()
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(try LintRunner.run(LintRequest(paths: ["sets"], workingDirectory: plain.path)).failSeverity == .error)
    }

    @Test func quietKeepsOnlyFailingFindingsAndTheExitStatusFollowsThem() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let loud = try LintRunner.run(LintRequest(paths: ["sets"], workingDirectory: root.path))
        #expect(loud.exitStatus == 1)
        #expect(loud.report.findings.contains { $0.severity < .error })
        let quiet = try LintRunner.run(LintRequest(paths: ["sets"], workingDirectory: root.path, quiet: true))
        #expect(quiet.report.findings.allSatisfy { $0.severity >= .error })
        #expect(quiet.report.findings.contains { $0.ruleId == "ot-consent-string-leak" })
        #expect(quiet.fullReport.findings.count == loud.report.findings.count)
        let clean = try LintRunner.run(
            LintRequest(paths: [repositoryRoot.appendingPathComponent("samples/clean").path], quiet: true))
        #expect(clean.exitStatus == 0)
        #expect(clean.outputs == [LintOutcome.Output(destination: .standardOutput, text: "")])
    }

    @Test func writingABaselineIsAnOutputAndExitsZero() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintRunner.run(
            LintRequest(paths: ["sets"], workingDirectory: root.path, writeBaseline: "base.json"))
        #expect(outcome.exitStatus == 0)
        let baseline = try #require(outcome.outputs.last)
        #expect(baseline.destination == .file(root.appendingPathComponent("base.json").path))
        #expect(baseline.text.contains("\"ruleId\": \"ot-consent-string-leak\""))
        #expect(
            outcome.notices == [
                "wrote 2 findings to the baseline base.json (1 error, 1 warning); runs with --baseline base.json "
                    + "report only findings that are not in it"
            ])
        #expect(outcome.fullReport.findings.count == 2)
        // The stylish report would read as a failing run: only the baseline is written.
        #expect(!outcome.outputs.contains { $0.destination == .standardOutput })
    }

    @Test func aGitHubReportAlsoAppendsTheStepSummary() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintRunner.run(
            LintRequest(
                paths: ["sets"], workingDirectory: root.path,
                reports: [ReportRequest(format: .github)], stepSummaryFile: "/tmp/summary.md"))
        #expect(outcome.outputs.map(\.destination) == [.standardOutput, .appendToFile("/tmp/summary.md")])
        #expect(outcome.outputs[0].text.contains("::error"))
        let none = try LintRunner.run(
            LintRequest(
                paths: ["sets"], workingDirectory: root.path, reports: [ReportRequest(format: .github)],
                stepSummaryFile: nil))
        #expect(none.outputs.count == 1)
    }

    /// The value is quoted as the user wrote it, not as it would have been normalised.
    @Test func aBadCountryIsTheSameErrorFromAFlagAndFromTheConfig() throws {
        #expect(throws: LintError("--region 'Bavaria' is not a region code such as CA or BY")) {
            try LintRequest.expectations(country: "de", region: "Bavaria", language: nil)
        }
        #expect(throws: LintError("--country 'Germany' is not an ISO 3166-1 alpha-2 code such as DE or US")) {
            try LintRequest.expectations(country: "Germany", region: nil, language: nil)
        }
        let root = try project(config: "sets:\n  - path: sets/DE_de\n    country: Germany\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect {
            _ = try LintRunner.run(LintRequest(paths: ["sets"], workingDirectory: root.path))
        } throws: { error in
            String(describing: error).hasSuffix(
                ".cmplint.yml:3:14: country 'Germany' is not an ISO 3166-1 alpha-2 code such as DE or US")
        }
    }

    @Test func expectationsAreNormalisedWhateverTheirSource() throws {
        #expect(
            try LintRequest.expectations(country: "us", region: "ca", language: "PT-br")
                == SetExpectations(
                    country: "US", region: "CA", language: "pt-BR", geoSource: .commandLine,
                    languageSource: .commandLine))
        #expect(SetExpectations(folderName: "BR_pt-BR")?.language == "pt-BR")
        #expect(throws: LintError.self) { try LintRequest.expectations(country: nil, region: "CA", language: nil) }
    }
}
