import Testing

@testable import CMPLintDocuments
@testable import CMPLintKnowledge

/// The leak scan's byte tests that read several bytes at once agree with their one-byte forms.
struct TextBytesTests {
    /// Every byte value at every place of an eight-byte word, between letters: the word-at-a-time
    /// run end is where the byte-by-byte one stops, and so is the run end of mixed text of every
    /// length around the word boundary.
    @Test func alphanumericRunEndMatchesTheByteTest() {
        for byte in 0...UInt8.max {
            for place in 0..<8 {
                var bytes = Array("abcdefgh".utf8)
                bytes[place] = byte
                // The first byte in the low bits.
                let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                let expected = TextBytes.isAlphanumeric(byte) ? 0 : UInt64(0x80) << (8 * UInt64(place))
                #expect(TextBytes.nonAlphanumericBytes(word) == expected, "byte \(byte) at \(place)")
            }
        }
        let text = Array("Zz09 tc=CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA.YAAAAAAAAAAA\u{e9}t\u{e9}\"end".utf8)
        text.withUnsafeBufferPointer { bytes in
            for start in bytes.indices {
                var end = start
                while end < bytes.count, TextBytes.isAlphanumeric(bytes[end]) { end += 1 }
                #expect(TextBytes.alphanumericRunEnd(in: bytes, from: start) == end, "from \(start)")
            }
        }
    }

    /// The runs are the maximal stretches of bytes that belong, in order, wherever a text starts
    /// and ends: checked against the runs read off a per-byte flag list.
    @Test func forEachRunGivesEveryMaximalRun() {
        let texts = ["", "a", " ", "ab cd", "  ab", "ab  ", "a b c", "tc=CPXx&gpp=DBAB~1YNN", "\u{e9}t\u{e9} x"]
        for text in texts {
            let bytes = Array(text.utf8)
            var runs: [Range<Int>] = []
            bytes.withUnsafeBufferPointer { buffer in
                TextBytes.forEachRun(in: buffer, where: TextBytes.isAlphanumeric) { runs.append($0) }
            }
            var expected: [Range<Int>] = []
            var start: Int?
            for (index, byte) in bytes.enumerated() {
                if TextBytes.isAlphanumeric(byte) {
                    start = start ?? index
                } else if let first = start {
                    expected.append(first..<index)
                    start = nil
                }
            }
            if let first = start { expected.append(first..<bytes.count) }
            #expect(runs == expected, "\(text)")
        }
    }

    /// The branch-free membership test answers as the set was built, in each quarter of the bytes.
    @Test func byteSetContainsExactlyItsBytes() {
        let members: [UInt8] = [0, 9, 63, 64, 90, 127, 128, 200, 255]
        let set = ByteSet(members)
        for byte in 0...UInt8.max {
            #expect(set.contains(byte) == members.contains(byte), "byte \(byte)")
        }
    }
}
