import CMPLintDocuments
import Foundation

/// Runs a `SimulateRequest`: the same setup as a lint run (`LintSetup`), exactly one set (the SDK
/// "accepts one set of offline data at a time", Offline Mode §10), loaded, linted and inspected
/// as `inspect` does, read as `OfflineData`, then simulated.
public enum SimulateRunner {
    public static func run(_ request: SimulateRequest, today: StoredDate = StoredDate(Date())) throws(LintError)
        -> SimulateOutcome
    {
        let simulation = Simulation.run(try offlineData(request.lint), request.conditions, today: today)
        let results = request.expectations.map { ExpectationResult($0, in: simulation) }
        let text = request.format.render(
            simulation, expectations: results, workingDirectory: request.lint.workingDirectory)
        return SimulateOutcome(
            simulation: simulation, expectations: results, text: text,
            outputPath: request.output.map(request.lint.resolved))
    }

    /// The one set the request names, as the SDK gets it.
    public static func offlineData(_ request: LintRequest) throws(LintError) -> OfflineData {
        // The set's nearest config (`ConfigurationSplit`), as `lint` reads it.
        let parts = try LintSetup.perConfig(request)
        let sources = parts.flatMap(\.setup.sources)
        guard let chosen = parts.first(where: { !$0.setup.sources.isEmpty }), let source = sources.first,
            sources.count == 1
        else {
            if sources.isEmpty {
                throw LintError("simulate: no snapshot set found in \(request.paths.joined(separator: ", "))")
            }
            let names = sources.prefix(5).map(\.path).joined(separator: ", ") + (sources.count > 5 ? ", …" : "")
            throw LintError(
                "simulate takes one snapshot set (the SDK accepts one set of offline data at a time), but the PATHs hold "
                    + "\(sources.count): \(names); name one set's folder")
        }
        let (part, setup) = chosen
        let paths = try SimulationPaths(configuration: setup.configuration)
        let expectations = LintRunner.expectations(for: source, request: part, configuration: setup.configuration)
        let set = try source.load(
            expectations: expectations, revealPersonalData: request.revealPersonalData, limits: setup.limits)
        let report = setup.suppress(LintReport(findings: setup.linter.lint(set), sets: []), part)
        let inspection = SetInspector(paths: paths.inspection, ruleset: setup.ruleset)
            .inspect(set, findings: report.allFindings.filter { $0.setPath == set.path })
        return OfflineData(set: set, inspection: inspection, paths: paths)
    }
}
