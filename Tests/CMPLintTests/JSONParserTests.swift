import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

private func parse(_ text: String, limits: JSONParseLimits = JSONParseLimits()) throws -> JSONDocument {
    try JSONParser.parse(Array(text.utf8), limits: limits)
}

private func parseError(_ bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) -> JSONParseError? {
    do {
        _ = try JSONParser.parse(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String) -> JSONParseError? { parseError(Array(text.utf8)) }

/// Every node of the document in preorder.
private func allNodes(_ doc: JSONDocument) -> [JSONNodeID] {
    (0..<doc.nodeCount).map { JSONNodeID(rawValue: Int32($0)) }
}

@Suite struct JSONParserPositionTests {
    @Test func positionsOnMultiLineMultiByteInput() throws {
        // Line 3 has German, a euro sign and an emoji (2, 3 and 4 bytes) before the value "x".
        let doc = try parse("{\"a\": [1,\n  2],\n \"ä€😀\": \"x\", \"b\": true,\r\n\"c\":\r\"d\"}")
        let root = doc.root
        let a = try #require(doc.member(root, "a"))
        let two = try #require(doc.element(a, 1))
        #expect(doc.start(two) == SourcePosition(line: 2, column: 3, offset: 12))
        let x = try #require(doc.member(root, "ä€😀"))
        #expect(doc.start(x) == SourcePosition(line: 3, column: 9, offset: 30))
        #expect(doc.end(x) == SourcePosition(line: 3, column: 12, offset: 33))
        let b = try #require(doc.member(root, "b"))
        #expect(doc.start(b) == SourcePosition(line: 3, column: 19, offset: 40))
        // CRLF counts as one line break, a lone CR as one too.
        let c = try #require(doc.member(root, "c"))
        let cKey = try #require(doc.keyNode(of: c))
        #expect(doc.start(cKey) == SourcePosition(line: 4, column: 1, offset: 47))
        #expect(doc.start(c) == SourcePosition(line: 5, column: 1, offset: 52))
        #expect(doc.end(root) == SourcePosition(line: 5, column: 5, offset: 56))
        #expect(doc.start(root).description == "1:1")
        #expect(doc.byteRange(x) == 30..<33)
        #expect(doc.byteRange(root) == 0..<56)
    }

    @Test func crlfCountsOnce() throws {
        let doc = try parse("[1,\r\n2,\r\n\r\n3]")
        let three = try #require(doc.element(doc.root, 2))
        #expect(doc.start(three).line == 4)
        #expect(doc.start(three).column == 1)
        #expect(doc.position(atOffset: 4) == SourcePosition(line: 1, column: 5, offset: 4))  // the LF of CRLF
    }

    /// reviewdog's columns: UTF-8 bytes from the line start (after a BOM on the first line), where
    /// `position` counts Unicode scalars.
    @Test func byteColumnsCountBytesFromTheLineStart() throws {
        let doc = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"é\": 1,\r\n \"🍪\": 2}".utf8))
        let one = try #require(doc.member(doc.root, "é"))
        #expect(doc.start(one).column == 7 && doc.byteColumn(atOffset: doc.start(one).offset) == 8)
        let two = try #require(doc.member(doc.root, "🍪"))
        #expect(doc.start(two).line == 2)
        #expect(doc.start(two).column == 7 && doc.byteColumn(atOffset: doc.start(two).offset) == 10)
        #expect(doc.byteColumn(atOffset: 1) == 1, "inside the BOM")
    }

    @Test func byteOrderMarkIsSkippedButOffsetsStayOriginal() throws {
        let doc = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
        #expect(doc.start(doc.root) == SourcePosition(line: 1, column: 1, offset: 3))
        let one = try #require(doc.member(doc.root, "a"))
        #expect(doc.start(one) == SourcePosition(line: 1, column: 7, offset: 9))
        #expect(doc.position(atOffset: 1) == SourcePosition(line: 1, column: 1, offset: 1))
        // An error right after the BOM is at column 1 too.
        let error = parseError([0xEF, 0xBB, 0xBF, UInt8(ascii: "x")])
        #expect(error?.position == SourcePosition(line: 1, column: 1, offset: 3))
        // A BOM alone is empty input.
        #expect(parseError([0xEF, 0xBB, 0xBF])?.message == "expected a JSON value, found end of input")
    }

    @Test func positionAtOffsetClampsAndMatchesScanning() throws {
        let text = "{\n\t\"ä\": [1, \"ß\"],\r\n  \"n\": null\r}\n"
        let doc = try parse(text)
        #expect(doc.position(atOffset: -5).offset == 0)
        #expect(doc.position(atOffset: 10_000).offset == doc.bytes.count)
        doc.bytes.withUnsafeBufferPointer { p in
            for offset in 0...p.count {
                #expect(doc.position(atOffset: offset) == LineMath.scanPosition(p, offset: offset, bomLength: 0))
            }
        }
    }
}

