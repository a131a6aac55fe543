import CMPLintDocuments
import Foundation

/// Which `.cmplint.yml` a run reads when no `--config` names one: the nearest file in each linted
/// path's folder or above it, up to the repository root (`NearestFile`), as ESLint
/// (https://eslint.org/docs/latest/use/configure/configuration-files#configuration-file-resolution),
/// SwiftLint (https://github.com/realm/SwiftLint#nested-configurations) and Ruff
/// (https://docs.astral.sh/ruff/configuration/#config-file-discovery) find theirs. The working
/// directory plays no part, so one command gives one result from anywhere.
///
/// `--print-config` and `rules` read one configuration: when the paths (or the sets found under them)
/// have different nearest config files, they stop and name them, rather than applying one project's
/// rules to another's sets. `lint`, `fix`, `inspect` and `simulate` apply each set's own
/// (`ConfigurationSplit`).
package enum ConfigurationLookup {
    /// A place the lookup starts from: a path as shown, and the absolute folder it names.
    package struct Start {
        package let shown: String
        package let folder: String
    }

    /// Where the lookup starts for a request: each PATH (a file's folder), each `--banner/…` file's
    /// folder, or the working directory when there is none (`cmplint rules`).
    package static func starts(_ request: LintRequest) -> [Start] {
        let paths = request.paths + request.explicitFiles.values.sorted()
        guard !paths.isEmpty else { return [Start(shown: ".", folder: ReportPath.normalize(request.workingDirectory))] }
        return paths.map { path in
            let absolute = RelativePath.absolute(path, against: request.workingDirectory)
            var isDirectory: ObjCBool = false
            let isFolder =
                FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) && isDirectory.boolValue
            return Start(shown: path, folder: isFolder ? absolute : (absolute as NSString).deletingLastPathComponent)
        }
    }

    /// The one config file (absolute) nearest to every start, or nil when none has one; an error
    /// naming two starts that disagree.
    package static func nearest(from starts: [Start]) throws(LintError) -> String? {
        var chosen: (start: Start, file: String?)?
        for start in starts {
            let file = Configuration.find(from: start.folder).map(ReportPath.normalize)
            if let chosen, chosen.file != file {
                throw disagreement(chosen.start.shown, chosen.file, start.shown, file)
            }
            if chosen == nil { chosen = (start, file) }
        }
        return chosen?.file
    }

    /// Stops when a set found under the paths has a nearer config file than the one in force
    /// (a `.cmplint.yml` inside the linted tree).
    package static func requireSame(_ file: String?, for sources: [SnapshotSource], shownAs shown: String)
        throws(LintError)
    {
        for (source, found) in zip(sources, Configuration.find(fromEach: sources.map(\.lookupFolder))) {
            let nearest = found.map(ReportPath.normalize)
            if nearest != file { throw disagreement(shown, file, source.path, nearest) }
        }
    }

    private static func disagreement(_ first: String, _ firstFile: String?, _ second: String, _ secondFile: String?)
        -> LintError
    {
        LintError(
            "\(first) and \(second) have different nearest config files (\(firstFile ?? "none"), \(secondFile ?? "none")): "
                + "this command reads one configuration (lint, fix, inspect and simulate apply each set's own), so run it for each or name one with --config"
        )
    }
}
