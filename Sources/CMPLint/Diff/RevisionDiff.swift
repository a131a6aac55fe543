import CMPLintDocuments
import Foundation

/// `cmplint diff --since REF PATH...`: each set under each PATH in the working tree compared with
/// the same set at the git revision REF, read through git (`RevisionSets`) rather than from a
/// second checkout. Sets are matched by their folder under the PATH; a set only at REF was
/// deleted since, one only in the working tree is new. Both sides are read with the working
/// tree's configuration, so a change is the snapshots' and not the config's.
package enum RevisionDiff {
    package static func run(_ request: DiffRequest, since ref: String) throws(LintError) -> DiffOutcome {
        var reading = request.reading
        reading.explicitFiles = [:]
        let paths = request.paths.isEmpty ? ["."] : request.paths
        let repository = try GitRepository(containing: reading.workingDirectory)
        let commit = try repository.commit(ref)
        reading.paths = paths
        let configuration = try LintRunner.loadConfiguration(reading)
        let limits = LintRunner.parseLimits(reading, configuration)
        let revision = RevisionSets(
            repository: repository, commit: commit, ref: ref, workingDirectory: reading.workingDirectory,
            limits: limits,
            exclusions: configuration.exclude.adding(
                try SetExclusions.commandLine(reading.exclude, workingDirectory: reading.workingDirectory)))
        var sets: [SetDiff] = []
        var inputs: RunInputs?
        for path in paths {
            reading.paths = [path]
            let oldSources = try revision.sources(under: path)
            let exists = FileManager.default.fileExists(atPath: reading.resolved(path))
            guard exists || !oldSources.isEmpty else {
                throw LintError("\(path): \(UnreadableFile.whyNotFound(reading.resolved(path))), nor at \(ref)")
            }
            var new: [SetInspection] = []
            if exists {
                let inspected = try InspectRunner.inspectWithInputs(reading)
                new = inspected.inspections
                inputs = inputs ?? inspected.inputs
            }
            let old =
                oldSources.isEmpty ? [] : try InspectRunner.inspectWithInputs(reading, sources: oldSources).inspections
            var stored: [String: [UInt8]] = [:]
            for source in oldSources {
                for (kind, file) in source.files {
                    if case .bytes(let bytes) = source.archived[kind] { stored[file] = bytes }
                }
            }
            let content = ContentComparison(
                options: .init(
                    workingDirectory: reading.workingDirectory, limits: limits,
                    revealPersonalData: reading.revealPersonalData, inMemory: stored))
            let prefix = revision.shown("")
            sets += SetMatching.pairs(
                oldNamed: old.map { (SetMatching.name(of: String($0.path.dropFirst(prefix.count)), under: path), $0) },
                newNamed: new.map { (SetMatching.name(of: $0.path, under: path), $0) }, content: content)
        }
        let diff = InspectionDiff(
            old: paths.map(revision.shown).joined(separator: " "), new: paths.joined(separator: " "), sets: sets)
        return DiffRunner.outcome(diff, request: request, inputs: inputs ?? RunInputs(configFile: configuration.file))
    }
}
