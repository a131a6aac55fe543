import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintPaths

/// Every selector walker is built when the rules and their functions load (and when the linter
/// plans its walks), never while a set is linted: a walker keeps the automata its walks build,
/// and one built per evaluation would build them again for every document.
struct WalkersAtLoadTests {
    @Test func loadingBuildsTheWalkersAndLintingBuildsNone() throws {
        let counter = SelectorWalker.BuildCounter()
        try SelectorWalker.$builds.withValue(counter) {
            let ruleset = try DefaultRuleset.rules(
                of: DefaultRuleset.parsedFiles(examples: false), aliases: DefaultRuleset.aliases(),
                examples: false)
            let loaded = counter.value
            // The rules' functions and `when:` conditions that read paths.
            #expect(loaded >= 30)
            let linter = Linter(ruleset: ruleset)
            // One walk per component for the rules' `given` paths.
            #expect(counter.value == loaded + ComponentKind.allCases.count)
            let planned = counter.value
            let sources = try SnapshotDiscovery.discover(
                paths: ["samples/clean", "samples/broken"], workingDirectory: repositoryRoot.path)
            var findings = 0
            for source in sources {
                let folder = URL(fileURLWithPath: source.directory).lastPathComponent
                guard let set = try? source.load(expectations: SetExpectations(folderName: folder) ?? SetExpectations())
                else { continue }
                findings += linter.lint(set).count
            }
            #expect(sources.count > 40)
            #expect(findings > 40)
            #expect(counter.value == planned)
        }
    }
}
