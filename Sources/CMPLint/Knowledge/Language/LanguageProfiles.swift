/// One language the word statistics score: a supported language, or a close relative the
/// identifier does not support, kept so that text in it ends as "unknown" rather than as its
/// nearest supported neighbour.
struct LanguageProfile: Sendable {
    let code: String
    let script: LanguageScript
    /// The supported language, nil for a relative kept only to catch its text.
    let info: LanguageInfo?
}

/// A score contribution of one table entry to one profile.
struct LanguageProfileWeight: Sendable {
    let profile: Int
    let weight: Double
}

/// The word, letter and spelling tables of `LanguageWordLists`, `LanguageLetterFeatures` and
/// `LanguageAffixFeatures`, compiled once into lookups keyed the way the scorer reads text.
enum LanguageProfiles {
    /// Profiles scored by word statistics (Latin and Cyrillic scripts), supported ones first.
    static let all: [LanguageProfile] = {
        let latin = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "fi", "nb", "cs", "ro", "hu", "tr",
                     "ca", "gl", "sk", "hr", "sl", "et"]
        let cyrillic = ["ru", "uk", "bg", "sr", "be", "kk"]
        func profile(_ code: String, _ script: LanguageScript) -> LanguageProfile {
            LanguageProfile(code: code, script: script, info: LanguageCodes.supported.first { $0.code == code })
        }
        return latin.map { profile($0, .latin) } + cyrillic.map { profile($0, .cyrillic) }
    }()

    static var count: Int { all.count }

    /// Highest letter-plus-spelling score one word can give one profile.
    static let featureCap = 1.5

    /// Longest affix pattern, in letters; bounded by the packing of `affixKey`.
    static let maxAffixLength = 6

    static let index: [String: Int] = {
        var result: [String: Int] = [:]
        for (i, p) in all.enumerated() { result[p.code] = i }
        return result
    }()

    /// Word (lowercase) → profiles listing it.
    static let words: [String: [LanguageProfileWeight]] = {
        var table: [String: [LanguageProfileWeight]] = [:]
        table.reserveCapacity(8192)
        func add(_ word: String, _ profile: Int, _ weight: Double) {
            if let i = table[word]?.firstIndex(where: { $0.profile == profile }) {
                table[word]![i] = LanguageProfileWeight(profile: profile, weight: max(weight, table[word]![i].weight))
            } else {
                table[word, default: []].append(LanguageProfileWeight(profile: profile, weight: weight))
            }
        }
        for (code, list) in LanguageWordLists.words {
            guard let profile = index[code] else { continue }
            // Split on bytes: splitting the lists by Character would dominate start-up time.
            for item in list.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x0A }) {
                var word = String(decoding: item, as: UTF8.self)
                var weight = 1.0
                if let colon = item.firstIndex(of: UInt8(ascii: ":")),
                   let w = Double(String(decoding: item[item.index(after: colon)...], as: UTF8.self)) {
                    weight = w
                    word = String(decoding: item[..<colon], as: UTF8.self)
                }
                add(word, profile, weight)
                // Romanian is also typed with the older cedilla letters ş and ţ.
                if code == "ro", word.unicodeScalars.contains(where: { $0 == "ș" || $0 == "ț" }) {
                    var legacy = String.UnicodeScalarView()
                    for s in word.unicodeScalars { legacy.append(s == "ș" ? "ş" : s == "ț" ? "ţ" : s) }
                    add(String(legacy), profile, weight)
                }
            }
        }
        return table
    }()

    /// Letter (scalar value) → profiles it points to.
    static let letters: LanguageFeatureTable = {
        var table: [UInt64: [LanguageProfileWeight]] = [:]
        for (letters, weights) in LanguageLetterFeatures.letters {
            for scalar in letters.unicodeScalars {
                for (code, weight) in weights.sorted(by: { $0.key < $1.key }) {
                    guard let profile = index[code] else { continue }
                    table[UInt64(scalar.value), default: []].append(LanguageProfileWeight(profile: profile, weight: weight))
                }
            }
        }
        return LanguageFeatureTable(table)
    }()

    /// `affixKey` of a pattern → profiles it points to.
    static let affixes: LanguageFeatureTable = {
        var table: [UInt64: [LanguageProfileWeight]] = [:]
        for (pattern, weights) in LanguageAffixFeatures.patterns {
            var body = Array(pattern.unicodeScalars)
            var kind = AffixKind.infix
            if body.first == "-" {
                kind = .suffix
                body.removeFirst()
            } else if body.last == "-" {
                kind = .prefix
                body.removeLast()
            }
            let codes = body.map(affixCode)
            guard !codes.isEmpty, codes.count <= maxAffixLength, !codes.contains(0) else { continue }
            let key = affixKey(kind, codes[...])
            for (code, weight) in weights.sorted(by: { $0.key < $1.key }) {
                guard let profile = index[code] else { continue }
                table[key, default: []].append(LanguageProfileWeight(profile: profile, weight: weight))
            }
        }
        return LanguageFeatureTable(table)
    }()

    /// Codes named in the data tables that are not profiles: typos a test should catch.
    static var unknownCodesInData: [String] {
        var codes = Set(LanguageWordLists.words.keys)
        for (_, w) in LanguageLetterFeatures.letters { codes.formUnion(w.keys) }
        for (_, w) in LanguageAffixFeatures.patterns { codes.formUnion(w.keys) }
        return codes.filter { index[$0] == nil }.sorted()
    }

    enum AffixKind: UInt64 {
        case infix = 1, prefix = 2, suffix = 3
    }

    /// A 10-bit code for the letters affix patterns use (Latin up to Latin Extended-B, Cyrillic,
    /// the Catalan middle dot); 0 for anything else, which no pattern contains.
    @inline(__always)
    static func affixCode(_ scalar: Unicode.Scalar) -> UInt64 {
        let v = scalar.value
        if v > 0 && v < 0x250 { return UInt64(v) }
        if v >= 0x400 && v < 0x530 { return UInt64(0x250 + v - 0x400) }
        return 0
    }

    /// Packs up to six letter codes and the pattern kind into one integer, so the scorer looks
    /// patterns up without building strings.
    @inline(__always)
    static func affixKey(_ kind: AffixKind, _ codes: ArraySlice<UInt64>) -> UInt64 {
        var key = kind.rawValue << 60
        var shift: UInt64 = 0
        for c in codes {
            key |= c << shift
            shift += 10
        }
        return key
    }
}
