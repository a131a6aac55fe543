import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `requireMeantFor` (config) and `--require-meant-for` (request): a set whose country or language
/// is unknown fails the run with an error instead of passing on geo-unknown and language-unknown infos.
struct RequireMeantForTests {
    /// A project with the clean German set in `sets/capture` (a folder name that says nothing) and
    /// the same set in `sets/DE_de`, and `config` as its `.cmplint.yml`.
    func project(config: String?) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-meant-for-\(UUID().uuidString)")
        for folder in ["capture", "DE_de"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("sets"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent("samples/clean/DE_de"),
                to: root.appendingPathComponent("sets/" + folder))
        }
        if let config {
            try config.write(to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        }
        return root
    }

    /// `rule severity set` for each finding.
    func run(_ root: URL, paths: [String] = ["sets"], require: Bool? = nil) throws -> (
        findings: [String], status: Int32
    ) {
        var request = LintRequest(paths: paths, workingDirectory: root.path, reports: [], stepSummaryFile: nil)
        request.requireMeantFor = require
        request.today = SampleDate.today
        let outcome = try LintRunner.run(request)
        return (
            outcome.report.findings.map { "\($0.ruleId) \($0.severity.rawValue) \($0.setPath)" }, outcome.exitStatus
        )
    }

    @Test func unknownCountryAndLanguageAreInfosByDefault() throws {
        let root = try project(config: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(root)
        #expect(result.findings == ["geo-unknown info sets/capture", "language-unknown info sets/capture"])
        #expect(result.status == 0)
    }

    @Test func theConfigKeyMakesThemErrors() throws {
        let root = try project(config: "requireMeantFor: true\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try run(root)
        // The set named DE_de is known, so only the other one fails.
        #expect(result.findings == ["geo-unknown error sets/capture", "language-unknown error sets/capture"])
        #expect(result.status == 1)
        #expect(try run(root, paths: ["sets/DE_de"]).status == 0)
    }

    @Test func theRequestWinsOverTheConfig() throws {
        let root = try project(config: "requireMeantFor: false\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run(root).status == 0)
        #expect(
            try run(root, require: true).findings == [
                "geo-unknown error sets/capture", "language-unknown error sets/capture",
            ])
    }

    @Test func onlyTheUnknownMeantForIsRaised() throws {
        // Too little text to identify is no unknown expectation: it stays an info.
        let set = snapshotSet(
            [
                .banner:
                    #"{"appConfig": {"countryCode": "DE"}, "bannerUIData": {"summary": {"title": {"text": "Cookies"}}}}"#
            ],
            expectations: SetExpectations(country: "DE", language: "de"))
        let findings = Linter(ruleset: try DefaultRuleset.load().only("language-unknown"), requireMeantFor: true).lint(
            set)
        #expect(findings.map(\.severity) == [.info])
    }

    @Test func aValueThatIsNoBooleanIsAnError() throws {
        let root = try project(config: "requireMeantFor: sometimes\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: LintError.self) { try run(root) }
        #expect(try SchemaValidation.configErrors("requireMeantFor: true\n").isEmpty)
        #expect(!(try SchemaValidation.configErrors("requireMeantFor: sometimes\n").isEmpty))
    }
}
