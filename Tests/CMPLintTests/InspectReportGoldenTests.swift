import Foundation
import Testing

@testable import CMPLint

/// Golden files for the human formats (text, Markdown, HTML) of `inspect` and `diff` on samples (a clean set and one
/// with a captured TC string; a clean set against its copy whose banner was captured in French), so any
/// change to what they show is a diff of `Tests/Fixtures/golden/`.
/// `CMPLINT_UPDATE_GOLDEN=1 swift test --filter ReportGolden` rewrites them.
@Suite struct InspectReportGoldenTests {
    static let inspections: [SetInspection] = {
        let request = LintRequest(
            paths: ["samples/clean/US-CA_en", "samples/broken/tc-string-leak/DE_de"],
            workingDirectory: repositoryRoot.path)
        return try! InspectRunner.inspect(request)
    }()

    static let diff: InspectionDiff = {
        try! DiffRunner.run(
            DiffRequest(
                old: "samples/clean/US-CA_en", new: "samples/broken/language-inconsistent/US-CA_en",
                reading: LintRequest(workingDirectory: repositoryRoot.path))
        ).diff
    }()

    /// The golden file's extension for a human format.
    static func fileExtension(_ format: InspectionFormat) -> String {
        switch format {
        case .text: return "txt"
        case .markdown: return "md"
        case .html: return "html"
        case .json: return "json"
        }
    }

    @Test(arguments: [InspectionFormat.text, .markdown, .html])
    func inspectMatchesGoldenFile(_ format: InspectionFormat) throws {
        let text = format.render(Self.inspections, workingDirectory: repositoryRoot.path)
        try ReportGoldenTests.check(text, against: "inspect-\(format.rawValue).\(Self.fileExtension(format))")
        #expect(text == format.render(Self.inspections, workingDirectory: repositoryRoot.path))
    }

    @Test(arguments: [InspectionFormat.text, .markdown, .html])
    func diffMatchesGoldenFile(_ format: InspectionFormat) throws {
        let text = format.render(Self.diff, workingDirectory: repositoryRoot.path)
        try ReportGoldenTests.check(text, against: "diff-\(format.rawValue).\(Self.fileExtension(format))")
    }
}

/// The `inspect` and `diff` outputs their pages (docs/commands/) show are what the commands print.
@Suite struct InspectReadmeExampleTests {
    @Test func readmeShowsTheRealOutputs() throws {
        let inspectPage = try docPage("docs/commands/inspect.md")
        let diffPage = try docPage("docs/commands/diff.md")
        let reading = LintRequest(workingDirectory: repositoryRoot.path)
        var request = reading
        request.paths = ["samples/broken/ot-consent-string-leak/US-CA_en"]
        let inspect = try InspectRunner.run(InspectRequest(lint: request)).text
        #expect(
            inspectPage.contains("$ cmplint inspect samples/broken/ot-consent-string-leak/US-CA_en\n" + inspect + "```")
        )
        let diff = try DiffRunner.run(
            DiffRequest(old: "samples/clean/DE_de", new: "samples/broken/vendors-missing/DE_de", reading: reading))
        #expect(
            diffPage.contains(
                "$ cmplint diff samples/clean/DE_de samples/broken/vendors-missing/DE_de\n" + diff.text
                    + "$ echo $?\n\(diff.exitStatus)\n"))
    }
}
