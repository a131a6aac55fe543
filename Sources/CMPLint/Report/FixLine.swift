/// The short form of a rule's `howToFix` for one line under a finding: its first sentence, with
/// line breaks and runs of spaces made single spaces (rule files wrap `howToFix` at 100 columns).
package enum FixLine {
    /// The first sentence of `howToFix`: up to the first `.`, `!` or `?` followed by a space (or the
    /// end), outside code spans so `` `a.b c` `` or `e.g. x` stays whole; nil when the text is blank.
    package static func first(_ howToFix: String) -> String? {
        let words = howToFix.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard !words.isEmpty else { return nil }
        var sentence: [Substring] = []
        var inCode = false
        for word in words {
            sentence.append(word)
            for character in word where character == "`" { inCode.toggle() }
            if !inCode, let last = word.last, ".!?".contains(last), !abbreviations.contains(word.lowercased()) { break }
        }
        return sentence.joined(separator: " ")
    }

    /// Words ending in a full stop that do not end a sentence.
    package static let abbreviations: Set<String> = ["e.g.", "i.e.", "etc.", "vs.", "(e.g.", "(i.e."]
}
