import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// Consent strings longer than the decoding limit are still reported, by shape and header, without
/// being decoded; evidence and messages stay small whatever the input holds.
struct ConsentStringLimitTests {
    static let limit = ConsentStringInput.maxDecodedLength
    static let core = LeakRuleTests.tcString.split(separator: ".")[0]
    static let disclosed = ".IFpQBQAAwAKAAsADoArQFpAA"

    /// `head` followed by `unit` until the value passes `bytes`.
    static func long(_ head: String, _ unit: String, _ tail: String = "", bytes: Int = 2 * limit) -> String {
        head + String(repeating: unit, count: bytes / unit.utf8.count + 1) + tail
    }

    /// base64 of an OTConsentObject with thousands of group consents.
    static var longOTConsentString: String {
        let json = long(#"{"dsId":"\#(LeakRuleTests.dsId)","groupConsents":{"#, #""C0001":1,"#, #""C0002":0}}"#)
        return Data(json.utf8).base64EncodedString()
    }

    static let longValues: [(String, ConsentStringKind)] = [
        (long(String(core), disclosed), .tcfV2),
        (long("DBABM~" + core, disclosed), .gpp),
        (long("2~", "1.35.41.101.", "~dv.9.21.81"), .additionalConsent),
        (long("1~", "35.41."), .additionalConsent),
        (longOTConsentString, .otConsentString),
    ]

    @Test func longValuesAreClassifiedByShape() {
        for (value, kind) in Self.longValues {
            #expect(value.utf8.count > Self.limit)
            #expect(ConsentStringClassifier.classify(value) == kind, "\(value.prefix(30))…")
            #expect(ConsentStringClassifier.classify("  " + value + "\n") == kind, "surrounding whitespace is trimmed")
            #expect(!ConsentStringClassifier.isPlaceholder(value))
            guard case .failure(let error) = ConsentStringDecoder.decoded(value, kind: kind, revealing: false) else {
                Issue.record("\(kind) over the limit was decoded")
                continue
            }
            #expect(
                error.reason
                    == "not decoded: the value is \(value.utf8.count) bytes long, and values over \(Self.limit) bytes are recognised by their shape only"
            )
        }
        // Percent-encoded, as copied from a URL.
        let encoded = Self.long("2%7E", "1.35.", "%7Edv.9")
        #expect(ConsentStringClassifier.classify(encoded) == .additionalConsent)
    }

