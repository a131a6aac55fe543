import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// A finding's message and evidence texts are cut to `Finding.maxTextLength`, whatever value a
/// rule quotes: a hostile snapshot cannot make one finding megabytes long.
struct FindingTextBoundTests {
    /// Every text of `value`, member names included.
    func texts(_ value: JSONValue) -> [String] {
        switch value {
        case .string(let text): return [text]
        case .array(let items): return items.flatMap(texts)
        case .object(let members): return members.flatMap { [$0.key] + texts($0.value) }
        case .null, .bool, .number: return []
        }
    }

    @Test func quotedDocumentValuesAreCut() throws {
        // Words, so that redaction sees no long token to hide: the value reaches the finding whole.
        let value = String(repeating: "ab ", count: 3 * Finding.maxTextLength)
        let banner =
            #"{"errors": [], "appConfig": {"countryCode": "\#(value)", "templateType": "\#(value)"}, "bannerUIData": {}}"#
        let preferences = #"{"errors": [], "appConfig": {"countryCode": "DE", "templateType": "GDPR"}, "pcUIData": {}}"#
        let ids: Set = ["geo-mismatch", "geo-inconsistent", "template-inconsistent"]
        let ruleset = try Ruleset(DefaultRuleset.load().rules.filter { ids.contains($0.id) })
        let expectations = SetExpectations(country: "DE")
        for reveal in [false, true] {
            let set = SnapshotSet(
                path: "set",
                files: [
                    .banner: SnapshotFile(
                        kind: .banner, path: "set/OneTrustBannerData.json", bytes: Array(banner.utf8)),
                    .preferences: SnapshotFile(
                        kind: .preferences, path: "set/OneTrustPCData.json", bytes: Array(preferences.utf8)),
                ], expectations: expectations, revealPersonalData: reveal)
            let findings = Linter(ruleset: ruleset).lint(set)
            #expect(Set(findings.map(\.ruleId)) == ids, "reveal: \(reveal)")
            for finding in findings {
                #expect(
                    finding.message.count == Finding.maxTextLength && finding.message.hasSuffix("…"),
                    "\(finding.ruleId): \(finding.message.count)")
                let evidence = finding.evidence.flatMap { [$0.key] + texts($0.value) }
                #expect(
                    evidence.contains { $0.count == Finding.maxTextLength },
                    "\(finding.ruleId): the quoted value is in the evidence, cut")
                #expect(evidence.allSatisfy { $0.count <= Finding.maxTextLength }, "\(finding.ruleId)")
            }
        }
    }

    @Test func shortTextsAreKeptAsTheyAre() {
        let message = String(repeating: "é", count: Finding.maxTextLength)
        let finding = Finding(
            ruleId: "r", severity: .error, message: message, file: "f", pointer: "", start: nil, end: nil,
            component: nil, setPath: "s", evidence: [JSONMember(key: "k", value: .array([.string(message + "x")]))])
        #expect(finding.message == message)
        #expect(finding.evidence == [JSONMember(key: "k", value: .array([.string(String(message.dropLast()) + "…")]))])
    }
}
