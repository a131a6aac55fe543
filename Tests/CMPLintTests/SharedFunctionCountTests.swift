import CMPLint
import Foundation
import Testing

/// The writing-rules page says how many default rules share their function with another rule
/// (generic functions and functions with checks, configured by options): the count must be the
/// ruleset's, so the claim cannot go stale when rules or functions change.
struct SharedFunctionCountTests {
    @Test func theDocumentedShareOfFunctionsIsTheRulesetsOwn() throws {
        let page = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/writing-rules.md"), encoding: .utf8)
        let claim = try #require(
            page.firstMatch(of: /(\d+) of the (\d+) default rules share their function with another rule/))
        let rules = try DefaultRuleset.load().rules
        let uses = Dictionary(grouping: rules, by: \.functionName)
        let sharing = uses.values.filter { $0.count > 1 }.map(\.count).reduce(0, +)
        #expect(Int(claim.2) == rules.count)
        #expect(Int(claim.1) == sharing)
    }
}
