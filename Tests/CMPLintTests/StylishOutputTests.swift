import Testing

@testable import CMPLint

/// The stylish report's fix lines, its wrapping to a terminal's width, `--statistics`, and
/// `--max-warnings` in the run's decisions.
struct StylishOutputTests {
    @Test(arguments: [
        (
            "Capture the missing endpoint for the\n same app. Then bundle it.",
            "Capture the missing endpoint for the same app."
        ),
        ("Use `a.b c` (e.g. the key). More.", "Use `a.b c` (e.g. the key)."),
        ("No full stop at all", "No full stop at all"),
        ("Why? Because.", "Why?"),
    ])
    func fixLineIsTheFirstSentenceOnOneLine(howToFix: String, expected: String) {
        #expect(FixLine.first(howToFix) == expected)
    }

    @Test func blankHowToFixHasNoFixLine() {
        #expect(FixLine.first(" \n ") == nil)
        let rule = RuleInfo(
            id: "r", summary: "", description: "", howToFix: nil, severity: .error, family: "f", components: [])
        #expect(rule.fixLine == nil)
    }

    @Test func stylishShowsTheFixUnderEachFindingOfARuleThatHasOne() {
        let text = StylishReporter.render(ReportFixtures.handBuilt(), options: ReportFixtures.handBuiltOptions)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // demo-leak has howToFix "Remove it." (two findings shown); demo-set has none.
        #expect(lines.filter { $0.hasSuffix("fix: Remove it.") }.count == 2)
        let missing = lines.firstIndex { $0.contains("no vendors snapshot") }!
        #expect(!lines[missing + 1].contains("fix:"))
    }

    @Test func linesFitTheWidthAndKeepEveryWord() {
        let words = (1...60).map { "word\($0)" }
        let line = StylishLine(
            prefix: "  1:1  error  rule  ", prefixWidth: 20,
            pieces: [
                .init(text: words.joined(separator: " ")),
                .init(text: "/a/very/long/pointer/" + String(repeating: "x", count: 150)),
            ],
            continuationIndent: 20)
        for width in [40, 80, 120] {
            let lines = line.rendered(width: width).split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { $0.count <= width }, "\(width): \(lines)")
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) })
            let rejoined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            for word in words { #expect(rejoined.contains(word + " ")) }
        }
    }

    @Test func withoutAWidthOrWithRoomALineIsUnchanged() {
        let line = StylishLine(
            prefix: "> ", prefixWidth: 2, pieces: [.init(text: "a  message"), .init(text: "/p")], continuationIndent: 2)
        #expect(line.rendered(width: nil) == "> a  message  /p")
        #expect(line.rendered(width: 16) == "> a  message  /p")
        #expect(line.rendered(width: 15) == "> a message  /p")
        #expect(line.rendered(width: 14) == "> a message\n  /p")
    }

    @Test func aNarrowTerminalStillGetsEveryLineWithinItsWidth() {
        var options = ReportOptions(failSeverity: .error, workingDirectory: repositoryRoot.path)
        options.lineWidth = 60
        let text = StylishReporter.render(ReportFixtures.samples, options: options)
        let findingLines = text.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(!findingLines.isEmpty)
        #expect(findingLines.allSatisfy { $0.count <= 60 }, "\(findingLines.filter { $0.count > 60 })")
        let unwrapped = StylishReporter.render(ReportFixtures.samples, options: ReportFixtures.samplesOptions)
        #expect(unwrapped.split(separator: "\n").contains { $0.count > 60 })
    }

    @Test func statisticsCountEachRule() {
        var options = ReportFixtures.handBuiltOptions
        options.statistics = true
        let text = StylishReporter.render(ReportFixtures.handBuilt(), options: options)
        #expect(text.contains("  2  error    demo-leak  Demo | summary <b>\n"))
        #expect(text.contains("  1  warning  demo-set   A set-level rule.\n"))
        #expect(!text.contains("no vendors snapshot"))
    }

    @Test func configRulesHaveNoDocumentationPage() throws {
        let configuration = try Configuration.parse(
            text: """
                rules:
                  my-rule: {summary: Mine., severity: warning, given: $, then: {function: truthy, field: x}, message: "no x"}
                """, file: ".cmplint.yml")
        let ruleset = try configuration.ruleset()
        let mine = RuleInfo(try #require(ruleset.rule("my-rule")))
        #expect(mine.documentationURL == nil)
        #expect(
            RuleInfo(try #require(ruleset.rule("duplicate-key"))).documentationURL?.hasSuffix(
                "docs/rules/duplicate-key.md") == true)
    }

    @Test func maxWarningsFailsTheRunAboveTheLimit() throws {
        let samples = repositoryRoot.appendingPathComponent("samples/broken/duplicate-key").path
        var request = LintRequest(paths: [samples], workingDirectory: repositoryRoot.path)
        #expect(try LintRunner.run(request).exitStatus == 0)
        request.maxWarnings = 0
        let outcome = try LintRunner.run(request)
        #expect(outcome.exitStatus == 1)
        #expect(outcome.notices.contains { $0.contains("more than --max-warnings 0") })
        request.maxWarnings = 1
        #expect(try LintRunner.run(request).exitStatus == 0)
    }

    @Test func theOffRuleIsFoundWithWhereItWasTurnedOff() throws {
        let configuration = try Configuration.parse(text: "rules:\n  duplicate-key: off\n", file: ".cmplint.yml")
        #expect(try configuration.ruleset().rule("duplicate-key") == nil)
        let off = try #require(try configuration.ruleTurnedOff("duplicate-key"))
        #expect(off.rule.id == "duplicate-key")
        #expect(off.place == ".cmplint.yml:2:3")
        #expect(try configuration.ruleTurnedOff("invalid-json") == nil)
    }
}
