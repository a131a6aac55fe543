import SeededRandom
import Testing

@testable import CMPLint

/// Several passes of edits compose into edits on the original bytes that give the same result.
struct EditedBytesTests {
    @Test func passesComposeIntoEditsOnTheOriginal() {
        let original = Array("abcdefghij".utf8)
        var bytes = EditedBytes(original)
        bytes.apply([ByteEdit(range: 1..<3, replacement: Array("XY".utf8)), ByteEdit(range: 6..<7, replacement: [])])
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == "aXYdefhij")
        bytes.apply([
            ByteEdit(range: 2..<4, replacement: Array("-".utf8)), ByteEdit(range: 8..<9, replacement: Array("!".utf8)),
        ])
        #expect(String(decoding: bytes.bytes, as: UTF8.self) == "aX-efhi!")
        #expect(
            bytes.edits == [
                ByteEdit(range: 1..<4, replacement: Array("X-".utf8)), ByteEdit(range: 6..<7, replacement: []),
                ByteEdit(range: 9..<10, replacement: Array("!".utf8)),
            ])
        #expect(ByteEdit.apply(bytes.edits, to: original) == bytes.bytes)
    }

    @Test func aReplacementWithTheSameBytesIsNoEdit() {
        var bytes = EditedBytes(Array("abc".utf8))
        bytes.apply([ByteEdit(range: 1..<2, replacement: Array("b".utf8))])
        #expect(bytes.edits.isEmpty)
    }

    @Test func randomPassesAlwaysCompose() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let original = (0..<generator.below(40)).map { _ in UInt8(97 + generator.below(4)) }
            var bytes = EditedBytes(original)
            for _ in 0..<(1 + generator.below(4)) {
                var edits: [ByteEdit] = []
                var position = 0
                while position < bytes.bytes.count, generator.below(3) > 0 {
                    let start = position + generator.below(bytes.bytes.count - position + 1)
                    let end = min(bytes.bytes.count, start + generator.below(4))
                    edits.append(
                        ByteEdit(
                            range: start..<end,
                            replacement: (0..<generator.below(3)).map { _ in UInt8(65 + generator.below(3)) }))
                    position = end + 1
                }
                bytes.apply(edits)
            }
            let composed = bytes.edits
            #expect(ByteEdit.apply(composed, to: original) == bytes.bytes)
            #expect(zip(composed, composed.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound })
        }
    }
}
