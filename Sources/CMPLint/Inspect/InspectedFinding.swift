import Foundation

/// One lint finding of the set, with the rule's fix in one line.
public struct InspectedFinding: Sendable, Equatable {
    public let finding: Finding
    /// The first sentence of the rule's `howToFix`; nil when the rule has none.
    public let fix: String?

    public init(finding: Finding, fix: String?) {
        self.finding = finding
        self.fix = fix
    }

    /// The first sentence of a `howToFix` text: its first paragraph with line breaks joined, up to
    /// the first full stop followed by a space and a capital letter or a code span that does not
    /// end an abbreviation ("e.g.", "i.e.": a word with another full stop inside).
    static func oneLine(_ howToFix: String?) -> String? {
        guard let howToFix else { return nil }
        let paragraph = howToFix.trimmingCharacters(in: .whitespacesAndNewlines)
            .components(separatedBy: "\n\n").first ?? ""
        let joined = paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        guard !joined.isEmpty else { return nil }
        let characters = Array(joined)
        var index = 0
        while index + 2 < characters.count {
            if characters[index] == ".", characters[index + 1] == " ",
               characters[index + 2].isUppercase || characters[index + 2] == "`" {
                let word = characters[..<index].reversed().prefix { !$0.isWhitespace && $0 != "(" }
                if !word.contains(".") { return String(characters[...index]) }
            }
            index += 1
        }
        return joined
    }
}
