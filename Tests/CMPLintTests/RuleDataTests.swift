import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Rules as data: declared options validate rule files, aliases name paths once, and the generic
/// compositions (references, uniqueValues, defined with nested fields) behave as rules need.
struct RuleDataTests {
    func loadError(_ yaml: String) -> String {
        do {
            _ = try loadRules(yaml)
            return "no error"
        } catch {
            return String(describing: error)
        }
    }

    @Test func declaredOptionsRejectUnknownKeysWrongTypesAndMissingRequiredOnes() {
        let unknown = loadError(
            """
            rules:
              r: {summary: s, then: {function: pattern, functionOptions: {mach: '^a'}}}
            """)
        #expect(unknown.contains("unknown key 'mach'") && unknown.contains("did you mean 'match'"))
        let wrongType = loadError(
            """
            rules:
              r: {summary: s, then: {function: length, functionOptions: {min: many}}}
            """)
        #expect(
            wrongType.contains("test.yml:2:67") && wrongType.contains("option 'min' must be an integer, found 'many'"))
        let missing = loadError(
            """
            rules:
              r: {summary: s, scope: set, then: {function: references, functionOptions: {from: $.a}}}
            """)
        #expect(missing.contains("needs functionOptions 'to'"))
        let notAllowed = loadError(
            """
            rules:
              r: {summary: s, then: {function: type, functionOptions: {type: [strng]}}}
            """)
        #expect(notAllowed.contains("must be one of") && notAllowed.contains("did you mean 'string'"))
        let none = loadError(
            """
            rules:
              r: {summary: s, then: {function: truthy, functionOptions: {x: 1}}}
            """)
        #expect(none.contains("takes no functionOptions"))
    }

    @Test func aliasesExpandInGivenWithContinuationsAndRejectUnknownNames() throws {
        let yaml = """
            aliases:
              Config: $.appConfig
              Codes: ['#Config.countryCode', '#Config.regionCode']
            rules:
              r:
                summary: s
                scope: [banner]
                given: '#Codes'
                then: {function: pattern, functionOptions: {match: '^[A-Z]{2}$'}}
                message: "{{path}}: {{property}} is {{value}}"
            """
        let findings = Linter(ruleset: try loadRules(yaml)).lint(
            snapshotSet([.banner: #"{"appConfig": {"countryCode": "de", "regionCode": "BY"}}"#]))
        #expect(findings.map(\.message) == ["/appConfig/countryCode: countryCode is \"de\""])
        let rule = try #require(try loadRules(yaml).rule("r"))
        #expect(rule.givenText == ["#Codes"])
        #expect(rule.given.map(\.source) == ["$.appConfig.countryCode", "$.appConfig.regionCode"])

        #expect(
            loadError(
                """
                aliases: {A: '#B', B: '#A'}
                rules: {r: {summary: s, given: '#A', then: {function: truthy}}}
                """
            ).contains("refers to itself"))
        #expect(
            loadError(
                """
                aliases: {Config: $.appConfig}
                rules: {r: {summary: s, given: '#Confg', then: {function: truthy}}}
                """
            ).contains("unknown alias '#Confg'; did you mean '#Config'?"))
    }

    @Test func aConfigAliasRedefinesADefaultOneForEveryRuleUsingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-alias-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent(".cmplint.yml")
        try """
        aliases:
          StorageKeys: $.myStorage
        rules:
          uses-alias: {summary: s, scope: [banner], given: '#StorageKeys.*', then: {function: falsy}, message: "{{property}} set"}
        """.write(to: config, atomically: true, encoding: .utf8)
        let ruleset = try Configuration.load(file: config.path).ruleset()
        let findings = Linter(ruleset: ruleset.only("uses-alias")).lint(
            snapshotSet([.banner: #"{"myStorage": {"k": "v"}, "storageKeys": {"j": "w"}}"#]))
        #expect(findings.map(\.pointer) == ["/myStorage/k"])
    }

    @Test func referencesJoinsValuesAcrossComponents() throws {
        let yaml = """
            rules:
              r:
                summary: s
                scope: set
                then:
                  function: references
                  functionOptions:
                    from: '$.links[*]'
                    in: [banner]
                    to: '$.groups[*].id'
                    toComponent: preferences
                    label: groupId
                message: "{{reference}} is not among {{definedAt}} of the {{target}}"
            """
        let linter = Linter(ruleset: try loadRules(yaml))
        let findings = linter.lint(
            snapshotSet([
                .banner: #"{"links": ["C1", "C9", 7]}"#,
                .preferences: #"{"groups": [{"id": "C1"}, {"id": 7}]}"#,
            ]))
        #expect(findings.map(\.pointer) == ["/links/1"])
        #expect(findings.first?.message == "C9 is not among groups[*].id of the preferences")
        #expect(findings.first?.component == .banner)
        #expect(findings.first?.evidence == [JSONMember(key: "groupId", value: .string("C9"))])
        // No target document, or nothing at `to`: nothing can be checked.
        #expect(linter.lint(snapshotSet([.banner: #"{"links": ["C9"]}"#])).isEmpty)
        #expect(linter.lint(snapshotSet([.banner: #"{"links": ["C9"]}"#, .preferences: "{}"])).isEmpty)
    }

    @Test func referencesComparesMemberKeys() throws {
        let yaml = """
            rules:
              r:
                summary: s
                scope: set
                then:
                  function: references
                  functionOptions: {from: '$.vendorIds[*]', to: $.vendors, toKeys: true, toComponent: vendors, targetRequired: true}
                message:
                  default: "{{reference|json}} is not defined at {{definedAt}} in the {{target}} snapshot"
                  noTarget: "{{reference|json}} cannot be defined: the {{target}} snapshot has nothing at {{definedAt}}"
            """
        let linter = Linter(ruleset: try loadRules(yaml))
        let present = linter.lint(
            snapshotSet([.preferences: #"{"vendorIds": [755, 8]}"#, .vendors: #"{"vendors": {"755": {}}}"#]))
        #expect(present.map(\.pointer) == ["/vendorIds/1"])
        #expect(present.first?.message == "\"8\" is not defined at vendors in the vendors snapshot")
        let noTarget = linter.lint(snapshotSet([.preferences: #"{"vendorIds": [755]}"#, .vendors: "{}"]))
        #expect(noTarget.first?.message == "\"755\" cannot be defined: the vendors snapshot has nothing at vendors")
    }

    @Test func uniqueValuesFindsRepeatsAcrossADocument() throws {
        let yaml = """
            aliases:
              Groups: ['$.purposes[*]', '$.purposes..children[*]']
            rules:
              r:
                summary: s
                scope: [preferences]
                then: {function: uniqueValues, functionOptions: {paths: '#Groups.groupId', label: groupId}}
                message: "groupId {{repeated|json}} is defined again (first at {{first}})"
            """
        let findings = Linter(ruleset: try loadRules(yaml)).lint(
            snapshotSet([
                .preferences: """
                {"purposes": [{"groupId": "C1", "children": [{"groupId": "C2"}]}, {"groupId": "C2"}, {"groupId": "C3"}]}
                """
            ]))
        #expect(findings.map(\.pointer) == ["/purposes/1/groupId"])
        #expect(findings.first?.message == "groupId \"C2\" is defined again (first at /purposes/0/children/0/groupId)")
        #expect(findings.first?.evidence.first == JSONMember(key: "groupId", value: .string("C2")))
    }

    @Test func definedPointsAtTheDeepestPartThatIsThereAndChecksTypes() throws {
        let then = "{function: defined, field: buttons.save, functionOptions: {type: [object]}}"
        let message =
            #"{default: "'{{property}}' is missing", wrongType: "'{{property}}' is {{actualType}}; expected {{types}}"}"#
        let noButtons = try check(given: "$.pc", then: then, message: message, banner: #"{"pc": {"general": {}}}"#)
        #expect(noButtons.map(\.pointer) == ["/pc"])
        #expect(noButtons.first?.message == "'buttons.save' is missing")
        #expect(
            try check(given: "$.pc", then: then, banner: #"{"pc": {"buttons": {}}}"#).map(\.pointer) == ["/pc/buttons"])
        let null = try check(
            given: "$.pc", then: then, message: message, banner: #"{"pc": {"buttons": {"save": null}}}"#)
        #expect(null.map(\.pointer) == ["/pc/buttons/save"])
        #expect(null.first?.message == "'buttons.save' is null; expected object")
        #expect(try check(given: "$.pc", then: then, banner: #"{"pc": {"buttons": {"save": {}}}}"#).isEmpty)
    }

    @Test func aFunctionsLevelComesFromItsProtocol() {
        #expect(References.level == .set)
        #expect(UniqueValues.level == .document)
        #expect(Defined.level == .node)
    }
}
