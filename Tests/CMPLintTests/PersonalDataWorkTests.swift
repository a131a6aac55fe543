import Foundation
import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// A text holding any number of consent strings, identifiers or base64 runs costs the finder at
/// most `PersonalDataFinder.maxWork` decodings and matches; the rest of it is still hidden.
struct PersonalDataWorkTests {
    typealias V = PersonalDataVectors
    static let work = PersonalDataFinder.maxWork

    /// `unit` repeated `count` times, separated by spaces.
    static func repeated(_ unit: String, _ count: Int) -> String {
        Array(repeating: unit, count: count).joined(separator: " ")
    }

    @Test func textsOfManyMatchesStopAtTheWorkLimit() {
        let texts = [
            (Self.repeated(V.tcString, 4 * Self.work), PersonalDataMatch.Kind.consentString(.tcfV2)),
            (Self.repeated(V.identifier, 4 * Self.work), .identifier),
            (Self.repeated("dsid=" + V.identifier, 4 * Self.work), .identifier),
            (Self.repeated(V.base64("a text that is no consent string"), 4 * Self.work), .longValue),
        ]
        for (text, kind) in texts {
            let matches = PersonalDataFinder.matches(in: Array(text.utf8), depth: 0)
            if kind != .longValue {
                #expect(
                    matches.filter { $0.kind == kind }.count == Self.work,
                    "\(kind): one kind of match reaches its limit")
            }
            #expect(matches.count == (kind == .longValue ? 1 : Self.work + 1), "\(kind): \(matches.count) matches")
            let rest = matches.last
            #expect(
                rest?.kind == .longValue && rest?.range.upperBound == text.utf8.count,
                "\(kind): what was not looked at is one match to the end")
            // In text order, none inside another (what redaction and the fuzz harness rely on).
            for (previous, match) in zip(matches, matches.dropFirst()) {
                #expect(
                    previous.range.upperBound <= match.range.lowerBound,
                    "\(kind): \(previous.range) then \(match.range)")
            }
            let redacted = PersonalDataRedaction.text(text)
            #expect(
                V.leaks(in: redacted, of: [V.tcString, V.identifier]).isEmpty, "\(kind): nothing shown past the limit")
        }
    }

    @Test func realTextsAreFarFromTheLimit() {
        let text =
            "https://cdn.example.com/logo.png?gdpr_consent=\(V.tcString)&dsid=\(V.identifier) and \(V.base64(V.gppString))"
        let matches = PersonalDataFinder.matches(in: Array(text.utf8), depth: 0)
        #expect(matches.map(\.kind) == [.consentString(.tcfV2), .identifier, .consentString(.gpp)])
    }

    @Test func leakRuleCountsWhatTheFinderReached() throws {
        let value = Self.repeated(V.tcString, 10 * Self.work)
        let ruleset = try DefaultRuleset.load()
        let findings = Linter(ruleset: ruleset.only("tc-string-leak")).lint(
            snapshotSet([.banner: #"{"debug": "see \#(value)"}"#]))
        #expect(findings.count == Linter.defaultMaxFindingsPerRule + 1)
        #expect(
            findings.contains {
                $0.message.hasPrefix("\(Self.work - Linter.defaultMaxFindingsPerRule) more tc-string-leak findings")
            })
    }

    /// `Base64Peek.text` (its pre-check of certainly unreadable bytes, then its count of unreadable
    /// characters on the decoded bytes) agrees with a full reading through `String(decoding:as:)`.
    @Test func base64PeekAgreesWithAFullReading() {
        var random = SplitMix64(seed: 13)
        // Pieces of multibyte sequences, mixed with ASCII, so invalid sequences of every length (and a
        // real U+FFFD) are counted near the one-in-16 limit.
        let pools: [[UInt8]] = [
            Array(0...255), Array("abc dsid=é\n".utf8) + [0, 1, 7], Array(" etaoin".utf8) + [0], [0, 0, 0, 0x41],
            Array("é€𝄞\u{FFFD}".utf8) + Array(repeating: UInt8(ascii: "e"), count: 60),
            // Stray continuations, leads that stop short, bytes no sequence holds, one in about 16.
            Array("Datenschutz".utf8) + [0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xF4, 0xC0, 0xF5, 0xED],
        ]
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        var texts = 0
        for round in 0..<4_000 {
            let data: [UInt8]
            let encoded: [UInt8]
            if round % 4 == 3 {
                // A run of letters, as a long word or a URL's path segment is: what it decodes to.
                encoded = (0..<(4 * (4 + random.below(12)))).map { _ in letters[random.below(letters.count)] }
                data = [UInt8](Data(base64Encoded: Data(encoded))!)
            } else {
                let pool = pools[random.below(pools.count)]
                data = (0..<(3 * (3 + random.below(40)))).map { _ in pool[random.below(pool.count)] }
                encoded = Array(Data(data).base64EncodedString().utf8)
            }
            let peeked = encoded.withUnsafeBufferPointer { Base64Peek.text($0[...], limit: 4_096) }
            // The full reading: every byte decoded, a cut sequence at the end dropped, characters counted.
            var bytes = data
            if let lead = bytes.lastIndex(where: { $0 & 0xC0 != 0x80 }), bytes[lead] >= 0xC0, bytes.count - lead <= 3,
                bytes.count - lead < (bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2)
            {
                bytes.removeSubrange(lead...)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let unreadable = text.unicodeScalars.filter {
                $0 == "\u{FFFD}" || ($0.value < 0x20 && !"\n\r\t".unicodeScalars.contains($0)) || $0.value == 0x7F
            }.count
            let expected = bytes.count >= 8 && unreadable * 16 <= text.unicodeScalars.count ? text : nil
            #expect(peeked == expected, "\(data)")
            if expected != nil { texts += 1 }
        }
        #expect(texts > 40, "the generated data includes text (\(texts))")
    }
}
