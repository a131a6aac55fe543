import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// What a file holds for its slot, and the component rules that report what is no response: files
/// that are no CMP API response, JSON types by name, error codes returned with data, banners
/// without UI data, and geo and coherence rules that leave such files alone.
struct ResponseContentTests {
    let ruleset = try! DefaultRuleset.load()

    func lint(_ id: String, _ set: SnapshotSet) -> [Finding] {
        Linter(ruleset: ruleset.only(id)).lint(set)
    }

    func content(_ json: String, _ slot: ComponentKind) throws -> ResponseContent {
        ResponseContent(try JSONParser.parse(Array(json.utf8)), slot: slot)
    }

    @Test func contentIsJudgedForItsSlot() throws {
        #expect(try content(#"{"bannerUIData": {}}"#, .banner) == .response)
        #expect(try content(#"{"errors": [], "appConfig": {"showBanner": false}}"#, .banner) == .response)
        #expect(try content(#"{"appConfig": {}, "pcUIData": {}}"#, .preferences) == .response)
        guard case .otherComponent(.preferences, _) = try content(#"{"pcUIData": {}}"#, .banner) else {
            Issue.record("not another component")
            return
        }
        guard case .legacy(let markers) = try content(#"{"domain": {}, "culture": {}}"#, .vendors) else {
            Issue.record("not legacy")
            return
        }
        #expect(markers.count == 2)
        #expect(try content(#"{"errors": [{"code": "ERROR_CODE_NO_ACCESS"}]}"#, .banner) == .errorResponse)
        #expect(try content(#"[1, 2]"#, .banner) == .notAnObject(.array))
        #expect(try content(#"{"name": "app", "errors": []}"#, .vendors) == .notCMPResponse)
        #expect(try content(#"{}"#, .preferences) == .notCMPResponse)
    }

    @Test func notAnObjectNamesTheJSONType() {
        let cases: [(String, String)] = [
            ("[1, 2]", "array"), ("true", "boolean"), ("false", "boolean"), ("4", "number"), (#""text""#, "string"),
            ("null", "null"),
        ]
        for (json, name) in cases {
            let message = lint("component-kind-mismatch", snapshotSet([.vendors: json])).first?.message
            #expect(
                message == "this vendors file holds a JSON \(name), not the GET /cfw/cmp/v1/vendors response object",
                "\(json)")
        }
    }

