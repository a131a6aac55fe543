import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintKnowledge

/// `UITextKeys.hasTechnicalShape`, which reads a key once and compares only the fragments that
/// start where it stands, against the plain reading of its rule: a listed suffix at the end (case
/// as written), or a listed fragment anywhere (any case).
struct UITextKeysTests {
    static func reference(_ key: String) -> Bool {
        UITextKeys.technicalKeySuffixes.contains { key.hasSuffix($0) }
            || UITextKeys.technicalKeyFragments.contains { key.lowercased().contains($0) }
    }

    @Test(arguments: [
        ("textColorDark", true), ("imgcolor", true), ("fontFamily", true), ("BORDERWIDTH", true),
        ("customGroupId", true),
        ("linkedGroupIds", true), ("logoUrl", true), ("consentStatus", true), ("iconUrl", true), ("layoutHeight", true),
        ("title", false), ("description", false), ("alertNotice", false), ("Id", true), ("id", false), ("ico", false),
        ("coloR", true), ("colou", false), ("", false), ("Übersicht", false), ("Bildposition", true),
    ])
    func knownKeys(_ key: String, _ technical: Bool) {
        #expect(UITextKeys.hasTechnicalShape(key) == technical, "\(key)")
        #expect(Self.reference(key) == technical, "\(key)")
    }

    /// Keys made of the fragments' and suffixes' pieces, cut and joined at random, in both cases.
    @Test func agreesWithThePlainReading() {
        let pieces =
            UITextKeys.technicalKeyFragments + UITextKeys.technicalKeySuffixes + [
                "text", "Title", "é", "_", "Co", "lor", "I", "d", "Ur", "l",
            ]
        var rng = SplitMix64(seed: 0x7E_C4_1C)
        for _ in 0..<20_000 {
            var key = ""
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let piece = pieces.randomElement(using: &rng)!
                let cut = piece.prefix(Int.random(in: 0...piece.count, using: &rng))
                key += Bool.random(using: &rng) ? cut.uppercased() : String(cut)
            }
            #expect(UITextKeys.hasTechnicalShape(key) == Self.reference(key), "\(key)")
        }
    }

    /// The class table by UTF-8 gives each listed key the classes of the lists it is on (today no
    /// key is on two), and nothing to a key on no list, however close: another case, a letter
    /// more or less, a prefix of a listed key.
    @Test func classesByUTF8MatchTheLists() {
        func classes(_ key: String) -> UITextKeys.KeyClass {
            var key = key
            return key.withUTF8 { UITextKeys.classes(ofUTF8: $0) }
        }
        for key in UITextKeys.technicalKeys.union(UITextKeys.textKeys).union(UITextKeys.nameContainers) {
            var expected: UITextKeys.KeyClass = []
            if UITextKeys.technicalKeys.contains(key) { expected.insert(.technical) }
            if UITextKeys.textKeys.contains(key) { expected.insert(.text) }
            if UITextKeys.nameContainers.contains(key) { expected.insert(.nameContainer) }
            #expect(classes(key) == expected, "\(key)")
        }
        #expect(classes("title") == .text)
        #expect(classes("purposes") == .nameContainer)
        for key in ["", "Title", "titles", "titl", "purposeIds", "néme"] { #expect(classes(key) == [], "\(key)") }
    }
}

/// `UTF8Interner`: ids in first-seen order, found again by lookup, through the table's growth.
struct UTF8InternerTests {
    @Test func idsAndLookupsAgreeThroughGrowth() {
        let words = (0..<3_000).map { "w\($0)é" }
        var interner = UTF8Interner(words + words.prefix(10))
        #expect(interner.count == words.count)
        for (index, word) in words.enumerated() {
            var word = word
            #expect(word.withUTF8 { interner.lookup($0) } == index)
        }
        var absent = "w3000é"
        #expect(absent.withUTF8 { interner.lookup($0) } == nil)
        let (id, isNew) = absent.withUTF8 { interner.id($0) }
        #expect(id == words.count && isNew)
        #expect(absent.withUTF8 { interner.lookup($0) } == words.count)
    }
}