    @Test func longOrdinaryStringsAreNotTakenForConsentStrings() {
        let values = [
            Self.long("C", "C"),  // no plausible TCF header
            Self.long("CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAg", "A", "~x"),  // a '~' in a TC string
            Self.long("DBABM", "A"),  // GPP header without sections
            Self.long("DBACNY~" + Self.core, Self.disclosed),  // two sections listed, one present
            Self.long("2~", "1.a."),  // letters in an AC id list
            Self.long("2~", "1.", "~xv.2"),  // AC v2 without 'dv'
            Self.long(Data(#"{"title":"#.utf8).base64EncodedString(), "IkMwMDAxIjoxLC"),  // base64 JSON, no OT key
            Self.long(String(Self.core), Self.disclosed, " x"),  // a space inside
            Self.long("é" + Self.core, Self.disclosed),  // non-ASCII
            Self.long("2~1", ".1%zz"),  // a bad percent escape
        ]
        for value in values {
            #expect(ConsentStringClassifier.classify(value) == nil, "\(value.prefix(40))…")
        }
    }

    @Test func leakFindingOfAHugeValueStaysSmall() throws {
        let ruleset = try DefaultRuleset.load()
        for (value, kind) in Self.longValues {
            let set = snapshotSet([.banner: #"{"debug": {"\#(String(repeating: "k", count: 5_000))": "\#(value)"}}"#])
            let leakRules = try Ruleset(ruleset.rules.filter { $0.functionName == "consentStringLeak" })
            let findings = Linter(ruleset: leakRules).lint(set)
            let finding = try #require(findings.first, "\(kind)")
            #expect(findings.count == 1)
            let evidence = JSONValue.object(finding.evidence).jsonText
            #expect(evidence.contains("\"kind\":\"\(kind.rawValue)\"") && evidence.contains("not decoded"))
            #expect(evidence.utf8.count < 400, "evidence: \(evidence)")
            #expect(finding.message.utf8.count < 300, "message: \(finding.message)")
            #expect(!finding.message.contains(value) && !evidence.contains(value))
        }
    }

    @Test func escapedSourceIsReadDecoded() throws {
        // The value's second character written as a JSON escape: the source scan defers to the decoded text.
        let value = Self.long(String(Self.core), Self.disclosed)
        #expect(value.hasPrefix("CP"))
        let escaped = "C\\u0050" + value.dropFirst(2)
        let ruleset = try DefaultRuleset.load()
        let findings = Linter(ruleset: ruleset.only("tc-string-leak")).lint(
            snapshotSet([.banner: #"{"debug": "\#(escaped)"}"#]))
        #expect(findings.count == 1)
        #expect(findings.first?.evidence.contains(JSONMember(key: "length", value: .int(value.count))) == true)
    }

    @Test func embeddedStringsInALongValueAreFoundInItsSourceOrItsDecodedText() throws {
        // Longer than anything decoded, so the value is searched where it lies: in the document's
        // bytes, or decoded when it holds an escape; both readings find the same.
        let url = "https://cdn.example.com/logo.png?gdpr_consent=\(LeakRuleTests.tcString)&dsid=\(LeakRuleTests.dsId)"
        let prose = String(repeating: "Wir respektieren Ihre Privatsphäre. ", count: 2 * Self.limit / 30)
        let ruleset = try DefaultRuleset.load()
        let rules = try Ruleset(ruleset.rules.filter { ["tc-string-leak", "identifier-leak"].contains($0.id) })
        var reports: [[String]] = []
        for written in [url, url.replacingOccurrences(of: "/", with: "\\/")] {
            let set = snapshotSet([.banner: #"{"bannerUIData": {"logo": {"url": "\#(written) \#(prose)"}}}"#])
            let findings = Linter(ruleset: rules).lint(set)
            reports.append(findings.map { "\($0.ruleId) \($0.message) \(JSONValue.object($0.evidence).jsonText)" })
        }
        #expect(reports[0].count == 2, "\(reports[0])")
        #expect(
            reports[0].contains { $0.hasPrefix("tc-string-leak") && $0.contains("in its parameter 'gdpr_consent'") })
        #expect(reports[0].contains { $0.hasPrefix("identifier-leak") && $0.contains("'dsid'") })
        #expect(reports[0] == reports[1])
    }

    /// The fast path of `ConsentStringInput.trimmed` keeps exactly what Foundation keeps.
    @Test func trimmingAgreesWithFoundation() {
        let blanks: [String] = [
            " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{3000}",
            "\u{200B}", "\u{FEFF}", "x", "é",
        ]
        var random = SplitMix64(seed: 1313)
        for _ in 0..<2_000 {
            let head = (0..<random.below(3)).map { _ in blanks[random.below(blanks.count)] }.joined()
            let tail = (0..<random.below(3)).map { _ in blanks[random.below(blanks.count)] }.joined()
            let value = head + (random.below(4) == 0 ? "" : LeakRuleTests.tcString) + tail
            #expect(
                ConsentStringInput.trimmed(value) == value.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(value.debugDescription)")
        }
    }

    @Test func shapeCountsCharactersAsSwiftDoes() {
        for text in ["ab\r\ncd", "\r\n\r\n", "a\rb\nc", "CPX", ""] {
            #expect(ConsentStringShape(text).characterCount == text.count, "\(text.debugDescription)")
        }
        #expect(ConsentStringShape("é").characterCount == nil, "non-ASCII is left to String.count")
        #expect(ConsentStringShape("a b").characterCount == nil, "a value ruled out early is not counted")
    }

    @Test func revealedValuesAreCutAtTheLimit() {
        let value = Self.long(String(Self.core), Self.disclosed)
        let revealed = Redaction.consentString(value, revealing: true)
        #expect(revealed.hasPrefix(String(value.prefix(Self.limit))) && revealed.hasSuffix("… (\(value.count) chars)"))
        #expect(revealed.utf8.count < Self.limit + 40)
        #expect(Redaction.consentString(LeakRuleTests.tcString, revealing: true) == LeakRuleTests.tcString)
        #expect(Redaction.identifier(value, revealing: true).utf8.count < Self.limit + 40)
    }

    @Test func shapeScanKeepsOnlyABoundedHead() {
        let value = Self.long(String(Self.core), Self.disclosed, bytes: 1_000_000)
        let shape = ConsentStringShape(value, keepingHead: true)
        #expect(shape.length == value.utf8.count)
        #expect(shape.head.count == ConsentStringShape.headLength)
        #expect(ConsentStringShape(value).head.isEmpty, "without keepingHead nothing is kept")
        #expect(shape.dots == value.utf8.count { $0 == UInt8(ascii: ".") })
    }

    @Test func shapeCountsAgreeWithANaiveReadingOnGeneratedValues() {
        var random = SplitMix64(seed: 1313)
        let alphabet = Array("AZaz09-_.~+/=12dv")
        for _ in 0..<2_000 {
            let body = String((0..<random.below(60)).map { _ in alphabet[random.below(alphabet.count)] })
            let value =
                String(repeating: " ", count: random.below(3)) + body + String(repeating: "\n", count: random.below(3))
            let shape = ConsentStringShape(value, keepingHead: random.below(2) == 0)
            #expect(!shape.isRuledOut && !shape.needsNormalizing)
            #expect(shape.length == body.utf8.count)
            #expect(shape.dots == body.filter { $0 == "." }.count && shape.tildes == body.filter { $0 == "~" }.count)
            #expect(shape.hasStandardBase64 == body.contains { $0 == "+" || $0 == "/" })
            #expect(shape.characterCount == value.count)
            let decoded = (try? AdditionalConsentString.decode(body)).map { !$0.isEmpty } ?? false
            if decoded { #expect(shape.isAdditionalConsentGrammar, "\(body) decodes as AC, so it has the AC shape") }
        }
        // Generated AC strings of every form have the shape.
        for _ in 0..<500 {
            let ids = { (n: Int) in (0..<n).map { _ in String(random.below(100_000)) }.joined(separator: ".") }
            let value =
                random.below(2) == 0
                ? "1~" + ids(1 + random.below(30))
                : "2~" + ids(1 + random.below(30)) + "~dv" + (random.below(2) == 0 ? "" : "." + ids(random.below(20)))
            #expect(ConsentStringShape(value).isAdditionalConsentGrammar, "\(value)")
        }
    }

    @Test func scanAskedForOtherKindsStopsAtTheFirstBytes() {
        let value = Self.long(String(Self.core), Self.disclosed, bytes: 1_000_000)
        let stopped = Array(value.utf8).withUnsafeBufferPointer {
            ConsentStringShape(bytes: $0, accepting: [.gpp, .otConsentString])
        }
        #expect(stopped.isRuledOut && stopped.length == 2 && stopped.candidate == .tcfV2)
        let full = Array(value.utf8).withUnsafeBufferPointer {
            ConsentStringShape(bytes: $0, keepingHead: true, accepting: [.tcfV2])
        }
        #expect(!full.isRuledOut && full.length == value.utf8.count && full.kind == .tcfV2)
    }

    @Test func repeatedSegmentsAreNamedOnce() throws {
        // Under the limit, so decoded: 400 disclosed-vendor segments.
        let value = String(Self.core) + String(repeating: Self.disclosed, count: 400)
        #expect(value.utf8.count <= Self.limit)
        let tc = try TCString.decode(value)
        #expect(tc.segmentTypes == ["core", "disclosedVendors"])
    }

    @Test func gppWithMoreSectionsThanTheTableIsMalformed() {
        // Header: type 3, version 1, one range item from 1 to 65 (a group), then 65 sections "A".
        var w = ConsentTestBitWriter()
        // start 1, end 1 + 64 (1 + 8 + 55)
        w.int(3, 6)
        w.int(1, 6)
        w.int(1, 12)
        w.bool(true)
        w.raw("11")
        w.raw("1000100011")
        let value = w.base64url() + String(repeating: "~A", count: 65)
        let reason: String
        do {
            _ = try GPPString.decode(value)
            reason = "decoded"
        } catch {
            reason = error.reason
        }
        #expect(reason == "the header lists 65 sections; more than \(GPPString.maxSections) is treated as malformed")
    }

    @Test func otEvidenceListsAFewKeysOfShortText() throws {
        var object = #"{"dsId":"x","lastInteractionType":"\#(String(repeating: "t", count: 500))""#
        for index in 0..<100 { object += #","key\#(index)":1"# }
        let value = Data((object + "}").utf8).base64EncodedString()
        #expect(value.utf8.count <= Self.limit)
        let evidence = try OTConsentObject.decode(value).evidence(revealing: false)
        let keys = try #require(evidence.first { $0.key == "keys" }?.value)
        guard case .array(let shown) = keys else {
            Issue.record("keys is not a list")
            return
        }
        #expect(shown.count == OTConsentObject.maxReportedKeys)
        #expect(shown.last == .string("… and 71 more"))
        let type = try #require(evidence.first { $0.key == "lastInteractionType" }?.value)
        #expect(type.jsonText.count <= OTConsentObject.maxReportedText + 2)
    }
}
