import CMPLintDocuments
import Foundation

/// Runs an `InspectRequest`: the same setups as a lint run (`LintSetup`, one per config in force:
/// configuration, ruleset, discovery, ignore entries, baseline), then per set: load, lint,
/// suppress, inspect. Sets are independent and are inspected concurrently; each set's documents
/// are dropped once its inspection is built.
public enum InspectRunner {
    public static func run(_ request: InspectRequest) throws(LintError) -> InspectOutcome {
        let (inspections, inputs) = try inspectWithInputs(request.lint)
        let text = request.format.render(
            inspections, workingDirectory: request.lint.workingDirectory,
            provenance: HTMLProvenance(date: HTMLProvenance.today(), inputs: inputs), inputs: inputs)
        return InspectOutcome(
            inspections: inspections, text: text, outputPath: request.output.map(request.lint.resolved))
    }

    /// The inspection of every set the request names, in path order.
    public static func inspect(_ request: LintRequest) throws(LintError) -> [SetInspection] {
        try inspectWithInputs(request).inspections
    }

    /// `inspect(_:)` with the config, ignore and baseline files the run applied.
    /// `sources`: the sets, when found otherwise (a git revision's, `RevisionSets`), read with the
    /// request's own config.
    package static func inspectWithInputs(_ request: LintRequest, sources found: [SnapshotSource]? = nil)
        throws(LintError) -> (inspections: [SetInspection], inputs: RunInputs)
    {
        // Each set with its nearest config (`ConfigurationSplit`), as `lint` reads it.
        let parts: [(request: LintRequest, setup: LintSetup)]
        if let found {
            parts = [(request, try LintSetup(request, sources: found))]
        } else {
            parts = try LintSetup.perConfig(request)
        }
        var inspectors: [SetInspector] = []
        for (_, setup) in parts {
            inspectors.append(
                SetInspector(paths: try InspectionPaths(configuration: setup.configuration), ruleset: setup.ruleset))
        }
        let work = parts.indices.flatMap { index in parts[index].setup.sources.map { (index, $0) } }
        let results = ParallelMap.map(work) { (index, source) in
            Result { () throws(LintError) -> SetInspection in
                let (part, setup) = parts[index]
                let expectations = LintRunner.expectations(
                    for: source, request: part, configuration: setup.configuration)
                let set = try source.load(
                    expectations: expectations, revealPersonalData: request.revealPersonalData, limits: setup.limits,
                    run: setup.run)
                let report = setup.suppress(LintReport(findings: setup.linter.lint(set), sets: []), part)
                return inspectors[index].inspect(set, findings: report.allFindings.filter { $0.setPath == set.path })
            }
        }
        var inspections: [SetInspection] = []
        for result in results { inspections.append(try result.get()) }
        return (inspections.sorted { $0.path < $1.path }, LintSetup.inputs(of: parts.map(\.setup)))
    }
}
