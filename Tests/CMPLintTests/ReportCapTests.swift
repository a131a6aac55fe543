import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// GitHub keeps 10 annotations per level and step: the `github` format caps each level, worst
/// first, and says what it left out; the step summary caps its table.
@Suite struct ReportCapTests {
    static func report(errors: Int, warnings: Int, infos: Int) -> LintReport {
        var findings: [Finding] = []
        for (severity, count) in [(Severity.info, infos), (.warning, warnings), (.error, errors)] {
            for i in 0..<count {
                findings.append(
                    Finding(
                        ruleId: "r-\(severity.rawValue)", severity: severity, message: "\(severity.rawValue) \(i)",
                        file: "set/OneTrustBannerData.json", pointer: "/\(severity.rawValue)/\(i)",
                        start: SourcePosition(line: i + 1, column: 1, offset: i), end: nil, component: .banner,
                        setPath: "set"))
            }
        }
        return LintReport(findings: findings, sets: [])
    }

    let options = ReportOptions(workingDirectory: "/")

    @Test func annotationsAreCappedPerLevelWithAnOverflowNotice() throws {
        let lines = GitHubReporter.render(Self.report(errors: 25, warnings: 12, infos: 15), options: options).split(
            separator: "\n")
        let errors = lines.filter { $0.hasPrefix("::error ") }
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        let notices = lines.filter { $0.hasPrefix("::notice ") }
        #expect(errors.count == 10 && warnings.count == 10 && notices.count == 10)
        #expect(
            lines.firstIndex { $0.hasPrefix("::warning ") }! > lines.lastIndex { $0.hasPrefix("::error ") }!,
            "worst first")
        #expect(errors.first?.contains("::error 0%0A") == true, "report order within a level")
        #expect(
            notices.last
                == "::notice title=cmplint%3A 23 more::23 more findings are not annotated (15 errors, 2 warnings, 6 infos): GitHub shows at most 10 annotations per level and step. See the step summary, or the full report: --format stylish, or --format sarif=FILE for code scanning."
        )
    }

    @Test func noOverflowNoticeWhenEverythingFits() {
        let lines = GitHubReporter.render(Self.report(errors: 10, warnings: 0, infos: 10), options: options).split(
            separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 10)
        #expect(!lines.contains { $0.contains("more findings") })
    }

    @Test func stepSummaryTableIsCapped() {
        let summary = GitHubReporter.stepSummary(Self.report(errors: 25, warnings: 0, infos: 0), options: options)
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| error |") }
        #expect(rows.count == GitHubReporter.maxSummaryRows)
        #expect(summary.contains("### Worst findings (20 of 25)"))
        #expect(summary.contains("…and 5 more"))
    }
}