    @Test func everySlotReportsAFileThatIsNoCMPResponseNamingItsKeys() throws {
        let json =
            #"{"name": "consent-app", "version": "1.4.0", "private": true, "scripts": {}, "dependencies": {}, "devDependencies": {}, "engines": {}}"#
        for kind in ComponentKind.allCases {
            let findings = lint("component-kind-mismatch", snapshotSet([kind: json]))
            let finding = try #require(findings.first, "\(kind)")
            #expect(findings.count == 1)
            #expect(finding.severity == .error)
            #expect(finding.pointer == "")
            #expect(
                finding.message
                    == "this \(kind.rawValue) file is not a CMP API response (it has no appConfig, bannerUIData, pcUIData or vendors data): its top-level keys are 'name', 'version', 'private', 'scripts', 'dependencies' and 2 more; capture \(kind.endpoint) and save its response body here"
            )
            #expect(finding.evidence.first?.key == "keys")
        }
        #expect(
            lint("component-kind-mismatch", snapshotSet([.banner: "{}"])).first?.message.contains(
                "it is an empty object") == true)
        // Responses, error responses and legacy data are not claimed to be anything else.
        for json in [
            #"{"appConfig": {}}"#, #"{"errors": [{"code": "ERROR_CODE_NO_ACCESS", "message": "x"}]}"#,
            #"{"domain": {}, "culture": {}}"#,
        ] {
            #expect(
                lint("component-kind-mismatch", snapshotSet([.banner: json, .preferences: json])).isEmpty, "\(json)")
        }
    }

    @Test func theKeysOfAFileThatIsNoCMPResponseAreBounded() throws {
        // One key of 100,000 characters, then 10,000 more: the finding lists 32, each cut, and counts the rest.
        let huge = String(repeating: "word ", count: 20_000)
        let json = "{\"\(huge)\": 0, " + (0..<10_000).map { "\"k\($0)\": 0" }.joined(separator: ", ") + "}"
        let finding = try #require(lint("component-kind-mismatch", snapshotSet([.banner: json])).first)
        #expect(finding.message.count < 600, "\(finding.message.count) characters")
        #expect(
            finding.message.contains(
                "'\(huge.prefix(ComponentKindCheck.maxKeyLength - 1))…', 'k0', 'k1', 'k2', 'k3' and 9996 more"))
        guard case .array(let keys)? = finding.evidence.first(where: { $0.key == "keys" })?.value else {
            Issue.record("no keys evidence")
            return
        }
        #expect(keys.count == ComponentKindCheck.listedCount)
        #expect(
            finding.evidence.last == JSONMember(key: "moreKeys", value: .int(10_001 - ComponentKindCheck.listedCount)))
    }

    @Test func aRepeatedLegacyMarkerIsNamedOnce() throws {
        let json =
            "{" + Array(repeating: #""culture": {}"#, count: 10_000).joined(separator: ", ") + #", "domain": {}}"#
        guard case .legacy(let markers) = try content(json, .banner) else {
            Issue.record("not legacy")
            return
        }
        #expect(markers.count == 2)
        let finding = try #require(lint("legacy-format", snapshotSet([.banner: json])).first)
        #expect(
            finding.evidence == [JSONMember(key: "markers", value: .array([.string("culture"), .string("domain")]))])
    }

    @Test func bannerUIMissingOnlyForABannerResponse() {
        let captured = #"{"errors": [], "appConfig": {"showBanner": false, "bannerReasonCode": 151}}"#
        #expect(lint("banner-ui-missing", snapshotSet([.banner: captured])).map(\.pointer) == ["/appConfig/showBanner"])
        for other in [
            #"{"title": "Privacy", "buttons": ["Accept"]}"#, "{}", #"{"errors": []}"#,
            #"{"DomainData": {"ShowAlertNotice": true}}"#, #"{"pcUIData": {}}"#,
        ] {
            #expect(lint("banner-ui-missing", snapshotSet([.banner: other])).isEmpty, "\(other)")
        }
    }

    @Test func geoRulesSkipFilesThatAreNoResponse() {
        let legacy = #"{"domain": {"UseV2": true}, "culture": {"DomainData": {"ShowAlertNotice": true}}}"#
        let expectations = SetExpectations(country: "DE")
        #expect(lint("geo-unknown", snapshotSet([.banner: legacy], expectations: expectations)).isEmpty)
        #expect(lint("geo-unknown", snapshotSet([.banner: #"{"package": "x"}"#], expectations: expectations)).isEmpty)
        #expect(
            lint(
                "geo-unknown",
                snapshotSet([.banner: #"{"errors": [{"code": "ERROR_CODE_NO_ACCESS"}]}"#], expectations: expectations)
            ).isEmpty)
        // A banner response without a country is still reported.
        #expect(
            lint(
                "geo-unknown",
                snapshotSet([.banner: #"{"appConfig": {}, "bannerUIData": {}}"#], expectations: expectations)
            ).count == 1)
        // A preferences response saved as the banner is not compared as a banner.
        let swapped = snapshotSet(
            [.banner: #"{"appConfig": {"countryCode": "FR"}, "pcUIData": {}}"#], expectations: expectations)
        #expect(lint("geo-mismatch", swapped).isEmpty)
        let wrongCountry = snapshotSet(
            [.banner: #"{"appConfig": {"countryCode": "FR"}, "bannerUIData": {}}"#], expectations: expectations)
        #expect(lint("geo-mismatch", wrongCountry).count == 1)
        // Legacy preferences are not compared with the banner.
        let mixed = snapshotSet([
            .banner: #"{"appConfig": {"templateType": "GDPR", "countryCode": "DE"}, "bannerUIData": {}}"#,
            .preferences: #"{"appConfig": {"templateType": "CCPA"}, "culture": {}}"#,
        ])
        #expect(lint("template-inconsistent", mixed).isEmpty)
    }

    @Test func coherenceRulesSkipFilesThatAreNoResponse() {
        let preferences = #"{"appConfig": {"templateType": "IAB2V2", "countryCode": "DE"}, "pcUIData": {}}"#
        let vendors =
            #"{"appConfig": {"templateType": "IAB2", "countryCode": "AT"}, "iab2V2Vendors": {"vendorListVersion": 97}}"#
        #expect(
            lint("vendors-source-mismatch", snapshotSet([.preferences: preferences, .vendors: vendors])).count == 2)
        // The same vendors data inside the legacy offline wrapper is legacy-format's business.
        let wrapped =
            #"{"otData": {}, "vendorListData": {}, "appConfig": {"templateType": "IAB2", "countryCode": "AT"}}"#
        #expect(lint("vendors-source-mismatch", snapshotSet([.preferences: preferences, .vendors: wrapped])).isEmpty)
    }

    @Test func errorCodesReturnedWithDataAreNotErrorResponses() throws {
        func finding(
            _ code: String, _ message: String, data: String = #", "appConfig": {}, "bannerUIData": {"general": {}}"#
        ) throws -> Finding {
            let json = #"{"errors": [{"code": "\#(code)", "message": "\#(message)"}]\#(data)}"#
            return try #require(lint("error-response", snapshotSet([.banner: json])).first)
        }
        let tc = try finding("ERROR_CODE_INVALID_TC_STRING", "Error decoding TC string, default consent is returned.")
        #expect(tc.severity == .warning)
        #expect(
            tc.message
                == "the banner response carries ERROR_CODE_INVALID_TC_STRING (\"Error decoding TC string, default consent is returned.\") next to its data: the capture request sent a consent string or identifier (OT-Consent-String, OT-Tcf-Eu2v2-Consent-String, OT-Identifier); capture as a new user without them"
        )
        for code in ["ERROR_UCP_NOT_CONFIGURED", "ERROR_GOOGLE_ADS_DISABLED", "ERROR_CODE_DEFAULT_PURPOSE_STATUS"] {
            let note = try finding(code, "x")
            #expect(note.severity == .info, "\(code)")
            #expect(
                note.message
                    == "the banner response carries \(code) (\"x\") next to its data: a note on the app's configuration in OneTrust, not an error response"
            )
        }
        let other = try finding("ERROR_CODE_SYNC_GROUP", "syncGroup")
        #expect(other.severity == .error)
        #expect(other.message.hasSuffix("next to its data: the data may not be what the request asked for"))
        // Without data the same code is an error response.
        let alone = try finding(
            "ERROR_CODE_INVALID_TC_STRING", "Error decoding TC string, default consent is returned.", data: "")
        #expect(alone.severity == .error)
        #expect(alone.message.hasPrefix("the capture is an error response: ERROR_CODE_INVALID_TC_STRING"))
    }
}

/// Messages for files whose slot their name did not give, and sets passed with flags.
struct NamingMessageTests {
    let ruleset = try! DefaultRuleset.load()

    @Test func legacyDataWithAGuessedSlotClaimsNoComponent() throws {
        let base = snapshotSet([.banner: #"{"DomainData": {"ShowAlertNotice": true}}"#])
        let set = SnapshotSet(
            path: base.path, files: base.files, expectations: base.expectations, isPartial: true,
            naming: SnapshotNaming(guessedSlots: [.banner]))
        let finding = try #require(Linter(ruleset: ruleset.only("legacy-format")).lint(set).first)
        #expect(
            finding.message
                == "this file is legacy (pre-CMP-API) OneTrust data, not a CMP API response: it has 'DomainData', 'ShowAlertNotice'"
        )
        #expect(
            Linter(ruleset: ruleset.only("legacy-format")).lint(base).first?.message.hasPrefix(
                "this banner file is legacy") == true)
    }

    @Test func componentMissingNamesTheFlagAndTheSibling() {
        let base = snapshotSet([.banner: #"{"appConfig": {}, "bannerUIData": {}}"#])
        func messages(_ naming: SnapshotNaming) -> [String] {
            let set = SnapshotSet(path: base.path, files: base.files, expectations: base.expectations, naming: naming)
            return Linter(ruleset: ruleset.only("component-missing")).lint(set).map(\.message)
        }
        #expect(
            messages(SnapshotNaming(byFlags: true, siblings: [.preferences: "s/OneTrustPCData.json"])) == [
                "no preferences snapshot was passed: the SDK cannot start from offline data without it; add --preferences FILE (s/OneTrustPCData.json lies next to the files passed; it is not picked up by itself)"
            ])
        #expect(
            messages(SnapshotNaming(byFlags: true)) == [
                "no preferences snapshot was passed: the SDK cannot start from offline data without it; add --preferences FILE"
            ])
        #expect(
            messages(SnapshotNaming()).first?.hasPrefix(
                "no preferences snapshot in this set (looked for OneTrustPCData.json") == true)
    }
}
