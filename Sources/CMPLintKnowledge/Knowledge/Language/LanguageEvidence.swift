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
///    language by `margin` nats (more for the close pairs of `LanguageClosePairs`; for the pairs
///    of `LanguagePairWords`, less for each word of the best language).
///    Variants of one language (pt-PT and pt-BR, zh-Hans and zh-Hant) do not compete: the variant
///    is named when it leads its sibling by `variantMargin` (`variantMargins`), less its words
///    (`LanguagePairWords`).
/// 4. Mixing. Sentences of three or more scored words that another language wins by
///    `segmentMargin` (by the margin it would need over the document's language when that is
///    more: `foreignSentenceMargin`) may make up less than a quarter of the scored words in
///    sentences.
/// 5. Chinese and Japanese: Japanese needs kana; Han without kana is Chinese only with Chinese
///    grammar characters (`LanguageScriptHints`), since an all-kanji Japanese label looks the same.
package struct LanguageEvidence {
    package static let margin = 3.0
    package static let variantMargin = 6.0
    /// Languages whose variants need more (scripts/language_profiles.py, VARIANT_MARGINS): European
    /// and Brazilian Portuguese texts that read the same in both led the wrong variant by up to 23
    /// nats; at 20, less the variants' own words (`LanguagePairWords`), no held-out small document
    /// is named the wrong variant.
    package static let variantMargins: [String: Double] = ["pt": 20]
    package static let segmentMargin = 5.0
    /// The lead by which a sentence's best language `top` makes the sentence foreign to the
    /// document's language `best` (profile codes): `segmentMargin`, or the margin `top` would need
    /// to be named over `best` (`LanguageClosePairs`) where that is more. A Croatian sentence the
    /// Serbian Latin profile leads by less than a whole text would need is no evidence of Serbian.
    package static func foreignSentenceMargin(_ top: String, over best: String) -> Double {
        max(segmentMargin, LanguageClosePairs.margin(top, over: best))
    }
    package static let maximumForeignShare = 0.25
    package static let minimumScriptShare = 0.75
    package static let maximumNameWords = 6
    package static let nameCapitalShare = 0.6
    /// Distinct words scored at most: more than a decision needs (a small banner has about twenty).
    package static let maximumScoredWords = 48
    /// Words read at most, repeats and skipped words included (eight times the words scored, for
    /// the scripts' shares and the mixing test), and texts read at most (a text without words
    /// costs no word): with `maximumScoredWords`, the bound on the identifier's work per document
    /// whatever its size or repetition.
    package static let maximumWordsRead = 8 * maximumScoredWords
    package static let maximumTextsRead = maximumWordsRead

    private let model = LanguageModel.shared
    /// The document's words, possibly shared with other evidence of the same document.
    private let table: LanguageWordTable
    /// Per profile, in the model's grouped order (`LanguageModel.groupedIndex`): summed deltas
    /// over the floor, of distinct words.
    private var delta: [Double]
    /// Per script (raw value): n-grams of distinct words, distinct words (CJK characters / 2),
    /// capitalised distinct words.
    private var features: [Int]
    private var units: [Double]
    private var capitalized: [Int]
    private var distinct: [Int]
    /// Per script: scored words in sentences, repeats included (the base of the foreign share).
    private var sentenceWords: [Int]
    /// Per word id of `table`: whether this evidence has read the word, and scored it.
    private var state: [WordState] = []
    private enum WordState {
        case unread, counted
        case scored(features: Int)
    }
    /// Words read (`maximumWordsRead`) and texts read (`maximumTextsRead`).
    package private(set) var wordsRead = 0
    package private(set) var textsRead = 0
    private var scored = 0
    /// The scored words of each kept sentence, repeats included, in reading order; a sentence's
    /// deltas are summed from them only when the mixing test needs them.
    private var sentenceWordIDs: [Int32] = []
    /// Sentences of three or more scored words: their script, words in `sentenceWordIDs`, n-grams and words.
    private var segments: [(script: LanguageScript, ids: Range<Int>, features: Int, words: Int)] = []
    /// The sentence being read: where its words start in `sentenceWordIDs`, words and n-grams per script.
    private var sentence: (start: Int, words: [Int], features: [Int])
    private var kana = 0
    private var han = 0
    private var chineseGrammarHits = 0

    /// `table`: the words of the document this evidence is about; by default its own.
    package init(table: LanguageWordTable = LanguageWordTable()) {
        self.table = table
        delta = Array(repeating: 0, count: model.profiles.count)
        features = Array(repeating: 0, count: LanguageScript.allCases.count)
        units = Array(repeating: 0, count: LanguageScript.allCases.count)
        capitalized = Array(repeating: 0, count: LanguageScript.allCases.count)
        distinct = Array(repeating: 0, count: LanguageScript.allCases.count)
        sentenceWords = Array(repeating: 0, count: LanguageScript.allCases.count)
        sentence = (
            0, Array(repeating: 0, count: LanguageScript.allCases.count),
            Array(repeating: 0, count: LanguageScript.allCases.count)
        )
    }

    /// Enough read (`maximumWordsRead`, `maximumTextsRead`): later words and texts are not read.
    package var isFull: Bool { wordsRead >= Self.maximumWordsRead || textsRead >= Self.maximumTextsRead }

    /// Adds one text's words, sentence by sentence.
    package mutating func add(_ text: String) {
        guard !isFull else { return }
        var words: [LanguageWord] = []
        table.read(text, into: &words, maximumWords: Self.maximumWordsRead - wordsRead)
        add(words[...])
    }

    /// Adds the words of one text, read by this evidence's table, until `isFull`.
    package mutating func add(_ words: ArraySlice<LanguageWord>) {
        guard !isFull else { return }
        textsRead += 1
        for word in words {
            guard wordsRead < Self.maximumWordsRead else { break }
            wordsRead += 1
            if !word.isSkipped { add(word) }
            if word.endsSentence { closeSentence() }
        }
        closeSentence()
    }

    /// Keeps the sentence just read if it has three or more scored words of one script.
    private mutating func closeSentence() {
        var top = 0
        for i in sentence.words.indices where sentence.words[i] > sentence.words[top] { top = i }
        if sentence.words[top] >= 3, let script = LanguageScript(rawValue: UInt8(top)) {
            segments.append(
                (script, sentence.start..<sentenceWordIDs.count, sentence.features[top], sentence.words[top]))
        } else {
            sentenceWordIDs.removeSubrange(sentence.start...)
        }
        sentence.start = sentenceWordIDs.count
        for i in sentence.words.indices {
            sentence.words[i] = 0
            sentence.features[i] = 0
        }
    }

    private mutating func add(_ word: LanguageWord) {
        let id = Int(word.id)
        if id >= state.count { state.append(contentsOf: repeatElement(.unread, count: table.count - state.count)) }
        if case .unread = state[id] { firstSight(word) }
        guard case .scored(let wordFeatures) = state[id] else { return }
        let s = Int(word.script.rawValue)
        sentenceWordIDs.append(word.id)
        sentence.features[s] += wordFeatures
        sentence.words[s] += 1
        sentenceWords[s] += 1
    }

    /// Reads a word seen for the first time: scores it while fewer than `maximumScoredWords` are
    /// scored, then only counts it for the scripts' shares.
    private mutating func firstSight(_ word: LanguageWord) {
        let s = Int(word.script.rawValue)
        let id = Int(word.id)
        let units = word.script == .han ? Double(word.letterCount) * 0.5 : 1
        guard scored < Self.maximumScoredWords else {
            state[id] = .counted
            self.units[s] += units
            distinct[s] += 1
            return
        }
        let wordFeatures = table.score(word.id)
        state[id] = .scored(features: wordFeatures)
        scored += 1
        distinct[s] += 1
        self.units[s] += units
        if word.isCapitalized { capitalized[s] += 1 }
        features[s] += wordFeatures
        table.addScores(of: CollectionOfOne(word.id), to: &delta)
        if word.script == .han { countCJK(table.word(word.id)) }
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

    /// The language of everything added, or nil when there is too little text, the text mixes
    /// languages or scripts, or its language is not supported.
    package func guess() -> LanguageGuess? {
        let total = units.reduce(0, +)
        guard total > 0, let top = units.indices.max(by: { units[$0] < units[$1] }),
            let script = LanguageScript(rawValue: UInt8(top)), script != .other
        else { return nil }
        let share = units[top] / total
        guard share >= Self.minimumScriptShare, units[top] >= Self.minimumWords(script) else { return nil }
        if script == .latin || script == .cyrillic, distinct[top] <= Self.maximumNameWords,
            Double(capitalized[top]) >= Self.nameCapitalShare * Double(distinct[top])
        {
            return nil
        }
        let scores = profileScores(script, features: features[top])
        let candidates = model.profiles(of: script).sorted { scores[$0] > scores[$1] }
        guard let best = candidates.first, let info = model.profiles[best].info else { return nil }
        let rival = candidates.first { model.profiles[$0].info?.code != info.code || model.profiles[$0].info == nil }
        let margin = rival.map { scores[best] - scores[$0] } ?? 99
        var needed = Self.margin
        if let rival {
            let (bestCode, rivalCode) = (model.profiles[best].code, model.profiles[rival].code)
            needed = LanguageClosePairs.margin(bestCode, over: rivalCode)
            guard let lowered = LanguagePairWords.margin(needed, best: bestCode, over: rivalCode, words: wordsSeen)
            else { return nil }
            needed = lowered
        }
        guard margin >= needed else { return nil }
        guard !isMixed(script: script, best: best) else { return nil }
        if script == .han {
            guard chineseOrJapaneseAgrees(info.code) else { return nil }
        }
        let sibling = candidates.first { $0 != best && model.profiles[$0].info?.code == info.code }
        var variant = model.profiles[best].variant
        if let sibling {
            let needed = LanguagePairWords.margin(
                Self.variantMargins[info.code] ?? Self.variantMargin, best: model.profiles[best].code,
                over: model.profiles[sibling].code, words: wordsSeen)
            if needed.map({ scores[best] - scores[sibling] < $0 }) ?? true { variant = nil }
        }
        // At the margin needed, three quarters; approaching 1 as the margin grows (by steps of
        // the margin needed, or of `margin` when a pair's words lowered it further).
        let step = max(needed, Self.margin)
        let confidence = share * (1 - 0.25 * exp(-(margin - needed) / step))
        let words = script == .han ? han + kana : distinct[top]
        return LanguageGuess(language: info, variant: variant, confidence: confidence, wordCount: words)
    }

    /// The distinct words read (scored, or counted for the scripts' shares).
    private var wordsSeen: some Sequence<String> {
        state.indices.lazy.filter {
            if case .unread = state[$0] { return false }
            return true
        }.map { table.word(Int32($0)) }
    }

    package static func minimumWords(_ script: LanguageScript) -> Double {
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
        let bestProfile = model.profiles[best].code
        let list = model.profiles(of: script)
        let range = model.scriptRange(script)
        let floors = list.map { model.profiles[$0].floor }
        let bestPosition = model.groupedIndex[best] - range.lowerBound
        for segment in segments where segment.script == script {
            var sums = [Double](repeating: 0, count: list.count)
            table.addScores(of: sentenceWordIDs[segment.ids], range: range, to: &sums)
            let features = Double(segment.features)
            func score(_ k: Int) -> Double { sums[k] + features * floors[k] }
            var top = bestPosition
            for k in sums.indices where score(k) > score(top) { top = k }
            let topProfile = model.profiles[list[top]].code
            let topCode = model.profiles[list[top]].info?.code ?? topProfile
            if topCode != bestCode
                && score(top) - score(bestPosition) >= Self.foreignSentenceMargin(topProfile, over: bestProfile)
            {
                foreign += segment.words
            }
        }
        return foreign > 0 && Double(foreign) >= Self.maximumForeignShare * Double(sentenceWords[Int(script.rawValue)])
    }

    /// Per profile (original order; only those of `script` set): its score, the summed deltas
    /// plus `features` n-grams at its floor.
    private func profileScores(_ script: LanguageScript, features: Int) -> [Double] {
        var scores = [Double](repeating: 0, count: model.profiles.count)
        for p in model.profiles(of: script) {
            scores[p] = delta[model.groupedIndex[p]] + Double(features) * model.profiles[p].floor
        }
        return scores
    }

    /// Japanese needs kana (a tenth of the characters); Chinese needs (almost) none and Chinese
    /// grammar characters, which an all-kanji Japanese label lacks.
    private func chineseOrJapaneseAgrees(_ code: String) -> Bool {
        if code == "ja" { return kana >= 2 && Double(kana) >= 0.1 * Double(kana + han) }
        return Double(kana) < 0.02 * Double(han) && (chineseGrammarHits >= 2 || (chineseGrammarHits >= 1 && han >= 12))
    }

    /// Profile scores, best first, for diagnostics and tests.
    package func ranking() -> [(code: String, score: Double)] {
        guard let top = units.indices.max(by: { units[$0] < units[$1] }) else { return [] }
        guard let script = LanguageScript(rawValue: UInt8(top)) else { return [] }
        let scores = profileScores(script, features: features[top])
        return model.profiles(of: script)
            .map { (model.profiles[$0].code, scores[$0]) }
            .sorted { $0.score > $1.score }
    }
}
