extension LintReport {
    /// The reports of runs over different sets (one per config, `ConfigurationSplit`) as one: every
    /// finding, set and fixed baseline entry, and each rule in force in any of them once.
    package init(combining reports: [LintReport]) {
        var rules: [String: RuleInfo] = [:]
        for rule in reports.flatMap(\.rules) where rules[rule.id] == nil { rules[rule.id] = rule }
        self.init(
            findings: reports.flatMap(\.allFindings), sets: reports.flatMap(\.sets), rules: Array(rules.values),
            fixedSinceBaseline: reports.flatMap(\.fixedSinceBaseline))
    }
}
