import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `Array<JSONNodeID>.sortedContains`, a binary search, against a plain scan on sorted
/// lists of every length up to 70 (repeats included) and every value around them.
struct SortedContainsTests {
    @Test func agreesWithAPlainScan() {
        var rng = SplitMix64(seed: 0x50_27_ED)
        for length in 0...70 {
            for _ in 0..<20 {
                let nodes = (0..<length).map { _ in JSONNodeID(rawValue: Int32.random(in: 0...100, using: &rng)) }
                    .sorted()
                for value in Int32(-1)...101 {
                    let node = JSONNodeID(rawValue: value)
                    #expect(nodes.sortedContains(node) == nodes.contains(node), "\(value) in \(nodes.map(\.rawValue))")
                }
            }
        }
    }
}
