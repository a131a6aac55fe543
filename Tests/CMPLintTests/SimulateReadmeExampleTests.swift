import Foundation
import Testing

@testable import CMPLint

/// The `simulate` excerpt its page (docs/commands/simulate.md) shows is what the command prints: each run of lines
/// between the `…` lines is in the real output, in order, the first and last lines are the output's, and
/// the exit status is the one shown. Every `--expect` key is in the page's table with its values.
@Suite struct SimulateReadmeExampleTests {
    static let command =
        "$ cmplint simulate samples/broken/vendors-missing/DE_de --load-offline true --expect banner=shown --expect vendor-list=accessible\n"

    @Test func readmeShowsTheRealOutput() throws {
        let readme = try docPage("docs/commands/simulate.md")
        let start = try #require(readme.range(of: Self.command))
        let end = try #require(readme.range(of: "$ echo $?\n", range: start.upperBound..<readme.endIndex))
        let excerpt = String(readme[start.upperBound..<end.lowerBound])
        let status = readme[end.upperBound...].prefix { $0 != "\n" }

        let request = SimulateRequest(
            lint: LintRequest(paths: ["samples/broken/vendors-missing/DE_de"], workingDirectory: repositoryRoot.path),
            conditions: StartConditions(loadOffline: true),
            expectations: [
                try SimulationExpectation.parse("banner=shown"),
                try SimulationExpectation.parse("vendor-list=accessible"),
            ])
        let outcome = try SimulateRunner.run(request)
        #expect(String(status) == "\(outcome.exitStatus)")

        let chunks = excerpt.components(separatedBy: "…\n")
        #expect(chunks.count > 1, "the excerpt leaves lines out with …")
        #expect(outcome.text.hasPrefix(chunks[0]) && outcome.text.hasSuffix(chunks[chunks.count - 1]))
        var searchFrom = outcome.text.startIndex
        for chunk in chunks {
            let found = outcome.text.range(of: chunk, range: searchFrom..<outcome.text.endIndex)
            #expect(found != nil, "not in the output (in order):\n\(chunk)")
            if let found { searchFrom = found.upperBound }
        }
    }

    @Test func readmeTablesEveryExpectKeyWithItsValues() throws {
        let readme = try docPage("docs/commands/simulate.md")
        let lines = readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }
        for key in SimulationExpectation.Key.allCases {
            let row = lines.first { $0.components(separatedBy: " | ").first?.contains("`\(key.rawValue)`") == true }
            #expect(row != nil, "\(key.rawValue)")
            for value in key.values ?? ["none", "undecided"] {
                #expect(row?.contains("`\(value)`") == true, "\(key.rawValue)=\(value)")
            }
        }
    }
}
