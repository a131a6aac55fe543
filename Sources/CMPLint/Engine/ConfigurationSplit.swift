import CMPLintDocuments
import Foundation

/// One repository, several apps: `lint` applies to each set its nearest `.cmplint.yml`, as Ruff
/// (https://docs.astral.sh/ruff/configuration/#config-file-discovery) and ESLint apply the nearest
/// config to each file, by splitting the request into one request per config, each naming that
/// config and its sets. `--config` and `--isolated` still apply one configuration to every set.
package enum ConfigurationSplit {
    /// One request per config in force (in the order the configs are first met), each with the
    /// sets it applies to as found here, so that they are not searched for again; `request` alone
    /// (sets not yet found) when it names its config or its sets are found otherwise.
    package static func requests(_ request: LintRequest) throws(LintError) -> [(
        request: LintRequest, sources: [SnapshotSource]?
    )] {
        guard request.configFile == nil, !request.isolated, request.explicitFiles.isEmpty, !request.paths.isEmpty
        else { return [(request, nil)] }
        let starts = ConfigurationLookup.starts(request)
        let nearest = Configuration.find(fromEach: starts.map(\.folder)).map { $0.map(ReportPath.normalize) }
        var groups: [(file: String?, items: [String])] = []
        for (start, file) in zip(starts, nearest) {
            add(start.shown, file, to: &groups)
        }
        var parts: [(request: LintRequest, sources: [SnapshotSource]?)] = []
        var split: [(file: String?, items: [SnapshotSource])] = []
        var nested: [String: Configuration] = [:]
        for group in groups {
            let sub = narrowed(request, to: group.items, config: group.file)
            let configuration = try LintRunner.loadConfiguration(sub)
            let exclusions = configuration.exclude.adding(
                try SetExclusions.commandLine(request.exclude, workingDirectory: request.workingDirectory))
            let sources = request.selecting(
                try SnapshotDiscovery.discover(
                    paths: sub.paths, workingDirectory: request.workingDirectory,
                    limits: LintRunner.parseLimits(request, configuration), exclusions: exclusions))
            let found = Configuration.find(fromEach: sources.map(\.lookupFolder)).map { $0.map(ReportPath.normalize) }
            if found.allSatisfy({ $0 == group.file }) {
                // The PATHs as given, so the run's scope (baseline entries fixed) is theirs.
                parts.append((narrowed(request, to: group.items, config: group.file), sources))
                continue
            }
            for (source, file) in zip(sources, found) {
                // A nearer config's `exclude:` applies to the folders below it too.
                if let file, file != group.file {
                    if nested[file] == nil {
                        nested[file] = try LintRunner.loadConfiguration(narrowed(request, to: [], config: file))
                    }
                    let folder = (file as NSString).deletingLastPathComponent
                    if nested[file]?.exclude.excludesFolder(source.directory, below: folder) == true { continue }
                }
                add(source, file, to: &split)
            }
        }
        return parts + split.map { (narrowed(request, to: $0.items.map(\.path), config: $0.file), $0.items) }
    }

    /// `request` for `paths` only, with `config` (absolute, nil for none) named as the run shows paths.
    private static func narrowed(_ request: LintRequest, to paths: [String], config: String?) -> LintRequest {
        var narrowed = request
        narrowed.paths = paths
        narrowed.configFile = config.map { ReportPath.relative($0, to: request.workingDirectory) }
        return narrowed
    }

    private static func add<Item>(_ item: Item, _ file: String?, to groups: inout [(file: String?, items: [Item])]) {
        if let index = groups.firstIndex(where: { $0.file == file }) {
            groups[index].items.append(item)
        } else {
            groups.append((file, [item]))
        }
    }
}
