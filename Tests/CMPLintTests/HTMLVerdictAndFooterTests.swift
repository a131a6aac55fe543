import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Every HTML report opens with its verdict (the first line under the title) and ends with a
/// footer naming the day, cmplint's version and the configuration the run applied.
struct HTMLVerdictAndFooterTests {
    static let provenance = HTMLProvenance(
        date: "2026-11-28", configuration: RunInputs(configFile: ".cmplint.yml").summaryLine)

    /// The line right after `<h1>…</h1>`.
    static func firstLine(_ page: String) -> String? {
        guard let title = page.range(of: "</h1>\n") else { return nil }
        return page[title.upperBound...].split(separator: "\n", maxSplits: 1).first.map(String.init)
    }

    static func footer(_ page: String) -> String? {
        HTMLReportTests.between(page, "<footer>", "</footer>")
    }

    @Test func lintOpensWithWhetherTheRunFailsAndWhere() throws {
        let report = ReportFixtures.samples
        var options = ReportFixtures.samplesOptions
        options.date = "2026-11-28"
        options.inputs = RunInputs(configFile: ".cmplint.yml")
        let page = HTMLReporter.render(report, options: options)
        let failing = report.findings.filter { $0.severity >= .error }
        let sets = Set(failing.map(\.setPath)).count
        #expect(failing.count > 1 && sets > 1 && sets < report.sets.count)
        #expect(
            Self.firstLine(page)
                == "<p class=\"verdict\">Fails: \(failing.count) problems at or above the fail severity (error), "
                + "in \(sets) of \(report.sets.count) sets.</p>")
        #expect(
            Self.footer(page)?.hasPrefix(
                "Made with cmplint \(ToolInfo.version) on 2026-11-28 · config .cmplint.yml · ignore file none.")
                == true)
    }

    @Test func lintVerdictsThatPass() {
        let set = LintReport.CheckedSet(path: "s", expectations: SetExpectations(), files: [:])
        let clean = LintReport(findings: [], sets: [set])
        #expect(HTMLReporter.verdict(clean, options: ReportOptions()) == "Passes: no problems found in 1 set.")
        let warning = Finding(
            ruleId: "r", severity: .warning, message: "m", file: "s/f.json", pointer: "", start: nil, end: nil,
            component: nil, setPath: "s")
        let warned = LintReport(findings: [warning], sets: [set])
        #expect(
            HTMLReporter.verdict(warned, options: ReportOptions())
                == "Passes: 1 problem, none at or above the fail severity (error).")
        #expect(
            HTMLReporter.verdict(warned, options: ReportOptions(failSeverity: .warning))
                == "Fails: 1 problem at or above the fail severity (warning), in 1 of 1 set.")
    }

    @Test func inspectOpensWithErrorsAndCapturedConsentState() {
        let inspections = InspectReportGoldenTests.inspections
        let page = InspectionHTMLReport.render(
            inspections, workingDirectory: repositoryRoot.path, provenance: Self.provenance)
        #expect(
            Self.firstLine(page) == "<p class=\"verdict\">1 of 2 sets has errors; 1 carries captured consent state.</p>"
        )
        #expect(Self.footer(page)?.contains("on 2026-11-28 · config .cmplint.yml · ignore file none.") == true)
        #expect(
            InspectionHTMLReport.verdict(Array(inspections.suffix(1)))
                == "No set has errors or captured consent state (1 set).")
    }

    @Test func diffOpensWithNewlyCapturedConsentState() throws {
        let captured = try DiffRunner.run(
            DiffRequest(
                old: "samples/clean/DE_de", new: "samples/broken/tc-string-leak/DE_de",
                reading: LintRequest(workingDirectory: repositoryRoot.path))
        ).diff
        let page = DiffHTMLReport.render(captured, workingDirectory: repositoryRoot.path, provenance: Self.provenance)
        #expect(
            Self.firstLine(page)
                == "<p class=\"verdict\">Review: 1 of 1 change is newly captured consent state, in 1 set.</p>")
        #expect(page.contains("<tr class=\"severe\">"))
        #expect(!page.contains(repositoryRoot.path), "paths relative to the working directory")
        #expect(
            DiffHTMLReport.verdict(InspectReportGoldenTests.diff).hasSuffix("changes, no newly captured consent state.")
        )
    }

    @Test func withoutADateTheFooterLeavesItOut() {
        #expect(HTMLProvenance().sentence == "Made with cmplint \(ToolInfo.version).")
        #expect(HTMLProvenance.today(Date(timeIntervalSince1970: 86_400 * 365)) == "1971-01-01")
    }
}
