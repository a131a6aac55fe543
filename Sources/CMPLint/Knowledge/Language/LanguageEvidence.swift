import Foundation

/// What a body of text says about its language, accumulated word by word so that one text and a
/// whole document (all its UI texts together, each word counting once) are decided the same way.
///
/// Decision, in order:
/// 1. Script. Words are counted per script (a Chinese or Japanese character as half a word). If no
///    script has three quarters of the text, the text is mixed: unknown.
/// 2. Scripts used by one supported language decide it directly (Greek, Arabic, Hebrew, Hangul,
///    kana with kanji for Japanese, Han with Chinese grammar characters for Chinese), given enough
///    text and not much of the letters or words of an unsupported language of the same script
///    (Persian and Urdu letters, Yiddish spellings and words).
/// 3. Latin and Cyrillic text is scored per language: word-list matches plus letter and spelling
///    features (`LanguageProfiles`). The best language needs at least two strong words (a list
///    match or telling letters; Cyrillic: one), and the text at least four words (Cyrillic: three).
///    Against the runner-up, `against` sums how much each word favours the runner-up: if that is
///    more than 30 % of the evidence separating the two, the text mixes two languages: unknown.
///    Words both languages share cancel out, so close pairs (Danish and Norwegian, Spanish and
///    Portuguese) are decided by the words that differ.
struct LanguageEvidence {
    private let profileCount = LanguageProfiles.count
    private var score: [Double]
    /// Per profile: words scoring at least `strongWord` (a list match, or telling letters).
    private var strong: [Int]
    private var support: [Int]
    /// Every word's nonzero scores, `wordEnds[i]` ending word i's entries: kept so the two best
    /// languages can be compared word by word once they are known.
    private var entryProfiles: [Int] = []
    private var entryScores: [Double] = []
    private var wordEnds: [Int] = []
    private var wordScratch: [Double]
    private var touched: [Int] = []
    private var featureScratch: [Double]
    private var featureTouched: [Int] = []
    private var codes: [UInt64] = []
    private var seenLetters: [Unicode.Scalar] = []
    // The compiled tables, held here so the per-word loops do not go through lazy globals.
    private let words = LanguageProfiles.words
    private let letters = LanguageProfiles.letters
    private let affixes = LanguageProfiles.affixes
    private let profileScripts = LanguageProfiles.all.map(\.script)
    /// Per `LanguageScript.rawValue`: words (characters for Han and kana).
    private var scriptUnits: [Int]
    private var nonArabicTokens = 0
    private var yiddishTokens = 0
    private var chineseGrammarHits = 0
    private var hangulSyllables = 0

    /// A word scoring this much for a language is evidence on its own: a list match, or letters
    /// and spellings only that language (or its close relatives) uses.
    static let strongWord = 0.8
    /// Minimum words of a Latin-script text, and strong words of its language.
    static let minimumLatinWords = 4
    static let minimumLatinMatches = 2
    static let minimumCyrillicWords = 3
    static let minimumCyrillicMatches = 1
    /// Share of the text the dominant script must have.
    static let minimumScriptShare = 0.75
    /// Largest share of the evidence between the two best languages that may favour the second.
    static let maximumCounterEvidence = 0.3

    init() {
        let n = LanguageProfiles.count
        score = Array(repeating: 0, count: n)
        strong = Array(repeating: 0, count: n)
        support = Array(repeating: 0, count: n)
        wordScratch = Array(repeating: 0, count: n)
        featureScratch = Array(repeating: 0, count: n)
        scriptUnits = Array(repeating: 0, count: LanguageScript.allCases.count)
    }

    /// Adds one text's words.
    mutating func add(_ text: String) {
        let tokens = LanguageTokenizer.tokens(in: text)
        // Acronyms are skipped, unless the text is written in capitals throughout.
        var cased = 0
        var capitals = 0
        for t in tokens where t.script == .latin || t.script == .cyrillic || t.script == .greek {
            cased += 1
            if t.isAllCaps { capitals += 1 }
        }
        let keepCapitals = cased > 0 && capitals * 2 > cased
        for token in tokens {
            if token.isMixedCase || (token.isAllCaps && !keepCapitals) { continue }
            add(token)
        }
    }

