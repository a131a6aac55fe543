import CMPLintDocuments

extension LintSetup {
    /// One setup per config in force, each with its part of `request` (`ConfigurationSplit`), so
    /// that `lint`, `fix`, `inspect` and `simulate` apply each set's nearest `.cmplint.yml` alike.
    package static func perConfig(_ request: LintRequest) throws(LintError) -> [(
        request: LintRequest, setup: LintSetup
    )] {
        var setups: [(request: LintRequest, setup: LintSetup)] = []
        for (part, sources) in changedParts(try ConfigurationSplit.requests(request), request) {
            setups.append((part, try LintSetup(part, sources: sources)))
        }
        return setups
    }

    /// The inputs of a run over `setups`: the one setup's, else every config with its sets.
    package static func inputs(of setups: [LintSetup]) -> RunInputs {
        setups.count == 1 ? setups[0].inputs : RunInputs(combining: setups)
    }

    /// With `--changed`, the parts of the run that hold a changed set (the first when none does,
    /// so that file reports are still written).
    private static func changedParts(
        _ parts: [(request: LintRequest, sources: [SnapshotSource]?)], _ request: LintRequest
    ) -> [(request: LintRequest, sources: [SnapshotSource]?)] {
        guard request.changedFiles != nil else { return parts }
        let kept = parts.filter { $0.sources?.isEmpty != true }
        return kept.isEmpty ? Array(parts.prefix(1)) : kept
    }
}
