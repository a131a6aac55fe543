import Testing
@testable import CMPLint

struct GeoRuleTests {
    let ruleset = try! DefaultRuleset.load()

    func lint(_ id: String, _ set: SnapshotSet) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(set)
    }

    @Test func geoMismatchQuotesTheSDKWarning() {
        let set = snapshotSet([.banner: #"{"appConfig": {"countryCode": "DE"}}"#],
                              expectations: SetExpectations(country: "US", geoSource: .commandLine))
        let finding = lint("geo-mismatch", set).first
        #expect(finding?.message == "the banner was captured for country DE, but the set is meant for US (from the command line); the SDK will log \"⚠️ Geo mismatch detected: SDK country code 'US' does not match offline data country code 'DE'.\"")
        #expect(finding?.evidence == [JSONMember(key: "captured", value: .string("DE")), JSONMember(key: "expected", value: .string("US"))])
    }

    @Test func geoMismatchComparesCaseInsensitivelyAndNeedsABannerCountry() {
        #expect(lint("geo-mismatch", snapshotSet([.banner: #"{"appConfig": {"countryCode": "de"}}"#], expectations: SetExpectations(country: "DE"))).isEmpty)
        #expect(lint("geo-mismatch", snapshotSet([.banner: #"{"appConfig": {}}"#], expectations: SetExpectations(country: "DE"))).isEmpty)
        #expect(lint("geo-mismatch", snapshotSet([.banner: "[1]"], expectations: SetExpectations(country: "DE"))).isEmpty)
        let missingRegion = lint("geo-mismatch", snapshotSet([.banner: #"{"appConfig": {"countryCode": "US", "regionCode": ""}}"#],
                                                             expectations: SetExpectations(country: "US", region: "CA")))
        #expect(missingRegion.first?.pointer == "/appConfig/regionCode")
    }

    @Test func bannerAndPreferencesAreComparedAndVendorsAreLeftToTheSameSourceRule() {
        let set = snapshotSet([
            .banner: #"{"appConfig": {"countryCode": "DE", "regionCode": ""}}"#,
            .preferences: #"{"appConfig": {"countryCode": "FR", "regionCode": ""}}"#,
            .vendors: #"{"appConfig": {"countryCode": "AT", "regionCode": ""}}"#,
        ])
        #expect(lint("geo-inconsistent", set).map { "\($0.component!.rawValue)\($0.pointer)" } == ["preferences/appConfig/countryCode"])
        // Together the two rules cover every pair once: vendors against preferences.
        #expect(lint("vendors-source-mismatch", set).map { "\($0.component!.rawValue)\($0.pointer)" } == ["vendors/appConfig/countryCode"])
    }

    @Test func consistencyComponentsAreValidated() {
        let yaml = "rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: appConfigConsistency, functionOptions: {fields: [templateType], components: [banner, prefs]}}\n"
        do {
            _ = try loadRules(yaml)
            Issue.record("loaded")
        } catch {
            #expect(String(describing: error).contains("unknown component 'prefs'"))
        }
    }

    @Test func jurisdictionFallsBackToTheCapturedGeo() {
        let captured = snapshotSet([.banner: #"{"appConfig": {"templateType": "LGPD", "countryCode": "BR"}}"#])
        #expect(lint("template-jurisdiction", captured).isEmpty)
        let expected = snapshotSet([.banner: #"{"appConfig": {"templateType": "LGPD", "countryCode": "BR"}}"#], expectations: SetExpectations(country: "PT"))
        #expect(lint("template-jurisdiction", expected).first?.message == "template LGPD does not fit PT: LGPD is Brazil's data protection law.")
    }

    @Test func jurisdictionTableIsValidatedWhenItLoads() {
        let yaml = """
            rules:
              r:
                summary: s
                scope: set
                then:
                  function: templateJurisdiction
                  functionOptions:
                    templates:
                      - {templates: [LGPD], countries: [Brazil], reason: x}
            """
        #expect(throws: YAMLError.self) { try loadRules(yaml) }
        do { _ = try loadRules(yaml) } catch {
            #expect(String(describing: error).contains("'Brazil' is not an ISO 3166-1 alpha-2 country code"))
        }
    }

    @Test func geoUnknownIsInfoAndSaysHowToFix() {
        let findings = lint("geo-unknown", snapshotSet([.banner: #"{"appConfig": {"countryCode": "DE"}}"#]))
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .info)
        #expect(findings.first?.component == nil)
        #expect(findings.first?.message.contains("name the folder CC[-RR]_lang") == true)
    }
}
