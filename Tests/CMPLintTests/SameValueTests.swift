import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The generic set function `sameValue`: a value compared across components, the first listed one
/// that has it being the reference.
struct SameValueTests {
    static let wording =
        "'{{field}}' is {{actual|json}} in the {{component}} snapshot but {{reference|json}} in the {{referenceComponent}} snapshot"

    func check(_ options: String, _ components: [ComponentKind: String], message: String = wording) throws -> [Finding]
    {
        var yaml = """
            aliases:
              AppConfig: $.appConfig
            rules:
              same:
                summary: s
                scope: set
                then: {function: sameValue, functionOptions: \(options)}

            """
        yaml += "    message: \"\(message)\"\n"
        return Linter(ruleset: try loadRules(yaml)).lint(snapshotSet(components))
    }

    func places(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.component?.rawValue ?? "set")#\($0.pointer)" }
    }

    @Test func equalValuesPass() throws {
        let same = #"{"appConfig": {"templateType": "GDPR", "version": 2}}"#
        #expect(
            try check(
                "{paths: ['#AppConfig.templateType', $.appConfig.version]}",
                [.banner: same, .preferences: same, .vendors: same]
            ).isEmpty)
    }

    @Test func eachDifferingComponentIsReportedAtItsValue() throws {
        let findings = try check(
            "{paths: '#AppConfig.templateType'}",
            [
                .banner: #"{"appConfig": {"templateType": "GDPR"}}"#,
                .preferences: #"{"appConfig": {"templateType": "IAB2V2"}}"#,
                .vendors: #"{"appConfig": {"templateType": "CCPA"}}"#,
            ])
        #expect(places(findings) == ["preferences#/appConfig/templateType", "vendors#/appConfig/templateType"])
        #expect(
            findings.first?.message
                == "'appConfig.templateType' is \"IAB2V2\" in the preferences snapshot but \"GDPR\" in the banner snapshot"
        )
        #expect(
            findings.first?.evidence == [
                JSONMember(key: "banner", value: .string("GDPR")),
                JSONMember(key: "preferences", value: .string("IAB2V2")),
            ])
    }

    @Test func theFirstListedComponentWithAValueIsTheReference() throws {
        let components: [ComponentKind: String] = [
            .banner: #"{"appConfig": {}}"#,
            .preferences: #"{"appConfig": {"countryCode": "DE"}}"#,
            .vendors: #"{"appConfig": {"countryCode": "AT"}}"#,
        ]
        // The banner has no value (nor would null count): the preferences are the reference.
        #expect(
            places(try check("{paths: '#AppConfig.countryCode'}", components)) == ["vendors#/appConfig/countryCode"])
        // Listed first, the vendors are the reference.
        let reversed = try check(
            "{paths: '#AppConfig.countryCode', components: [vendors, preferences]}", components,
            message: "{{field}}: {{actual}} vs {{reference}} ({{referenceComponent}})")
        #expect(places(reversed) == ["preferences#/appConfig/countryCode"])
        #expect(reversed.first?.message == "appConfig.countryCode: DE vs AT (vendors)")
        // Components not listed are not compared.
        #expect(try check("{paths: '#AppConfig.countryCode', components: [banner, preferences]}", components).isEmpty)
    }

    @Test func valuesAreComparedAsJSON() throws {
        let findings = try check(
            "{paths: $.appConfig.version}",
            [
                .banner: #"{"appConfig": {"version": 2}}"#,
                .preferences: #"{"appConfig": {"version": "2"}}"#,
                .vendors: #"{"appConfig": {"version": 2.0}}"#,
            ])
        #expect(places(findings) == ["preferences#/appConfig/version"])
        #expect(
            findings.first?.message
                == "'appConfig.version' is \"2\" in the preferences snapshot but 2 in the banner snapshot")
    }

    @Test func eachPathIsComparedOnItsOwn() throws {
        let findings = try check(
            "{paths: ['#AppConfig.countryCode', '#AppConfig.regionCode']}",
            [
                .banner: #"{"appConfig": {"countryCode": "US", "regionCode": "CA"}}"#,
                .preferences: #"{"appConfig": {"countryCode": "DE", "regionCode": "VA"}}"#,
            ])
        #expect(places(findings) == ["preferences#/appConfig/countryCode", "preferences#/appConfig/regionCode"])
    }

    @Test func optionsAreChecked() {
        func loadError(_ then: String) -> String {
            do {
                _ = try loadRules(
                    "aliases:\n  AppConfig: $.appConfig\nrules:\n  r:\n    summary: s\n    scope: set\n    then: \(then)\n"
                )
                return "loaded"
            } catch {
                return String(describing: error)
            }
        }
        #expect(loadError("{function: sameValue}").contains("needs functionOptions 'paths'"))
        #expect(
            loadError("{function: sameValue, functionOptions: {paths: '#AppConfg.countryCode'}}").contains(
                "did you mean '#AppConfig'?"))
        #expect(
            loadError("{function: sameValue, functionOptions: {paths: $.a, components: [banner, vendor]}}").contains(
                "did you mean 'vendors'?"))
        #expect(loadError("{function: sameValue, functionOptions: {paths: $.a, fields: [x]}}").contains("fields"))
    }
}
