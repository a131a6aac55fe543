import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The fix loop on sets: idempotent, every finding fixed whatever the report cap, ignore entries
/// and applicability respected, and fixes that undo each other stopped.
struct FixerTests {
    static let tc = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"

    /// Every broken sample set, read as `lint` reads it.
    static func brokenSets() throws -> [SnapshotSet] {
        try SnapshotDiscovery.discover(paths: ["samples/broken"], workingDirectory: repositoryRoot.path).map { source in
            try source.load(expectations: SetExpectations())
        }
    }

    @Test func fixingTwiceChangesNothingTheSecondTime() throws {
        let fixer = Fixer(ruleset: try DefaultRuleset.load(), unsafeFixes: true)
        var changed = 0
        for set in try Self.brokenSets() {
            let first = fixer.fix(set)
            #expect(first.settled)
            changed += first.files.count
            let second = fixer.fix(first.set)
            #expect(second.files.isEmpty, "\(set.path) changed again: \(second.files.map(\.path))")
        }
        #expect(changed == 7)
    }

    @Test func everyFindingIsFixedWhateverTheReportCap() throws {
        let banner =
            "{\"bannerUIData\": {}, \"debug\": ["
            + Array(repeating: "\"\(Self.tc)\"", count: 150).joined(separator: ", ") + "]}"
        let result = Fixer(ruleset: try DefaultRuleset.load()).fix(snapshotSet([.banner: banner]))
        let fixed = try #require(result.files.first)
        #expect(fixed.findingCount == 150)
        #expect(fixed.applied.count == 100 && fixed.unlisted.fixes == 50 && fixed.unlisted.findings == 50)
        #expect(
            String(decoding: fixed.fixed, as: UTF8.self) == "{\"bannerUIData\": {}, \"debug\": ["
                + Array(repeating: "\"\"", count: 150).joined(separator: ", ") + "]}")
        #expect(Linter(ruleset: try DefaultRuleset.load().only("tc-string-leak")).lint(result.set).isEmpty)
    }

    @Test func unsafeFixesWaitForTheirFlag() throws {
        let banner =
            "{\"bannerUIData\": {\"logo\": {\"url\": \"https://cdn.example.com/l.png?gdpr_consent=\(Self.tc)\"}}, \"tcString\": \"\(Self.tc)\"}"
        let ruleset = try DefaultRuleset.load()
        let safe = Fixer(ruleset: ruleset).fix(snapshotSet([.banner: banner]))
        #expect(safe.unsafeFixesLeft == 1)
        #expect(
            safe.files.first.map { String(decoding: $0.fixed, as: UTF8.self) }
                == "{\"bannerUIData\": {\"logo\": {\"url\": \"https://cdn.example.com/l.png?gdpr_consent=\(Self.tc)\"}}}"
        )
        let unsafe = Fixer(ruleset: ruleset, unsafeFixes: true).fix(snapshotSet([.banner: banner]))
        #expect(unsafe.unsafeFixesLeft == 0)
        #expect(
            unsafe.files.first.map { String(decoding: $0.fixed, as: UTF8.self) }
                == "{\"bannerUIData\": {\"logo\": {\"url\": \"\"}}}")
        #expect(unsafe.files.first?.applied.map(\.applicability) == [.unsafe, .safe])
    }

    @Test func ignoredFindingsAreLeftAlone() throws {
        let ignore = try IgnoreList.entries(
            try YAMLParser.parse(
                "- {rule: tc-string-leak, path: '**/OneTrustBannerData.json', pointer: /kept, reason: test data}\n",
                file: "i.yml"), file: "i.yml", folder: URL(fileURLWithPath: "/"))
        let banner = "{\"kept\": \"\(Self.tc)\", \"gone\": \"\(Self.tc)\"}"
        let result = Fixer(ruleset: try DefaultRuleset.load(), ignore: ignore).fix(snapshotSet([.banner: banner]))
        #expect(
            result.files.first.map { String(decoding: $0.fixed, as: UTF8.self) }
                == "{\"kept\": \"\(Self.tc)\", \"gone\": \"\"}")
    }

    @Test func fixesThatUndoEachOtherStop() throws {
        let ruleset = try loadRules(
            """
            rules:
              a-one:
                summary: x is 1
                given: $.x
                then: {function: equals, functionOptions: {value: 1}}
                fix: {edit: set, value: 1, applicability: safe}
              b-two:
                summary: x is 2
                given: $.x
                then: {function: equals, functionOptions: {value: 2}}
                fix: {edit: set, value: 2, applicability: safe}
            """)
        let result = Fixer(ruleset: ruleset).fix(snapshotSet([.banner: "{\"x\": 0}"]))
        #expect(!result.settled)
        #expect(result.files.first?.applied.count == Fixer.maxPasses)
        #expect(result.files.first?.applied.first?.ruleIds == ["a-one", "b-two"])
    }

    @Test func theSummaryRedactsWhatWasRemoved() throws {
        let banner =
            "{\"storageKeys\": {\"OT_Identifier\": \"b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44\", \"OT_GroupConsents\": {\"C0001\": 1}}, \"tcString\": \"\(Self.tc)\"}"
        let ruleset = try DefaultRuleset.load()
        let applied = try #require(Fixer(ruleset: ruleset).fix(snapshotSet([.banner: banner])).files.first?.applied)
        #expect(
            applied.map(\.description) == [
                "set to \"\" (was \"[redacted identifier, 36 chars, #9303e3]\")",
                "emptied (was {…} (1 member))",
                "removed \"tcString\": \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\"",
            ])
        #expect(applied.map(\.pointer) == ["/storageKeys/OT_Identifier", "/storageKeys/OT_GroupConsents", "/tcString"])
        #expect(applied.map { "\($0.start.line):\($0.start.column)" } == ["1:35", "1:95", "1:122"])
    }
}
