import Foundation

/// One word of a text as the identifier sees it: lowercased letters of a single script; for Chinese
/// and Japanese (written without spaces between words) a run of Han and kana characters, with the
/// script `.han`.
struct LanguageToken: Sendable, Equatable {
    var text: String
    var script: LanguageScript
    /// Letters, combining marks not counted.
    var letterCount: Int
    /// Two or more letters, all uppercase: an acronym ("SDK", "IAB") unless the whole text shouts.
    var isAllCaps: Bool
    /// An uppercase letter right after a lowercase one ("AppsFlyer", "iOS"): brand spelling.
    var isMixedCase: Bool
    /// The first letter is uppercase: with most words so, the text is a name or a title.
    var isCapitalized: Bool = false
    /// The last word before sentence-ending punctuation ("." "!" "?" and their CJK forms).
    var endsSentence: Bool = false
}

/// Splits text into words for language identification. It drops what is not language: URLs,
/// e-mail addresses, identifiers with digits or underscores ("IAB2V2_1", "C0001"), numbers. It
/// splits French and Italian elisions ("l'application" → "l'", "application") so the article
/// counts as a word, and keeps English contractions ("don't") whole.
enum LanguageTokenizer {
    /// Elided articles and prepositions (lowercase, without the apostrophe) that end a token.
    static let elisions: Set<String> = [
        "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu",
        "dell", "dall", "nell", "sull", "all", "coll", "quest", "quell", "un",
    ]

    static let sentenceEnds: Set<Unicode.Scalar> = [".", "!", "?", "\u{3002}", "\u{FF01}", "\u{FF1F}"]

    static func tokens(in text: String) -> [LanguageToken] {
        var result: [LanguageToken] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            while i < scalars.count, LanguageCharacters.isWhitespace(scalars[i]) { i += 1 }
            let start = i
            while i < scalars.count, !LanguageCharacters.isWhitespace(scalars[i]) { i += 1 }
            if start < i, !isNonWord(scalars[start..<i]) {
                let before = result.count
                splitChunk(scalars[start..<i], into: &result)
                if result.count > before, sentenceEnds.contains(scalars[i - 1]) { result[result.count - 1].endsSentence = true }
            }
        }
        return result
    }

    /// URLs, e-mail addresses and snake_case identifiers carry no language.
    static func isNonWord(_ chunk: ArraySlice<Unicode.Scalar>) -> Bool {
        var previous: Unicode.Scalar = " "
        var beforePrevious: Unicode.Scalar = " "
        for s in chunk {
            if s == "@" || s == "_" { return true }
            if s == "/" && previous == "/" && beforePrevious == ":" { return true }
            beforePrevious = previous
            previous = s
        }
        guard chunk.count > 4 else { return false }
        let head = chunk.prefix(4).map { $0.value | 0x20 }  // ASCII lowercase; "." stays "."
        return head == [0x77, 0x77, 0x77, 0x2E]
    }

    private static func isApostrophe(_ s: Unicode.Scalar) -> Bool {
        s == "'" || s == "\u{2019}" || s == "\u{02BC}"
    }

    /// Splits one whitespace-free chunk into letter runs of one script each.
    private static func splitChunk(_ chunk: ArraySlice<Unicode.Scalar>, into result: inout [LanguageToken]) {
        var run: [Unicode.Scalar] = []
        var runScript = LanguageScript.other
        var tainted = false  // a digit touches the run: an identifier or a code, not a word
        var previousWasDigit = false
        func flush() {
            if !run.isEmpty && !tainted { emit(run, runScript, into: &result) }
            run.removeAll(keepingCapacity: true)
            tainted = false
        }
        var i = chunk.startIndex
        while i < chunk.endIndex {
            let s = chunk[i]
            let next: Unicode.Scalar? = i + 1 < chunk.endIndex ? chunk[i + 1] : nil
            if LanguageCharacters.isLetter(s) {
                let script = LanguageScript.of(s).group
                if !run.isEmpty && script != runScript { flush() }
                if run.isEmpty {
                    runScript = script
                    tainted = previousWasDigit
                }
                run.append(s)
                previousWasDigit = false
            } else if LanguageCharacters.isMark(s) && !run.isEmpty {
                run.append(s)
            } else if LanguageCharacters.isDigit(s) {
                if !run.isEmpty { tainted = true }
                previousWasDigit = true
                flush()
            } else if isApostrophe(s), !run.isEmpty, let n = next, LanguageCharacters.isLetter(n) {
                let head = String(String.UnicodeScalarView(run)).lowercased()
                if elisions.contains(head) {
                    run.append("'")
                    flush()
                } else {
                    run.append("'")
                }
                previousWasDigit = false
            } else if s == "\u{00B7}", !run.isEmpty, let n = next, LanguageCharacters.isLetter(n) {
                run.append(s)  // Catalan "l·l"
            } else {
                flush()
                previousWasDigit = false
            }
            i += 1
        }
        flush()
    }

    private static func emit(_ run: [Unicode.Scalar], _ script: LanguageScript, into result: inout [LanguageToken]) {
        var letters = 0
        var upper = 0
        var lower = 0
        var mixed = false
        var previousLower = false
        var hasMark = false
        var capitalized = false
        var needsLowercasing = false
        // The lowercase UTF-8 of the run, built directly: cheaper than String.lowercased() for
        // the letters whose lowercase is a fixed offset (ASCII, Latin-1, basic Cyrillic).
        var utf8: [UInt8] = []
        utf8.reserveCapacity(run.count * 2)
        for s in run {
            var lowered = s
            if LanguageCharacters.isMark(s) {
                hasMark = true
            } else if s != "'" && s != "\u{00B7}" {
                letters += 1
                if LanguageCharacters.isUppercase(s) {
                    if letters == 1 { capitalized = true }
                    upper += 1
                    if previousLower { mixed = true }
                    previousLower = false
                    let v = s.value
                    if v < 0x80 || (v >= 0xC0 && v <= 0xDE) || (v >= 0x410 && v <= 0x42F) {
                        lowered = Unicode.Scalar(v + 0x20) ?? s
                    } else if v >= 0x400 && v <= 0x40F {
                        lowered = Unicode.Scalar(v + 0x50) ?? s
                    } else if v == 0x130 {
                        lowered = "i"  // Turkish İ: "i", not "i" plus a combining dot
                    } else {
                        needsLowercasing = true
                    }
                } else if LanguageCharacters.isLowercase(s) {
                    lower += 1
                    previousLower = true
                }
            }
            UTF8.encode(lowered) { utf8.append($0) }
        }
        guard letters > 0 else { return }
        var text = String(decoding: utf8, as: UTF8.self)
        if needsLowercasing { text = text.lowercased() }
        if hasMark { text = text.precomposedStringWithCanonicalMapping }
        result.append(LanguageToken(
            text: text, script: script, letterCount: letters,
            isAllCaps: upper >= 2 && lower == 0, isMixedCase: mixed, isCapitalized: capitalized))
    }
}
