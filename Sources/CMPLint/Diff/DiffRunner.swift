import CMPLintDocuments

/// What a diff run decided: the comparison, the rendered text, where it goes, and the exit status
/// (0 equal, 1 different, as diff(1); errors are thrown, exit 2).
public struct DiffOutcome: Sendable {
    public let diff: InspectionDiff
    public let text: String
    /// The `--output` file resolved against the working directory, or nil for standard output.
    public let outputPath: String?
    public let exitStatus: Int32
}

/// Runs a `DiffRequest`: inspects both sides as `inspect` does, matches their sets, compares them.
public enum DiffRunner {
    public static func run(_ request: DiffRequest) throws(LintError) -> DiffOutcome {
        if let ref = request.since { return try RevisionDiff.run(request, since: ref) }
        let (diff, inputs) = try compare(old: request.old, new: request.new, reading: request.reading)
        return outcome(diff, request: request, inputs: inputs)
    }

    /// The comparison of `old` with `new` (sets, snapshot files or trees), each inspected with
    /// `reading`, and the config, ignore and baseline files that reading applied.
    package static func compare(old: String, new: String, reading: LintRequest) throws(LintError) -> (
        diff: InspectionDiff, inputs: RunInputs
    ) {
        var reading = reading
        reading.explicitFiles = [:]
        reading.paths = [old]
        let before = try InspectRunner.inspect(reading)
        reading.paths = [new]
        let (after, inputs) = try InspectRunner.inspectWithInputs(reading)
        let limits = LintRunner.parseLimits(reading, try LintRunner.loadConfiguration(reading))
        let content = ContentComparison(
            options: .init(
                workingDirectory: reading.workingDirectory, limits: limits,
                revealPersonalData: reading.revealPersonalData))
        let diff = InspectionDiff(
            old: old, new: new,
            sets: SetMatching.pairs(old: before, oldRoot: old, new: after, newRoot: new, content: content))
        return (diff, inputs)
    }

    /// The diff rendered in the request's format, where it goes, and the exit status.
    package static func outcome(_ diff: InspectionDiff, request: DiffRequest, inputs: RunInputs) -> DiffOutcome {
        let reading = request.reading
        let text = request.format.render(
            diff, workingDirectory: reading.workingDirectory,
            provenance: HTMLProvenance(date: HTMLProvenance.today(), inputs: inputs))
        return DiffOutcome(
            diff: diff, text: text, outputPath: request.output.map(reading.resolved), exitStatus: diff.isEqual ? 0 : 1)
    }
}
