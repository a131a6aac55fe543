import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A rule shows at most `maxFindingsPerRule` findings per file; one more finding, at the file and
/// with the rule's id, counts the rest with their highest severity, so the report stays bounded and
/// the exit status is the same as without the cap.
struct FindingCapTests {
    static let rule = """
        rules:
          code-format:
            summary: codes are upper-case
            severity: error
            scope: [banner]
            given: $.codes[*]
            then: {function: pattern, functionOptions: {match: '^[A-Z]+$'}}
        """

    /// A banner whose `codes` hold `count` bad values, after `long` values too long to match (info).
    static func banner(bad count: Int, long: Int = 0) -> String {
        let tooLong = String(repeating: "x", count: CompiledPattern.maxInputLength + 1)
        let codes = Array(repeating: "\"\(tooLong)\"", count: long) + (0..<count).map { "\"bad\($0)\"" }
        return "{\"codes\": [" + codes.joined(separator: ",") + "]}"
    }

    func lint(_ banner: String, limit: Int) throws -> [Finding] {
        Linter(ruleset: try loadRules(Self.rule), maxFindingsPerRule: limit).lint(snapshotSet([.banner: banner]))
    }

    @Test func showsTheLimitAndCountsTheRest() throws {
        let findings = try lint(Self.banner(bad: 1_000), limit: 100)
        #expect(findings.count == 101)
        let closing = try #require(findings.first { $0.pointer == "" })
        #expect(closing.ruleId == "code-format")
        #expect(closing.file == "set/OneTrustBannerData.json" && closing.component == .banner)
        #expect(closing.start?.line == 1 && closing.start?.column == 1)
        #expect(
            closing.message
                == "900 more code-format findings in this file not shown: a rule reports at most 100 per file (maxFindingsPerRule in .cmplint.yml, or --max-findings-per-rule)"
        )
        #expect(
            closing.evidence == [
                JSONMember(key: "notShown", value: .int(900)), JSONMember(key: "limit", value: .int(100)),
            ])
        // The shown ones are the first in document order.
        #expect(findings.filter { $0.pointer != "" }.map(\.pointer) == (0..<100).map { "/codes/\($0)" })
        #expect(try lint(Self.banner(bad: 100), limit: 100).count == 100, "exactly the limit: nothing is hidden")
    }

    @Test func closingFindingCarriesTheHighestHiddenSeverity() throws {
        // Two info findings (too long to check) are shown; the errors after them are hidden.
        let findings = try lint(Self.banner(bad: 3, long: 2), limit: 2)
        #expect(findings.map(\.severity).sorted() == [.info, .info, .error])
        let closing = try #require(findings.first { $0.pointer == "" })
        #expect(closing.severity == .error && closing.message.hasPrefix("3 more code-format findings"))
        let infoOnly = try lint(Self.banner(bad: 0, long: 3), limit: 1)
        #expect(infoOnly.first { $0.pointer == "" }?.severity == .info)
    }

    /// A project with one set whose banner has `bad` bad codes, and a config adding the rule.
    func project(bad: Int, config extra: String = "") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-cap-\(UUID().uuidString)")
        let set = root.appendingPathComponent("sets/DE_de")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.banner(bad: bad).write(
            to: set.appendingPathComponent("banner.json"), atomically: true, encoding: .utf8)
        let config = "extends: none\n" + extra + Self.rule
        try config.write(to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        return root
    }

    func run(_ root: URL, limit: Int? = nil, baseline: String? = nil, write: String? = nil) throws -> LintOutcome {
        try LintRunner.run(
            LintRequest(
                paths: ["sets"], workingDirectory: root.path, baselineFile: baseline, maxFindingsPerRule: limit,
                reports: [ReportRequest(format: .json)], writeBaseline: write))
    }

    @Test func theLimitComesFromTheRequestThenTheConfigThenTheDefault() throws {
        let root = try project(bad: 300, config: "maxFindingsPerRule: 20\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try run(root).report.findings.count == 21)
        #expect(try run(root, limit: 5).report.findings.count == 6)
        let plain = try project(bad: 300)
        defer { try? FileManager.default.removeItem(at: plain) }
        #expect(try run(plain).report.findings.count == Linter.defaultMaxFindingsPerRule + 1)
        #expect(throws: LintError.self) { try run(plain, limit: 0) }
        let zero = try project(bad: 1, config: "maxFindingsPerRule: 0\n")
        defer { try? FileManager.default.removeItem(at: zero) }
        do {
            _ = try run(zero)
            Issue.record("maxFindingsPerRule: 0 was accepted")
        } catch {
            let text = String(describing: error)
            #expect(
                text.contains(".cmplint.yml:2:") && text.contains("'maxFindingsPerRule' must be at least 1"), "\(text)")
        }
    }

    @Test func theConfigSchemaKnowsTheKey() throws {
        #expect(try SchemaValidation.configErrors("maxFindingsPerRule: 5\n").isEmpty)
        let errors = try SchemaValidation.configErrors("maxFindingsPerRule: 0\n")
        #expect(
            errors.count == 1 && errors.first?.hasSuffix("maxFindingsPerRule: 0 is less than 1") == true, "\(errors)")
    }

    @Test func aCappedRunStillFailsAndQuietKeepsTheClosingFinding() throws {
        let root = try project(bad: 50)
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try run(root, limit: 1)
        #expect(outcome.exitStatus == 1)
        #expect(outcome.report.findings.count == 2)
        let quiet = try LintRunner.run(
            LintRequest(paths: ["sets"], workingDirectory: root.path, quiet: true, maxFindingsPerRule: 1))
        #expect(quiet.report.findings.contains { $0.message.hasPrefix("49 more code-format findings") })
        #expect(quiet.exitStatus == 1)
    }

    @Test func aBaselineRecordsTheClosingFindingWithItsCount() throws {
        let root = try project(bad: 50)
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try run(root, limit: 10, write: "base.json")
        let text = try #require(written.outputs.last?.text)
        #expect(text.contains("40 more code-format findings"))
        try text.write(to: root.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
        let known = try run(root, limit: 10, baseline: "base.json")
        #expect(known.exitStatus == 0 && known.report.findings.isEmpty && known.report.suppressed.count == 11)
        // One more bad code beyond the limit changes the count: the closing finding is new and fails.
        try Self.banner(bad: 51).write(
            to: root.appendingPathComponent("sets/DE_de/banner.json"), atomically: true, encoding: .utf8)
        let grown = try run(root, limit: 10, baseline: "base.json")
        #expect(grown.exitStatus == 1)
        #expect(grown.report.findings.count == 1)
        #expect(grown.report.findings.first?.message.hasPrefix("41 more code-format findings") == true)
    }
}

