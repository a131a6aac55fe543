import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// The parser's bounds (nodes, storage) and the linear-time answers that replace rescanning: every
/// answer is compared with a naive computation on generated input.
struct JSONBoundsTests {
    func parse(_ text: String, limits: JSONParseLimits = JSONParseLimits()) throws -> JSONDocument {
        try JSONParser.parse(Array(text.utf8), limits: limits)
    }

    @Test func theNodeLimitIsAnErrorNamingIt() throws {
        let fiveNodes = "[1,2,3,4]"
        #expect(try parse(fiveNodes, limits: JSONParseLimits(maxNodes: 5)).nodeCount == 5)
        #expect { try parse(fiveNodes, limits: JSONParseLimits(maxNodes: 4)) } throws: { error in
            let error = error as? JSONParseError
            return error?.message == "more than 4 values and keys, the limit for one document"
                && error?.position.column == 8
        }
        // Keys count: {"a":1,"b":2} has five nodes.
        #expect(throws: JSONParseError.self) { try parse(#"{"a":1,"b":2}"#, limits: JSONParseLimits(maxNodes: 4)) }
        // By default one node per four bytes of the file limit.
        #expect(JSONParseLimits().maxNodes == JSONParseLimits.defaultMaxBytes / 4)
        #expect(JSONParseLimits(maxBytes: 64 << 20).maxNodes == 16 << 20)
    }

    @Test func denseInputHitsTheNodeLimitBeforeItsStorageOutgrowsTheInput() throws {
        // 400 KB of "0," is 200,000 nodes; the limit for 400 KB of file limit is 100,000.
        let dense = "[" + String(repeating: "0,", count: 200_000) + "0]"
        let limits = JSONParseLimits(maxBytes: dense.utf8.count)
        #expect { try parse(dense, limits: limits) } throws: { error in
            (error as? JSONParseError)?.message.hasPrefix("more than \(limits.maxNodes) values") == true
        }
        // Within the limit, node storage is a small multiple of the input however small its nodes.
        let allowed = try parse(dense, limits: JSONParseLimits(maxBytes: dense.utf8.count, maxNodes: 300_000))
        #expect(allowed.indexBytes <= 3 * dense.utf8.count)
        let objects = "[" + String(repeating: #"{"a":[]},"#, count: 20_000) + "{}]"
        let nested = try parse(objects)
        // Objects and arrays take 16 more bytes each: `{"a":[]},` is 9 bytes for 3 nodes, 2 of them containers.
        #expect(nested.indexBytes <= 6 * objects.utf8.count)
    }

    @Test func duplicateKeysOnManyKeysMatchANaiveCount() throws {
        // 60,000 members on one line over 7,000 distinct keys, some written with escapes.
        var rng = SplitMix64(seed: 7)
        var members: [String] = []
        var names: [String] = []
        for _ in 0..<60_000 {
            let k = rng.below(7_000)
            names.append("k\(k)")
            members.append(k % 3 == 0 ? "\"\\u006b\(k)\":\(k)" : "\"k\(k)\":\(k)")
        }
        let doc = try parse("{" + members.joined(separator: ",") + "}")
        var firstIndex: [String: Int] = [:]
        var expected: [(key: Int, first: Int)] = []
        for (i, name) in names.enumerated() {
            if let first = firstIndex[name] { expected.append((i, first)) } else { firstIndex[name] = i }
        }
        // Member i's key is node 1 + 2i.
        #expect(doc.duplicateKeys.map(\.key.rawValue) == expected.map { Int32(1 + 2 * $0.key) })
        #expect(doc.duplicateKeys.map(\.first.rawValue) == expected.map { Int32(1 + 2 * $0.first) })
    }

    @Test func positionsMatchANaiveScanOnLongMultiByteLines() throws {
        // Lines of up to 3,000 bytes mixing ASCII, 2-, 3- and 4-byte characters, CRLF, CR and LF.
        // (Each naive answer scans from the start: 100 strings and 500 offsets here, and 100 lines
        // below, keep this well under a second in a debug build.)
        var rng = SplitMix64(seed: 11)
        let pieces = ["a", "ß", "€", "😀", "x y", "\\n", "\\u00e4"]
        let breaks = ["\n", "\r\n", "\r", " "]
        var text = "["
        for item in 0..<100 {
            if item > 0 { text += "," + breaks[rng.below(breaks.count)] }
            text += "\"" + (0..<rng.below(300)).map { _ in pieces[rng.below(pieces.count)] }.joined() + "\""
        }
        text += "]"
        let doc = try parse(text)
        doc.bytes.withUnsafeBufferPointer { p in
            var offsets = (0..<500).map { _ in rng.below(p.count + 1) }
            offsets += [0, p.count]
            for offset in offsets {
                #expect(
                    doc.position(atOffset: offset) == LineMath.scanPosition(p, offset: offset, bomLength: 0),
                    "offset \(offset)")
            }
        }
        // An ASCII document takes the byte-distance path; check it as well.
        let ascii = try parse(
            (0..<100).map { "{\"k\": \"\(String(repeating: "v", count: $0 * 7))\"}" }.joined(separator: ",\n")
                .wrappedInBrackets)
        ascii.bytes.withUnsafeBufferPointer { p in
            for offset in stride(from: 0, through: p.count, by: 97) {
                #expect(ascii.position(atOffset: offset) == LineMath.scanPosition(p, offset: offset, bomLength: 0))
            }
        }
    }

    /// A minified response is one line: a position on it must not cost a count from the line start.
    /// With a scalar count before every block, a lookup scans at most the two partial blocks.
    @Test func aLongNonASCIILineIsCountedByBlocksOnce() throws {
        let line = "[" + (0..<20_000).map { "\"ü\($0)\"" }.joined(separator: ",") + "]"
        let doc = try parse(line)
        guard case .scalarsBeforeBlock(let counts) = doc.lines.columns else {
            Issue.record("a 200 KB non-ASCII line is counted from its start")
            return
        }
        let blocks = (doc.bytes.count + JSONLineIndex.blockSize - 1) / JSONLineIndex.blockSize
        #expect(counts.count == blocks + 1)
        #expect(doc.lines.storageBytes == 4 * (1 + blocks + 1))
        let last = try #require(doc.elements(doc.root).reversed().first)
        #expect(doc.start(last).column == line.unicodeScalars.count - "\"ü19999\"]".unicodeScalars.count + 1)
        // Short lines (or ASCII) need no table.
        let short = try parse("[\"ü\",\n\"ü\"]")
        guard case .scalarsFromLineStart = short.lines.columns else {
            Issue.record("short lines got a block table")
            return
        }
    }

    @Test func parentsAndEndsMatchAWalkFromTheRoot() throws {
        let doc = try parse(
            #"{"a": [1, {"b": [[], {}, "s\"q"]}, -2.5e3], "c": {"d": {"e": [true, null, false]}}, "f": "ü"}"#)
        var expectedParent: [JSONNodeID: JSONNodeID] = [:]
        var pending = [doc.root]
        while let node = pending.popLast() {
            for (key, value) in doc.members(node) {
                expectedParent[key] = node
                expectedParent[value] = node
                pending.append(value)
            }
            for element in doc.elements(node) {
                expectedParent[element] = node
                pending.append(element)
            }
        }
        #expect(expectedParent.count == doc.nodeCount - 1)
        for raw in 0..<doc.nodeCount {
            let node = JSONNodeID(rawValue: Int32(raw))
            #expect(doc.parent(node) == expectedParent[node])
            // The recomputed end of a scalar is where its text ends: re-parsing that text alone succeeds.
            let text = Array(doc.bytes[doc.byteRange(node)])
            #expect((try? JSONParser.parse(text))?.value(JSONNodeID(rawValue: 0)) == doc.value(node), "node \(raw)")
        }
    }

    @Test func stringEqualsStopsAtTheClosingQuote() throws {
        let doc = try parse(#"{"ab":"x"}"#)
        let key = JSONNodeID(rawValue: 1)
        #expect(doc.stringEquals(key, "ab"))
        #expect(!doc.stringEquals(key, #"ab":"x"#))
        #expect(!doc.stringEquals(key, "a"))
        #expect(!doc.stringEquals(key, "abc"))
    }

    @Test func shortTextDecodesOnlyTheStartOfALongString() throws {
        var rng = SplitMix64(seed: 3)
        let pieces = ["a", "é", "😀", "\\n", "\\\"", "\\u00e4", "\\ud83d\\ude00", "e\u{301}"]
        for length in [0, 1, 10, 59, 60, 61, 200, 5_000] {
            let raw = (0..<length).map { _ in pieces[rng.below(pieces.count)] }.joined()
            let doc = try parse("[\"" + raw + "\"]")
            let node = JSONNodeID(rawValue: 1)
            #expect(doc.shortText(node) == doc.value(node).jsonText.shortened(to: 60), "length \(length)")
        }
        let long = try parse("[\"" + String(repeating: "ab", count: 1 << 20) + "\"]")
        let prefix = try #require(long.stringPrefix(JSONNodeID(rawValue: 1), maxBytes: 256))
        #expect(prefix.text.utf8.count == 256 && prefix.isCut)
    }
}

extension String {
    fileprivate var wrappedInBrackets: String { "[" + self + "]" }
}