    private mutating func add(_ token: LanguageToken) {
        scriptUnits[Int(token.script.rawValue)] += 1
        switch token.script {
        case .latin, .cyrillic:
            scoreWord(token)
        case .arabic:
            if token.text.unicodeScalars.contains(where: { LanguageScriptHints.nonArabicLetters.contains($0) }) {
                nonArabicTokens += 1
            }
        case .hebrew:
            if LanguageScriptHints.yiddishWords.contains(token.text)
                || token.text.unicodeScalars.contains(where: { LanguageScriptHints.yiddishMarks.contains($0) }) {
                yiddishTokens += 1
            }
        case .han:
            if let s = token.text.unicodeScalars.first, LanguageScriptHints.chineseGrammarCharacters.contains(s) {
                chineseGrammarHits += 1
            }
        case .hangul:
            hangulSyllables += token.letterCount
        case .greek, .kana, .other:
            break
        }
    }

    private mutating func scoreWord(_ token: LanguageToken) {
        if let entries = words[token.text] {
            for e in entries {
                if wordScratch[e.profile] == 0 { touched.append(e.profile) }
                wordScratch[e.profile] += e.weight
            }
        }
        addFeatures(token)
        guard !touched.isEmpty else { return }
        for x in touched {
            let sx = wordScratch[x]
            score[x] += sx
            if sx > 0 { support[x] += 1 }
            if sx >= Self.strongWord { strong[x] += 1 }
            entryProfiles.append(x)
            entryScores.append(sx)
            wordScratch[x] = 0
        }
        wordEnds.append(entryScores.count)
        touched.removeAll(keepingCapacity: true)
    }

    /// Letter and spelling features of one word, capped per profile, added to `wordScratch`.
    private mutating func addFeatures(_ token: LanguageToken) {
        codes.removeAll(keepingCapacity: true)
        seenLetters.removeAll(keepingCapacity: true)
        var packable = true
        for s in token.text.unicodeScalars {
            if !seenLetters.contains(s) {
                seenLetters.append(s)
                letters.forEach(UInt64(s.value)) { addFeature($0) }
            }
            guard s != "'" else { continue }
            let c = LanguageProfiles.affixCode(s)
            if c == 0 { packable = false }
            codes.append(c)
        }
        let count = codes.count
        if packable && count >= 2 {
            // Anywhere: every two- and three-letter sequence.
            for length in 2...min(3, count) {
                for start in 0...(count - length) {
                    affixes.forEach(LanguageProfiles.affixKey(.infix, codes[start..<(start + length)])) { addFeature($0) }
                }
            }
            // Endings and beginnings, shorter than the word itself.
            let longest = min(LanguageProfiles.maxAffixLength, count - 1)
            if longest >= 2 {
                for length in 2...longest {
                    affixes.forEach(LanguageProfiles.affixKey(.suffix, codes[(count - length)...])) { addFeature($0) }
                    if length <= 4 {
                        affixes.forEach(LanguageProfiles.affixKey(.prefix, codes[..<length])) { addFeature($0) }
                    }
                }
            }
        }
        for p in featureTouched {
            if wordScratch[p] == 0 { touched.append(p) }
            wordScratch[p] += min(featureScratch[p], LanguageProfiles.featureCap)
            featureScratch[p] = 0
        }
        featureTouched.removeAll(keepingCapacity: true)
    }

    private mutating func addFeature(_ e: LanguageProfileWeight) {
        if featureScratch[e.profile] == 0 { featureTouched.append(e.profile) }
        featureScratch[e.profile] += e.weight
    }