/// Work beyond the cap: results that will not be shown are counted, not built, and the end of a
/// value many findings point at is found once.
struct FindingCapWorkTests {
    /// Counts what a `DeferredResults` was asked for.
    final class Calls {
        var severities = 0
        var builds = 0
    }

    @Test func deferredResultsBuildOnlyTheShownOnesAndKeepTheHiddenSeverity() throws {
        let ruleset = try loadRules(FindingCapTests.rule)
        let rule = try #require(ruleset.rules.first)
        let calls = Calls()
        // Warnings, except one info among the shown and one error (the rule's severity) among the hidden.
        let results = DeferredResults(
            count: 10_000,
            severity: { index in
                calls.severities += 1
                return index == 50 ? .info : index == 9_999 ? nil : .warning
            },
            build: { index in
                calls.builds += 1
                return FunctionResult(facts: ["index": .int(index)])
            })
        var cap = FindingCap(limit: 100)
        let shown = results.admitted {
            cap.admits(rule, file: "set/OneTrustBannerData.json", severity: rule.severity(lowering: $0))
        }
        #expect(shown.compactMap { $0.facts["index"] } == (0..<100).map(JSONValue.int))
        #expect(calls.builds == 100 && calls.severities == 10_000)
        let closing = try #require(cap.closingFindings(in: snapshotSet([.banner: "{}"])).first)
        #expect(closing.severity == .error && closing.evidence.first == JSONMember(key: "notShown", value: .int(9_900)))
    }

    @Test func aTallyLookedUpOnceCountsAsOneLookupPerFindingWould() throws {
        let rule = try #require(try loadRules(FindingCapTests.rule).rules.first)
        let file = "set/OneTrustBannerData.json"
        var cap = FindingCap(limit: 100)
        let first = (0..<60).filter { _ in cap.admits(rule, file: file, severity: .warning) }.count
        // The rest of the limit, then hidden ones: one error among infos.
        let second = cap.admitting(rule, file: file) { admits in
            (0..<60).filter { admits($0 == 50 ? .error : .info) }.count
        }
        let third = cap.admits(rule, file: file, severity: .info)
        #expect(first == 60 && second == 40 && !third)
        let closing = try #require(cap.closingFindings(in: snapshotSet([.banner: "{}"])).first)
        #expect(closing.severity == .error && closing.evidence.first == JSONMember(key: "notShown", value: .int(21)))
    }

    @Test func duplicateKeysBeyondTheCapAreCountedExactly() throws {
        let ruleset = try loadRules(
            """
            rules:
              dup:
                summary: no repeated keys
                severity: warning
                scope: [banner]
                then: {function: duplicateKeys}
            """)
        let banner = "{\"dup\":{" + (0..<10_000).map { "\"k\":\($0)" }.joined(separator: ",") + "}}"
        let findings = Linter(ruleset: ruleset, maxFindingsPerRule: 100).lint(snapshotSet([.banner: banner]))
        #expect(findings.count == 101)
        let closing = try #require(findings.first { $0.pointer == "" })
        #expect(closing.severity == .warning && closing.message.hasPrefix("9899 more dup findings"))
        // The shown ones are the first repeats, each at its key (the first "k" is at column 9).
        let shown = findings.filter { $0.pointer != "" }
        #expect(shown.first?.start?.column == 9 + "\"k\":0,".count)
        #expect(shown.allSatisfy { $0.evidence == [JSONMember(key: "firstAt", value: .string("1:9"))] })
    }

    @Test func aValueWithManyFindingsIsScannedForItsEndOnce() throws {
        let ruleset = try loadRules(
            """
            rules:
              tc-leak:
                summary: no TC strings
                severity: error
                scope: [banner]
                given: $..*
                then: {function: consentStringLeak, functionOptions: {kinds: [tcfV2]}}
            """)
        let value = Array(repeating: LeakRuleTests.tcString, count: 200).joined(separator: " ")
        var ends = NodeEndCache()
        let findings = Linter(ruleset: ruleset, maxFindingsPerRule: 100).lint(
            snapshotSet([.banner: "{\"note\": \"\(value)\"}"]), ends: &ends)
        let onNote = findings.filter { $0.pointer == "/note" }
        #expect(onNote.count == 100)
        #expect(
            Set(onNote.map { $0.end?.column }) == [10 + value.count + 2],
            "each ends after the closing quote (the opening one is at column 10)")
        #expect(ends.lookups == 1, "one scan of the value for 100 findings")
    }
}
