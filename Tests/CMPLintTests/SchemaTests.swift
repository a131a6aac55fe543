import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments

/// The JSON Schemas under schema/ are generated from the declarations (`cmplint schema --output
/// schema/`), every rule file and sample config validates against them, and the schema judges rule
/// and config files as the loader does.
struct SchemaTests {
    static let regenerate = "regenerate with `swift run cmplint schema --output schema/`"

    @Test func committedSchemasAreUpToDate() throws {
        let directory = repositoryRoot.appendingPathComponent("schema")
        let expected = SchemaFiles.files()
        let committed = Set(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") })
        #expect(
            committed == Set(expected.map(\.name)),
            "schema/ has other files than the generated ones: \(Self.regenerate)")
        for file in expected {
            let upToDate =
                (try? String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)) == file.text
            #expect(upToDate, "schema/\(file.name) is out of date: \(Self.regenerate)")
        }
    }

    @Test func theValidatorImplementsEveryKeywordTheSchemasUse() throws {
        #expect(SchemaValidation.rules.unsupportedKeywords() == [])
        #expect(SchemaValidation.config.unsupportedKeywords() == [])
        #expect(SchemaValidation.captureMatrix.unsupportedKeywords() == [])
        // The committed text parses back to the same schema.
        let text = try String(
            contentsOf: repositoryRoot.appendingPathComponent("schema/\(SchemaFiles.rulesFileName)"), encoding: .utf8)
        #expect(try JSONSchemaValidator(schemaText: text).root == RuleSchema.ruleFile)
    }

    @Test func everyRuleFileValidates() throws {
        let directory = repositoryRoot.appendingPathComponent("rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yml") }
            .sorted()
        #expect(files.count == embeddedDefaultRuleFiles.count)
        for name in files {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let errors = try SchemaValidation.ruleFileErrors(text, file: "rules/\(name)")
            #expect(errors == [], "rules/\(name)")
        }
    }

    /// `.cmplint.yml` files under samples/ and Tests/Fixtures: valid for the schema and the loader.
    @Test func sampleConfigsValidate() throws {
        var configs: [URL] = []
        for folder in ["samples", "Tests/Fixtures"] {
            let root = repositoryRoot.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.lastPathComponent == ".build" { walker?.skipDescendants() }
                if Configuration.fileNames.contains(url.lastPathComponent) { configs.append(url) }
            }
        }
        #expect(!configs.isEmpty)
        for url in configs {
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(try SchemaValidation.configErrors(text, file: url.path) == [], "\(url.path)")
            let configuration = try Configuration.load(file: url.path)
            _ = try configuration.ruleset()
        }
    }

    @Test func theRulesSchemaNamesEveryRuleKeyAndFunction() throws {
        let rule = try #require(member(RuleSchema.ruleFile, "definitions", "rule", "properties"))
        guard case .object(let keys) = rule else {
            Issue.record("rule properties")
            return
        }
        #expect(keys.map(\.key) == RuleLoader.ruleKeys)
        let functions = try #require(
            member(RuleSchema.ruleFile, "definitions", "then", "properties", "function", "enum"))
        #expect(functions == .array(FunctionRegistry.names.map(JSONValue.string)))
    }

    @Test func equalsOptionsAreTyped() throws {
        let branch = try #require(thenBranch("equals"))
        let expected = try #require(
            member(branch, "then", "properties", "functionOptions", "properties", "expected", "enum"))
        #expect(expected == .array(["country", "region", "language", "geo"].map(JSONValue.string)))
        #expect(member(branch, "then", "properties", "functionOptions", "additionalProperties") == .bool(false))
        #expect(
            member(branch, "then", "properties", "functionOptions", "properties", "caseInsensitive", "default")
                == .bool(false))
        let references = try #require(thenBranch("references"))
        #expect(member(references, "then", "required") == .array([.string("functionOptions")]))
    }

    // MARK: The schema agrees with the loader

    static let validRule = """
        rules:
          my-rule:
            summary: The country is the expected one.
            severity: error
            scope: [preferences]
            given: $.appConfig
            then:
              function: equals
              field: countryCode
              functionOptions: { expected: country, caseInsensitive: true }
            message:
              default: "{{property}} is {{value}}"
              notChecked: "{{property}} not checked"
            examples:
              pass:
                - name: Germany
                  meantFor: { country: DE, logos: [banner] }
                  preferences: '{"appConfig": {"countryCode": "DE"}}'
              fail:
                - name: Austria
                  meantFor: { country: DE }
                  preferences: '{"appConfig": {"countryCode": "AT"}}'
                  findings: [preferences#/appConfig/countryCode]
        """

    static let ruleCases: [(String, String, Bool)] = [
        ("a valid rule", validRule, true),
        ("aliases only", "aliases:\n  Config: $.appConfig\n  Both: ['#Config', $.other]\n", true),
        (
            "an alias in given",
            "aliases:\n  Config: $.appConfig\n"
                + validRule.replacingOccurrences(of: "given: $.appConfig", with: "given: ['#Config', $.x]"), true
        ),
        (
            "a set function",
            "rules:\n  r:\n    summary: s\n    scope: set\n    then: { function: references, functionOptions: { from: $.a, to: '$.b[*]', toComponent: vendors, in: [banner] } }\n",
            true
        ),
        (
            "a document function with no options",
            "rules:\n  r:\n    summary: s\n    scope: banner\n    then: { function: duplicateKeys }\n", true
        ),
        ("no rules or aliases", "{}\n", false),
        ("an unknown top-level key", validRule + "\nextra: 1\n", false),
        ("an unknown rule key", validRule.replacingOccurrences(of: "severity: error", with: "sevrity: error"), false),
        ("a rule id not in kebab-case", validRule.replacingOccurrences(of: "my-rule:", with: "myRule:"), false),
        (
            "no summary",
            validRule.replacingOccurrences(of: "summary: The country is the expected one.", with: "description: x"),
            false
        ),
        ("an unknown severity", validRule.replacingOccurrences(of: "severity: error", with: "severity: fatal"), false),
        ("an unknown function", validRule.replacingOccurrences(of: "function: equals", with: "function: equal"), false),
        ("an unknown option", validRule.replacingOccurrences(of: "caseInsensitive", with: "caseInsensitiv"), false),
        (
            "a value outside an option's enum",
            validRule.replacingOccurrences(of: "expected: country", with: "expected: planet"), false
        ),
        (
            "an option of the wrong type",
            validRule.replacingOccurrences(of: "caseInsensitive: true", with: "caseInsensitive: [true]"), false
        ),
        (
            "a missing required option",
            "rules:\n  r:\n    summary: s\n    scope: set\n    then: { function: references, functionOptions: { from: $.a } }\n",
            false
        ),
        (
            "options to a function without any",
            "rules:\n  r:\n    summary: s\n    then: { function: truthy, functionOptions: { x: 1 } }\n", false
        ),
        ("an unknown message case", validRule.replacingOccurrences(of: "notChecked:", with: "unchecked:"), false),
        (
            "given on a set function",
            "rules:\n  r:\n    summary: s\n    given: $.a\n    then: { function: references, functionOptions: { from: $.a, to: $.b, toComponent: vendors } }\n",
            false
        ),
        (
            "a field on a document function",
            "rules:\n  r:\n    summary: s\n    then: { function: duplicateKeys, field: a }\n", false
        ),
        (
            "a node function with scope set",
            validRule.replacingOccurrences(of: "scope: [preferences]", with: "scope: set"), false
        ),
        (
            "an unknown scope", validRule.replacingOccurrences(of: "scope: [preferences]", with: "scope: [preference]"),
            false
        ),
        (
            "a given that is no path",
            validRule.replacingOccurrences(of: "given: $.appConfig", with: "given: appConfig"), false
        ),
        (
            "an empty field segment", validRule.replacingOccurrences(of: "field: countryCode", with: "field: a..b"),
            false
        ),
        ("an alias name with a dash", "aliases:\n  My-Config: $.appConfig\n", false),
        (
            "a failing example without findings",
            validRule.replacingOccurrences(of: "findings: [preferences#/appConfig/countryCode]", with: "vendors: '{}'"),
            false
        ),
        (
            "a finding in an unknown component",
            validRule.replacingOccurrences(of: "findings: [preferences#", with: "findings: [pc#"), false
        ),
        ("an unknown logo", validRule.replacingOccurrences(of: "logos: [banner]", with: "logos: [bannerLogo]"), false),
        (
            "an unknown example key",
            validRule.replacingOccurrences(of: "- name: Germany", with: "- name: Germany\n          banners: '{}'"),
            false
        ),
        (
            "a fix and a fixed example",
            validRule.replacingOccurrences(
                of: "    examples:",
                with: fix(
                    "{if: {case: [default], fact: key, in: [country]}, edit: set, value: DE, applicability: safe}")
            )
            .replacingOccurrences(
                of: "findings: [preferences#/appConfig/countryCode]",
                with:
                    "findings: [preferences#/appConfig/countryCode]\n          fixed: {preferences: '{\"appConfig\": {\"countryCode\": \"DE\"}}'}"
            ), true
        ),
        (
            "a list of fixes",
            validRule.replacingOccurrences(
                of: "    examples:",
                with: fix(
                    "[{if: {case: notChecked}, edit: remove, applicability: unsafe}, {edit: empty, applicability: safe}]"
                )), true
        ),
        (
            "an unknown edit",
            validRule.replacingOccurrences(of: "    examples:", with: fix("{edit: delete, applicability: safe}")), false
        ),
        (
            "a fix without applicability",
            validRule.replacingOccurrences(of: "    examples:", with: fix("{edit: remove}")), false
        ),
        (
            "a set without value",
            validRule.replacingOccurrences(of: "    examples:", with: fix("{edit: set, applicability: safe}")), false
        ),
        (
            "a value with remove",
            validRule.replacingOccurrences(
                of: "    examples:", with: fix("{edit: remove, value: 1, applicability: safe}")), false
        ),
        (
            "a fix condition with 'in' but no fact",
            validRule.replacingOccurrences(
                of: "    examples:", with: fix("{if: {case: default, in: [x]}, edit: remove, applicability: safe}")),
            false
        ),
        (
            "an empty fix condition",
            validRule.replacingOccurrences(
                of: "    examples:", with: fix("{if: {}, edit: remove, applicability: safe}")), false
        ),
        (
            "a fix on a suppressions rule",
            "rules:\n  r:\n    summary: s\n    scope: suppressions\n    then: {function: unusedSuppression}\n    fix: {edit: remove, applicability: safe}\n",
            false
        ),
        (
            "a fixed passing example",
            validRule.replacingOccurrences(of: "    examples:", with: fix("{edit: empty, applicability: safe}"))
                .replacingOccurrences(
                    of: "preferences: '{\"appConfig\": {\"countryCode\": \"DE\"}}'",
                    with: "preferences: '{}'\n          fixed: {preferences: '{}'}"), false
        ),
    ]

    /// `fix:` followed by the `examples:` key it replaces in `validRule`.
    static func fix(_ flow: String) -> String { "    fix: \(flow)\n    examples:" }

    @Test(arguments: ruleCases.indices)
    func theRulesSchemaAgreesWithTheLoader(_ index: Int) throws {
        let (name, yaml, valid) = Self.ruleCases[index]
        let loaderAccepts = (try? RuleLoader.loadFile(text: yaml, file: "case.yml", requireExamples: false)) != nil
        let errors = try SchemaValidation.ruleFileErrors(yaml)
        #expect(loaderAccepts == valid, "loader on \(name)")
        #expect(errors.isEmpty == valid, "schema on \(name): \(errors)")
    }

    static let validConfig = """
        extends: default
        failSeverity: error
        aliases:
          Config: $.appConfig
        rules:
          duplicate-key: error
          invalid-json: { severity: off }
          config-shown:
            summary: s
            scope: [banner]
            given: '#Config'
            then: { function: truthy, field: showBanner }
        ignore:
          - { rule: duplicate-key, path: 'snapshots/**/*.json', pointer: /a, reason: merged by hand }
        sets:
          - { path: snapshots/eu, country: DE, region: BY, language: de, logos: [banner, att] }
        """

    static let configCases: [(String, String, Bool)] = [
        ("a valid config", validConfig, true),
        ("an empty config", "{}\n", true),
        ("an unknown key", validConfig + "\nextra: 1", false),
        (
            "an extends that is a mapping",
            validConfig.replacingOccurrences(of: "extends: default", with: "extends: { file: house.yml }"), false
        ),
        (
            "an extends list with a file",
            validConfig.replacingOccurrences(of: "extends: default", with: "extends: [default, house.yml]"), true
        ),
        (
            "an unknown failSeverity",
            validConfig.replacingOccurrences(of: "failSeverity: error", with: "failSeverity: off"), false
        ),
        (
            "an unknown severity",
            validConfig.replacingOccurrences(of: "duplicate-key: error", with: "duplicate-key: fatal"), false
        ),
        (
            "a severity mapping with another key",
            validConfig.replacingOccurrences(of: "{ severity: off }", with: "{ severity: off, reason: x }"), false
        ),
        (
            "a custom rule with an unknown option",
            validConfig.replacingOccurrences(
                of: "field: showBanner }", with: "field: showBanner, functionOptions: { a: 1 } }"), false
        ),
        (
            "an ignore entry without reason",
            validConfig.replacingOccurrences(of: ", reason: merged by hand", with: ""), false
        ),
        (
            "an ignore entry with a blank reason",
            validConfig.replacingOccurrences(of: "reason: merged by hand", with: "reason: '  '"), false
        ),
        (
            "an ignore pointer that is no pointer",
            validConfig.replacingOccurrences(of: "pointer: /a", with: "pointer: a"), false
        ),
        ("a sets entry without path", validConfig.replacingOccurrences(of: "path: snapshots/eu, ", with: ""), false),
        ("an unknown logo", validConfig.replacingOccurrences(of: "[banner, att]", with: "[banner, pc]"), false),
        ("an unknown sets key", validConfig.replacingOccurrences(of: "region: BY", with: "state: BY"), false),
    ]

    @Test(arguments: configCases.indices)
    func theConfigSchemaAgreesWithTheLoader(_ index: Int) throws {
        let (name, yaml, valid) = Self.configCases[index]
        let loaderAccepts = (try? Configuration.parse(text: yaml, file: "/tmp/.cmplint.yml").ruleset()) != nil
        let errors = try SchemaValidation.configErrors(yaml)
        #expect(loaderAccepts == valid, "loader on \(name)")
        #expect(errors.isEmpty == valid, "schema on \(name): \(errors)")
    }

    static let validMatrix = """
        sets:
          - country: DE
            language: [de, en]
          - { country: US, region: CA, language: en }
        """

    static let matrixCases: [(String, String, Bool)] = [
        ("a valid matrix", validMatrix, true),
        ("no sets", "{}\n", false),
        ("an empty sets list", "sets: []\n", false),
        ("an unknown top-level key", validMatrix + "\nout: Snapshots\n", false),
        ("an unknown entry key", validMatrix.replacingOccurrences(of: "region: CA", with: "state: CA"), false),
        ("an entry without language", validMatrix.replacingOccurrences(of: ", language: en", with: ""), false),
        ("an entry without country", validMatrix.replacingOccurrences(of: "country: US, ", with: ""), false),
        ("an empty language list", validMatrix.replacingOccurrences(of: "[de, en]", with: "[]"), false),
        ("a language that is no string", validMatrix.replacingOccurrences(of: "[de, en]", with: "{de: 1}"), false),
    ]

    @Test(arguments: matrixCases.indices)
    func theCaptureMatrixSchemaAgreesWithTheLoader(_ index: Int) throws {
        let (name, yaml, valid) = Self.matrixCases[index]
        let loaderAccepts = (try? CaptureMatrix.parse(text: yaml, file: "capture.yml")) != nil
        let errors = try SchemaValidation.captureMatrixErrors(yaml)
        #expect(loaderAccepts == valid, "loader on \(name)")
        #expect(errors.isEmpty == valid, "schema on \(name): \(errors)")
    }

    /// The matrix on the `capture` page is valid for the schema and the loader.
    @Test func theDocumentedCaptureMatrixValidates() throws {
        let yaml = try docYAML("docs/commands/capture.md", after: "## Which sets")
        #expect(try SchemaValidation.captureMatrixErrors(yaml) == [])
        #expect(
            try CaptureMatrix.parse(text: yaml, file: "capture.md").map(\.folderName)
                == ["DE_de", "DE_en", "US-CA_en", "US-CA_es", "FR_fr"])
    }

    // MARK: Helpers

    /// The `then` definition's branch for `function`.
    func thenBranch(_ function: String) -> JSONValue? {
        guard case .array(let branches)? = member(RuleSchema.ruleFile, "definitions", "then", "allOf") else {
            return nil
        }
        return branches.first { member($0, "if", "properties", "function", "const") == .string(function) }
    }

    func member(_ value: JSONValue, _ keys: String...) -> JSONValue? {
        var node = value
        for key in keys {
            guard case .object(let members) = node, let next = members.first(where: { $0.key == key }) else {
                return nil
            }
            node = next.value
        }
        return node
    }
}
