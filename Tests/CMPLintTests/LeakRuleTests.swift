import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Leak rules find consent state by key and by shape, and never print the secret unless asked.
struct LeakRuleTests {
    let ruleset = try! DefaultRuleset.load()
    static let tcString =
        "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
    static let dsId = "b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44"
    static var otConsentString: String {
        Data(
            #"{"dsId":"\#(dsId)","isAnonymous":0,"lastConsentDate":1713211426531,"groupConsents":{"C0001":1,"C0002":0},"sdkConsents":{"s1":1}}"#
                .utf8
        )
        .base64EncodedString()
    }

    func lint(_ id: String, _ banner: String, reveal: Bool = false) -> [Finding] {
        let base = snapshotSet([.banner: banner])
        let set = SnapshotSet(
            path: base.path, files: base.files, expectations: base.expectations, revealPersonalData: reveal)
        return Linter(ruleset: ruleset.only(id)).lint(set)
    }

    /// Everything a report shows of a finding.
    func shown(_ findings: [Finding]) -> String {
        findings.map { $0.message + JSONValue.object($0.evidence).jsonText }.joined()
    }

    @Test func tcStringIsRedactedAndDecoded() throws {
        let findings = lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "\#(Self.tcString)"}}"#)
        let finding = try #require(findings.first)
        #expect(!shown(findings).contains(Self.tcString))
        #expect(finding.evidence.contains(JSONMember(key: "vendorConsentCount", value: .int(3))))
        #expect(finding.evidence.contains(JSONMember(key: "length", value: .int(Self.tcString.count))))
        // --show-personal-data reveals the whole string.
        #expect(
            shown(lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "\#(Self.tcString)"}}"#, reveal: true))
                .contains(Self.tcString))
    }

    @Test func otConsentStringEvidenceRedactsTheIdentifier() throws {
        let findings = lint("ot-consent-string-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#)
        let finding = try #require(findings.first)
        #expect(finding.evidence.contains(JSONMember(key: "groupConsentCount", value: .int(2))))
        #expect(finding.evidence.contains(JSONMember(key: "sdkConsentCount", value: .int(1))))
        #expect(!shown(findings).contains(Self.dsId))
        #expect(!shown(findings).contains(Self.otConsentString))
        let identifier = lint("identifier-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#)
        #expect(identifier.count == 1)
        #expect(!shown(identifier).contains(Self.dsId))
        #expect(
            shown(lint("identifier-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#, reveal: true)).contains(
                Self.dsId))
    }

    /// The otConsentString every response to a new, anonymous profile carries: no choices, a fresh dsId.
    static var firstLaunchConsentString: String {
        Data(
            #"{"lastLaunchDate":1767225600000,"shouldShowBanner":1,"dsId":"\#(dsId)","isAnonymous":1,"lastConsentDate":0,"groupConsents":{},"sdkConsents":{}}"#
                .utf8
        )
        .base64EncodedString()
    }

    @Test func aFirstLaunchConsentStringIsWordedByWhatItHolds() throws {
        let firstLaunch = "'otConsentString' holds the first-launch otConsentString of an anonymous profile"
        let string = lint("ot-consent-string-leak", #"{"otConsentString": "\#(Self.firstLaunchConsentString)"}"#)
        let message = try #require(string.first?.message)
        #expect(
            string.count == 1
                && message.hasPrefix(
                    "'otConsentString' holds the first-launch OneTrust otConsentString of an anonymous profile (")
                && message.hasSuffix(
                    "it records no consent, but SDKs before 202604.2.0 would reuse it, so every user of the app would share its dsId"
                ))
        #expect(!message.contains("one person's consent"))
        // A string with choices, or of a profile that is not anonymous, is someone's consent.
        let consented = lint("ot-consent-string-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#)
        #expect(consented.first?.message.hasSuffix("one person's consent would ship to every user of the app") == true)
        let known = Data(#"{"dsId":"\#(Self.dsId)","isAnonymous":0,"groupConsents":{},"sdkConsents":{}}"#.utf8)
            .base64EncodedString()
        #expect(
            lint("ot-consent-string-leak", #"{"otConsentString": "\#(known)"}"#).first?.message.contains("first-launch")
                == false)
        // identifier-leak words the dsId the same way, whole or embedded.
        let identifier = lint("identifier-leak", #"{"otConsentString": "\#(Self.firstLaunchConsentString)"}"#)
        #expect(
            identifier.map(\.message) == [
                firstLaunch + ": it records no consent, but its dsId (b875…9b44 (36 chars)) would be shared "
                    + "by every user of the app on SDKs before 202604.2.0"
            ])
        let embedded = lint(
            "identifier-leak",
            #"{"bannerUIData": {"link": "https://example.com/p?consent=\#(Self.firstLaunchConsentString)"}}"#)
        #expect(
            embedded.first?.message.hasPrefix(
                "'link' holds a first-launch otConsentString in its parameter 'consent': it records no consent") == true
        )
        let consentedIdentifier = lint("identifier-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#)
        #expect(consentedIdentifier.first?.message.contains("of the person who captured it") == true)
    }

    @Test func identifierLeakFindsTheDsIdOfAnOTConsentStringWhereverItSits() throws {
        let carriers: [(json: String, pointer: String, embeddedIn: String?)] = [
            (#"{"consent": {"saved": "\#(Self.otConsentString)"}}"#, "/consent/saved", nil),
            (#"{"storageKeys": {"OTConsentString": "\#(Self.otConsentString)"}}"#, "/storageKeys/OTConsentString", nil),
            (
                #"{"bannerUIData": {"link": "https://example.com/privacy?consent=\#(Self.otConsentString)"}}"#,
                "/bannerUIData/link", "its parameter 'consent'"
            ),
        ]
        for carrier in carriers {
            let findings = lint("identifier-leak", carrier.json)
            let finding = try #require(findings.first, "\(carrier.pointer)")
            #expect(findings.count == 1)
            #expect(finding.pointer == carrier.pointer)
            let key = carrier.pointer.split(separator: "/").last.map(String.init) ?? ""
            let place = carrier.embeddedIn.map { " in \($0)" } ?? ""
            #expect(
                finding.message
                    == "'\(key)' holds an otConsentString\(place) carrying the data-subject identifier (dsId) of the person who captured it (b875…9b44 (36 chars)): personal data that would ship inside the app"
            )
            #expect(!shown(findings).contains(Self.dsId))
        }
        // Under its own key it is reported once, by the otConsentString carrier.
        #expect(lint("identifier-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#).count == 1)
        // An otConsentString without a dsId carries no identifier.
        let anonymous = Data(#"{"isAnonymous":1,"groupConsents":{"C0001":1}}"#.utf8).base64EncodedString()
        #expect(lint("identifier-leak", #"{"consent": "\#(anonymous)"}"#).isEmpty)
    }

    @Test func placeholdersAndEmptyValuesAreNotLeaks() {
        for value in ["", " ", "null", "undefined", "{}", "DBAA", "1~", "1---"] {
            let doc =
                #"{"otConsentString": "\#(value)", "storageKeys": {"IABTCF_TCString": "\#(value)", "IABGPP_HDR_GppString": "\#(value)", "IABTCF_AddtlConsent": "\#(value)", "IABUSPrivacy_String": "\#(value)", "OT_Identifier": "\#(value)"}}"#
            for id in [
                "ot-consent-string-leak", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak",
                "consent-state-leak", "identifier-leak",
            ] {
                #expect(lint(id, doc).isEmpty, "\(id) reported '\(value)'")
            }
        }
    }

    @Test func undecodableValueUnderAConsentKeyIsStillALeak() throws {
        let finding = try #require(
            lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "not-a-tc-string-but-captured"}}"#).first)
        #expect(finding.evidence.first == JSONMember(key: "kind", value: .string("unknown")))
    }

    @Test func shapeDetectionDoesNotMisfireOnUIText() {
        let doc =
            ##"{"pcUIData": {"summary": {"title": {"text": "Cookie Settings"}, "description": {"text": "CPRA notice: we sell data. 1~2 items."}}}, "groupId": "C0001", "color": "#FFFFFF", "id": "b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44"}"##
        for id in ["ot-consent-string-leak", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak"] {
            #expect(lint(id, doc).isEmpty, "\(id)")
        }
    }

    @Test func storedConsentReportsCountsNotValues() throws {
        let findings = lint(
            "consent-state-leak",
            #"{"storageKeys": {"OT_SdkConsents": {"a": 1, "b": 0}, "OT_GroupConsents": {}, "IABTCF_CmpSdkID": 28}}"#)
        #expect(findings.map(\.pointer) == ["/storageKeys/OT_SdkConsents"])
        #expect(
            findings.first?.evidence == [
                JSONMember(key: "key", value: .string("OT_SdkConsents")), JSONMember(key: "entries", value: .int(2)),
            ])
    }

    @Test func unknownKindOptionIsAnError() {
        let yaml =
            "rules:\n  r:\n    summary: s\n    then: {function: consentStringLeak, functionOptions: {kinds: [tcf]}}\n"
        do {
            _ = try loadRules(yaml)
            Issue.record("loaded")
        } catch {
            #expect(
                String(describing: error).contains(
                    "option 'kinds' must be one of: additionalConsent, gpp, otConsentString, tcfV1, tcfV2, usPrivacy; found 'tcf'"
                ))
        }
    }

    // MARK: - Facts and messages

    /// A custom rule over one banner document; the message is a template over the function's facts.
    func custom(given: String?, then: String, message: String, _ banner: String, reveal: Bool = false) throws
        -> [Finding]
    {
        let yaml = """
            rules:
              r:
                summary: s
                severity: error
            \(given.map { "    given: \($0)\n" } ?? "")    then: \(then)
                message: '\(message)'
            """
        let base = snapshotSet([.banner: banner])
        let set = SnapshotSet(
            path: base.path, files: base.files, expectations: base.expectations, revealPersonalData: reveal)
        return Linter(ruleset: try loadRules(yaml)).lint(set)
    }

    @Test func consentStringFactsAreRedactedAndDecoded() throws {
        let doc = #"{"storageKeys": {"IABTCF_AddtlConsent": "2~1.35.41.101~dv.9.21.81"}}"#
        let finding = try #require(lint("addtl-consent-leak", doc).first)
        #expect(
            finding.message
                == "'IABTCF_AddtlConsent' holds a captured Google Additional Consent string (2~1.35… (24 chars)): one person's consent would ship to every user of the app"
        )
        let then = "{function: consentStringLeak, functionOptions: {kinds: [additionalConsent]}}"
        let facts = try custom(
            given: "$..*", then: then,
            message:
                "{{key}}|{{kind}}|{{length}}|{{prefix}}|{{decoded.version}}|{{decoded.consentedCount}}|{{decoded|json}}|{{value}}",
            doc)
        #expect(
            facts.map(\.message) == [
                #"IABTCF_AddtlConsent|Google Additional Consent string|24|2~1.35… (24 chars)|2|4|{"version":2,"consentedCount":4,"disclosedCount":3}|"2~1.35… (24 chars)""#
            ])
    }

    @Test func consentStringWithoutKeyAndUndecodableValue() throws {
        let gpp = try #require(
            lint("gpp-string-leak", #"{"gpp": ["DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN"]}"#).first)
        #expect(gpp.message.hasPrefix("this value holds a captured GPP string (DBACNY~C… (56 chars)): "))
        let tc = try #require(
            lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "not-a-tc-string-but-captured"}}"#).first)
        #expect(
            tc.message
                == "'IABTCF_TCString' holds a captured value (28 characters) that does not decode as a known consent string; it would ship to every user"
        )
    }

    @Test func valueFactNeverShowsTheSecret() throws {
        // `{{value}}` is an engine fact (the checked value as JSON); leak functions replace it with
        // the redacted text, so no wording can print the secret unless personal data is revealed.
        let doc =
            #"{"storageKeys": {"IABTCF_TCString": "\#(Self.tcString)", "OT_Identifier": "\#(Self.dsId)", "IABUSPrivacy_String": "1YNN"}, "otConsentString": "\#(Self.otConsentString)"}"#
        let rules: [(given: String?, then: String)] = [
            ("$..*", "{function: consentStringLeak, functionOptions: {keys: [IABTCF_TCString, otConsentString]}}"),
            (
                "[$..OT_Identifier, $..otConsentString]",
                "{function: identifierLeak, functionOptions: {holds: [identifier, otConsentString]}}"
            ),
            ("$.storageKeys.*", "{function: storedConsentLeak, functionOptions: {keys: [IABUSPrivacy_String]}}"),
        ]
        for rule in rules {
            let findings = try custom(given: rule.given, then: rule.then, message: "{{value}}", doc)
            #expect(!findings.isEmpty, "\(rule.then)")
            for secret in [Self.tcString, Self.dsId, Self.otConsentString, "1YNN"] {
                #expect(!shown(findings).contains(secret), "\(rule.then)")
            }
            let revealed = try custom(given: rule.given, then: rule.then, message: "{{value}}", doc, reveal: true)
            #expect(revealed.map(\.message) != findings.map(\.message))
        }
    }

    @Test func identifierCarriersComeFromTheRule() throws {
        // The published dsIdDetails shape: only dsidText holds the identifier; labels and the timestamp do not.
        let details = lint(
            "identifier-leak",
            #"{"pcUIData": {"dsIdDetails": {"titleText": "User ID", "dsidText": "\#(Self.dsId)", "timeStamp": "1713211426531"}}}"#
        )
        #expect(
            details.map(\.message) == [
                "dsIdDetails.dsidText holds the data-subject identifier the preference center shows (b875…9b44 (36 chars)): personal data that would ship inside the app"
            ])
        #expect(details.map(\.pointer) == ["/pcUIData/dsIdDetails/dsidText"])
        #expect(
            lint(
                "identifier-leak", #"{"pcUIData": {"dsIdDetails": {"titleText": "User ID", "value": "\#(Self.dsId)"}}}"#
            ).isEmpty)
        let whole = lint("identifier-leak", #"{"pcUIData": {"dsIdDetails": "\#(Self.dsId)"}}"#)
        #expect(
            whole.map(\.message) == [
                "dsIdDetails holds the data-subject identifier the preference center shows (b875…9b44 (36 chars)): personal data that would ship inside the app"
            ])
        // A path a user adds takes effect: `holds` follows `given` by position, and paths beyond
        // the list hold the identifier itself. One `message` template words every case.
        let added = try custom(
            given: "[$..otConsentString, $..myId]",
            then: "{function: identifierLeak, functionOptions: {holds: [otConsentString]}}",
            message: "{{key}}: {{identifier}} ({{length}})",
            #"{"myId": "\#(Self.dsId)", "otConsentString": "\#(Self.otConsentString)"}"#)
        #expect(
            added.map(\.message) == [
                "myId: b875…9b44 (36 chars) (36)",
                "otConsentString: b875…9b44 (36 chars) (36)",
            ])
    }

    @Test func storedConsentMessages() {
        let findings = lint(
            "consent-state-leak",
            #"{"storageKeys": {"OT_SdkConsents": {"a": 1, "b": 0}, "IABUSPrivacy_String": "1YNN"}}"#)
        #expect(
            findings.map(\.message) == [
                "storageKeys.OT_SdkConsents holds 2 entries from the capturing profile: the SDK stores storageKeys as they are, so every user would start with that person's choices",
                "storageKeys.IABUSPrivacy_String holds a value from the capturing profile: the SDK stores storageKeys as they are, so every user would start with that person's choices",
            ])
        // Beside a first-launch otConsentString the values are no one's choices.
        let firstLaunch = lint(
            "consent-state-leak",
            #"{"storageKeys": {"OT_GroupConsents": {"C0001": 1}}, "otConsentString": "\#(Self.firstLaunchConsentString)"}"#
        )
        #expect(
            firstLaunch.map(\.message) == [
                "storageKeys.OT_GroupConsents holds 1 entries beside a first-launch otConsentString that records no choices, "
                    + "probably what the server gives a new profile: the SDK stores storageKeys as they are, so every user would start with them as stored state"
            ])
        let consented = lint(
            "consent-state-leak",
            #"{"storageKeys": {"OT_GroupConsents": {"C0001": 1}}, "otConsentString": "\#(Self.otConsentString)"}"#)
        #expect(consented.first?.message.hasSuffix("that person's choices") == true)
    }

    @Test func syntaxFacts() throws {
        let duplicate = try custom(
            given: nil, then: "{function: duplicateKeys}", message: "{{key}} {{key|json}} first at {{firstAt}}",
            #"{"a": 1,\#n "a": 2}"#)
        #expect(duplicate.map(\.message) == [#"a "a" first at 1:2"#])
        let yaml =
            "rules:\n  r:\n    summary: s\n    then: {function: jsonSyntax}\n    message: '{{line}}:{{column}} {{error}}'\n"
        let invalid = Linter(ruleset: try loadRules(yaml)).lint(snapshotSet([.banner: #"{"a": }"#]))
        #expect(invalid.map(\.message) == ["1:7 expected a value, found '}'"])
        // An empty or whitespace-only file: at 1:1, with the likely cause (a saved 304 Not Modified).
        for text in ["", " \n\t\n", "\u{FEFF}"] {
            let empty = Linter(ruleset: ruleset.only("invalid-json")).lint(snapshotSet([.banner: text]))
            #expect(empty.map { $0.start.map { "\($0.line):\($0.column)" } } == ["1:1"], "\(text.debugDescription)")
            #expect(empty.first?.message.contains("likely a `304 Not Modified` response saved as the snapshot") == true)
            #expect(
                empty.first?.message.hasPrefix(
                    text.isEmpty ? "the file is empty:" : "the file is empty (only whitespace)") == true)
        }
        let truncated = Linter(ruleset: ruleset.only("invalid-json")).lint(snapshotSet([.banner: "{\"errors\": ["]))
        #expect(truncated.first?.message.contains("304") == false)
    }
}
