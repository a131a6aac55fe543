import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// `ParallelMap.map` gives what `map` gives, in the elements' order, however the work is spread.
@Suite struct ParallelMapTests {
    @Test func givesWhatMapGivesInOrder() {
        let words = (0..<5_000).map { "set-\($0 * 7919 % 5_000)" }
        let transform: (String) -> [String] = { [$0, String($0.reversed())] }
        #expect(ParallelMap.map(words, transform) == words.map(transform))
        #expect(ParallelMap.map([String](), transform).isEmpty)
        #expect(ParallelMap.map(["one"], transform) == [["one", "eno"]])
    }
}
