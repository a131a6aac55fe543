import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The `tcf` function of rules/ads.yml: messages, severities, evidence, options and odd input.
struct TCFRuleTests {
    static let rules = [
        "google-vendor-missing", "legitimate-interest-restricted", "vendor-count-not-disclosed", "preticked-consent",
        "tcf-policy-outdated",
    ]

    func lint(_ id: String, _ components: [ComponentKind: String], country: String? = "DE") throws -> [Finding] {
        Linter(ruleset: try DefaultRuleset.load().only(id))
            .lint(snapshotSet(components, expectations: SetExpectations(country: country)))
    }

    func evidence(_ finding: Finding?) -> [String: String] {
        var result: [String: String] = [:]
        for member in finding?.evidence ?? [] {
            if case .number(let n) = member.value { result[member.key] = n }
        }
        return result
    }

    static let oddDocuments = [
        "[]", "null", "{}",
        #"{"appConfig": {"templateType": "IAB2V2"}, "bannerUIData": {"summary": {"description": {"text": 25}, "title": []}}, "storageKeys": {"IABTCF_PolicyVersion": "x"}}"#,
        #"{"appConfig": {"templateType": ["IAB2V2"]}, "pcUIData": {"purposeTree": {"purposes": [null, 1, {"groupId": "IAB2V2_3", "legIntStatus": "yes", "consentToggleStatus": "1", "consentStatus": [1]}]}}}"#,
        #"{"iab2V2Vendors": {"groupPrefixes": {"purpose": 3}, "vendors": {"755": [], "11": {"legIntPurposes": [3.5, "3", null, 99999999999999999999]}}, "tcfPolicyVersion": 4.5}}"#,
    ]

    @Test(arguments: rules)
    func oddInputDoesNotTrap(rule: String) throws {
        for a in Self.oddDocuments {
            for b in Self.oddDocuments {
                _ = try lint(rule, [.banner: a, .preferences: a, .vendors: b])
            }
        }
    }

    @Test(arguments: ["DE_de", "FR_fr"])
    func cleanOptInSamplesGetNoFindingAtAll(set: String) throws {
        let folder = repositoryRoot.appendingPathComponent("samples/clean/\(set)")
        var components: [ComponentKind: String] = [:]
        for kind in ComponentKind.allCases {
            let url = folder.appendingPathComponent(kind.acceptedFileNames[0])
            components[kind] = try? String(contentsOf: url, encoding: .utf8)
        }
        for rule in Self.rules {
            #expect(try lint(rule, components, country: String(set.prefix(2))).isEmpty, "\(rule)")
        }
    }

    // MARK: google-vendor-missing

