import CRuleFileCache
import Foundation
import Testing
@testable import CMPLint

/// The default rule files parsed ahead of time (`RuleFileCache`): the compiled-in cache is the
/// parse of rules/ as it is now, it reads back as exactly that parse, and a stale or damaged cache
/// is ignored. `CMPLINT_UPDATE_RULE_CACHE=1 swift test --filter RuleFileCacheTests` rewrites
/// Sources/CRuleFileCache/RuleFileCache.c after an edit of rules/.
@Suite struct RuleFileCacheTests {
    static var compiledIn: [UInt8] {
        Array(UnsafeBufferPointer(start: cmplint_rule_file_cache(), count: Int(cmplint_rule_file_cache_size())))
    }

    @Test func theCompiledInCacheIsTheParseOfRulesAsTheyAre() throws {
        let expected = try RuleFileCache.encode(embeddedDefaultRuleFiles)
        if ProcessInfo.processInfo.environment["CMPLINT_UPDATE_RULE_CACHE"] == "1" {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/CRuleFileCache/RuleFileCache.c")
            try Self.cSource(expected).write(to: source, atomically: true, encoding: .utf8)
        }
        // A Bool, so that a stale cache's message is one line, not two 100 KB arrays.
        let matches = Self.compiledIn == expected
        #expect(matches,
                "rules/ changed: run CMPLINT_UPDATE_RULE_CACHE=1 swift test --filter RuleFileCacheTests (until then runs parse the YAML)")
        #expect(RuleFileCache.roots(for: embeddedDefaultRuleFiles)?.count == embeddedDefaultRuleFiles.count)
    }

    /// Decoding gives back the very trees the YAML parser builds: encoded again, they are the same
    /// bytes, marks, styles and tags included.
    @Test func theCacheReadsBackAsTheParsedFiles() throws {
        let files = embeddedDefaultRuleFiles
        let cache = try RuleFileCache.encode(files)
        let roots = try #require(cache.withUnsafeBufferPointer { RuleFileCache.roots(for: files, in: $0) })
        for (file, root) in zip(files, roots) {
            let parsed = try #require(try YAMLParser.parse(RuleFileText.withoutExamples(file.text), file: file.name))
            var fromCache: [UInt8] = []
            var fromParser: [UInt8] = []
            YAMLNodeCoding.encode(root, into: &fromCache)
            YAMLNodeCoding.encode(parsed, into: &fromParser)
            #expect(fromCache == fromParser, "\(file.name)")
        }
        // Every kind of node round-trips, tags and every scalar style included.
        let text = "a: !custom 'x'\nb: \"y\"\nc: |\n  z\nd: >\n  w\ne: [1, {f: ~}]\n"
        let node = try #require(try YAMLParser.parse(text, file: "t.yml"))
        var bytes: [UInt8] = []
        YAMLNodeCoding.encode(node, into: &bytes)
        let decoded = try #require(Self.node(bytes))
        var again: [UInt8] = []
        YAMLNodeCoding.encode(decoded, into: &again)
        #expect(again == bytes)
        guard case .mapping(let pairs) = decoded.content else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.tag == "!custom")
        #expect(pairs.map(\.value.mark.line) == [1, 2, 3, 5, 7])
    }

    @Test func aStaleOrDamagedCacheIsIgnored() throws {
        let files = embeddedDefaultRuleFiles
        let cache = try RuleFileCache.encode(files)
        func roots(_ bytes: [UInt8], _ files: [EmbeddedRuleFile] = embeddedDefaultRuleFiles) -> [YAMLNode]? {
            bytes.withUnsafeBufferPointer { RuleFileCache.roots(for: files, in: $0) }
        }
        #expect(roots(cache) != nil)
        // An edited rule file (one character of a description) makes the whole cache stale.
        var edited = files
        let text = edited[3].text
        edited[3].bytes = Array(text.replacingOccurrences(of: "the", with: "thE", options: [], range: text.range(of: "the")).utf8)
        #expect(edited[3].text != files[3].text)
        #expect(roots(cache, edited) == nil)
        #expect(roots(cache, Array(files.dropLast())) == nil)
        // Cut anywhere, extended or with another format's mark, the cache is not read.
        for cut in [0, 10, RuleFileCache.magic.count, cache.count / 3, cache.count / 2, cache.count - 1] {
            #expect(roots(Array(cache.prefix(cut))) == nil, "cut at \(cut)")
        }
        #expect(roots(cache + [0]) == nil)
        var otherFormat = cache
        otherFormat[RuleFileCache.magic.count - 2] = UInt8(ascii: "2")
        #expect(roots(otherFormat) == nil)
        // Nesting deeper than the YAML parser allows, and counts beyond the bytes, are damage.
        let sequenceOfOne: [UInt8] = [5, 1, 1, 1]
        let scalar: [UInt8] = [0, 1, 1, 1, UInt8(ascii: "x")]
        #expect(Self.node(Array(repeating: sequenceOfOne, count: 150).flatMap { $0 } + scalar) != nil)
        #expect(Self.node(Array(repeating: sequenceOfOne, count: 1_000).flatMap { $0 } + scalar) == nil)
        var huge: [UInt8] = [6, 1, 1]
        YAMLNodeCoding.encode(Int(UInt32.max), into: &huge)
        #expect(Self.node(huge + scalar + scalar) == nil)
        #expect(Self.node([7, 1, 1, 0]) == nil)
    }

    static func node(_ bytes: [UInt8]) -> YAMLNode? {
        bytes.withUnsafeBufferPointer { pointer in
            var reader = YAMLNodeCoding.Reader(pointer)
            return reader.node()
        }
    }

    /// The C source of the cache: a string literal (printable ASCII as is, other bytes as octal
    /// escapes of three digits when a digit follows), which C compiles into read-only data.
    static func cSource(_ bytes: [UInt8]) -> String {
        func plain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && !"\"\\?".utf8.contains(byte) }
        var lines: [String] = []
        var line = ""
        for (index, byte) in bytes.enumerated() {
            if plain(byte) {
                line.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                let digits = String(byte, radix: 8)
                let padded = next.map { plain($0) && $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } == true
                    ? String(repeating: "0", count: 3 - digits.count) + digits : digits
                line += "\\" + padded
            }
            if line.count >= 100 {
                lines.append("\"\(line)\"")
                line = ""
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append("\"\(line)\"") }
        return """
            // Generated by `CMPLINT_UPDATE_RULE_CACHE=1 swift test --filter RuleFileCacheTests` from rules/
            // (RuleFileCache: the files without their examples, parsed, in YAMLNodeCoding's form). Do not edit:
            // a cache that does not match rules/ is ignored, and RuleFileCacheTests fails until it is regenerated.

            #include "RuleFileCache.h"

            static const unsigned char cache[] =
            \(lines.joined(separator: "\n"));

            const unsigned char *cmplint_rule_file_cache(void) { return cache; }

            unsigned long cmplint_rule_file_cache_size(void) { return sizeof(cache) - 1; }

            """
    }
}
