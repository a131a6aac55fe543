import Testing
@testable import CMPLint

/// A rule's matches on several paths are kept as one list per path and merged as they are read.
struct NodeMatchesTests {
    static func nodes(_ indices: [Int]) -> [JSONNodeID] { indices.map(JSONNodeID.init) }

    @Test func severalPathsAreReadInDocumentOrderEachNodeOnceWithItsFirstPath() {
        let matches = NodeMatches.severalPaths([Self.nodes([1, 4, 9]), Self.nodes([1, 2, 3, 9]), [], Self.nodes([0, 5, 9])])
        var read: [String] = []
        matches.forEach { node, path in read.append("\(node.index):\(path)") }
        #expect(read == ["0:3", "1:0", "2:1", "3:1", "4:0", "5:3", "9:0"])
        #expect(matches.selectorIndex(of: JSONNodeID(3)) == 1)
        #expect(matches.selectorIndex(of: JSONNodeID(9)) == 0)
        #expect(matches.selectorIndex(of: JSONNodeID(6)) == nil)
    }

    @Test func onePathIsReadAsItIs() {
        let matches = NodeMatches.onePath(Self.nodes([2, 7]))
        var read: [Int] = []
        matches.forEach { node, path in read.append(node.index * 10 + path) }
        #expect(read == [20, 70])
        #expect(matches.selectorIndex(of: JSONNodeID(7)) == 0)
        #expect(matches.selectorIndex(of: JSONNodeID(3)) == nil)
    }
}
