import SeededRandom
import Testing

@testable import CMPLint
@testable import CMPLintDocuments
@testable import CMPLintPaths

/// A rule's matches on several paths are kept as one list per path and merged as they are read.
struct NodeMatchesTests {
    static func nodes(_ indices: [Int]) -> [JSONNodeID] { indices.map(JSONNodeID.init) }

    @Test func severalPathsAreReadInDocumentOrderEachNodeOnceWithItsFirstPath() {
        let matches = NodeMatches.severalPaths([
            Self.nodes([1, 4, 9]), Self.nodes([1, 2, 3, 9]), [], Self.nodes([0, 5, 9]),
        ])
        var read: [String] = []
        matches.forEach { node, path in read.append("\(node.index):\(path)") }
        #expect(read == ["0:3", "1:0", "2:1", "3:1", "4:0", "5:3", "9:0"])
        var cursor = NodeMatchesCursor(matches)
        #expect(cursor.selectorIndex(of: JSONNodeID(3)) == 1)
        #expect(cursor.selectorIndex(of: JSONNodeID(6)) == nil)
        #expect(cursor.selectorIndex(of: JSONNodeID(9)) == 0)
    }

    @Test func onePathIsReadAsItIs() {
        let matches = NodeMatches.onePath(Self.nodes([2, 7]))
        var read: [Int] = []
        matches.forEach { node, path in read.append(node.index * 10 + path) }
        #expect(read == [20, 70])
        var cursor = NodeMatchesCursor(matches)
        #expect(cursor.selectorIndex(of: JSONNodeID(3)) == nil)
        #expect(cursor.selectorIndex(of: JSONNodeID(7)) == 0)
    }

    /// The cursor the leak rules look candidates up with answers what a search of each path's list
    /// does, for queries in document order, whether they are dense or far apart in the lists.
    @Test func aCursorAgreesWithASearchOfEachPath() {
        var rng = SplitMix64(seed: 0xC0_25_04)
        for _ in 0..<300 {
            let size = Int.random(in: 0...400, using: &rng)
            let paths = Int.random(in: 1...4, using: &rng)
            let lists = (0..<paths).map { _ in
                Self.nodes((0..<size).filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            }
            for matches in [NodeMatches.onePath(lists[0]), NodeMatches.severalPaths(lists)] {
                // Every node, or a sparse selection, asked in increasing order (repeats included).
                let step = [1, 1, 3, 50][Int.random(in: 0..<4, using: &rng)]
                let queries = stride(from: 0, to: size + 2, by: step).flatMap { i in
                    Int.random(in: 0..<8, using: &rng) == 0 ? [i, i] : [i]
                }
                var cursor = NodeMatchesCursor(matches)
                for query in queries.map(JSONNodeID.init) {
                    let expected = matches.lists.firstIndex { $0.contains(query) }
                    #expect(cursor.selectorIndex(of: query) == expected, "\(query.index) in \(lists)")
                }
            }
        }
    }
}
