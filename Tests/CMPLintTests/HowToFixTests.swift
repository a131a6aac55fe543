import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `howToFix:` by case, fact and platform: how it loads (every mistake located), which text a
/// finding gets, how reports and rule pages show it, and the default rules whose cases cannot be
/// written as examples (a file over the size limit, an unreadable file, `--banner` alone).
struct HowToFixTests {
    static let head =
        "rules:\n  r:\n    summary: s\n    given: $..*\n    then: {function: consentStringLeak, functionOptions: {keys: [tcString, IABTCF_TCString], kinds: [tcfV2]}}\n"
    static let tcString =
        "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"

    @Test func aFindingGetsTheFirstTextWhoseConditionHolds() throws {
        let ruleset = try loadRules(
            Self.head + """
                    howToFix:
                      - if: {fact: key, in: [tcString], platform: android}
                        text: Remove it on Android.
                      - if: {fact: key, in: [tcString]}
                        text: Remove it.
                      - text: Empty it.

                """)
        let banner = #"{"tcString": "\#(Self.tcString)", "storageKeys": {"IABTCF_TCString": "\#(Self.tcString)"}}"#
        func advice(_ platform: AppPlatform) -> [String?] {
            Linter(ruleset: ruleset).lint(
                snapshotSet([.banner: banner], expectations: SetExpectations(platform: platform))
            ).map(\.howToFix)
        }
        #expect(advice(.unknown) == ["Remove it.", "Empty it."])
        #expect(advice(.ios) == ["Remove it.", "Empty it."])
        #expect(advice(.android) == ["Remove it on Android.", "Empty it."])
        let rule = try #require(ruleset.rule("r"))
        #expect(RuleInfo(rule).howToFix == "Empty it.")
        let page = RuleMarkdown.page(rule)
        #expect(
            page.contains(
                "**When `key` is `tcString` and the set's platform is `android`:**\n\nRemove it on Android.\n\n"))
        #expect(page.contains("**Otherwise:**\n\nEmpty it.\n\n"))
    }

    @Test func mistakesAreLocated() {
        #expect(
            ruleFileError(Self.head + "    howToFix:\n      - {if: {platform: windows}, text: a}\n      - text: b\n")
                == "r.yml:7:25: unknown platform 'windows' (expected unknown, ios, android)")
        #expect(
            ruleFileError(Self.head + "    howToFix:\n      - text: a\n      - {if: {case: undecodable}, text: b}\n")
                == "r.yml:8:9: this text of 'howToFix' of rule 'r' follows one without 'if', which applies to every finding; put the texts with 'if' first"
        )
        #expect(
            ruleFileError(Self.head + "    howToFix:\n      - {if: {case: undecodable}, text: b}\n")
                == "r.yml:7:9: the last text of 'howToFix' of rule 'r' has an 'if'; end with a text without one, the advice for every other finding"
        )
        #expect(
            ruleFileError(Self.head + "    howToFix:\n      - {if: {case: undecoded}, text: b}\n      - text: c\n")
                == "r.yml:7:21: 'undecoded' is not a message case of function 'consentStringLeak' (cases: default, firstLaunch, undecodable)"
        )
        #expect(
            ruleFileError(Self.head + "    howToFix: {ios: a}\n")
                == "r.yml:6:15: 'howToFix' of rule 'r' must be a text or a non-empty list of {if, text} mappings")
        #expect(ruleFileError(Self.head + "    howToFix:\n      - {text: a, then: b}\n").contains("'then'"))
    }

    @Test func stylishShowsEachFindingsOwnAdvice() throws {
        let ruleset = try loadRules(
            Self.head + """
                    howToFix:
                      - {if: {fact: key, in: [tcString]}, text: Remove the member. Then capture again.}
                      - text: Empty the value.

                """)
        let banner = #"{"tcString": "\#(Self.tcString)", "storageKeys": {"IABTCF_TCString": "\#(Self.tcString)"}}"#
        let report = LintReport(
            findings: Linter(ruleset: ruleset).lint(snapshotSet([.banner: banner])), sets: [],
            rules: ruleset.rules.map(RuleInfo.init))
        let text = StylishReporter.render(report, options: ReportOptions(failSeverity: .error, workingDirectory: "/"))
        #expect(text.contains("fix: Remove the member.\n"))
        #expect(text.contains("fix: Empty the value.\n"))
    }

    /// A folder under the temporary directory with the sample `US-CA_en` set's banner, and what a
    /// lint run of it finds (`request` adjusts the run).
    func lint(_ files: [String: String], _ adjust: (inout LintRequest) -> Void = { _ in }) throws -> [Finding] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-howtofix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("US-CA_en"), withIntermediateDirectories: true)
        for (name, sample) in files {
            let target = folder.appendingPathComponent("US-CA_en/\(name)")
            if sample.hasPrefix("->") {
                try FileManager.default.createSymbolicLink(
                    atPath: target.path, withDestinationPath: String(sample.dropFirst(2)))
            } else {
                try Data(ZipFixture.sample(sample)).write(to: target)
            }
        }
        var request = LintRequest(paths: ["US-CA_en"], workingDirectory: folder.path, reports: [])
        adjust(&request)
        return try LintRunner.run(request).report.findings
    }

    @Test func aFileOverTheSizeLimitIsAdvisedToBeCheckedOrTheLimitRaised() throws {
        let findings = try lint([
            "OneTrustBannerData.json": "clean/US-CA_en/OneTrustBannerData.json",
            "OneTrustPCData.json": "clean/US-CA_en/OneTrustPCData.json",
        ]) { $0.maxFileSize = ByteSize(bytes: 1024) }
        let invalid = findings.filter { $0.ruleId == "invalid-json" }
        #expect(invalid.count == 2)
        #expect(
            invalid.allSatisfy {
                $0.howToFix?.contains("raise the limit with `--max-file-size` or `maxFileSize`") == true
            })
    }

    @Test func anUnreadableFileIsAdvisedToBeRelinked() throws {
        let findings = try lint([
            "OneTrustBannerData.json": "->/nonexistent/OneTrustBannerData.json",
            "OneTrustPCData.json": "clean/US-CA_en/OneTrustPCData.json",
        ])
        let invalid = try #require(findings.first { $0.ruleId == "invalid-json" })
        #expect(invalid.howToFix?.hasPrefix("Fix the link or the permissions") == true)
    }

    @Test func aSetPassedWithTheBannerAloneIsAdvisedToPassThePreferences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-howtofix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(ZipFixture.sample("clean/US-CA_en/OneTrustBannerData.json")).write(
            to: folder.appendingPathComponent("banner.json"))
        let outcome = try LintRunner.run(
            LintRequest(explicitFiles: [.banner: "banner.json"], workingDirectory: folder.path, reports: []))
        let missing = try #require(outcome.report.findings.first { $0.ruleId == "component-missing" })
        #expect(
            missing.howToFix?.hasPrefix(
                "Pass the missing snapshot with its flag (`--banner FILE` or `--preferences FILE`)") == true)
        // A folder without the preferences gets the advice to capture them.
        let inFolder = try lint(["OneTrustBannerData.json": "clean/US-CA_en/OneTrustBannerData.json"])
        #expect(
            inFolder.first { $0.ruleId == "component-missing" }?.howToFix?.hasPrefix("Capture the missing endpoint")
                == true)
    }
}
