import Testing

@testable import CMPLint
@testable import CMPLintDocuments

struct GeoRuleTests {
    let ruleset = try! DefaultRuleset.load()

    func lint(_ id: String, _ set: SnapshotSet) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(set)
    }

    @Test func geoMismatchQuotesTheSDKWarning() {
        let set = snapshotSet(
            [.banner: #"{"appConfig": {"countryCode": "DE"}}"#],
            expectations: SetExpectations(country: "US", geoSource: .commandLine))
        let finding = lint("geo-mismatch", set).first
        #expect(
            finding?.message
                == "the banner was captured for country DE, but the set is meant for US (from the command line); the SDK will log \"⚠️ Geo mismatch detected: SDK country code 'US' does not match offline data country code 'DE'.\""
        )
        #expect(
            finding?.evidence == [
                JSONMember(key: "captured", value: .string("DE")), JSONMember(key: "expected", value: .string("US")),
            ])
    }

    @Test func geoUnknownSaysTheFixOfEachCase() {
        // A folder named for its country, and a response without a country: capture again, do not rename.
        let named = lint(
            "geo-unknown",
            snapshotSet(
                [.banner: #"{"appConfig": {"templateType": "GDPR"}}"#],
                expectations: SetExpectations(country: "DE", language: "en", geoSource: .folderName("DE_en"))))
        #expect(
            named.map(\.message) == [
                "the banner carries no appConfig.countryCode, so the country it was captured for could not be checked: "
                    + "capture it again with the OT-Country-Code: DE (and OT-Region-Code) request headers and check that the response's appConfig echoes them"
            ])
        // No expected country, a captured one: name the folder.
        let unnamed = lint("geo-unknown", snapshotSet([.banner: #"{"appConfig": {"countryCode": "DE"}}"#]))
        #expect(unnamed.count == 1 && unnamed.first?.message.contains("name the folder CC[-RR]_lang") == true)
        #expect(unnamed.first?.message.contains("OT-Country-Code") == false)
    }

    @Test func geoMismatchComparesCaseInsensitivelyAndNeedsABannerCountry() {
        #expect(
            lint(
                "geo-mismatch",
                snapshotSet(
                    [.banner: #"{"appConfig": {"countryCode": "de"}}"#], expectations: SetExpectations(country: "DE"))
            ).isEmpty)
        #expect(
            lint(
                "geo-mismatch",
                snapshotSet([.banner: #"{"appConfig": {}}"#], expectations: SetExpectations(country: "DE"))
            ).isEmpty)
        #expect(
            lint("geo-mismatch", snapshotSet([.banner: "[1]"], expectations: SetExpectations(country: "DE"))).isEmpty)
        let missingRegion = lint(
            "geo-mismatch",
            snapshotSet(
                [.banner: #"{"appConfig": {"countryCode": "US", "regionCode": ""}}"#],
                expectations: SetExpectations(country: "US", region: "CA")))
        #expect(missingRegion.first?.pointer == "/appConfig/regionCode")
    }

    @Test func bannerAndPreferencesAreComparedAndVendorsAreLeftToTheSameSourceRule() {
        let set = snapshotSet([
            .banner: #"{"appConfig": {"countryCode": "DE", "regionCode": ""}}"#,
            .preferences: #"{"appConfig": {"countryCode": "FR", "regionCode": ""}}"#,
            .vendors: #"{"appConfig": {"countryCode": "AT", "regionCode": ""}}"#,
        ])
        #expect(
            lint("geo-inconsistent", set).map { "\($0.component!.rawValue)\($0.pointer)" } == [
                "preferences/appConfig/countryCode"
            ])
        // Together the two rules cover every pair once: vendors against preferences.
        #expect(
            lint("vendors-source-mismatch", set).map { "\($0.component!.rawValue)\($0.pointer)" } == [
                "vendors/appConfig/countryCode"
            ])
    }

    @Test func consistencyComponentsAreValidated() {
        let yaml =
            "rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: sameValue, functionOptions: {paths: '#AppConfig.templateType', components: [banner, prefs]}}\n"
        do {
            _ = try loadRules(yaml)
            Issue.record("loaded")
        } catch {
            #expect(
                String(describing: error).contains(
                    "option 'components' must be one of: banner, preferences, vendors; found 'prefs'"))
        }
    }

    @Test func inconsistencyMessageNamesBothValues() {
        let set = snapshotSet([
            .banner: #"{"appConfig": {"countryCode": "US", "regionCode": "CA"}}"#,
            .preferences: #"{"appConfig": {"countryCode": "US", "regionCode": "VA"}}"#,
        ])
        let finding = lint("geo-inconsistent", set).first
        #expect(
            finding?.message
                == "appConfig.regionCode is \"VA\" in the preferences snapshot but \"CA\" in the banner snapshot: the files come from different captures"
        )
        #expect(
            finding?.evidence == [
                JSONMember(key: "banner", value: .string("CA")), JSONMember(key: "preferences", value: .string("VA")),
            ])
    }

    @Test func geoMismatchOfTheRegionSaysWhatWasCaptured() {
        let noRegion = lint(
            "geo-mismatch",
            snapshotSet(
                [.banner: #"{"appConfig": {"countryCode": "US", "regionCode": ""}}"#],
                expectations: SetExpectations(country: "US", region: "CA", geoSource: .folderName("US-CA_en"))))
        #expect(
            noRegion.first?.message
                == "the banner was captured for US with no region, but the set is meant for US-CA (from the folder name 'US-CA_en'); the SDK compares the region too and will warn"
        )
        let other = lint(
            "geo-mismatch",
            snapshotSet(
                [.banner: #"{"appConfig": {"countryCode": "US", "regionCode": "VA"}}"#],
                expectations: SetExpectations(country: "US", region: "CA")))
        #expect(
            other.first?.message
                == "the banner was captured for US with VA, but the set is meant for US-CA; the SDK compares the region too and will warn"
        )
        #expect(
            other.first?.evidence == [
                JSONMember(key: "captured", value: .string("VA")), JSONMember(key: "expected", value: .string("CA")),
            ])
    }

    @Test func geoPathsComeFromTheRule() throws {
        // A custom rule reading the country elsewhere: the function follows the rule's paths.
        let yaml = """
            rules:
              r:
                summary: s
                scope: set
                then: {function: geo, functionOptions: {check: expected, country: $.geo.country, region: $.geo.region}}
                message: "captured {{country}}"
            """
        let set = snapshotSet(
            [.banner: #"{"geo": {"country": "DE"}, "appConfig": {"countryCode": "FR"}}"#],
            expectations: SetExpectations(country: "FR"))
        let findings = Linter(ruleset: try loadRules(yaml)).lint(set)
        #expect(findings.map(\.message) == ["captured DE"])
        #expect(findings.first?.pointer == "/geo/country")
        // The paths are required: Swift knows none.
        let error = #expect(throws: YAMLError.self) {
            try loadRules(
                "rules:\n  r:\n    summary: s\n    scope: set\n    then: {function: geo, functionOptions: {check: known}}\n"
            )
        }
        #expect(error?.description.contains("check 'known' of function 'geo' needs functionOptions 'country'") == true)
    }

    @Test func jurisdictionFallsBackToTheCapturedGeo() {
        let captured = snapshotSet([.banner: #"{"appConfig": {"templateType": "LGPD", "countryCode": "BR"}}"#])
        #expect(lint("template-jurisdiction", captured).isEmpty)
        let expected = snapshotSet(
            [.banner: #"{"appConfig": {"templateType": "LGPD", "countryCode": "BR"}}"#],
            expectations: SetExpectations(country: "PT"))
        #expect(
            lint("template-jurisdiction", expected).first?.message
                == "template LGPD does not fit PT: LGPD is Brazil's data protection law.")
    }

    @Test func tcfFitsWhereGDPRAppliesAndNowhereElse() {
        func judged(_ country: String, _ template: String = "IAB2V2") -> [Finding] {
            lint(
                "template-jurisdiction",
                snapshotSet(
                    [
                        .banner:
                            #"{"appConfig": {"templateType": "\#(template)", "countryCode": "\#(country)"}, "bannerUIData": {}}"#
                    ],
                    expectations: SetExpectations(country: country)))
        }
        // EU outermost regions with codes of their own, Åland, the EEA EFTA states, the UK, Switzerland, the
        // microstates.
        for country in [
            "GF", "GP", "MF", "MQ", "RE", "YT", "AX", "IS", "LI", "NO", "GB", "CH", "MC", "SM", "VA", "AD", "DE", "FR",
            "PT", "ES", "FI",
        ] {
            #expect(judged(country).isEmpty, "IAB2V2 in \(country)")
            #expect(judged(country, "IAB2").isEmpty, "IAB2 in \(country)")
        }
        // Saint Barthélemy and Saint Pierre and Miquelon are overseas territories outside EU law.
        for country in ["BL", "PM", "US", "BR", "TR", "GI"] {
            #expect(judged(country).map(\.severity) == [.warning], "IAB2V2 in \(country)")
        }
    }

    @Test func ccpaInAnotherStateIsAnOlderConfigurationAtInfo() throws {
        let set = snapshotSet(
            [.banner: #"{"appConfig": {"templateType": "CCPA", "countryCode": "US", "regionCode": "TX"}}"#],
            expectations: SetExpectations(country: "US", region: "TX"))
        let finding = try #require(lint("template-jurisdiction", set).first)
        #expect(finding.severity == .info)
        #expect(
            finding.message
                == "template CCPA is written for US-CA and the set is for US-TX: one CCPA template for every US state is an older OneTrust configuration from before the state templates; check that this state's own opt-out rights are covered, or move the state to its own template"
        )
        // CPRA elsewhere, and CCPA outside the US, are still warnings.
        let cpra = snapshotSet(
            [.banner: #"{"appConfig": {"templateType": "CPRA", "countryCode": "US", "regionCode": "TX"}}"#],
            expectations: SetExpectations(country: "US", region: "TX"))
        #expect(lint("template-jurisdiction", cpra).map(\.severity) == [.warning])
        let abroad = snapshotSet(
            [.banner: #"{"appConfig": {"templateType": "CCPA", "countryCode": "DE"}}"#],
            expectations: SetExpectations(country: "DE"))
        #expect(
            lint("template-jurisdiction", abroad).first?.message
                == "template CCPA does not fit DE: CCPA is a California law.")
        #expect(lint("template-jurisdiction", abroad).first?.severity == .warning)
    }

    @Test func everyJurisdictionRowCitesAPublicSource() throws {
        func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
            guard case .object(let members)? = value else { return nil }
            return members.first { $0.key == key }?.value
        }
        let rule = try #require(ruleset.rules.first { $0.id == "template-jurisdiction" })
        guard case .array(let rows)? = member(rule.options, "templates") else {
            Issue.record("no table")
            return
        }
        #expect(rows.count >= 19)
        for row in rows {
            guard case .array(let sources)? = member(row, "sources") else {
                Issue.record("a row without sources: \(row.jsonText)")
                continue
            }
            #expect(
                !sources.isEmpty
                    && sources.allSatisfy {
                        if case .string(let text) = $0 { text.hasPrefix("https://") } else { false }
                    }, "\(row.jsonText)")
        }
    }

    @Test func jurisdictionTableIsValidatedWhenItLoads() {
        let yaml = """
            rules:
              r:
                summary: s
                scope: set
                then:
                  function: geo
                  functionOptions:
                    check: jurisdiction
                    template: $.appConfig.templateType
                    country: $.appConfig.countryCode
                    region: $.appConfig.regionCode
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
        let noCountry = lint(
            "geo-unknown",
            snapshotSet([.banner: #"{"appConfig": {"countryCode": ""}}"#], expectations: SetExpectations(country: "DE"))
        )
        #expect(
            noCountry.first?.message.hasPrefix(
                "the banner carries no appConfig.countryCode, so the country it was captured for could not be checked: capture it again"
            ) == true)
        #expect(noCountry.first?.pointer == "/appConfig")
    }
}
