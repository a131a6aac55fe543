import CMPLint
import Testing

/// Path aliases in large numbers: each is resolved once, without recursion, so a config of thousands
/// of aliases (chained or not) loads in time linear in its size, and a cycle is still an error at
/// its definition.
@Suite struct PathAliasScaleTests {
    /// `aliases:` of `count` entries where `A0` is `$.appConfig` and each later one names the one
    /// before (`A1: '#A0'`), and a rule given the last, with `extra` lines appended to the aliases.
    func chain(_ count: Int, extra: String = "") -> String {
        var yaml = "aliases:\n  A0: $.appConfig\n"
        for index in 1..<count { yaml += "  A\(index): '#A\(index - 1)'\n" }
        yaml += extra
        yaml +=
            "rules:\n  r: {summary: s, scope: [banner], given: '#A\(count - 1)', then: {function: truthy, field: showBanner}}\n"
        return yaml
    }

    @Test func twentyThousandChainedAliasesResolveToTheFirstPath() throws {
        let ruleset = try loadRules(chain(20_000))
        let rule = try #require(ruleset.rule("r"))
        #expect(rule.given.map(\.source) == ["$.appConfig"])
        let findings = Linter(ruleset: ruleset).lint(snapshotSet([.banner: #"{"appConfig": {"showBanner": false}}"#]))
        #expect(findings.map(\.pointer) == ["/appConfig/showBanner"])
    }

    @Test func aliasesUsingManyOthersKeepEveryPathInOrder() throws {
        var yaml = "aliases:\n"
        for index in 0..<5_000 { yaml += "  P\(index): $.appConfig.k\(index)\n" }
        yaml += "  All: [" + (0..<5_000).map { "'#P\($0)'" }.joined(separator: ", ") + "]\n"
        yaml += "rules:\n  r: {summary: s, scope: [banner], given: '#All', then: {function: truthy}}\n"
        let rule = try #require(try loadRules(yaml).rule("r"))
        #expect(rule.given.map(\.source) == (0..<5_000).map { "$.appConfig.k\($0)" })
    }

    @Test func aCycleAtTheEndOfALongChainIsAnErrorAtItsDefinitionNamingOnlyTheCycle() {
        // Lines: 1 "aliases:", 2 … 20,001 the chain, 20,002 B, 20,003 C.
        let error = ruleFileError(chain(20_000, extra: "  B: '#C'\n  C: ['#A5', '#B']\n"))
        #expect(error == "r.yml:20002:3: alias 'B' refers to itself: #B → #C → #B")
    }

    @Test func aChainClosedIntoACycleIsAnErrorAtTheAliasMetAgain() {
        // A0 names the last alias of the chain, so resolving A0 walks all 3,000 before meeting A0 again.
        let yaml = chain(3_000).replacingOccurrences(of: "A0: $.appConfig", with: "A0: '#A2999'")
        let error = ruleFileError(yaml)
        #expect(error.hasPrefix("r.yml:2:3: alias 'A0' refers to itself: #A0 → #A2999 → #A2998 → "))
    }

    @Test func anUnknownAliasInsideAChainIsStillNamedWhereItIsUsed() {
        let yaml = chain(1_000).replacingOccurrences(of: "A500: '#A499'", with: "A500: '#A49'\n  X: '#Nope'")
        #expect(ruleFileError(yaml) == "r.yml:503:6: unknown alias '#Nope'")
    }
}