@Suite struct JSONParserErrorTests {
    struct Case: Sendable, CustomStringConvertible {
        let input: [UInt8]
        let message: String
        let line: Int
        let column: Int
        init(_ text: String, _ message: String, _ line: Int, _ column: Int) {
            self.init(Array(text.utf8), message, line, column)
        }
        init(_ input: [UInt8], _ message: String, _ line: Int, _ column: Int) {
            self.input = input
            self.message = message
            self.line = line
            self.column = column
        }
        var description: String { JSONValue.quoted(String(decoding: input, as: UTF8.self)) }
    }

    static let cases: [Case] = [
        Case("", "expected a JSON value, found end of input", 1, 1),
        Case("  \n ", "expected a JSON value, found end of input", 2, 2),
        Case("{\"a\":1} x", "unexpected content after the JSON value, found 'x'", 1, 9),
        Case("1 2", "unexpected content after the JSON value, found '2'", 1, 3),
        Case("\"abc", "unterminated string: expected '\"' before end of input", 1, 5),
        Case("[\"ab\\", "unterminated string: expected '\"' before end of input", 1, 6),
        Case("[\"a\\qb\"]", "invalid escape '\\q' in string", 1, 4),
        Case("[\"a\\\tb\"]", "invalid escape: '\\' followed by U+0009 in string", 1, 4),
        Case("[\"a\nb\"]", "unescaped control character U+000A in string", 1, 4),
        Case("[\"a\tb\"]", "unescaped control character U+0009 in string", 1, 4),
        Case("[\"\\u12G4\"]", "invalid \\u escape: expected 4 hex digits, found 'G'", 1, 7),
        Case("[01]", "leading zeros are not allowed in numbers", 1, 3),
        Case("-007", "leading zeros are not allowed in numbers", 1, 3),
        Case("[-x]", "expected a digit after '-', found 'x'", 1, 3),
        Case("-", "expected a digit after '-', found end of input", 1, 2),
        Case("[1.]", "expected a digit after '.', found ']'", 1, 4),
        Case("[.5]", "expected a value, found '.'", 1, 2),
        Case("[1e]", "expected a digit in the exponent, found ']'", 1, 4),
        Case("[1E+]", "expected a digit in the exponent, found ']'", 1, 5),
        Case("[+1]", "expected a value, found '+'", 1, 2),
        Case("[NaN]", "expected a value, found 'N'", 1, 2),
        Case("Infinity", "expected a JSON value, found 'I'", 1, 1),
        Case("[1,]", "expected a value, found ']'", 1, 4),
        Case("[,1]", "expected a value, found ','", 1, 2),
        Case("{\"a\",1}", "expected ':' after an object key, found ','", 1, 5),
        Case("{1:2}", "expected a string key or '}', found '1'", 1, 2),
        Case("{'a':2}", "expected a string key or '}', found '''", 1, 2),
        Case("[1}", "expected ',' or ']' after an array element, found '}'", 1, 3),
        Case("{\"a\":1 x}", "expected ',' or '}' after an object member, found 'x'", 1, 8),
        Case("{\"a\":1,}", "expected a string key after ',', found '}'", 1, 8),
        Case("[tru]", "expected 'true', found 'tru'", 1, 2),
        Case("nul", "expected 'null', found 'nul'", 1, 1),
        Case("[fals3]", "expected 'false', found 'fals'", 1, 2),
        // An unquoted name or address is personal data: at most the word's length is quoted.
        Case("{\"a\": tjohndoe}", "expected 'true', found 'tjoh…'", 1, 7),
        Case("{\"a\": nulljohndoe@example.com}", "expected ',' or '}' after an object member, found 'j'", 1, 11),
        Case("{\"a\": john.doe@example.com}", "expected a value, found 'j'", 1, 7),
        Case("// comment\n1", "expected a JSON value, found '/'", 1, 1),
        Case("[1 /* c */]", "expected ',' or ']' after an array element, found '/'", 1, 4),
        Case("[\u{7}]", "expected a value, found U+0007", 1, 2),
        Case("[\u{A0}1]", "expected a value, found U+00A0", 1, 2),
        Case("[ä]", "expected a value, found 'ä'", 1, 2),
        Case("[1,2", "expected ',' or ']' after an array element, found end of input", 1, 5),
        Case("[", "expected a value or ']', found end of input", 1, 2),
        Case("{", "expected a string key or '}', found end of input", 1, 2),
        Case("{\"a\":", "expected a value, found end of input", 1, 6),
        Case("{\"a\"", "expected ':' after an object key, found end of input", 1, 5),
        Case("{\"a\":1", "expected ',' or '}' after an object member, found end of input", 1, 7),
        Case("{\n  \"a\": 1,\n  \"b\" 2\n}", "expected ':' after an object key, found '2'", 3, 7),
        Case("{\"ü\": x}", "expected a value, found 'x'", 1, 7),
        Case("[\"日本\",\r\n \"😀\", @]", "expected a value, found '@'", 2, 7),
        // Invalid UTF-8, reported at the first byte of the bad sequence.
        Case([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], "invalid UTF-8 byte 0xC3", 1, 3),  // truncated
        Case([0x22, 0xC0, 0xAF, 0x22], "invalid UTF-8 byte 0xC0", 1, 2),  // overlong '/'
        Case([0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid UTF-8 byte 0xE0", 1, 2),  // overlong 3-byte
        Case([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 byte 0xED", 1, 2),  // UTF-8 encoded surrogate
        Case([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF4", 1, 2),  // > U+10FFFF
        Case([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 byte 0xF5", 1, 2),
        Case([0x22, 0x61, 0x80, 0x22], "invalid UTF-8 byte 0x80", 1, 3),  // stray continuation
        Case([0x22, 0xE2, 0x82], "invalid UTF-8 byte 0xE2", 1, 2),  // truncated by end of input
        Case([0x5B, 0xFF, 0x5D], "invalid UTF-8 byte 0xFF", 1, 2),  // outside a string
        Case([0x31, 0x20, 0xC3], "invalid UTF-8 byte 0xC3", 1, 3),
        Case([0x22, 0x5C, 0xC3, 0x22], "invalid UTF-8 byte 0xC3", 1, 3),  // after a backslash
        Case([0xEF, 0xBB, 0xBF, 0x7B, 0x7D, 0x7D], "unexpected content after the JSON value, found '}'", 1, 3),
    ]

    @Test(arguments: cases)
    func errorMessageAndPosition(_ c: Case) {
        let error = parseError(c.input)
        #expect(error?.message == c.message)
        #expect(error?.position.line == c.line)
        #expect(error?.position.column == c.column)
    }

    @Test func errorDescriptionAndOffset() {
        let error = parseError("{\"ä\": x}")
        #expect(error?.position.offset == 7)
        #expect(error?.description == "1:7: expected a value, found 'x'")
    }

    @Test func nestingLimitWithoutStackOverflow() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        let error = parseError(deep)
        #expect(error?.message == "nesting deeper than 512 levels")
        #expect(error?.position == SourcePosition(line: 1, column: 513, offset: 512))

        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(parseError(ok) == nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(parseError(tooDeep)?.position.offset == 512)

        let objects = String(repeating: "{\"a\":", count: 4) + "1" + String(repeating: "}", count: 4)
        #expect(parseError(Array(objects.utf8), limits: JSONParseLimits(maxDepth: 4)) == nil)
        let error3 = parseError(Array(objects.utf8), limits: JSONParseLimits(maxDepth: 3))
        #expect(error3?.message == "nesting deeper than 3 levels")
        #expect(error3?.position.column == 16)
    }

    @Test func sizeLimit() {
        let error = parseError(Array("[1,2,3,4,5]".utf8), limits: JSONParseLimits(maxBytes: 10))
        #expect(error?.position == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(error?.message == "input is 11 bytes, larger than the limit of 10 bytes")
        #expect(parseError(Array("[1,2,3,4]".utf8), limits: JSONParseLimits(maxBytes: 10)) == nil)
    }
}

@Suite struct JSONParserValueTests {
    @Test func scalarsAtTopLevel() throws {
        #expect(try parse("null").kind(JSONNodeID(rawValue: 0)) == .null)
        #expect(try parse(" true ").bool(JSONNodeID(rawValue: 0)) == true)
        #expect(try parse("false").bool(JSONNodeID(rawValue: 0)) == false)
        #expect(try parse("\"s\"").string(JSONNodeID(rawValue: 0)) == "s")
        #expect(try parse("-12.5e3").numberText(JSONNodeID(rawValue: 0)) == "-12.5e3")
        #expect(try parse("[]").childCount(JSONNodeID(rawValue: 0)) == 0)
        #expect(try parse("{}").kind(JSONNodeID(rawValue: 0)) == .object)
    }

    @Test func numbersAreKeptExactly() throws {
        let texts = ["1.50", "-0", "1E+2", "0.0e-0", "123456789012345678901234567890", "-1.25E-7", "0"]
        let doc = try parse("[" + texts.joined(separator: " , ") + "]")
        #expect(doc.elements(doc.root).map { doc.numberText($0) } == texts)
        #expect(doc.value(doc.root) == .array(texts.map { .number($0) }))
    }

    @Test func stringDecoding() throws {
        let doc = try parse(
            #"["plain äö", "a\"b\\c\/d\b\f\n\r\t", "\u00e4\u20AC", "\ud83d\ude00", "\ud800", "\udc00x", "\ud800\u0041", "\uD83D"]"#
        )
        let strings = doc.elements(doc.root).map { doc.string($0) }
        #expect(
            strings == [
                "plain äö", "a\"b\\c/d\u{8}\u{C}\n\r\t", "ä€", "😀", "\u{FFFD}", "\u{FFFD}x", "\u{FFFD}A", "\u{FFFD}",
            ])
        let first = try #require(doc.element(doc.root, 0))
        #expect(doc.stringEquals(first, "plain äö"))
        #expect(!doc.stringEquals(first, "plain ao"))
        #expect(!doc.stringEquals(first, "plain äöx"))
        let escaped = try #require(doc.element(doc.root, 2))
        #expect(doc.stringEquals(escaped, "ä€"))
        #expect(!doc.stringEquals(escaped, "ä"))
        #expect(doc.string(doc.root) == nil)
        #expect(!doc.stringEquals(doc.root, ""))
    }

    /// A name is compared eight bytes at a time where it is written: a name holding a quote must
    /// not match the bytes of a string that ends there and the text after it.
    @Test func stringEqualsStopsAtTheClosingQuote() throws {
        let doc = try parse(#"["ab", "cdefghij", "abcdefghijklmnopq"]"#)
        let first = try #require(doc.element(doc.root, 0))
        #expect(!doc.stringEquals(first, #"ab", "cdefghij"#))
        #expect(!doc.stringEquals(first, #"ab", "c"#))
        let long = try #require(doc.element(doc.root, 2))
        #expect(doc.stringEquals(long, "abcdefghijklmnopq"))
        #expect(!doc.stringEquals(long, "abcdefghijklmnopQ"))
        #expect(!doc.stringEquals(long, "abcdefgXijklmnopq"))
        #expect(!doc.stringEquals(long, "abcdefghijklmnop"))
    }

    /// Every key with a wanted name is found, whether written plainly or escaped, and an empty
    /// name matches only the empty key.
    @Test func memberValuesFindsEveryWrittenForm() throws {
        let doc = try parse(#"{"purposeIds": [1], "a": {"purpose\u0049ds": 2, "": 3, "x": 4, "\\y": 5}}"#)
        let found = doc.memberValues(named: ["purposeIds", "", "x", "\\y", "missing"])
        #expect(
            found.map { $0.map { doc.value($0) } } == [
                [.array([.number("1")]), .number("2")], [.number("3")], [.number("4")], [.number("5")], [],
            ])
    }

    /// The string index groups keys by their first byte as written, each group in document order,
    /// puts several groups in document order together (a name's candidates add the escaped keys),
    /// and lists the string values, keys left out, in document order.
    @Test func stringIndexGroupsKeysByFirstWrittenByte() throws {
        let doc = try parse(#"{"pa": "x", "b": {"\u0070b": 2, "": "y", "pc": [{"q": "\u007a", "pd": 5}, "w"]}}"#)
        let keys = { (first: Character) in
            doc.stringIndex.keys(startingWith: first.asciiValue!, in: doc).map { doc.string(JSONNodeID(rawValue: $0)) }
        }
        #expect(keys("p") == ["pa", "pc", "pd"])
        #expect(keys("\\") == ["pb"])
        #expect(keys("\"") == [""])
        #expect(keys("z").isEmpty)
        let candidates = doc.stringIndex.keys(mayStartWith: UInt8(ascii: "p"), in: doc)
        #expect(candidates.map { doc.string(JSONNodeID(rawValue: $0)) } == ["pa", "pb", "pc", "pd"])
        #expect(doc.stringIndex.keys(mayStartWith: UInt8(ascii: "\""), in: doc).count == 1)
        let anyOf = doc.stringIndex.keys(startingWithAnyOf: ByteSet("qb".utf8), in: doc)
        #expect(anyOf.map { doc.string(JSONNodeID(rawValue: $0)) } == ["b", "q"])
        let values = doc.stringIndex.values(in: doc).map { doc.string(JSONNodeID(rawValue: $0.node)) }
        #expect(values == ["x", "y", "z", "w"])
        #expect(doc.stringIndex.values(in: doc).allSatisfy { doc.startOffset(Int($0.node)) == Int($0.start) })
    }

    @Test func structureNavigation() throws {
        let doc = try parse(#"{"a": [1, {"b": null}, "s"], "c": true, "d": {}}"#)
        let root = doc.root
        #expect(doc.kind(root) == .object)
        #expect(doc.childCount(root) == 3)
        #expect(doc.parent(root) == nil)
        let members = Array(doc.members(root))
        #expect(members.map { doc.string($0.key) } == ["a", "c", "d"])
        #expect(members.allSatisfy { doc.isKey($0.key) && !doc.isKey($0.value) })
        #expect(members.allSatisfy { doc.parent($0.key) == root && doc.parent($0.value) == root })
        #expect(members.allSatisfy { doc.keyNode(of: $0.value) == $0.key })
        let a = members[0].value
        #expect(doc.kind(a) == .array)
        #expect(doc.elements(a).count == 3)
        let elements = Array(doc.elements(a))
        #expect(elements.map { doc.kind($0) } == [.number, .object, .string])
        #expect(elements.allSatisfy { doc.parent($0) == a && doc.keyNode(of: $0) == nil })
        #expect(doc.element(a, 1) == elements[1])
        #expect(doc.element(a, 3) == nil)
        #expect(doc.element(a, -1) == nil)
        #expect(doc.element(root, 0) == nil)
        #expect(doc.members(a).map { $0.key }.isEmpty)
        #expect(Array(doc.elements(root)).isEmpty)
        let inner = elements[1]
        #expect(doc.kind(try #require(doc.member(inner, "b"))) == .null)
        #expect(doc.member(inner, "zz") == nil)
        #expect(doc.member(a, "b") == nil)
        #expect(doc.bool(try #require(doc.member(root, "c"))) == true)
        #expect(doc.bool(a) == nil)
        #expect(doc.numberText(a) == nil)
        #expect(doc.childCount(try #require(doc.member(root, "d"))) == 0)
        #expect(doc.childCount(elements[0]) == 0)
        #expect(doc.keyNode(of: root) == nil)
        #expect(doc.nodeCount == 12)
        #expect(doc.byteRange(inner) == 10..<21)
    }

    @Test func valueMaterialisation() throws {
        let doc = try parse(#"{"a": [1, {"b": null}, "s\n"], "c": true, "k\u00e4": -0.5e1, "e": {}}"#)
        let expected = JSONValue.object([
            JSONMember(
                key: "a", value: .array([.number("1"), .object([JSONMember(key: "b", value: .null)]), .string("s\n")])),
            JSONMember(key: "c", value: .bool(true)),
            JSONMember(key: "kä", value: .number("-0.5e1")),
            JSONMember(key: "e", value: .object([])),
        ])
        #expect(doc.value(doc.root) == expected)
        let a = try #require(doc.member(doc.root, "a"))
        #expect(doc.value(a).jsonText == #"[1,{"b":null},"s\n"]"#)
        let key = try #require(doc.keyNode(of: a))
        #expect(doc.value(key) == .string("a"))
    }

    @Test func duplicateKeysSmallObjectsAndEscapes() throws {
        let doc = try parse(#"{"x": {"a": 1, "a": 2}, "b": 1, "x": 3, "\u0078": 4, "y": 5}"#)
        let names = doc.duplicateKeys.map { doc.string($0.key) }
        #expect(names == ["a", "x", "x"])
        #expect(doc.duplicateKeys.map(\.key) == doc.duplicateKeys.map(\.key).sorted())
        #expect(doc.duplicateKeys.allSatisfy { doc.isKey($0.key) && doc.isKey($0.first) && $0.first < $0.key })
        // The last member wins in lookups.
        #expect(doc.numberText(try #require(doc.member(doc.root, "x"))) == "4")
        let escapedEquivalent = try parse(#"{"a": 1, "\u0061": 2}"#)
        #expect(escapedEquivalent.duplicateKeys.count == 1)
        #expect(escapedEquivalent.byteRange(escapedEquivalent.duplicateKeys[0].key) == 9..<17)
        #expect(try parse(#"{"a": 1, "A": 2, "ab": 3, "b": {"a": 4}}"#).duplicateKeys.isEmpty)
    }

    /// Lone surrogates all read as U+FFFD, but they are different keys: compared as the code units
    /// written, in small objects (pairwise) and large ones (hashed).
    @Test(arguments: [0, 40])
    func loneSurrogateKeysAreNotDuplicates(padding: Int) throws {
        let filler = (0..<padding).map { "\"p\($0)\": 0, " }.joined()
        let distinct = try parse(
            "{" + filler + #""\ud800": 1, "\udbff": 2, "\udc00": 3, "\ufffd": 4, "\#u{FFFD}x": 5}"#)
        #expect(distinct.duplicateKeys.isEmpty)
        let repeated = try parse("{" + filler + #""\udbff": 1, "\ud800": 2, "\uD800": 3, "\ufffd": 4, "\#u{FFFD}": 5}"#)
        #expect(repeated.duplicateKeys.map { repeated.byteRange($0.key).lowerBound - filler.utf8.count } == [27, 53])
        #expect(repeated.duplicateKeys.map { repeated.byteRange($0.first).lowerBound - filler.utf8.count } == [14, 40])
        #expect(repeated.duplicateKeys.map { repeated.string($0.key) } == ["\u{FFFD}", "\u{FFFD}"])
    }

    @Test func duplicateKeysLargeObject() throws {
        var members = (0..<1000).map { "\"key\($0)\": \($0)" }
        members.append("\"key5\": 0")
        members.append("\"key\\u0037\": 0")  // "key7"
        members.append("\"k\\u00e4\": 1")
        members.append("\"kä\": 1")
        members.append("\"key5\": 2")
        let doc = try parse("{" + members.joined(separator: ",") + "}")
        #expect(doc.duplicateKeys.map { doc.string($0.key) } == ["key5", "key7", "kä", "key5"])
        #expect(doc.childCount(doc.root) == 1005)
        #expect(doc.numberText(try #require(doc.member(doc.root, "key5"))) == "2")

        // Many copies of one key stay linear (this would be slow if quadratic).
        let same = "{" + Array(repeating: "\"same\":1", count: 50_000).joined(separator: ",") + "}"
        #expect(try parse(same).duplicateKeys.count == 49_999)
        let noDuplicates = try parse("{" + (0..<5000).map { "\"\($0)\":\($0)" }.joined(separator: ",") + "}")
        #expect(noDuplicates.duplicateKeys.isEmpty)
    }
}

@Suite struct JSONParserPointerTests {
    @Test func pointerRoundTripsForEveryNode() throws {
        let doc = try parse(
            #"{"a/b": {"m~n": [1, [2, {"": 3, "~1": [true]}]], "x": null}, "": [{}, []], "k\u00e4": "v", "10": {"0": [0]}}"#
        )
        for node in allNodes(doc) {
            let pointer = doc.pointer(node)
            let resolved = doc.node(atPointer: pointer)
            if doc.isKey(node) {
                #expect(resolved == JSONNodeID(rawValue: node.rawValue + 1), "key \(pointer)")
            } else {
                #expect(resolved == node, "node \(pointer)")
            }
        }
        #expect(doc.pointer(doc.root) == "")
        let deep = try #require(doc.node(atPointer: "/a~1b/m~0n/1/1/~01/0"))
        #expect(doc.bool(deep) == true)
        #expect(doc.pointer(deep) == "/a~1b/m~0n/1/1/~01/0")
        #expect(doc.node(atPointer: "//0") == doc.element(try #require(doc.member(doc.root, "")), 0))
        #expect(doc.string(try #require(doc.node(atPointer: "/kä"))) == "v")
        #expect(doc.node(atPointer: "/10/0/0") != nil)
        #expect(doc.node(atPointer: "/a~1b/m~0n/01") == nil)  // not a canonical index
        #expect(doc.node(atPointer: "/a~1b/m~0n/2") == nil)
        #expect(doc.node(atPointer: "/a~1b/m~0n/-1") == nil)
        #expect(doc.node(atPointer: "/a~1b/m~0n/99999999999999999999") == nil)
        #expect(doc.node(atPointer: "/nope") == nil)
        #expect(doc.node(atPointer: "a") == nil)
        #expect(doc.node(atPointer: "/~2") == nil)
        #expect(doc.node(atPointer: "/kä/x") == nil)
    }

    @Test func pointerEscaping() {
        #expect(JSONPointer.escape("a~b/c") == "a~0b~1c")
        #expect(JSONPointer.escape("~1") == "~01")
        #expect(JSONPointer.escape("plain") == "plain")
        #expect(JSONPointer.appending("", "a") == "/a")
        #expect(JSONPointer.appending("/a", "b/c") == "/a/b~1c")
        #expect(JSONPointer.appending("", "") == "/")
        #expect(JSONPointer.tokens("") == [])
        #expect(JSONPointer.tokens("/") == [""])
        #expect(JSONPointer.tokens("/a~1b/~0/~01/ä") == ["a/b", "~", "~1", "ä"])
        #expect(JSONPointer.tokens("/a//b") == ["a", "", "b"])
        #expect(JSONPointer.tokens("a") == nil)
        #expect(JSONPointer.tokens("/~2") == nil)
        #expect(JSONPointer.tokens("/a~") == nil)
        for token in ["", "a", "~", "/", "~0/~1", "ä/ö~"] {
            #expect(JSONPointer.tokens(JSONPointer.appending("", token)) == [token])
        }
    }
}

@Suite struct JSONParserFuzzTests {

    static let seeds: [String] = [
        #"{"a": [1, -2.5e+3, true, false, null, "x\u00e4\n"], "b": {"c": {}, "d": []}, "ü": "😀"}"#,
        "[\r\n  {\"id\": 1, \"name\": \"Grüße\"},\r\n  {\"id\": 2, \"tags\": [\"\\ud83d\\ude00\", \"\\\"\"]}\n]",
        #"{"vendors": {"1": {"id": 1, "purposes": [1, 2, 3], "urls": [{"langId": "de"}]}, "1": 0}}"#,
        "\u{FEFF}\"top\"",
        "0",
    ]

    /// Checks a successful parse: structural invariants and a lossless round trip through value().
    func checkRoundTrip(_ doc: JSONDocument, _ bytes: [UInt8]) throws {
        for node in allNodes(doc) {
            let range = doc.byteRange(node)
            #expect(range.lowerBound >= 0 && range.upperBound <= bytes.count && !range.isEmpty)
            #expect(doc.start(node) <= doc.end(node))
        }
        let value = doc.value(doc.root)
        let reparsed = try JSONParser.parse(Array(value.jsonText.utf8))
        #expect(reparsed.value(reparsed.root) == value)
    }

    @Test func randomBytesNeverCrash() throws {
        var rng = SplitMix64(seed: 12345)
        let alphabet = Array("{}[],:\"\\ntrufalsebu0123456789-+.eE \t\r\näü😀".utf8)
        var successes = 0
        for round in 0..<2000 {
            let length = rng.below(40)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                bytes.append(
                    round % 3 == 0 ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[rng.below(alphabet.count)])
            }
            do {
                let doc = try JSONParser.parse(bytes)
                successes += 1
                try checkRoundTrip(doc, bytes)
            } catch let error as JSONParseError {
                #expect(error.position.offset >= 0 && error.position.offset <= bytes.count)
                #expect(error.position.line >= 1 && error.position.column >= 1)
                #expect(!error.message.isEmpty)
            }
        }
        #expect(successes > 0)
    }

    @Test func mutatedDocumentsNeverCrash() throws {
        var rng = SplitMix64(seed: 777)
        let interesting =
            Array("{}[],:\"\\u0nte-.".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF]
        var successes = 0
        var failures = 0
        for round in 0..<2000 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0..<(1 + rng.below(3)) {
                let at = rng.below(bytes.count + 1)
                switch rng.below(4) {
                case 0 where at < bytes.count: bytes[at] = interesting[rng.below(interesting.count)]
                case 1: bytes.insert(interesting[rng.below(interesting.count)], at: at)
                case 2 where at < bytes.count: bytes.remove(at: at)
                default: bytes = Array(bytes[0..<at])
                }
            }
            do {
                let doc = try JSONParser.parse(bytes)
                successes += 1
                try checkRoundTrip(doc, bytes)
            } catch let error as JSONParseError {
                failures += 1
                #expect(error.position.offset <= bytes.count)
            }
        }
        #expect(successes > 50 && failures > 50)
        // The unmutated seeds parse and round-trip.
        for seed in Self.seeds {
            let bytes = Array(seed.utf8)
            try checkRoundTrip(try JSONParser.parse(bytes), bytes)
        }
    }
}

/// Pointers into long arrays come from a per-array list of element ids, built once.
struct JSONElementIndexTests {
    @Test func pointersIntoLongAndShortArraysAreExact() throws {
        let count = 3 * JSONElementIndex.threshold
        let items = (0..<count).map { "{\"v\": [\($0), [\($0)]]}" }.joined(separator: ",")
        let document = try JSONParser.parse(Array("{\"a\": [\(items)], \"b\": [1, 2, 3]}".utf8))
        let long = try #require(document.member(document.root, "a"))
        for (index, element) in document.elements(long).enumerated() {
            #expect(document.pointer(element) == "/a/\(index)")
            let inner = try #require(
                document.member(element, "v").flatMap { document.element($0, 1) }.flatMap { document.element($0, 0) })
            #expect(document.pointer(inner) == "/a/\(index)/v/1/0")
        }
        let short = try #require(document.member(document.root, "b"))
        #expect(document.elements(short).map { document.pointer($0) } == ["/b/0", "/b/1", "/b/2"])
    }
}

/// `stringPrefix` reads a string only as far as its cut, and gives what the whole string starts with.
struct JSONStringPrefixTests {
    @Test func prefixesAgreeWithTheWholeString() throws {
        var random = SplitMix64(seed: 77)
        // (A surrogate pair escape can be cut between its halves, which decode to U+FFFD: left out here.)
        let pieces = ["a", "é", "€", "😀", "\\n", "\\\"", "\\u00e9", "\\\\", " "]
        for _ in 0..<2_000 {
            let source = (0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined()
            let document = try JSONParser.parse(Array("[\"\(source)\", 1]".utf8))
            let node = try #require(document.element(document.root, 0))
            let whole = try #require(document.string(node))
            let maxBytes = random.below(50)
            let (text, isCut) = try #require(document.stringPrefix(node, maxBytes: maxBytes))
            #expect(isCut == (source.utf8.count > maxBytes), "\(source) at \(maxBytes)")
            #expect(
                isCut ? whole.hasPrefix(text) && text.utf8.count <= maxBytes : text == whole, "\(source) at \(maxBytes)"
            )
        }
    }
}

/// `integer` reads a number's bytes as `Int(numberText)` reads its text, for integer text.
struct JSONIntegerReadingTests {
    @Test func readsWhatIntReadsFromTheText() throws {
        let numbers = [
            "0", "-0", "7", "-7", "1234567890", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "99999999999999999999", "1.0", "1e3", "1E3", "-2.5e-3", "10.", "0.5",
        ]
        let document = try JSONParser.parse(
            Array(("[" + numbers.filter { $0 != "10." }.joined(separator: ",") + ", \"12\", true, null]").utf8))
        for element in document.elements(document.root) {
            let text = document.numberText(element)
            let expected = text.flatMap { JSONValue.isInteger($0) ? Int($0) : nil }
            #expect(document.integer(element) == expected, "\(text ?? document.value(element).jsonText)")
        }
    }
}
