import Foundation

/// What a body of text says about its language, accumulated text by text so that one text and a
/// whole document (all its UI texts together, each distinct word counting once) are decided the
/// same way. scripts/language_profiles.py mirrors this decision to measure it on held-out text.
///
/// Decision, in order:
/// 1. Script. Distinct words are counted per script (a Chinese or Japanese character as half a
///    word). If no script has three quarters of the text, the text is mixed: unknown. Latin text
///    needs four words, Cyrillic three, Chinese and Japanese eight characters, others two
///    (Thai, written without spaces, one run of letters).
/// 2. Names. Six or fewer Latin or Cyrillic words, most of them capitalised, are a name or a
///    title ("Meta Platforms Ireland Limited"): unknown.
/// 3. Profiles. Every profile of the script (`LanguageModel`, supported languages and unsupported
///    relatives) scores the words; the best must be a supported language, ahead of the best other
///    language by `margin` nats (more for the close pairs of `LanguageClosePairs`).
///    Variants of one language (pt-PT and pt-BR, zh-Hans and zh-Hant) do not compete: the variant
///    is named when it leads its sibling by `variantMargin`.
/// 4. Mixing. Sentences of three or more words that another language wins by `segmentMargin`
///    may make up less than a quarter of the words.
/// 5. Chinese and Japanese: Japanese needs kana; Han without kana is Chinese only with Chinese
///    grammar characters (`LanguageScriptHints`), since an all-kanji Japanese label looks the same.
struct LanguageEvidence {
    static let margin = 3.0
    static let variantMargin = 6.0
    static let segmentMargin = 5.0
    static let maximumForeignShare = 0.25
    static let minimumScriptShare = 0.75
    static let maximumNameWords = 6
    static let nameCapitalShare = 0.6
    /// Distinct words scored at most: more than a decision needs (a small banner has about twenty),
    /// and with eight times as many words read for the scripts' shares, the bound on the
    /// identifier's work per document.
    static let maximumScoredWords = 48

    private let model = LanguageModel.shared
    private let profileCount: Int
    /// Per profile: summed deltas over the floor, of distinct words.
    private var delta: [Double]
    /// Per script (raw value): n-grams of distinct words, distinct words (CJK characters / 2),
    /// capitalised distinct words.
    private var features: [Int]
    private var units: [Double]
    private var capitalized: [Int]
    private var distinct: [Int]
    /// Per script: words in sentences, repeats included (the base of the foreign share).
    private var sentenceWords: [Int]
    /// Each distinct word's entries in `cacheProfiles`/`cacheDeltas`, and its n-gram count.
    private var cache: [String: (start: Int, end: Int, features: Int)] = [:]
    private var cacheProfiles: [Int] = []
    private var cacheDeltas: [Double] = []
    private var scratch: [Double]
    private var touched: [Int] = []
    /// Sentences of three or more words: their script, deltas, n-grams and words.
    private var segments: [(script: LanguageScript, delta: [Double], features: Int, words: Int)] = []
    /// The sentence being read: deltas (and the profiles they touch), words and n-grams per script.
    private var sentence: (delta: [Double], touched: [Int], words: [Int], features: [Int])
    private var scored = 0
    private var kana = 0
    private var han = 0
    private var chineseGrammarHits = 0

    init() {
        profileCount = model.profiles.count
        delta = Array(repeating: 0, count: profileCount)
        scratch = Array(repeating: 0, count: profileCount)
        features = Array(repeating: 0, count: LanguageScript.allCases.count)
        units = Array(repeating: 0, count: LanguageScript.allCases.count)
        capitalized = Array(repeating: 0, count: LanguageScript.allCases.count)
        distinct = Array(repeating: 0, count: LanguageScript.allCases.count)
        sentenceWords = Array(repeating: 0, count: LanguageScript.allCases.count)
        sentence = (Array(repeating: 0, count: profileCount), [], Array(repeating: 0, count: LanguageScript.allCases.count),
                    Array(repeating: 0, count: LanguageScript.allCases.count))
    }

