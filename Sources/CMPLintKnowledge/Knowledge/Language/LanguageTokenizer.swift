import Foundation

/// One word of a text as the identifier sees it: lowercased letters of a single script; for Chinese
/// and Japanese (written without spaces between words) a run of Han and kana characters, with the
/// script `.han`.
package struct LanguageToken: Sendable, Equatable {
    package var text: String
    package var script: LanguageScript
    /// Letters, combining marks not counted.
    package var letterCount: Int
    /// Two or more letters, all uppercase: an acronym ("SDK", "IAB") unless the whole text shouts.
    package var isAllCaps: Bool
    /// An uppercase letter right after a lowercase one ("AppsFlyer", "iOS"): brand spelling.
    package var isMixedCase: Bool
    /// The first letter is uppercase: with most words so, the text is a name or a title.
    package var isCapitalized: Bool = false
    /// The last word before sentence-ending punctuation ("." "!" "?" and their CJK forms).
    package var endsSentence: Bool = false
}

/// Splits text into words for language identification. It drops what is not language: URLs,
/// e-mail addresses, identifiers with digits or underscores ("IAB2V2_1", "C0001"), numbers. It
/// splits French and Italian elisions ("l'application" → "l'", "application") so the article
/// counts as a word, and keeps English contractions ("don't") whole.
///
/// A tokenizer keeps its buffers between texts, and a word's text is its lowercase UTF-8 in
/// `lowered` rather than a `String`: the identifier reads thousands of words per document and
/// needs a string only for each distinct one (`LanguageWordTable`).
package struct LanguageTokenizer {
    /// A word of the last text read: `LanguageToken` with its text as `lowered[bytes]`.
    package struct Word {
        package var bytes: Range<Int>
        package var script: LanguageScript
        package var letterCount: Int
        package var isAllCaps: Bool
        package var isMixedCase: Bool
        package var isCapitalized: Bool
        package var endsSentence = false
    }

    /// Elided articles and prepositions (lowercase, without the apostrophe) that end a token.
    package static let elisions: Set<String> = [
        "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu",
        "dell", "dall", "nell", "sull", "all", "coll", "quest", "quell", "un",
    ]
    /// The longest of `elisions`, in scalars: a longer run is no elision.
    private static let longestElision = 6

    /// "." "!" "?" and their CJK forms.
    @inline(__always)
    package static func endsSentence(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case ".", "!", "?", "\u{3002}", "\u{FF01}", "\u{FF1F}": return true
        default: return false
        }
    }

    /// The lowercase UTF-8 of the words of the last text read, one after another (the first
    /// `loweredCount` bytes; the rest is room, written through a pointer).
    package private(set) var lowered: [UInt8] = []
    private var loweredCount = 0
    // Kept between texts: the text's scalars are the first `scalarCount`.
    private var scalars: [Unicode.Scalar] = []
    private var scalarCount = 0

    package static func tokens(in text: String) -> [LanguageToken] {
        var tokenizer = LanguageTokenizer()
        var words: [Word] = []
        tokenizer.words(in: text, into: &words, maximumWords: .max)
        return words.map {
            LanguageToken(
                text: String(decoding: tokenizer.lowered[$0.bytes], as: UTF8.self), script: $0.script,
                letterCount: $0.letterCount, isAllCaps: $0.isAllCaps, isMixedCase: $0.isMixedCase,
                isCapitalized: $0.isCapitalized, endsSentence: $0.endsSentence)
        }
    }

    /// Replaces `words` with the first `maximumWords` words of `text` (their text in `lowered`);
    /// the rest of the text is not tokenized.
    package mutating func words(in text: String, into words: inout [Word], maximumWords: Int) {
        words.removeAll(keepingCapacity: true)
        loweredCount = 0
        decode(text)
        let count = scalarCount
        var i = 0
        while i < count && words.count < maximumWords {
            while i < count, LanguageCharacters.isWhitespace(scalars[i]) { i += 1 }
            let start = i
            // The chunk up to the next whitespace, and whether it is a URL, an e-mail address or
            // a snake_case identifier ("@", "_", "://", a leading "www."), which carry no language.
            var isNonWord = false
            var previous: Unicode.Scalar = " "
            var beforePrevious: Unicode.Scalar = " "
            while i < count {
                let s = scalars[i]
                if Self.isASCIILetter(s) {
                    i += 1
                    previous = s
                    continue
                }
                if LanguageCharacters.isWhitespace(s) { break }
                if s == "@" || s == "_" || (s == "/" && previous == "/" && beforePrevious == ":") { isNonWord = true }
                beforePrevious = previous
                previous = s
                i += 1
            }
            if i - start > 4 && startsWithWWW(start) { isNonWord = true }
            if start < i, !isNonWord {
                let before = words.count
                splitChunk(start..<i, into: &words)
                if words.count > before, Self.endsSentence(scalars[i - 1]) {
                    words[words.count - 1].endsSentence = true
                }
            }
        }
        // A chunk may hold several words ("l'application"): the last one may overshoot.
        if words.count > maximumWords { words.removeSubrange(maximumWords...) }
    }

    /// Fills `scalars` with the text's scalars.
    private mutating func decode(_ text: String) {
        scalarCount = UTF8Scalars.withUTF8(text) { bytes in
            if scalars.count < bytes.count { scalars = Array(repeating: " ", count: bytes.count) }
            return scalars.withUnsafeMutableBufferPointer { out in
                var n = 0
                var i = 0
                while i < bytes.count {
                    let (scalar, length) = UTF8Scalars.decode(bytes, at: i)
                    out[n] = scalar
                    n += 1
                    i += length
                }
                return n
            }
        }
    }

    /// "www." at `start`, ASCII case-insensitive ("." stays ".").
    private func startsWithWWW(_ start: Int) -> Bool {
        scalars[start].value | 0x20 == 0x77 && scalars[start + 1].value | 0x20 == 0x77
            && scalars[start + 2].value | 0x20 == 0x77 && scalars[start + 3].value | 0x20 == 0x2E
    }

    @inline(__always)
    private static func isASCIILetter(_ s: Unicode.Scalar) -> Bool { (s.value | 0x20) &- 0x61 < 26 }

    private static func isApostrophe(_ s: Unicode.Scalar) -> Bool {
        s == "'" || s == "\u{2019}" || s == "\u{02BC}"
    }

    /// Splits one whitespace-free chunk, `scalars[chunk]`, into letter runs of one script each.
    /// A run is always a range of `scalars` (`runStart..<i`): letters, combining marks, and
    /// apostrophes and the Catalan middle dot between letters.
    private mutating func splitChunk(_ chunk: Range<Int>, into words: inout [Word]) {
        var runStart: Int?
        var runScript = LanguageScript.other
        var tainted = false  // a digit touches the run: an identifier or a code, not a word
        var previousWasDigit = false
        var i = chunk.lowerBound
        func nextIsLetter() -> Bool { i + 1 < chunk.upperBound && LanguageCharacters.isLetter(scalars[i + 1]) }
        while i < chunk.upperBound {
            let s = scalars[i]
            if Self.isASCIILetter(s) {
                // The common case, in a loop of its own: ASCII letters are Latin.
                if let start = runStart, runScript != .latin {
                    flush(start..<i, runScript, tainted: tainted, into: &words)
                    runStart = nil
                }
                if runStart == nil {
                    runStart = i
                    runScript = .latin
                    tainted = previousWasDigit
                }
                previousWasDigit = false
                i += 1
                while i < chunk.upperBound && Self.isASCIILetter(scalars[i]) { i += 1 }
                continue
            }
            if LanguageCharacters.isLetter(s) {
                let script = LanguageScript.of(s).group
                if let start = runStart, script != runScript {
                    flush(start..<i, runScript, tainted: tainted, into: &words)
                    runStart = nil
                }
                if runStart == nil {
                    runStart = i
                    runScript = script
                    tainted = previousWasDigit
                }
                previousWasDigit = false
            } else if runStart != nil && LanguageCharacters.isMark(s) {
                // Part of the run.
            } else if LanguageCharacters.isDigit(s) {
                if let start = runStart { flush(start..<i, runScript, tainted: true, into: &words) }
                runStart = nil
                previousWasDigit = true
            } else if let start = runStart, Self.isApostrophe(s), nextIsLetter() {
                if i - start <= Self.longestElision
                    && Self.elisions.contains(String(String.UnicodeScalarView(scalars[start..<i])).lowercased())
                {
                    flush(start..<(i + 1), runScript, tainted: tainted, into: &words)
                    runStart = nil
                }
                previousWasDigit = false
            } else if runStart != nil, s == "\u{00B7}", nextIsLetter() {
                // Catalan "l·l": part of the run.
            } else {
                if let start = runStart { flush(start..<i, runScript, tainted: tainted, into: &words) }
                runStart = nil
                previousWasDigit = false
            }
            i += 1
        }
        if let start = runStart { flush(start..<i, runScript, tainted: tainted, into: &words) }
    }

    /// Emits the run `scalars[run]` as a word, unless a digit touched it.
    private mutating func flush(_ run: Range<Int>, _ script: LanguageScript, tainted: Bool, into words: inout [Word]) {
        if !tainted { emit(run, script, into: &words) }
    }

    private mutating func emit(_ run: Range<Int>, _ script: LanguageScript, into words: inout [Word]) {
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
        let start = loweredCount
        reserve(4 * run.count)
        let scalars = self.scalars
        var end = start
        lowered.withUnsafeMutableBufferPointer { out in
            for k in run {
                var s = scalars[k]
                if s == "\u{2019}" { s = "'" }  // a typographic apostrophe is read as "'"
                let v = s.value
                if v < 0x80 {
                    // ASCII, inline: letters and the apostrophe.
                    var byte = UInt8(v)
                    if v >= 0x61 && v <= 0x7A {
                        letters += 1
                        lower += 1
                        previousLower = true
                    } else if v >= 0x41 && v <= 0x5A {
                        letters += 1
                        if letters == 1 { capitalized = true }
                        upper += 1
                        if previousLower { mixed = true }
                        previousLower = false
                        byte |= 0x20
                    }
                    out[end] = byte
                    end += 1
                    continue
                }
                var lowercase = s
                if LanguageCharacters.isMark(s) {
                    hasMark = true
                } else if s != "\u{00B7}" {
                    letters += 1
                    if LanguageCharacters.isUppercase(s) {
                        if letters == 1 { capitalized = true }
                        upper += 1
                        if previousLower { mixed = true }
                        previousLower = false
                        if (v >= 0xC0 && v <= 0xDE) || (v >= 0x410 && v <= 0x42F) {
                            lowercase = Unicode.Scalar(v + 0x20) ?? s
                        } else if v >= 0x400 && v <= 0x40F {
                            lowercase = Unicode.Scalar(v + 0x50) ?? s
                        } else if v == 0x130 {
                            lowercase = "i"  // Turkish İ: "i", not "i" plus a combining dot
                        } else {
                            needsLowercasing = true
                        }
                    } else if LanguageCharacters.isLowercase(s) {
                        lower += 1
                        previousLower = true
                    }
                }
                UTF8.encode(lowercase) { byte in
                    out[end] = byte
                    end += 1
                }
            }
        }
        guard letters > 0 else { return }
        if needsLowercasing || hasMark {
            // The rare letters without a fixed offset, and combining marks to compose: Foundation.
            var text = String(decoding: lowered[start..<end], as: UTF8.self)
            if needsLowercasing { text = text.lowercased() }
            if hasMark { text = text.precomposedStringWithCanonicalMapping }
            reserve(text.utf8.count)
            end = start
            for byte in text.utf8 {
                lowered[end] = byte
                end += 1
            }
        }
        loweredCount = end
        words.append(
            Word(
                bytes: start..<end, script: script, letterCount: letters,
                isAllCaps: upper >= 2 && lower == 0, isMixedCase: mixed, isCapitalized: capitalized))
    }

    /// Makes room for `count` more bytes after `loweredCount`.
    private mutating func reserve(_ count: Int) {
        let needed = loweredCount + count
        if lowered.count < needed { lowered.append(contentsOf: repeatElement(0, count: needed - lowered.count + 256)) }
    }
}
