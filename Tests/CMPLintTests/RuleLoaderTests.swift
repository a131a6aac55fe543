import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A typo in a rule file is an error with file:line:column, never a silent no-op.
struct RuleLoaderTests {
    func error(_ yaml: String) -> String { ruleFileError(yaml) }

    @Test func unknownRuleKeyWithSuggestion() {
        let message = error("rules:\n  a-rule:\n    summary: s\n    sevrity: error\n    then: {function: truthy}\n")
        #expect(message == "r.yml:4:5: unknown key 'sevrity' in rule 'a-rule'; did you mean 'severity'?")
    }

    @Test func badIdsPathsAndPlaceholders() {
        #expect(
            error("rules:\n  BadId:\n    summary: s\n    then: {function: truthy}\n").hasPrefix(
                "r.yml:2:3: rule id 'BadId' must be kebab-case"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    given: $.a[\n    then: {function: truthy}\n").contains(
                "invalid path '$.a[' at character 5"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    then: {function: truthy}\n    message: '{{valeu}}'\n")
                .contains("unknown placeholder '{{valeu}}' in the message of rule 'r'; did you mean '{{value}}'?"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    severity: fatal\n    then: {function: truthy}\n").hasPrefix(
                "r.yml:4:"))
        #expect(error("rules:\n  r:\n    summary: s\n").contains("rule 'r' is missing required key 'then'"))
    }

    @Test func scopeAndLevelMustAgree() {
        #expect(
            error("rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: truthy}\n").contains(
                "its scope must name components"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    scope: [banner]\n    then: {function: componentPresence}\n")
                .contains("its scope must be 'set'"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    given: $.a\n    then: {function: duplicateKeys}\n").contains(
                "'given' does not apply"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    scope: [baner]\n    then: {function: truthy}\n").contains(
                "did you mean 'banner'?"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    scope: suppressions\n    then: {function: truthy}\n").contains(
                "not 'suppressions'"))
        #expect(
            error("rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: unusedSuppression}\n").contains(
                "its scope must be 'suppressions'"))
        #expect(
            error(
                "rules:\n  r:\n    summary: s\n    when: [{expected: country, in: [DE]}]\n    then: {function: unusedSuppression}\n"
            )
            .contains("checks the run's ignore entries; 'when' does not apply"))
    }

    @Test func examplesAreRequiredForTheDefaultRuleset() {
        let yaml = "rules:\n  r:\n    summary: s\n    description: d\n    then: {function: truthy}\n"
        do {
            _ = try RuleLoader.loadFile(text: yaml, file: "r.yml", requireExamples: true)
            Issue.record("a rule without examples loaded")
        } catch {
            #expect(error.description.contains("has no 'examples'"))
        }
    }

    @Test func exampleFindingsAreChecked() {
        let base = "rules:\n  r:\n    summary: s\n    then: {function: truthy}\n    examples:\n"
        #expect(
            error(base + "      fail:\n        - name: x\n          banner: '{}'\n").contains("lists no 'findings'"))
        #expect(
            error(base + "      pass:\n        - name: x\n          banner: '{}'\n          findings: [banner#]\n")
                .contains("move it to 'fail'"))
        #expect(
            error(base + "      fail:\n        - name: x\n          banner: '{}'\n          findings: [bannr#/a]\n")
                .contains("is not an expected finding"))
    }

    @Test func loadsACompleteRule() throws {
        let rules = try RuleLoader.loadFile(
            text: """
                rules:
                  country-set:
                    summary: Country is set.
                    severity: info
                    scope: [banner, preferences]
                    given: [$.appConfig, $.other]
                    then: {function: truthy, field: countryCode}
                    message: "{{property}} at {{path}} in {{component}} ({{expected.country}})"
                """, file: "r.yml", requireExamples: false)
        let rule = try #require(rules.first)
        #expect(rule.severity == .info)
        #expect(rule.scope == .components([.banner, .preferences]))
        #expect(rule.given.map(\.source) == ["$.appConfig", "$.other"])
        #expect(rule.field == "countryCode")
        #expect(rule.mark == YAMLMark(line: 2, column: 3))
        let findings = Linter(ruleset: try Ruleset(rules)).lint(
            snapshotSet([.banner: #"{"appConfig": {"countryCode": ""}}"#], expectations: SetExpectations(country: "DE"))
        )
        #expect(findings.map(\.message) == ["countryCode at /appConfig/countryCode in banner (DE)"])
    }
}
