import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// Fixed-seed fuzzing: random and mutated strings through `classify` and every decoder. Nothing
/// may trap, a classified value must decode as its kind, failures carry a reason, and redacted
/// evidence never contains a long value whole.
struct ConsentStringFuzzTests {
    static let seeds = [
        "CQSbk4AQSbk4ANwAAAENAwCgAAAAAAAAAAYgACPAAAAA.IDKQA4AAgAKAGQAygAAA.YAAAAAAAAAAA",
        "COtybn4PA_zT4KjACBENAPCIAEBAAECAAIAAAAAAAAAA",
        "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA",
        "COw4XqLOw4XqLAAAAAENAXCAAAAAAAAAAAAAAAAAAAAA.IFukWSQgAIQwgI0QEByFAAAAeIAACAIgSAAQAIAgEQACEABAAAgAQFAEAIAAAGBAAgAAAAQAIFAAMCQAAgAAQiRAEQAAAAANAAIAAggAIYQFAAARmggBC3ZCYzU2yIA.YAAAAAAAAAAAAAAAAAA",
        "BOEFEAyOEFEAyAHABDENAI4AAAB9vABAASA",
        "BOhwdphOxFC7tAHABBFRC--AAAAuhr_7__7-_9_-_f__9uj3Or_v_f__32ccL59v_h_7v-_7fi_20nV4u_1vft9yfk1-5ctDztp507iakivXmqdeb9v_nz3_5pxP78k89r7337Ew_v8_v-b7BCON_YxEiA",
        "DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN",
        "DBACOeA~CPSG_8APSG_8ANwAAAENAwCgAAAAAAAAAAAAAAAAAAAA.IAAA.YAAAAAAAAAAA~BPSG_8APSG_8AAyACAENGdCgf_gfgAfgfgBgABABAAABAB4AACACADwAAEAE.fHHHA4444ao~1YNN",
        "DBACOcGA" + String(repeating: "~AA", count: 24),
        "2~1.35.41.101~dv.9.21.81", "1~1.35.41.101", "1YNN", "1NY-", "1-N-",
        OTConsentObjectTests.sample,
        Data(#"{"LastLaunchDate":1713211426287,"ShouldShowBanner":1,"DSID":"sup-newlkgb"}"#.utf8).base64EncodedString(),
    ]
    static let alphabet =
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        + Array("~.=+/%{}\" :,\n1YN-é\u{0}\u{301}")

    static func mutate(_ value: String, _ rng: inout SplitMix64) -> String {
        var chars = Array(value)
        for _ in 0...rng.below(4) {
            switch rng.below(7) {
            case 0 where !chars.isEmpty: chars[rng.below(chars.count)] = alphabet[rng.below(alphabet.count)]
            case 1 where !chars.isEmpty: chars.remove(at: rng.below(chars.count))
            case 2: chars.insert(alphabet[rng.below(alphabet.count)], at: rng.below(chars.count + 1))
            case 3: chars = Array(chars.prefix(rng.below(chars.count + 1)))
            case 4: chars += Array(seeds[rng.below(seeds.count)].prefix(rng.below(40)))
            case 5 where !chars.isEmpty:
                let at = rng.below(chars.count)
                chars.insert(contentsOf: chars[at...].prefix(rng.below(30)), at: at)
            default:
                // Flip one bit of one base64url character, keeping the alphabet.
                if let index = chars.indices.randomElement(using: &rng),
                    let value = ConsentBitReader.sextet(chars[index])
                {
                    chars[index] = ConsentTestBitWriter.alphabet[Int(value ^ (1 << UInt8(rng.below(6))))]
                }
            }
        }
        return String(chars)
    }

    static func random(_ rng: inout SplitMix64) -> String {
        let prefix = ["", "C", "B", "DB", "1~", "2~", "1", "ey"][rng.below(8)]
        return prefix + String((0..<rng.below(120)).map { _ in alphabet[rng.below(alphabet.count)] })
    }

    @Test func randomAndMutatedInputsNeverTrap() {
        var rng = SplitMix64(seed: 0xC0_5E_17)
        var classified: [ConsentStringKind: Int] = [:]
        var decoded = 0
        let rounds = SlowTests.rounds(quick: 1500, full: 6000)
        for round in 0..<rounds {
            let value = round % 3 == 0 ? Self.random(&rng) : Self.mutate(Self.seeds[rng.below(Self.seeds.count)], &rng)
            let kind = ConsentStringClassifier.classify(value)
            if let kind {
                classified[kind, default: 0] += 1
                switch ConsentStringDecoder.evidence(for: value, kind: kind, revealing: false) {
                case .success(let members):
                    #expect(members.prefix(3).map(\.key) == ["kind", "length", "prefix"])
                    if value.count >= 16 {
                        #expect(!JSONValue.object(members).jsonText.contains(value), "seed round \(round)")
                    }
                case .failure(let error):
                    Issue.record("round \(round): classified as \(kind) but failed: \(error)")
                }
            }
            for other in ConsentStringKind.allCases {
                switch ConsentStringDecoder.evidence(for: value, kind: other, revealing: true) {
                case .success: decoded += 1
                case .failure(let error): #expect(!error.reason.isEmpty)
                }
            }
            _ = try? GPPString.decode(value).evidence
            _ = try? TCString.decode(value).evidence
            let redacted = Redaction.identifier(value, revealing: false)
            #expect(value.count < 4 || !redacted.contains(value))
        }
        // The mutations keep many inputs decodable, so the decoders are exercised past their first checks.
        for kind in ConsentStringKind.allCases {
            #expect(
                classified[kind, default: 0] > rounds / 600, "\(kind) classified \(classified[kind, default: 0]) times")
        }
        #expect(decoded > rounds / 12)
    }

    @Test func hostileShapesAreRejectedQuickly() {
        let nested = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
            .base64EncodedString()
        #expect(throws: ConsentStringError.self) { try OTConsentObject.decode(nested) }
        let deepObject = Data((#"{"dsId":"#.utf8) + Array(String(repeating: "[", count: 50_000).utf8))
            .base64EncodedString()
        #expect(throws: ConsentStringError.self) { try OTConsentObject.decode(deepObject) }
        // 16-bit fields at their maximum everywhere.
        #expect(throws: ConsentStringError.self) { try TCString.decode("C" + String(repeating: "_", count: 5000)) }
        #expect(throws: ConsentStringError.self) { try GPPString.decode("DB" + String(repeating: "_", count: 5000)) }
        #expect(throws: ConsentStringError.self) { try GPPString.decode("DB__" + String(repeating: "~", count: 5000)) }
        #expect(throws: ConsentStringError.self) {
            try AdditionalConsentString.decode("2~" + String(repeating: ".", count: 100_000) + "~dv")
        }
        #expect(ConsentStringClassifier.classify(String(repeating: "A", count: 200_000)) == nil)
    }
}
