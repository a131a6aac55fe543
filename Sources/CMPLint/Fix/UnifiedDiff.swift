import CMPLintDocuments
import CMPLintKnowledge

/// A unified diff of a file before and after fixing (the format of `diff -u` and `git diff`: POSIX
/// `diff`, option `-u`, and GNU diffutils, "Unified Format"), made from the fix's byte edits: the
/// changed lines are the lines the edits touch, so no general diff algorithm runs, and a fix in a
/// minified one-line file is one changed line whatever the file's size.
///
/// The diff is for reading, as reports are: each line passes through `PersonalValues` (the values
/// rules found to be personal data whatever their shape) and `PersonalDataRedaction` (unless
/// `revealing`), then `ReportText.visible` (tabs kept), so a consent string being removed
/// shows as its placeholder and snapshot text cannot act on the terminal or CI log. Line endings
/// are kept (a CRLF file's lines end in CRLF), and a last line without a newline is marked
/// `\ No newline at end of file`, as diff does. The paths are written `a/PATH` and `b/PATH`.
package enum UnifiedDiff {
    /// Unchanged lines shown around each change (diff's default).
    package static let context = 3

    /// The diff of `original` and `original` with `edits` made; empty when they change nothing.
    package static func text(
        path: String, original: [UInt8], edits: [ByteEdit], revealing: Bool,
        personal: PersonalValues = PersonalValues()
    ) -> String {
        let redaction = LineRedaction(revealing: revealing, personal: personal)
        let lines = Lines(original)
        let blocks = changeBlocks(original, lines, edits)
        guard !blocks.isEmpty else { return "" }
        let shownPath = ReportText.visible(path)
        var out = "--- a/\(shownPath)\n+++ b/\(shownPath)\n"
        var delta = 0
        var index = 0
        while index < blocks.count {
            // Blocks closer than twice the context share a hunk.
            var end = index
            while end + 1 < blocks.count
                && blocks[end + 1].oldLines.lowerBound - blocks[end].oldLines.upperBound <= 2 * context
            { end += 1 }
            let first = max(0, blocks[index].oldLines.lowerBound - context)
            let last = min(lines.count, blocks[end].oldLines.upperBound + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var line = first
            for block in blocks[index...end] {
                for unchanged in line..<block.oldLines.lowerBound {
                    body += Self.line(" ", lines.bytes(unchanged), redaction)
                }
                for removed in block.oldLines { body += Self.line("-", lines.bytes(removed), redaction) }
                for added in block.newLines { body += Self.line("+", added, redaction) }
                oldCount += block.oldLines.lowerBound - line + block.oldLines.count
                newCount += block.oldLines.lowerBound - line + block.newLines.count
                line = block.oldLines.upperBound
            }
            for unchanged in line..<last { body += Self.line(" ", lines.bytes(unchanged), redaction) }
            oldCount += last - line
            newCount += last - line
            out += "@@ -\(range(first, oldCount)) +\(range(first + delta, newCount)) @@\n" + body
            for block in blocks[index...end] { delta += block.newLines.count - block.oldLines.count }
            index = end + 1
        }
        return out
    }

    /// `start,count` with 1-based `start`: an empty range names the line before it, and a single
    /// line is written without its count, as diff does.
    package static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }

    /// Old lines (0-based, half-open) replaced by new lines, with the lines both share at either
    /// end left out.
    package struct Block {
        package var oldLines: Range<Int>
        package var newLines: [ArraySlice<UInt8>]
    }

    /// The edits grouped by the lines they touch (edits sharing a line are one block), each block
    /// trimmed to the lines that differ.
    package static func changeBlocks(_ original: [UInt8], _ lines: Lines, _ edits: [ByteEdit]) -> [Block] {
        func lastLine(of edit: ByteEdit) -> Int {
            lines.line(containing: max(edit.range.lowerBound, edit.range.upperBound - 1))
        }
        var blocks: [Block] = []
        var index = 0
        while index < edits.count {
            let firstLine = lines.line(containing: edits[index].range.lowerBound)
            var endLine = lastLine(of: edits[index]) + 1
            var end = index + 1
            while end < edits.count && lines.line(containing: edits[end].range.lowerBound) < endLine {
                endLine = max(endLine, lastLine(of: edits[end]) + 1)
                end += 1
            }
            let span = lines.start(firstLine)..<lines.end(endLine - 1)
            let shifted = edits[index..<end].map {
                ByteEdit(
                    range: $0.range.lowerBound - span.lowerBound..<$0.range.upperBound - span.lowerBound,
                    replacement: $0.replacement)
            }
            let new = Lines.split(ByteEdit.apply(shifted, to: Array(original[span])))
            // Lines the edits left as they were, at either end, are context, not change.
            var old = firstLine..<endLine
            var added = new.indices
            while !old.isEmpty && !added.isEmpty && lines.bytes(old.lowerBound).elementsEqual(new[added.lowerBound]) {
                old = old.lowerBound + 1..<old.upperBound
                added = added.lowerBound + 1..<added.upperBound
            }
            while !old.isEmpty && !added.isEmpty
                && lines.bytes(old.upperBound - 1).elementsEqual(new[added.upperBound - 1])
            {
                old = old.lowerBound..<old.upperBound - 1
                added = added.lowerBound..<added.upperBound - 1
            }
            if !old.isEmpty || !added.isEmpty { blocks.append(Block(oldLines: old, newLines: Array(new[added]))) }
            index = end
        }
        return blocks
    }

    /// One diff line: the marker, the line's text made safe to show, and its own line ending (a
    /// last line without one gets diff's marker line).
    /// How the diff's lines are redacted: not at all (`--show-personal-data`), or the values rules
    /// found to be personal data and then every consent string and identifier by its shape.
    package struct LineRedaction {
        package let revealing: Bool
        package let personal: PersonalValues

        package func callAsFunction(_ text: String) -> String {
            revealing ? text : PersonalDataRedaction.text(personal.redacted(jsonLine: text))
        }
    }

    package static func line(_ marker: String, _ bytes: ArraySlice<UInt8>, _ redaction: LineRedaction) -> String {
        var content = bytes
        var ending = ""
        if content.last == UInt8(ascii: "\n") {
            content.removeLast()
            ending = "\n"
            if content.last == UInt8(ascii: "\r") {
                content.removeLast()
                ending = "\r\n"
            }
        }
        let shown = ReportText.visible(marker + redaction(String(decoding: content, as: UTF8.self)), keepingTabs: true)
        return shown + (ending.isEmpty ? "\n\\ No newline at end of file\n" : ending)
    }
}

/// Where the lines of a file start: a line runs to just after its `\n` (or to the end of the file).
package struct Lines {
    package let original: [UInt8]
    private let starts: [Int]

    package init(_ bytes: [UInt8]) {
        original = bytes
        var starts = bytes.isEmpty ? [] : [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    package var count: Int { starts.count }

    package func start(_ line: Int) -> Int { starts[line] }

    package func end(_ line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : original.count }

    package func bytes(_ line: Int) -> ArraySlice<UInt8> { original[start(line)..<end(line)] }

    /// The line holding byte `offset`.
    package func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `bytes` cut into lines, each with its line ending.
    package static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        let lines = Lines(bytes)
        return (0..<lines.count).map { lines.bytes($0) }
    }
}
