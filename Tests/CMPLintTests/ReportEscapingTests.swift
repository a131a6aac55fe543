import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Exact output of each CI format for a hand-built report whose message, paths and justification
/// carry what the formats must escape (`%`, CR LF, `:`, `,`, `<`, `&`, `|`, quotes, backticks, an
/// emoji, a control character), a finding without a position and a suppressed finding. Line breaks
/// and controls in snapshot text are shown as `\r`, `\n`, `\u0001` (`ReportText.visible`).
@Suite struct ReportEscapingTests {
    let report = ReportFixtures.handBuilt()
    let options = ReportFixtures.handBuiltOptions

    func lines(_ text: String) -> [String] { text.components(separatedBy: "\n") }

    @Test func reportPaths() {
        #expect(ReportPath.relative("/work/repo/a/b.json", to: "/work/repo") == "a/b.json")
        #expect(ReportPath.relative("/work/repo/a/b.json", to: "/work/repo/") == "a/b.json")
        #expect(ReportPath.relative("./a//b/../c.json", to: "/work/repo") == "a/c.json")
        #expect(ReportPath.relative("/work/repository/x.json", to: "/work/repo") == "/work/repository/x.json")
        #expect(ReportPath.relative("/work/repo", to: "/work/repo") == ".")
        #expect(ReportPath.uriReference("set: one, two/ü 🍪.json") == "set%3A%20one,%20two/%C3%BC%20%F0%9F%8D%AA.json")
        #expect(ReportPath.fileURI("/work/my repo", directory: true) == "file:///work/my%20repo/")
        #expect(
            ReportPath.relativeSource("/work/repo/.cmplint-ignore.yml:4:3", to: "/work/repo")
                == ".cmplint-ignore.yml:4:3")
        #expect(ReportPath.relativeSource("/work/repo/baseline.json", to: "/work/repo") == "baseline.json")
    }

    @Test func githubEscapesDataAndProperties() {
        #expect(GitHubReporter.escapeData("a:b,c%d\r\ne") == "a:b,c%25d%0D%0Ae")
        #expect(GitHubReporter.escapeProperty("a:b,c%d\r\ne") == "a%3Ab%2Cc%25d%0D%0Ae")
        let output = lines(GitHubReporter.render(report, options: options))
        #expect(
            output[0]
                == #"::error file=snapshots/set%3A one%2C two/OneTrustBannerData.json,line=3,col=5,endLine=3,endColumn=9,title=demo-leak::50%25 done\r\nnext: a,b <tag> & "q" 'a' | `x` 🍪 \u0001end%0AJSON Pointer: /a~1b/c%0Akind: TC string"#
        )
        #expect(
            output[1]
                == "::warning file=snapshots/set%3A one%2C two/OneTrustBannerData.json,line=1,col=1,title=demo-set::no vendors snapshot%0ASet: snapshots/set: one, two"
        )
        #expect(
            output[2]
                == "::notice file=snapshots/set%3A one%2C two/OneTrustBannerData.json,line=20,col=2,title=demo-leak::just so you know%0AJSON Pointer: /d"
        )
        #expect(!output[3].hasPrefix("::"), "the summary line follows; the suppressed finding is not annotated")
        #expect(!output.contains { $0.contains("known leak") })
    }

    @Test func junitEscapesAttributesAndText() {
        let xml = JUnitReporter.render(report, options: options)
        #expect(
            xml.contains(
                """
                      <failure type="demo-leak" message="50% done\\r\\nnext: a,b &lt;tag&gt; &amp; &quot;q&quot; &apos;a&apos; | `x` 🍪 \\u0001end">rule: demo-leak (error)
                at: snapshots/set: one, two/OneTrustBannerData.json:3:5
                pointer: /a~1b/c
                50% done\\r\\nnext: a,b &lt;tag&gt; &amp; &quot;q&quot; &apos;a&apos; | `x` 🍪 \\u0001end
                evidence: kind: TC string</failure>
                      <system-out>info demo-leak at snapshots/set: one, two/OneTrustBannerData.json:20:2 /d: just so you know</system-out>
                """))
        #expect(
            xml.contains(
                """
                    <testcase classname="cmplint.leaks" name="demo-leak · preferences" file="snapshots/set: one, two/OneTrustPCData.json">
                      <skipped message="accepted: test data, 100% synthetic"/>
                    </testcase>
                """))
        #expect(
            xml.contains(
                """
                    <testcase classname="cmplint.components" name="demo-set · set">
                      <failure type="demo-set" message="no vendors snapshot">rule: demo-set (warning)
                at: snapshots/set: one, two
                no vendors snapshot</failure>
                """))
        #expect(
            xml.contains(#"<testsuite name="snapshots/set: one, two" tests="3" failures="2" errors="0" skipped="1">"#))
        #expect(JUnitReporter.escape("a\tb\nc\u{0B}d\u{FFFE}") == "a&#9;b&#10;c\u{FFFD}d\u{FFFD}")
    }

    @Test func codeClimateKeepsTextAndLeavesOutSuppressed() throws {
        let text = CodeClimateReporter.render(report, options: options)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == 3)
        #expect(issues.map { $0["check_name"] as? String } == ["demo-set", "demo-leak", "demo-leak"])
        #expect(issues.map { $0["severity"] as? String } == ["major", "critical", "minor"])
        #expect(issues.map { $0["categories"] as? [String] } == [["Bug Risk"], ["Security"], ["Security"]])
        #expect(issues[1]["description"] as? String == ReportFixtures.trickyMessage)
        let missing = try #require(issues[0]["location"] as? [String: Any])
        #expect(missing["path"] as? String == "snapshots/set: one, two")
        #expect((missing["lines"] as? [String: Any])?["begin"] as? Int == 1)
        let positions = try #require(
            (issues[1]["location"] as? [String: Any])?["positions"] as? [String: [String: Int]])
        #expect(positions["begin"] == ["line": 3, "column": 5])
        #expect(positions["end"] == ["line": 3, "column": 9])
        #expect(!text.contains("known leak"))
    }

    @Test func markdownEscapesMessagesAndCode() {
        let output = lines(MarkdownReporter.render(report, options: options))
        #expect(output.contains("| `snapshots/set: one, two` | DE | – | de | 2 | 1 | 1 | 1 | 0 |"))
        #expect(output.contains("Demo \\| summary \\<b\\>"))
        #expect(
            output.contains(
                "- `snapshots/set: one, two/OneTrustBannerData.json:3:5` `/a~1b/c`: 50% done\\\\r\\\\nnext: a,b \\<tag\\> \\& \"q\" 'a' \\| \\`x\\` 🍪 \\\\u0001end"
            ))
        #expect(output.contains("  - evidence: kind: TC string"))
        #expect(output.contains("- `snapshots/set: one, two`: no vendors snapshot"))
        #expect(
            output.contains(
                "- [`demo-leak`](https://github.com/cmplint/cmplint/blob/main/docs/rules/demo-leak.md) `snapshots/set: one, two/OneTrustPCData.json:10:1` `/b`: known leak — *ignore*: accepted: test data, 100% synthetic (`.cmplint-ignore.yml:4:3`)"
            ))
        #expect(output.contains("- `demo-leak` `snapshots/old/OneTrustPCData.json` `/x`: gone \\| fixed"))
        #expect(MarkdownReporter.code("a`b") == "``a`b``")
        #expect(MarkdownReporter.code("`x") == "`` `x ``")
        #expect(MarkdownReporter.code("a|b", inTable: true) == "`a\\|b`")
        #expect(MarkdownReporter.inline("snake_case _emphasis_ *x*") == "snake_case \\_emphasis\\_ \\*x\\*")
    }

    @Test func stepSummaryTableEscapesCells() {
        let output = lines(GitHubReporter.stepSummary(report, options: options))
        #expect(output.contains("| 1 | 1 | 1 | 0 | 1 | 1 |"))
        #expect(
            output.contains(
                "| error | [`demo-leak`](https://github.com/cmplint/cmplint/blob/main/docs/rules/demo-leak.md) | `snapshots/set: one, two/OneTrustBannerData.json:3:5` `/a~1b/c` | 50% done\\\\r\\\\nnext: a,b \\<tag\\> \\& \"q\" 'a' \\| \\`x\\` 🍪 \\\\u0001end |"
            ))
    }
}