    @Test func googleMissingNamesTheListedCount() throws {
        let vendors = #"{"appConfig": {"templateType": "IAB2V2"}, "iab2V2Vendors": {"vendors": {"10": {}, "21": {}}}}"#
        let findings = try lint("google-vendor-missing", [.vendors: vendors], country: "IE")
        #expect(findings.map(\.pointer) == ["/iab2V2Vendors/vendors"])
        #expect(
            findings.first?.message.contains("lists 2 IAB vendors but not Google Advertising Products (GVL id 755)")
                == true)
        #expect(findings.first?.message.contains("users in IE") == true)
        #expect(try lint("google-vendor-missing", [.vendors: vendors], country: "SM").isEmpty)
    }

    // MARK: legitimate-interest-restricted

    @Test func restrictedPurposesMustBeIds() {
        let yaml = """
            rules:
              r:
                summary: test
                scope: set
                then:
                  function: tcf
                  functionOptions:
                    check: restrictedLegitimateInterest
                    groups: $.groups[*]
                    groupId: groupId
                    groupType: type
                    legIntStatus: legIntStatus
                    groupPrefixes: $.prefixes
                    vendors: $.vendors
                    vendorArrays: legIntPurposes
                    purposes: ['3', 'four']
            """
        #expect(ruleFileError(yaml).contains("'purposes' must list IAB purpose ids (decimal digits), found 'four'"))
    }

    @Test func legitimateInterestOnlyForTheRestrictedPurposes() throws {
        let vendors = #"{"iab2V2Vendors": {"vendors": {"11": {"name": "Quantcast", "legIntPurposes": [2, 5, 6, 7]}}}}"#
        let findings = try lint("legitimate-interest-restricted", [.vendors: vendors])
        #expect(
            findings.map(\.pointer) == [
                "/iab2V2Vendors/vendors/11/legIntPurposes/1", "/iab2V2Vendors/vendors/11/legIntPurposes/2",
            ])
        #expect(
            findings.first?.message.hasPrefix("vendor 11 (Quantcast) declares legitimate interest for IAB purpose 5")
                == true)
    }

    // MARK: vendor-count-not-disclosed

    func banner(_ text: String) -> String {
        #"{"appConfig": {"templateType": "IAB2V2"}, "bannerUIData": {"summary": {"description": {"text": "\#(text)"}}}}"#
    }

    static let threeVendors =
        #"{"iab2V2Vendors": {"vendors": {"10": {}, "21": {}, "755": {}}}, "googleVendors": {"vendors": {"89": {}}}}"#

    @Test func aStatedCountOutsideTheVendorsIsInfo() throws {
        let below = try lint(
            "vendor-count-not-disclosed", [.banner: banner("We and our 2 partners"), .vendors: Self.threeVendors])
        #expect(below.map(\.severity) == [.info])
        #expect(evidence(below.first) == ["stated": "2", "iabVendors": "3", "otherVendors": "1"])
        let above = try lint(
            "vendor-count-not-disclosed", [.banner: banner("We and our 5 partners"), .vendors: Self.threeVendors])
        #expect(
            above.first?.message.contains("says 5 vendors, but the vendors snapshot lists 3 IAB vendors (4 with")
                == true)
        for text in ["We and our 3 partners", "We and our 4 partners"] {
            #expect(
                try lint("vendor-count-not-disclosed", [.banner: banner(text), .vendors: Self.threeVendors]).isEmpty)
        }
    }

    @Test func aPlaceholderIsACountThatIsNotCompared() throws {
        let text = "We and our [VENDOR_NUMBER] partners keep your choice for 13 months"
        #expect(try lint("vendor-count-not-disclosed", [.banner: banner(text), .vendors: Self.threeVendors]).isEmpty)
    }

    @Test func noCountIsAWarningNamingTheVendors() throws {
        let findings = try lint(
            "vendor-count-not-disclosed", [.banner: banner("We and our partners"), .vendors: Self.threeVendors])
        #expect(findings.map(\.severity) == [.warning])
        #expect(findings.first?.message.contains("(the vendors snapshot lists 3 IAB vendors)") == true)
    }

    // MARK: preticked-consent

    @Test func onlyShownTogglesThatStartOnArePreticked() throws {
        let groups = [(2, 1), (-1, 1), (0, 0), (1, 0), (0, 1), (1, 1)].map { toggle, status in
            #"{"groupId": "G\#(toggle)\#(status)", "consentToggleStatus": \#(toggle), "consentStatus": \#(status)}"#
        }
        let preferences =
            #"{"appConfig": {"templateType": "GDPR"}, "pcUIData": {"purposeTree": {"purposes": [\#(groups.joined(separator: ", "))]}}}"#
        let findings = try lint("preticked-consent", [.preferences: preferences], country: "AT")
        #expect(
            findings.map(\.pointer) == [
                "/pcUIData/purposeTree/purposes/4/consentStatus", "/pcUIData/purposeTree/purposes/5/consentStatus",
            ])
    }

    // MARK: tcf-policy-outdated

    @Test func belowFourIsInvalidBelowFiveOutdated() throws {
        let banner = #"{"bannerUIData": {}, "storageKeys": {"IABTCF_PolicyVersion": 3}}"#
        let preferences = #"{"pcUIData": {}, "storageKeys": {"IABTCF_PolicyVersion": "4"}}"#
        let findings = try lint("tcf-policy-outdated", [.banner: banner, .preferences: preferences])
        #expect(findings.count == 2)
        #expect(findings.first { $0.component == .banner }?.message.contains("below 4 (TCF v2.2) are invalid") == true)
        #expect(
            findings.first { $0.component == .preferences }?.message.contains("current policy version is 5") == true)
    }
}