    /// The language of everything added, or nil when there is too little text, the text mixes
    /// languages or scripts, or its language is not supported.
    func guess() -> LanguageGuess? {
        var weights = scriptUnits.map(Double.init)
        let cjk = (weights[Int(LanguageScript.han.rawValue)] + weights[Int(LanguageScript.kana.rawValue)]) * 0.5
        weights[Int(LanguageScript.han.rawValue)] = cjk
        weights[Int(LanguageScript.kana.rawValue)] = 0
        let total = weights.reduce(0, +)
        guard total > 0, let top = weights.indices.max(by: { weights[$0] < weights[$1] }),
              let script = LanguageScript(rawValue: UInt8(top)) else { return nil }
        let share = weights[top] / total
        guard share >= Self.minimumScriptShare else { return nil }
        let units = scriptUnits[top]
        switch script {
        case .latin:
            return statistical(.latin, minimumWords: Self.minimumLatinWords, minimumMatches: Self.minimumLatinMatches, share: share)
        case .cyrillic:
            return statistical(.cyrillic, minimumWords: Self.minimumCyrillicWords, minimumMatches: Self.minimumCyrillicMatches, share: share)
        case .greek:
            return direct("el", units: units, scale: 2, share: share)
        case .arabic:
            guard Double(nonArabicTokens) < max(1, 0.15 * Double(units)) else { return nil }
            return direct("ar", units: units, scale: 2, share: share)
        case .hebrew:
            guard Double(yiddishTokens) < max(1, 0.15 * Double(units)) else { return nil }
            return direct("he", units: units, scale: 2, share: share)
        case .hangul:
            guard hangulSyllables >= 4 else { return nil }
            return direct("ko", units: units, scale: 2, share: share)
        case .han, .kana:
            let kana = scriptUnits[Int(LanguageScript.kana.rawValue)]
            let han = scriptUnits[Int(LanguageScript.han.rawValue)]
            if kana >= 2 && Double(kana) >= 0.1 * Double(kana + han) {
                return direct("ja", units: kana + han, scale: 5, share: share)
            }
            guard kana == 0 || Double(kana) < 0.02 * Double(han), han >= 6,
                  chineseGrammarHits >= 2 || (chineseGrammarHits >= 1 && han >= 12) else { return nil }
            return direct("zh", units: han, scale: 6, share: share)
        case .other:
            return nil
        }
    }

    /// Summed over words: how much each word favours `a` over `b`, and `b` over `a`.
    private func separation(_ a: Int, _ b: Int) -> (Double, Double) {
        var favouring = 0.0
        var against = 0.0
        var start = 0
        for end in wordEnds {
            var sa = 0.0
            var sb = 0.0
            for i in start..<end {
                if entryProfiles[i] == a { sa = entryScores[i] } else if entryProfiles[i] == b { sb = entryScores[i] }
            }
            if sa > sb { favouring += sa - sb } else { against += sb - sa }
            start = end
        }
        return (favouring, against)
    }

    /// Word-statistics scores, best first, for diagnostics and tests.
    func ranking() -> [(code: String, score: Double, matches: Int)] {
        LanguageProfiles.all.indices
            .filter { score[$0] > 0 }
            .sorted { score[$0] > score[$1] }
            .map { (LanguageProfiles.all[$0].code, score[$0], strong[$0]) }
    }

    /// A language its script decides: confidence grows with the amount of text.
    private func direct(_ code: String, units: Int, scale: Double, share: Double) -> LanguageGuess? {
        guard let info = LanguageIdentifier.info(for: code) else { return nil }
        let confidence = share * (1 - exp(-Double(units) / scale))
        guard confidence >= LanguageIdentifier.minimumConfidence else { return nil }
        return LanguageGuess(language: info, confidence: confidence, wordCount: units)
    }

    /// A language word statistics decide.
    private func statistical(_ script: LanguageScript, minimumWords: Int, minimumMatches: Int, share: Double) -> LanguageGuess? {
        let words = scriptUnits[Int(script.rawValue)]
        guard words >= minimumWords else { return nil }
        let n = profileCount
        var best = -1
        var second = -1
        for p in 0..<n where profileScripts[p] == script {
            if best < 0 || score[p] > score[best] {
                second = best
                best = p
            } else if second < 0 || score[p] > score[second] {
                second = p
            }
        }
        guard best >= 0, second >= 0, strong[best] >= minimumMatches,
              let info = LanguageProfiles.all[best].info else { return nil }
        let (favouring, against) = separation(best, second)
        let counter = favouring + against > 0 ? against / (favouring + against) : 1
        guard counter <= Self.maximumCounterEvidence else { return nil }
        let margin = 1 - exp(-(score[best] - score[second]) / 1.5)
        let coverage = min(1, Double(strong[best]) / (0.25 * Double(words)))
        let confidence = share * margin * (1 - counter) * coverage
        guard confidence >= LanguageIdentifier.minimumConfidence else { return nil }
        return LanguageGuess(language: info, confidence: confidence, wordCount: support[best])
    }
}
