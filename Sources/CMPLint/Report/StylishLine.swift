/// One line of the stylish report: a prefix (already painted) and pieces of text, rendered as one
/// line, or wrapped to a terminal's width with continuation lines indented under the text.
///
/// Widths count Characters, so a line of East Asian wide characters may still be wider than the
/// terminal; a word longer than a line (a long JSON Pointer) is cut to fit.
package struct StylishLine {
    /// A run of text, the spaces that separate it from the previous piece, and its paint.
    package struct Piece {
        package let text: String
        package var gap = "  "
        package var style: (String) -> String = { $0 }
    }

    package let prefix: String
    /// The visible width of `prefix` (without ANSI codes).
    package let prefixWidth: Int
    package let pieces: [Piece]
    /// Where continuation lines start.
    package let continuationIndent: Int

    /// The line as it is when it fits in `width` (or `width` is nil: not a terminal); otherwise
    /// the words wrapped into lines of at most `width` characters.
    package func rendered(width: Int?) -> String {
        let parts = pieces.filter { !$0.text.isEmpty }
        let plainWidth =
            prefixWidth
            + parts.enumerated().reduce(0) { $0 + ($1.offset == 0 ? 0 : $1.element.gap.count) + $1.element.text.count }
        guard let width, plainWidth > width else {
            return prefix
                + parts.enumerated().map { ($0.offset == 0 ? "" : $0.element.gap) + $0.element.style($0.element.text) }
                .joined()
        }
        let room = max(width - continuationIndent, 10)
        var lines: [String] = []
        var current = prefix
        var used = prefixWidth
        var lineIsEmpty = true
        for (index, piece) in parts.enumerated() {
            var gap = index == 0 ? "" : piece.gap
            for word in piece.text.split(separator: " ") {
                for chunk in Self.chunks(word, of: room) {
                    let needed = (lineIsEmpty ? 0 : gap.count) + chunk.count
                    // A continuation line always takes its first chunk (chunks fit in `room`).
                    if used + needed > width && !(lineIsEmpty && !lines.isEmpty) {
                        lines.append(current)
                        current = String(repeating: " ", count: continuationIndent)
                        used = continuationIndent
                        lineIsEmpty = true
                    }
                    if !lineIsEmpty {
                        current += gap
                        used += gap.count
                    }
                    current += piece.style(String(chunk))
                    used += chunk.count
                    lineIsEmpty = false
                    gap = " "
                }
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// `word` cut into runs of at most `size` characters.
    package static func chunks(_ word: Substring, of size: Int) -> [Substring] {
        var result: [Substring] = []
        var rest = word
        while rest.count > size {
            result.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        }
        result.append(rest)
        return result
    }
}
