import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// The diff `fix --dry-run` and `--diff` print: byte-exact on the tc-string-leak sample in every
/// layout (two and four spaces, tabs, CRLF, a BOM, minified), with diff's hunk arithmetic.
struct UnifiedDiffTests {
    static let samplePath = "samples/broken/tc-string-leak/DE_de/OneTrustBannerData.json"

    /// The sample's banner in another layout: each line's indentation (two spaces a level) in `unit`.
    static func reindented(_ text: String, unit: String) -> String {
        text.components(separatedBy: "\n").map { line in
            let spaces = line.prefix { $0 == " " }.count
            return String(repeating: unit, count: spaces / 2) + line.dropFirst(spaces)
        }.joined(separator: "\n")
    }

    /// The fix of `text` as the banner of a set (default rules, safe fixes), and its diff.
    func fixAndDiff(_ text: String, path: String = "DE_de/OneTrustBannerData.json") throws -> (
        fix: FileFix, diff: String
    ) {
        let set = SnapshotSet(
            path: "DE_de", files: [.banner: SnapshotFile(kind: .banner, path: path, bytes: Array(text.utf8))],
            expectations: SetExpectations())
        let fix = try #require(Fixer(ruleset: try DefaultRuleset.load()).fix(set).files.first)
        return (fix, UnifiedDiff.text(path: path, original: fix.original, edits: fix.edits, revealing: false))
    }

    static let header = "--- a/DE_de/OneTrustBannerData.json\n+++ b/DE_de/OneTrustBannerData.json\n"

    /// The hunk for the two-space sample, lines as written there.
    static let hunk = [
        "@@ -279,7 +279,7 @@",
        "     \"IABTCF_PurposeOneTreatment\": 0,",
        "     \"IABTCF_UseNonStandardTexts\": 0,",
        "     \"IABTCF_UseNonStandardStacks\": 0,",
        "-    \"IABTCF_TCString\": \"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\",",
        "+    \"IABTCF_TCString\": \"\",",
        "     \"IABTCF_AddtlConsent\": \"\",",
        "     \"OT_GroupConsents\": {},",
        "     \"OT_SdkConsents\": {},",
    ]

    @Test(arguments: ["  ", "    ", "\t"])
    func indentedLayouts(unit: String) throws {
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.samplePath), encoding: .utf8)
        let (_, diff) = try fixAndDiff(Self.reindented(sample, unit: unit))
        let lines = Self.hunk.map { line in
            line.hasPrefix("@@") ? line : String(line.prefix(1)) + Self.reindented(String(line.dropFirst()), unit: unit)
        }
        #expect(diff == Self.header + lines.joined(separator: "\n") + "\n")
    }

    @Test func crlfLinesKeepTheirEndingsAndABOMStaysOutOfTheHunk() throws {
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.samplePath), encoding: .utf8)
        let crlf = try fixAndDiff(sample.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(crlf.diff == Self.header + Self.hunk.map { $0.hasPrefix("@@") ? $0 + "\n" : $0 + "\r\n" }.joined())
        #expect(
            String(decoding: crlf.fix.fixed, as: UTF8.self)
                == sample.replacingOccurrences(of: "\n", with: "\r\n")
                .replacingOccurrences(
                    of:
                        "\"IABTCF_TCString\": \"CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA\"",
                    with: "\"IABTCF_TCString\": \"\""))
        let bom = try fixAndDiff("\u{FEFF}" + sample)
        #expect(bom.diff == Self.header + Self.hunk.joined(separator: "\n") + "\n")
        #expect(Array(bom.fix.fixed.prefix(3)) == [0xEF, 0xBB, 0xBF])
    }

    @Test func aMinifiedFileIsOneChangedLine() throws {
        let sample = try String(contentsOf: repositoryRoot.appendingPathComponent(Self.samplePath), encoding: .utf8)
        let document = try JSONParser.parse(Array(sample.utf8))
        let minified = document.value(document.root).jsonText
        let (fix, diff) = try fixAndDiff(minified)
        let tc =
            "\"IABTCF_TCString\":\"CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA\""
        #expect(minified.contains(tc))
        #expect(
            String(decoding: fix.fixed, as: UTF8.self)
                == minified.replacingOccurrences(of: tc, with: "\"IABTCF_TCString\":\"\""))
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 8)
        #expect(
            Array(lines[0...2]) == [
                "--- a/DE_de/OneTrustBannerData.json", "+++ b/DE_de/OneTrustBannerData.json", "@@ -1 +1 @@",
            ])
        #expect(
            lines[3].hasPrefix("-{\"errors\":[]")
                && lines[3].contains("\"IABTCF_TCString\":\"[redacted TCF v2 TC string, 94 chars, #b6ce6a]\""))
        #expect(
            lines[4] == "\\ No newline at end of file" && lines[6] == "\\ No newline at end of file" && lines[7].isEmpty
        )
        #expect(lines[5] == "+" + PersonalDataRedaction.text(String(decoding: fix.fixed, as: UTF8.self)))
        #expect(!diff.contains("CPSG_8APSG"))
    }

    @Test func hunksFollowDiffsArithmetic() throws {
        let original = Array((1...30).map { "line \($0)\n" }.joined().utf8)
        let lines = Lines(original)
        func at(_ line: Int) -> Range<Int> { lines.start(line - 1)..<lines.end(line - 1) }
        // Line 2 replaced, line 8 removed (close: one hunk), line 25 gets a line more (another hunk).
        let edits = [
            ByteEdit(range: at(2), replacement: Array("two\n".utf8)), ByteEdit(range: at(8), replacement: []),
            ByteEdit(range: at(25), replacement: Array("line 25\nline 25½\n".utf8)),
        ]
        let diff = UnifiedDiff.text(path: "f.json", original: original, edits: edits, revealing: false)
        #expect(
            diff == """
                --- a/f.json
                +++ b/f.json
                @@ -1,11 +1,10 @@
                 line 1
                -line 2
                +two
                 line 3
                 line 4
                 line 5
                 line 6
                 line 7
                -line 8
                 line 9
                 line 10
                 line 11
                @@ -23,6 +22,7 @@
                 line 23
                 line 24
                 line 25
                +line 25½
                 line 26
                 line 27
                 line 28

                """)
        #expect(UnifiedDiff.text(path: "f.json", original: original, edits: [], revealing: false) == "")
    }

    @Test func snapshotTextCannotActOnTheTerminal() throws {
        let original = Array(
            "{\"a\": \"\u{1B}[2J\u{202E}x\", \"b\": \"gdpr_consent=CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA\"}\n"
                .utf8)
        let range = try #require(String(decoding: original, as: UTF8.self).range(of: "\"b\"")).lowerBound.utf16Offset(
            in: String(decoding: original, as: UTF8.self))
        let edit = ByteEdit(range: range..<range + 3, replacement: Array("\"c\"".utf8))
        let diff = UnifiedDiff.text(path: "x\u{1B}.json", original: original, edits: [edit], revealing: false)
        #expect(!diff.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(diff.contains("\\u001b[2J\\u202ex") && diff.contains("--- a/x\\u001b.json"))
        #expect(!diff.contains("CPSG_8APSG") && diff.contains("[redacted TCF v2 TC string"))
        #expect(UnifiedDiff.text(path: "x", original: original, edits: [edit], revealing: true).contains("CPSG_8APSG"))
    }
}
