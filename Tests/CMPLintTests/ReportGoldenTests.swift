import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Golden files for the CI report formats on `samples/`: any change to a format shows up as a diff
/// of `Tests/Fixtures/golden/`. `CMPLINT_UPDATE_GOLDEN=1 swift test --filter ReportGolden`
/// rewrites them after an intended change.
@Suite struct ReportGoldenTests {
    struct Golden: Sendable, CustomStringConvertible {
        let file: String
        let render: @Sendable (LintReport, ReportOptions) -> String
        var description: String { file }
    }

    static let goldens: [Golden] = [
        Golden(file: "sarif.sarif", render: SARIFReporter.render),
        Golden(file: "junit.xml", render: JUnitReporter.render),
        Golden(file: "github.txt", render: GitHubReporter.render),
        Golden(file: "github-step-summary.md", render: GitHubReporter.stepSummary),
        Golden(file: "codeclimate.json", render: CodeClimateReporter.render),
        Golden(file: "markdown.md", render: MarkdownReporter.render),
        Golden(file: "report.html", render: HTMLReporter.render),
        Golden(file: "rdjson.json", render: RDJSONReporter.render),
    ]

    static let goldenDirectory = repositoryRoot.appendingPathComponent("Tests/Fixtures/golden")

    /// The output with the one machine-dependent value (SARIF's `%SRCROOT%` base URI) replaced.
    static func machineIndependent(_ text: String) -> String {
        text.replacingOccurrences(
            of: ReportPath.fileURI(repositoryRoot.path, directory: true), with: "file:///REPOSITORY/")
    }

    @Test(arguments: goldens)
    func matchesGoldenFile(_ golden: Golden) throws {
        try Self.check(golden.render(ReportFixtures.samples, ReportFixtures.samplesOptions), against: golden.file)
    }

    /// Compares `output` with the golden file `file` (rewriting it with `CMPLINT_UPDATE_GOLDEN=1`).
    static func check(_ output: String, against file: String) throws {
        let text = machineIndependent(output)
        #expect(!text.contains(repositoryRoot.path), "paths in reports must be relative to the working directory")
        let url = goldenDirectory.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["CMPLINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "missing \(url.path): run CMPLINT_UPDATE_GOLDEN=1 swift test --filter ReportGolden")
        if text != expected {
            let got = text.components(separatedBy: "\n")
            let want = expected.components(separatedBy: "\n")
            let line = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
            Issue.record(
                """
                \(file) differs from the golden file at line \(line + 1):
                  expected: \(line < want.count ? want[line] : "<end>")
                  actual:   \(line < got.count ? got[line] : "<end>")
                Rewrite with CMPLINT_UPDATE_GOLDEN=1 if the change is intended.
                """)
        }
    }

    @Test func rendersAreDeterministic() {
        for golden in Self.goldens {
            #expect(
                golden.render(ReportFixtures.samples, ReportFixtures.samplesOptions)
                    == golden.render(ReportFixtures.samples, ReportFixtures.samplesOptions), "\(golden.file)")
        }
    }
}
