import Foundation

@testable import CMPLint
@testable import CMPLintDocuments

/// Reports shared by the report-format tests: the real one for `samples/` (absolute paths, made
/// relative by the reporters against the repository root, so outputs do not depend on the machine)
/// and a small hand-built one with every case the formats must escape or special-case.
enum ReportFixtures {
    /// `cmplint lint samples` run in-process from the repository root.
    static let samples: LintReport = {
        let request = LintRequest(
            paths: [repositoryRoot.appendingPathComponent("samples").path], workingDirectory: repositoryRoot.path)
        return try! LintRunner.run(request).report
    }()

    static let samplesOptions = ReportOptions(failSeverity: .error, workingDirectory: repositoryRoot.path)

    /// The working directory of the hand-built report.
    static let workingDirectory = "/work/repo"
    /// A set folder whose name needs escaping in every format (`:`, `,`, space).
    static let setPath = "/work/repo/snapshots/set: one, two"
    static let bannerFile = setPath + "/OneTrustBannerData.json"
    static let preferencesFile = setPath + "/OneTrustPCData.json"
    /// A message with what each format must escape: `%`, CR LF, `:`, `,`, `<`, `&`, `|`, quotes,
    /// backticks, an emoji and a control character XML 1.0 forbids.
    static let trickyMessage = "50% done\r\nnext: a,b <tag> & \"q\" 'a' | `x` 🍪 \u{01}end"

    static let leakRule = RuleInfo(
        id: "demo-leak", summary: "Demo | summary <b>", description: "Demo description.\n",
        howToFix: "Remove it.", severity: .error, family: "leaks", components: [.banner, .preferences])
    static let setRule = RuleInfo(
        id: "demo-set", summary: "A set-level rule.", description: "Set rule description.",
        howToFix: nil, severity: .warning, family: "components", components: [])

    static func tricky(line: Int = 3) -> Finding {
        Finding(
            ruleId: "demo-leak", severity: .error, message: trickyMessage, file: bannerFile, pointer: "/a~1b/c",
            start: SourcePosition(line: line, column: 5, offset: line * 100),
            end: SourcePosition(line: line, column: 9, offset: line * 100 + 4),
            component: .banner, setPath: setPath, evidence: [JSONMember(key: "kind", value: .string("TC string"))])
    }

    /// A missing vendors file: no position, the set's folder as file.
    static let missing = Finding(
        ruleId: "demo-set", severity: .warning, message: "no vendors snapshot", file: setPath,
        pointer: "", start: nil, end: nil, component: nil, setPath: setPath)

    /// The only finding of the `demo-leak · preferences` case: JUnit skips that case.
    static let suppressed = Finding(
        ruleId: "demo-leak", severity: .error, message: "known leak", file: preferencesFile, pointer: "/b",
        start: SourcePosition(line: 10, column: 1, offset: 900), end: SourcePosition(line: 10, column: 4, offset: 903),
        component: .preferences, setPath: setPath,
        suppression: Suppression(
            kind: .ignoreFile, justification: "accepted: test data, 100% synthetic",
            source: "/work/repo/.cmplint-ignore.yml:4:3"))

    static let info = Finding(
        ruleId: "demo-leak", severity: .info, message: "just so you know", file: bannerFile, pointer: "/d",
        start: SourcePosition(line: 20, column: 2, offset: 2000), end: nil, component: .banner, setPath: setPath)

    static let set = LintReport.CheckedSet(
        path: setPath, expectations: SetExpectations(country: "DE", language: "de"),
        files: [.banner: bannerFile, .preferences: preferencesFile])

    static func handBuilt(trickyLine: Int = 3) -> LintReport {
        LintReport(
            findings: [tricky(line: trickyLine), missing, suppressed, info], sets: [set], rules: [setRule, leakRule],
            fixedSinceBaseline: [
                BaselineEntry(
                    ruleId: "demo-leak", file: "snapshots/old/OneTrustPCData.json",
                    pointer: "/x", message: "gone | fixed")
            ])
    }

    static let handBuiltOptions = ReportOptions(failSeverity: .warning, workingDirectory: workingDirectory)
}