    /// Adds one text's words, sentence by sentence.
    mutating func add(_ text: String) {
        // Enough read: the scored words decide, and eight times as many words have set the
        // scripts' shares.
        guard cache.count < Self.maximumScoredWords * 8 else { return }
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
            if !(token.isMixedCase || (token.isAllCaps && !keepCapitals)) { add(token) }
            if token.endsSentence { closeSentence() }
        }
        closeSentence()
    }

    /// Keeps the sentence just read if it has three or more words of one script.
    private mutating func closeSentence() {
        if let top = sentence.words.indices.max(by: { sentence.words[$0] < sentence.words[$1] }),
           sentence.words[top] >= 3, let script = LanguageScript(rawValue: UInt8(top)) {
            segments.append((script, sentence.delta, sentence.features[top], sentence.words[top]))
        }
        for p in sentence.touched { sentence.delta[p] = 0 }
        sentence.touched.removeAll(keepingCapacity: true)
        for i in sentence.words.indices {
            sentence.words[i] = 0
            sentence.features[i] = 0
        }
    }

    private mutating func add(_ token: LanguageToken) {
        let script = token.script
        let s = Int(script.rawValue)
        let entry: (start: Int, end: Int, features: Int)
        if let cached = cache[token.text] {
            entry = cached
        } else if scored >= Self.maximumScoredWords {
            // Enough evidence: later words only count towards the scripts' shares.
            if cache.count < Self.maximumScoredWords * 8 { cache[token.text] = (0, 0, 0) } else { return }
            units[s] += script == .han ? Double(token.letterCount) * 0.5 : 1
            distinct[s] += 1
            return
        } else {
            scored += 1
            entry = score(token.text)
            cache[token.text] = entry
            distinct[s] += 1
            units[s] += script == .han ? Double(token.letterCount) * 0.5 : 1
            if token.isCapitalized { capitalized[s] += 1 }
            features[s] += entry.features
            for i in entry.start..<entry.end { delta[cacheProfiles[i]] += cacheDeltas[i] }
            if script == .han { countCJK(token.text) }
        }
        sentence.words[s] += 1
        sentenceWords[s] += 1
        sentence.features[s] += entry.features
        for i in entry.start..<entry.end {
            let p = cacheProfiles[i]
            if sentence.delta[p] == 0 { sentence.touched.append(p) }
            sentence.delta[p] += cacheDeltas[i]
        }
    }

    private mutating func countCJK(_ text: String) {
        for c in text.unicodeScalars {
            switch LanguageScript.of(c) {
            case .kana: kana += 1
            case .han:
                han += 1
                if LanguageScriptHints.chineseGrammarCharacters.contains(c) { chineseGrammarHits += 1 }
            default: break
            }
        }
    }

    /// The n-grams of one word, summed per profile into the cache.
    private mutating func score(_ word: String) -> (start: Int, end: Int, features: Int) {
        var padded: [Unicode.Scalar] = [" "]
        padded.append(contentsOf: word.unicodeScalars)
        padded.append(" ")
        var count = 0
        for n in 2...3 where padded.count >= n {
            for i in 0...(padded.count - n) {
                count += 1
                guard let key = LanguageModel.key(padded[i..<(i + n)]) else { continue }
                for e in model.entries(key) {
                    let profile = Int(e >> 8)
                    if scratch[profile] == 0 { touched.append(profile) }
                    scratch[profile] += Double(e & 0xFF) / LanguageModel.quantum
                }
            }
        }
        let start = cacheProfiles.count
        for p in touched {
            cacheProfiles.append(p)
            cacheDeltas.append(scratch[p])
            scratch[p] = 0
        }
        touched.removeAll(keepingCapacity: true)
        return (start, cacheProfiles.count, count)
    }

    /// The language of everything added, or nil when there is too little text, the text mixes
    /// languages or scripts, or its language is not supported.
    func guess() -> LanguageGuess? {
        let total = units.reduce(0, +)
        guard total > 0, let top = units.indices.max(by: { units[$0] < units[$1] }),
              let script = LanguageScript(rawValue: UInt8(top)), script != .other else { return nil }
        let share = units[top] / total
        guard share >= Self.minimumScriptShare, units[top] >= Self.minimumWords(script) else { return nil }
        if script == .latin || script == .cyrillic, distinct[top] <= Self.maximumNameWords,
           Double(capitalized[top]) >= Self.nameCapitalShare * Double(distinct[top]) {
            return nil
        }
        let scores = model.profiles.indices.map { delta[$0] + Double(features[top]) * model.profiles[$0].floor }
        let candidates = model.profiles.indices.filter { model.profiles[$0].script == script }
            .sorted { scores[$0] > scores[$1] }
        guard let best = candidates.first, let info = model.profiles[best].info else { return nil }
        let rival = candidates.first { model.profiles[$0].info?.code != info.code || model.profiles[$0].info == nil }
        let margin = rival.map { scores[best] - scores[$0] } ?? 99
        let needed = rival.map { LanguageClosePairs.margin(model.profiles[best].code, over: model.profiles[$0].code) } ?? Self.margin
        guard margin >= needed else { return nil }
        guard !isMixed(script: script, best: best) else { return nil }
        if script == .han {
            guard chineseOrJapaneseAgrees(info.code) else { return nil }
        }
        let sibling = candidates.first { $0 != best && model.profiles[$0].info?.code == info.code }
        var variant = model.profiles[best].variant
        if let sibling, scores[best] - scores[sibling] < Self.variantMargin { variant = nil }
        // At the margin needed, three quarters; approaching 1 as the margin grows.
        let confidence = share * (1 - 0.25 * exp(-(margin - needed) / needed))
        let words = script == .han ? han + kana : distinct[top]
        return LanguageGuess(language: info, variant: variant, confidence: confidence, wordCount: words)
    }

    static func minimumWords(_ script: LanguageScript) -> Double {
        switch script {
        case .latin: 4
        case .cyrillic: 3
        case .han, .kana: 4
        case .thai: 1
        default: 2
        }
    }

    /// Sentences another language wins clearly make up a quarter of the words or more.
    private func isMixed(script: LanguageScript, best: Int) -> Bool {
        var foreign = 0
        let bestCode = model.profiles[best].info?.code
        for segment in segments where segment.script == script {
            func score(_ p: Int) -> Double { segment.delta[p] + Double(segment.features) * model.profiles[p].floor }
            var top = best
            for p in model.profiles.indices where model.profiles[p].script == script && score(p) > score(top) { top = p }
            let topCode = model.profiles[top].info?.code ?? model.profiles[top].code
            if topCode != bestCode && score(top) - score(best) >= Self.segmentMargin { foreign += segment.words }
        }
        return foreign > 0 && Double(foreign) >= Self.maximumForeignShare * Double(sentenceWords[Int(script.rawValue)])
    }

    /// Japanese needs kana (a tenth of the characters); Chinese needs (almost) none and Chinese
    /// grammar characters, which an all-kanji Japanese label lacks.
    private func chineseOrJapaneseAgrees(_ code: String) -> Bool {
        if code == "ja" { return kana >= 2 && Double(kana) >= 0.1 * Double(kana + han) }
        return Double(kana) < 0.02 * Double(han) && (chineseGrammarHits >= 2 || (chineseGrammarHits >= 1 && han >= 12))
    }

    /// Profile scores, best first, for diagnostics and tests.
    func ranking() -> [(code: String, score: Double)] {
        guard let top = units.indices.max(by: { units[$0] < units[$1] }) else { return [] }
        return model.profiles.indices.filter { model.profiles[$0].script.rawValue == UInt8(top) }
            .map { (model.profiles[$0].code, delta[$0] + Double(features[top]) * model.profiles[$0].floor) }
            .sorted { $0.score > $1.score }
    }
}
