import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

@Suite struct LanguageFuzzTests {
    /// Scalars drawn from the ranges the identifier treats specially, plus separators, markup and
    /// characters that are not valid on their own (combining marks, lone modifiers).
    static let pools: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x52F, 0x590...0x5FF, 0x600...0x6FF,
        0xE00...0xE7F, 0x1E00...0x1EFF, 0x2000...0x206F, 0x3040...0x30FF, 0x4E00...0x4FFF, 0xAC00...0xAD00,
        0xFB1D...0xFB4F, 0xFE70...0xFEFF, 0x1F300...0x1F6FF, 0x09...0x0D,
    ]
    static let fragments = [
        "<b>", "</p>", "&amp;", "&#x41;", "&#99999999;", "&", "<", "l'", "dell'", "://", "www.", "_", "İ", "ß",
        "e\u{301}", "·", "'", "’", " ", "  ", "\n", "de ", "und ", "the ", "的", "の", "는 ",
    ]

    static func randomText(_ rng: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<rng.below(120) {
            if rng.below(4) == 0 {
                text += fragments[rng.below(fragments.count)]
            } else {
                let pool = pools[rng.below(pools.count)]
                let value = pool.lowerBound + UInt32(rng.below(Int(pool.upperBound - pool.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            }
        }
        return text
    }

    @Test func randomTextNeverCrashes() {
        var rng = SplitMix64(seed: 0x1A06_0A6E)
        let supported = Set(LanguageIdentifier.supported.map(\.code))
        for _ in 0..<3000 {
            let text = Self.randomText(&rng)
            if let guess = LanguageIdentifier.identify(text) {
                #expect(supported.contains(guess.language.code))
                #expect(
                    guess.confidence >= LanguageIdentifier.minimumConfidence && guess.confidence <= 1,
                    "\(text.debugDescription)")
                #expect(guess.wordCount > 0)
            }
            for token in LanguageTokenizer.tokens(in: text) {
                #expect(!token.text.isEmpty && token.letterCount > 0)
            }
            let cleaned = UITextCleaner.clean(text)
            #expect(!cleaned.hasPrefix(" ") && !cleaned.hasSuffix(" ") && !cleaned.contains("  "))
        }
    }

    /// Random documents built from the keys the extractor cares about: every extracted pointer
    /// resolves to its node, and document identification completes.
    @Test func randomDocumentsNeverCrash() throws {
        var rng = SplitMix64(seed: 0xD0C5)
        let keys = [
            "text", "title", "description", "name", "groupName", "purposes", "vendors", "appConfig", "pcUIData",
            "bannerUIData", "textColor", "url", "a/b", "t~1", "", "1", "iabIllustrations", "ageGroups",
            "generalVendors",
        ]
        for _ in 0..<300 {
            var json = ""
            func value(_ depth: Int) {
                switch rng.below(depth > 4 ? 2 : 5) {
                case 0:
                    let text = Self.randomText(&rng).unicodeScalars.map { s -> String in
                        switch s {
                        case "\"": return "\\\""
                        case "\\": return "\\\\"
                        default:
                            return s.value < 0x20
                                ? "\\u" + String(repeating: "0", count: 4 - String(s.value, radix: 16).count)
                                    + String(s.value, radix: 16) : String(s)
                        }
                    }.joined()
                    json += "\"" + text + "\""
                case 1: json += String(rng.below(100))
                case 2, 3:
                    // Distinct keys: with duplicates a pointer names the last member, not every one.
                    json += "{"
                    var used: Set<String> = []
                    for _ in 0..<rng.below(5) {
                        let key = keys[rng.below(keys.count)]
                        guard used.insert(key).inserted else { continue }
                        if used.count > 1 { json += "," }
                        json += "\"" + key + "\":"
                        value(depth + 1)
                    }
                    json += "}"
                default:
                    json += "["
                    for i in 0..<rng.below(4) {
                        if i > 0 { json += "," }
                        value(depth + 1)
                    }
                    json += "]"
                }
            }
            value(0)
            let document = try JSONParser.parse(Array(json.utf8))
            for t in UITextExtractor.texts(in: document, paths: .defaults) {
                #expect(document.node(atPointer: t.pointer) == t.node, "\(t.pointer)")
                #expect(document.pointer(t.node) == t.pointer)
            }
            let result = LanguageIdentifier.identify(document: document, paths: .defaults)
            #expect(result.textLength >= 0)
            if result.guess == nil, let representative = result.representative {
                #expect(document.node(atPointer: representative.pointer) == representative.node)
            }
        }
    }
}
