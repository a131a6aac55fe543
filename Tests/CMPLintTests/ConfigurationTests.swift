import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

struct ConfigurationTests {
    func parse(_ yaml: String) throws -> Configuration {
        try Configuration.parse(text: yaml, file: "/project/.cmplint.yml")
    }

    @Test func severityOverridesAndOff() throws {
        let config = try parse(
            "rules:\n  duplicate-key: error\n  invalid-json: off\n  component-missing: {severity: info}\n")
        let ruleset = try config.ruleset()
        #expect(ruleset.rule("duplicate-key")?.severity == .error)
        #expect(ruleset.rule("duplicate-key")?.defaultSeverity == .warning)
        #expect(ruleset.rule("invalid-json") == nil)
        #expect(ruleset.rule("component-missing")?.severity == .info)
    }

    @Test func unknownRuleOverrideIsAnError() throws {
        let config = try parse("rules:\n  duplicate-keys: error\n")
        #expect(
            throws: LintError("/project/.cmplint.yml:2:3: unknown rule 'duplicate-keys'; did you mean 'duplicate-key'?")
        ) {
            try config.ruleset()
        }
    }

    @Test func badSeverityIsLocated() {
        #expect(throws: YAMLError.self) { try parse("rules:\n  duplicate-key: warn\n") }
        do { _ = try parse("rules:\n  duplicate-key: warn\n") } catch {
            #expect(
                String(describing: error).contains(
                    ":2:18: 'warn' is not a severity for rule 'duplicate-key'; did you mean 'warning'?"))
        }
    }

    @Test func customRulesUseTheSameVocabulary() throws {
        let config = try parse(
            """
            extends: none
            failSeverity: warning
            rules:
              reason-code-known:
                summary: The banner reason code is one of the documented ones.
                severity: warning
                scope: [banner]
                given: $.appConfig.bannerReasonCode
                then: {function: enumeration, functionOptions: {values: [101, 102, 103, 104, 105, 107, 109, 150, 151, 152]}}
            """)
        #expect(config.failSeverity == .warning)
        let ruleset = try config.ruleset()
        #expect(ruleset.ids == ["reason-code-known"])
        let findings = Linter(ruleset: ruleset).lint(
            snapshotSet([.banner: #"{"appConfig": {"bannerReasonCode": 999}}"#]))
        #expect(findings.map(\.pointer) == ["/appConfig/bannerReasonCode"])
    }

    @Test func customRuleMayNotRedefineADefaultRule() throws {
        let config = try parse("rules:\n  invalid-json:\n    summary: mine\n    then: {function: truthy}\n")
        #expect(throws: LintError.self) { try config.ruleset() }
    }

    @Test func setsEntriesMatchFoldersAndGlobs() throws {
        let config = try parse(
            """
            sets:
              - path: snapshots/eu/*
                country: DE
                language: de
              - path: /abs/us
                country: US
                region: CA
            """)
        #expect(config.expectations(forDirectory: "/project/snapshots/eu/app1")?.country == "DE")
        #expect(config.expectations(forDirectory: "/abs/us")?.region == "CA")
        #expect(config.expectations(forDirectory: "/project/snapshots/us") == nil)
    }

    @Test func unknownTopLevelKey() {
        do {
            _ = try parse("extend: none\n")
            Issue.record("loaded")
        } catch {
            #expect(
                String(describing: error)
                    == "/project/.cmplint.yml:1:1: unknown key 'extend' in the config file; did you mean 'extends'?")
        }
    }

    @Test func findsTheNearestConfigUpwards() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "extends: none\n".write(to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        #expect(
            Configuration.find(from: nested.path)
                == root.appendingPathComponent(".cmplint.yml").standardizedFileURL.path)
    }
}

struct ExpectationTests {
    @Test(
        arguments: [
            ("DE_de", "DE", nil, "de"),
            ("US-CA_en", "US", "CA", "en"),
            ("BR_pt-BR", "BR", nil, "pt-BR"),
        ] as [(String, String, String?, String)])
    func folderNameConvention(name: String, country: String, region: String?, language: String) throws {
        let expectations = try #require(SetExpectations(folderName: name))
        #expect(expectations.country == country)
        #expect(expectations.region == region)
        #expect(expectations.language == language)
    }

    @Test(arguments: ["de", "DE", "DE_", "clean", "DEU_de", "DE-_de"])
    func notTheConvention(name: String) {
        #expect(SetExpectations(folderName: name) == nil)
    }

    @Test func commandLineWinsAndGeoTravelsTogether() {
        let flags = SetExpectations(country: "FR", geoSource: .commandLine)
        let folder = SetExpectations(folderName: "US-CA_en")!
        let merged = flags.filled(from: folder)
        #expect(merged.country == "FR")
        #expect(merged.region == nil)  // CA belongs to US, not to FR
        #expect(merged.language == "en")
    }

    @Test func commandLineFlagsAreValidated() throws {
        #expect(try LintRequest.expectations(country: "de", region: nil, language: "de").country == "DE")
        #expect(throws: LintError.self) { try LintRequest.expectations(country: nil, region: "CA", language: nil) }
        #expect(throws: LintError.self) { try LintRequest.expectations(country: "Germany", region: nil, language: nil) }
        #expect(throws: LintError.self) { try LintRequest.expectations(country: "DE", region: nil, language: "de_DE") }
    }
}
