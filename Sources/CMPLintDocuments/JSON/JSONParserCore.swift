/// The parsing loop behind `JSONParser.parse`. An explicit state machine with its own container
/// stack instead of recursion, so depth is bounded by a limit rather than by the thread's stack.
package struct JSONParserCore {
    package let buffer: UnsafeBufferPointer<UInt8>
    /// Non-nil whenever `n > 0`.
    package let base: UnsafePointer<UInt8>?
    package let n: Int
    package let maxDepth: Int
    package let maxNodes: Int
    package let bomLength: Int

    package var table = JSONNodeTable()
    package var lineStarts: [UInt32] = []
    /// Whether a string held a byte above 0x7F (only strings can, in valid JSON): columns then
    /// need counting, see `JSONLineIndex`.
    package var sawNonASCII = false
    package var duplicateKeys: [JSONDuplicateKey] = []
    /// Enclosing containers (not including the current one).
    package var stack: [Frame] = []
    /// The keys of the open objects, innermost last: an object's keys are the last `count` entries
    /// when it closes (inner objects have closed by then), so duplicate detection never walks nodes.
    package var openKeys: [OpenKey] = []
    /// Scratch storage for duplicate-key detection, reused for every object.
    package var keyScratch: [KeyInfo] = []
    package var decodeScratch: [UInt8] = []
    package var decodeScratch2: [UInt8] = []

    package struct Frame {
        /// Container ordinal (see `JSONNodeTable.containers`).
        package var container: Int32
        package var count: UInt32
        package var isObject: Bool
    }

    package struct OpenKey {
        package var node: Int32
        /// The offset after the opening quote, and the bytes up to the closing quote, as written.
        package var from: UInt32
        package var length: UInt32
        package var escaped: Bool
    }

    package struct KeyInfo {
        package var key: OpenKey
        package var signature: Int
    }

    package init(buffer: UnsafeBufferPointer<UInt8>, maxDepth: Int, maxNodes: Int) {
        self.buffer = buffer
        self.base = buffer.baseAddress
        self.n = buffer.count
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        if n >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            bomLength = 3
        } else {
            bomLength = 0
        }
        lineStarts.reserveCapacity(64)
        lineStarts.append(UInt32(bomLength))
        // Every node but the first takes at least two bytes (itself and a separator), every
        // container at least three; reserving these bounds once avoids copying as the arrays grow.
        table.reserve(nodes: min(n / 2 + 2, maxNodes + 1))
        table.reserve(containers: min(n / 3 + 2, maxNodes + 1))
    }

    // MARK: Errors

    package func fail(_ message: String, at offset: Int) -> JSONParseError {
        JSONParseError(message: message, position: LineMath.scanPosition(buffer, offset: offset, bomLength: bomLength))
    }

    /// "<expected>, found <what is at offset>", or the UTF-8 error if the byte there is not valid UTF-8.
    package func unexpected(_ expected: String, at offset: Int) -> JSONParseError {
        if let base, offset < n, base[offset] >= 0x80, UTF8Validation.sequenceLength(base, at: offset, end: n) == 0 {
            return invalidUTF8(at: offset)
        }
        return fail(expected + ", found " + UTF8Validation.describe(base, at: offset, end: n), at: offset)
    }

    package func invalidUTF8(at offset: Int) -> JSONParseError {
        fail("invalid UTF-8 byte " + UTF8Validation.hexByte(buffer[offset]), at: offset)
    }

    /// Called before each node is added, so the node arrays never outgrow `maxNodes`.
    @inline(__always)
    package func checkNodeLimit(at offset: Int) throws(JSONParseError) {
        if table.count >= maxNodes {
            throw JSONParseError(
                message: "more than \(maxNodes) values and keys, the limit for one document",
                position: LineMath.scanPosition(buffer, offset: offset, bomLength: bomLength), cause: .tooLarge)
        }
    }

    // MARK: Main loop

    package mutating func run() throws(JSONParseError) {
        guard let p = base else {
            throw fail(JSONParseError.noValueMessage, at: 0)
        }
        var i = bomLength
        skipWhitespace(p, &i)
        if i >= n { throw fail(JSONParseError.noValueMessage, at: i) }

        // The current container: its ordinal (-1 at top level), member/element count, kind.
        var current: Int32 = -1
        var count: UInt32 = 0
        var inObject = false

        valueLoop: while true {
            // A value is expected at i (after whitespace).
            skipWhitespace(p, &i)
            guard i < n else { throw fail("expected a value, found end of input", at: i) }
            try checkNodeLimit(at: i)
            let c = p[i]
            switch c {
            case UInt8(ascii: "\""):
                let start = i
                let escaped = try scanString(p, &i)
                table.appendScalar(start: start, code: JSONNodeTable.Code.string(key: false, escaped: escaped))
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depthAfterOpening(current: current) > maxDepth {
                    throw fail("nesting deeper than \(maxDepth) levels", at: i)
                }
                let isObject = c == UInt8(ascii: "{")
                let opened = table.openContainer(start: i, kind: isObject ? .object : .array, parent: current)
                if current >= 0 {
                    stack.append(Frame(container: current, count: count, isObject: inObject))
                }
                current = opened
                count = 0
                inObject = isObject
                i += 1
                skipWhitespace(p, &i)
                guard i < n else {
                    throw fail(
                        isObject
                            ? "expected a string key or '}', found end of input"
                            : "expected a value or ']', found end of input", at: i)
                }
                if isObject {
                    if p[i] == UInt8(ascii: "}") {
                        i += 1
                        closeContainer(&current, &count, &inObject, end: i)
                        break
                    }
                    guard p[i] == UInt8(ascii: "\"") else {
                        throw unexpected("expected a string key or '}'", at: i)
                    }
                    try scanKey(p, &i)
                    continue valueLoop
                } else {
                    if p[i] == UInt8(ascii: "]") {
                        i += 1
                        closeContainer(&current, &count, &inObject, end: i)
                        break
                    }
                    continue valueLoop
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = i
                try scanNumber(p, &i)
                table.appendScalar(start: start, code: JSONNodeTable.Code.of(.number))
            case UInt8(ascii: "t"):
                try scanLiteral(p, &i, "true", 0x65_75_72_74)
                table.appendScalar(start: i - 4, code: JSONNodeTable.Code.of(.bool))
            case UInt8(ascii: "f"):
                // "fals" then "e"
                try scanLiteral(p, &i, "false", 0x73_6C_61_66)
                table.appendScalar(start: i - 5, code: JSONNodeTable.Code.of(.bool))
            case UInt8(ascii: "n"):
                try scanLiteral(p, &i, "null", 0x6C_6C_75_6E)
                table.appendScalar(start: i - 4, code: JSONNodeTable.Code.of(.null))
            default:
                if current < 0 {
                    throw unexpected("expected a JSON value", at: i)
                }
                throw unexpected("expected a value", at: i)
            }

            // After a value: continue the enclosing container(s).
            while true {
                guard current >= 0 else { break valueLoop }
                count &+= 1
                skipWhitespace(p, &i)
                guard i < n else {
                    throw fail(
                        inObject
                            ? "expected ',' or '}' after an object member, found end of input"
                            : "expected ',' or ']' after an array element, found end of input", at: i)
                }
                let d = p[i]
                if inObject {
                    if d == UInt8(ascii: ",") {
                        i += 1
                        skipWhitespace(p, &i)
                        guard i < n, p[i] == UInt8(ascii: "\"") else {
                            throw unexpected("expected a string key after ','", at: i)
                        }
                        try scanKey(p, &i)
                        continue valueLoop
                    }
                    if d == UInt8(ascii: "}") {
                        i += 1
                        closeContainer(&current, &count, &inObject, end: i)
                        continue
                    }
                    throw unexpected("expected ',' or '}' after an object member", at: i)
                } else {
                    if d == UInt8(ascii: ",") {
                        i += 1
                        continue valueLoop
                    }
                    if d == UInt8(ascii: "]") {
                        i += 1
                        closeContainer(&current, &count, &inObject, end: i)
                        continue
                    }
                    throw unexpected("expected ',' or ']' after an array element", at: i)
                }
            }
        }

        skipWhitespace(p, &i)
        if i < n {
            throw unexpected("unexpected content after the JSON value", at: i)
        }
    }

    /// Depth the new container would have: the enclosing ones (stack + current) plus itself.
    @inline(__always)
    package func depthAfterOpening(current: Int32) -> Int {
        (current >= 0 ? stack.count + 1 : 0) + 1
    }

    /// Finishes the current container at byte `end` and makes its parent current again.
    @inline(__always)
    package mutating func closeContainer(
        _ current: inout Int32, _ count: inout UInt32, _ inObject: inout Bool, end: Int
    ) {
        table.closeContainer(current, end: end, count: count)
        if inObject {
            if count > 1 { checkDuplicateKeys(count: Int(count)) }
            openKeys.removeLast(min(Int(count), openKeys.count))
        }
        if let frame = stack.popLast() {
            current = frame.container
            count = frame.count
            inObject = frame.isObject
        } else {
            current = -1
            count = 0
            inObject = false
        }
    }

    // MARK: Lexical pieces

    /// Skips JSON whitespace (space, tab, LF, CR), recording where lines start (LF, CR, CRLF). Line
    /// breaks can only occur in whitespace in valid JSON, so this builds the whole line table.
    @inline(__always)
    package mutating func skipWhitespace(_ p: UnsafePointer<UInt8>, _ i: inout Int) {
        while i < n {
            let b = p[i]
            if b > 0x20 { return }
            if b == 0x20 || b == 0x09 {
                i += 1
            } else if b == 0x0A {
                i += 1
                lineStarts.append(UInt32(truncatingIfNeeded: i))
            } else if b == 0x0D {
                i += 1
                if i >= n || p[i] != 0x0A { lineStarts.append(UInt32(truncatingIfNeeded: i)) }
            } else {
                return
            }
        }
    }

    /// Scans an object key at `p[i]` (a '"'), appends its node, and consumes the following ':'.
    @inline(__always)
    package mutating func scanKey(_ p: UnsafePointer<UInt8>, _ i: inout Int) throws(JSONParseError) {
        try checkNodeLimit(at: i)
        let start = i
        let escaped = try scanString(p, &i)
        openKeys.append(
            OpenKey(
                node: Int32(truncatingIfNeeded: table.count), from: UInt32(truncatingIfNeeded: start + 1),
                length: UInt32(truncatingIfNeeded: i - start - 2), escaped: escaped))
        table.appendScalar(start: start, code: JSONNodeTable.Code.string(key: true, escaped: escaped))
        skipWhitespace(p, &i)
        guard i < n, p[i] == UInt8(ascii: ":") else {
            throw unexpected("expected ':' after an object key", at: i)
        }
        i += 1
    }

    /// Scans a string starting at the '"' at `p[i]`, leaving `i` after the closing quote. Validates
    /// escapes, control characters and UTF-8. Returns whether it contains escapes.
    @inline(__always)
    package mutating func scanString(_ p: UnsafePointer<UInt8>, _ i: inout Int) throws(JSONParseError) -> Bool {
        var j = i + 1
        var escaped = false
        let raw = UnsafeRawPointer(p)
        while true {
            // Fast path: 8 bytes at a time while none is '"', '\\', a control character or non-ASCII.
            while j + 8 <= n {
                let w = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                let high = w & 0x8080_8080_8080_8080
                let control = (w &- 0x2020_2020_2020_2020) & ~w & 0x8080_8080_8080_8080
                let q = w ^ 0x2222_2222_2222_2222
                let quote = (q &- 0x0101_0101_0101_0101) & ~q & 0x8080_8080_8080_8080
                let s = w ^ 0x5C5C_5C5C_5C5C_5C5C
                let slash = (s &- 0x0101_0101_0101_0101) & ~s & 0x8080_8080_8080_8080
                if (high | control | quote | slash) != 0 { break }
                j += 8
            }
            guard j < n else {
                throw fail("unterminated string: expected '\"' before end of input", at: n)
            }
            let b = p[j]
            if b == UInt8(ascii: "\"") {
                i = j + 1
                return escaped
            } else if b == UInt8(ascii: "\\") {
                escaped = true
                guard j + 1 < n else {
                    throw fail("unterminated string: expected '\"' before end of input", at: n)
                }
                switch p[j + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                    UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    j += 2
                case UInt8(ascii: "u"):
                    for k in (j + 2)..<(j + 6) {
                        guard k < n else {
                            throw fail("unterminated string: expected '\"' before end of input", at: n)
                        }
                        guard JSONStringDecoding.hexValue(p[k]) != nil else {
                            throw unexpected("invalid \\u escape: expected 4 hex digits", at: k)
                        }
                    }
                    j += 6
                default:
                    throw invalidEscape(p, at: j)
                }
            } else if b < 0x20 {
                throw fail("unescaped control character \(UTF8Validation.uPlus(UInt32(b))) in string", at: j)
            } else if b >= 0x80 {
                let length = UTF8Validation.sequenceLength(p, at: j, end: n)
                if length == 0 { throw invalidUTF8(at: j) }
                sawNonASCII = true
                j += length
            } else {
                j += 1
            }
        }
    }

    package func invalidEscape(_ p: UnsafePointer<UInt8>, at j: Int) -> JSONParseError {
        let k = j + 1
        if p[k] >= 0x80, UTF8Validation.sequenceLength(p, at: k, end: n) == 0 {
            return invalidUTF8(at: k)
        }
        if let scalar = UTF8Validation.scalar(p, at: k, end: n) {
            let shown = UTF8Validation.describe(scalar)
            if shown.hasPrefix("'") {
                return fail("invalid escape '\\" + String(Character(scalar)) + "' in string", at: j)
            }
            return fail("invalid escape: '\\' followed by " + shown + " in string", at: j)
        }
        return invalidUTF8(at: k)
    }

    /// Scans an RFC 8259 number: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
    @inline(__always)
    package func scanNumber(_ p: UnsafePointer<UInt8>, _ i: inout Int) throws(JSONParseError) {
        @inline(__always) func isDigit(_ k: Int) -> Bool {
            k < n && p[k] &- UInt8(ascii: "0") < 10
        }
        var j = i
        if p[j] == UInt8(ascii: "-") {
            j += 1
            guard isDigit(j) else { throw unexpected("expected a digit after '-'", at: j) }
        }
        if p[j] == UInt8(ascii: "0") {
            j += 1
            if isDigit(j) { throw fail("leading zeros are not allowed in numbers", at: j) }
        } else {
            j += 1
            while isDigit(j) { j += 1 }
        }
        if j < n && p[j] == UInt8(ascii: ".") {
            j += 1
            guard isDigit(j) else { throw unexpected("expected a digit after '.'", at: j) }
            j += 1
            while isDigit(j) { j += 1 }
        }
        if j < n && (p[j] | 0x20) == UInt8(ascii: "e") {
            j += 1
            if j < n && (p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-")) { j += 1 }
            guard isDigit(j) else { throw unexpected("expected a digit in the exponent", at: j) }
            j += 1
            while isDigit(j) { j += 1 }
        }
        i = j
    }

    /// Matches `word` at `p[i]` (whose first byte was already dispatched on). `prefix4` is the first
    /// four bytes as a little-endian UInt32, compared in one load when possible.
    @inline(__always)
    package func scanLiteral(_ p: UnsafePointer<UInt8>, _ i: inout Int, _ word: StaticString, _ prefix4: UInt32)
        throws(JSONParseError)
    {
        let length = word.utf8CodeUnitCount
        if i + length <= n {
            let w = UnsafeRawPointer(p).loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if UInt32(littleEndian: w) == prefix4 && (length == 4 || p[i + 4] == UInt8(ascii: "e")) {
                i += length
                return
            }
        }
        throw literalError(p, at: i, word)
    }

    package func literalError(_ p: UnsafePointer<UInt8>, at i: Int, _ word: StaticString) -> JSONParseError {
        let expected = word.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        // Show the letters actually written, no more than the word's length ('True', 'nul'): an
        // unquoted token may be a name or an e-mail address, so a longer one is cut with "…".
        func isLetter(_ j: Int) -> Bool {
            let b = p[j] | 0x20
            return b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")
        }
        var j = i
        while j < n && j - i < expected.utf8.count && isLetter(j) { j += 1 }
        let more = j < n && isLetter(j) ? "…" : ""
        let found = String(decoding: UnsafeBufferPointer(start: p + i, count: j - i), as: UTF8.self)
        return fail("expected '\(expected)', found '\(found)\(more)'", at: i)
    }
}
