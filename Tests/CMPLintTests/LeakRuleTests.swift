import Foundation
import Testing
@testable import CMPLint

/// Leak rules find consent state by key and by shape, and never print the secret unless asked.
struct LeakRuleTests {
    let ruleset = try! DefaultRuleset.load()
    static let tcString = "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
    static let dsId = "b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44"
    static var otConsentString: String {
        Data(#"{"dsId":"\#(dsId)","isAnonymous":0,"lastConsentDate":1713211426531,"groupConsents":{"C0001":1,"C0002":0},"sdkConsents":{"s1":1}}"#.utf8)
            .base64EncodedString()
    }

    func lint(_ id: String, _ banner: String, reveal: Bool = false) -> [Finding] {
        let base = snapshotSet([.banner: banner])
        let set = SnapshotSet(path: base.path, files: base.files, expectations: base.expectations, revealPersonalData: reveal)
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
        #expect(shown(lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "\#(Self.tcString)"}}"#, reveal: true)).contains(Self.tcString))
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
        #expect(shown(lint("identifier-leak", #"{"otConsentString": "\#(Self.otConsentString)"}"#, reveal: true)).contains(Self.dsId))
    }

    @Test func placeholdersAndEmptyValuesAreNotLeaks() {
        for value in ["", " ", "null", "undefined", "{}", "DBAA", "1~", "1---"] {
            let doc = #"{"otConsentString": "\#(value)", "storageKeys": {"IABTCF_TCString": "\#(value)", "IABGPP_HDR_GppString": "\#(value)", "IABTCF_AddtlConsent": "\#(value)", "IABUSPrivacy_String": "\#(value)", "OT_Identifier": "\#(value)"}}"#
            for id in ["ot-consent-string-leak", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak", "consent-state-leak", "identifier-leak"] {
                #expect(lint(id, doc).isEmpty, "\(id) reported '\(value)'")
            }
        }
    }

    @Test func undecodableValueUnderAConsentKeyIsStillALeak() throws {
        let finding = try #require(lint("tc-string-leak", #"{"storageKeys": {"IABTCF_TCString": "not-a-tc-string-but-captured"}}"#).first)
        #expect(finding.evidence.first == JSONMember(key: "kind", value: .string("unknown")))
    }

    @Test func shapeDetectionDoesNotMisfireOnUIText() {
        let doc = ##"{"pcUIData": {"summary": {"title": {"text": "Cookie Settings"}, "description": {"text": "CPRA notice: we sell data. 1~2 items."}}}, "groupId": "C0001", "color": "#FFFFFF", "id": "b875b382-5a3e-4c1f-9d2e-7f6a1c0e9b44"}"##
        for id in ["ot-consent-string-leak", "tc-string-leak", "gpp-string-leak", "addtl-consent-leak"] {
            #expect(lint(id, doc).isEmpty, "\(id)")
        }
    }

    @Test func storedConsentReportsCountsNotValues() throws {
        let findings = lint("consent-state-leak", #"{"storageKeys": {"OT_SdkConsents": {"a": 1, "b": 0}, "OT_GroupConsents": {}, "IABTCF_CmpSdkID": 28}}"#)
        #expect(findings.map(\.pointer) == ["/storageKeys/OT_SdkConsents"])
        #expect(findings.first?.evidence == [JSONMember(key: "key", value: .string("OT_SdkConsents")), JSONMember(key: "entries", value: .int(2))])
    }

    @Test func unknownKindOptionIsAnError() {
        let yaml = "rules:\n  r:\n    summary: s\n    then: {function: consentStringLeak, functionOptions: {kinds: [tcf]}}\n"
        do {
            _ = try loadRules(yaml)
            Issue.record("loaded")
        } catch {
            #expect(String(describing: error).contains("unknown consent string kind 'tcf'"))
        }
    }
}
