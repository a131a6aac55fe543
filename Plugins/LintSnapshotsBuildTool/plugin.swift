import Foundation
import PackagePlugin

/// Lints the OneTrust snapshot sets a target bundles, as part of building it: one `cmplint lint`
/// command over the folders holding the target's snapshot files, printing Xcode-style diagnostics
/// (shown inline by Xcode and in `swift build`'s log) and failing the build on errors.
///
/// The command declares no output files on purpose: a declared output that is not Swift source
/// becomes a resource of the target, so the lint report would ship inside the app's bundle. The
/// command still reruns only when an input changes (a snapshot, the config or ignore file, the
/// files the config extends and its pinned vendor list, the cmplint binary) or when it failed last
/// time; the JSON report is written to the plugin's work directory for CI to collect.
@main
struct LintSnapshotsBuildTool: BuildToolPlugin {
    /// The file names cmplint recognises as snapshots (banner, preferences, vendors).
    static let snapshotNames: Set<String> = [
        "OneTrustBannerData.json", "banner.json",
        "OneTrustPCData.json", "preferences.json", "pc.json",
        "OneTrustVendorsData.json", "vendors.json",
    ]
    /// cmplint's own names for its config and ignore files.
    static let configNames = [".cmplint.yml", ".cmplint.yaml"]
    static let ignoreNames = [".cmplint-ignore.yml"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let (snapshots, folders) = Self.snapshots(in: module.sourceFiles.map(\.url))
        guard !snapshots.isEmpty else { return [] }
        let report = context.pluginWorkDirectoryURL.appending(path: "cmplint-report.json")

        var arguments = ["lint"] + folders.map(\.path) + ["--format", "xcode", "--format", "json=\(report.path)"]
        var inputs = snapshots
        let start = Self.commonFolder(folders)
        for (option, names) in [("--config", Self.configNames), ("--ignore-file", Self.ignoreNames)] {
            if let file = Self.nearestFile(names, from: start, upTo: context.package.directoryURL) {
                arguments += [option, file.path]
                inputs.append(file)
                // A shared house ruleset (`extends:`) and a pinned vendor list (`gvl:`) are inputs too.
                if option == "--config" { inputs += ConfigInputFiles.files(of: file) }
            }
        }
        return [
            .buildCommand(
                displayName: "Linting OneTrust snapshots of \(target.name) with cmplint",
                executable: try context.tool(named: "cmplint").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: []
            )
        ]
    }

    /// The snapshot files among the target's files, and the folders to lint. A resource declared as
    /// `.copy("Folder")` arrives as the folder itself: it is linted whole (cmplint searches it, so a
    /// set added to it later is linted too); a snapshot listed on its own brings its parent folder.
    static func snapshots(in urls: [URL]) -> (files: [URL], folders: [URL]) {
        var files: [URL] = []
        var folders: [URL] = []
        for url in urls {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if snapshotNames.contains(url.lastPathComponent) {
                    files.append(url)
                    folders.append(url.deletingLastPathComponent())
                }
                continue
            }
            // Hidden folders are skipped, as cmplint's own search does.
            let walker = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            var holdsSnapshots = false
            while let file = walker?.nextObject() as? URL {
                guard snapshotNames.contains(file.lastPathComponent) else { continue }
                files.append(file.standardizedFileURL)
                holdsSnapshots = true
            }
            if holdsSnapshots { folders.append(url) }
        }
        return (Array(Set(files)).sorted { $0.path < $1.path }, outermostFolders(folders))
    }

    /// The folders without those inside another one of them: cmplint searches folders recursively,
    /// so passing both would lint the inner sets twice.
    static func outermostFolders(_ folders: [URL]) -> [URL] {
        let unique = Set(folders.map(\.standardizedFileURL.path)).sorted()
        return
            unique
            .filter { folder in !unique.contains { $0 != folder && folder.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            .map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The deepest folder holding all of `folders`.
    static func commonFolder(_ folders: [URL]) -> URL {
        let paths = folders.map { $0.standardizedFileURL.pathComponents }
        var common = paths.first ?? ["/"]
        for components in paths.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common), isDirectory: true)
    }

    /// The nearest of `names` from the snapshot folders up to the package's folder. cmplint itself
    /// searches from its working directory, which for a build command is wherever the build was
    /// started (or Xcode's choice), so the plugin finds `.cmplint.yml` and `.cmplint-ignore.yml`.
    static func nearestFile(_ names: [String], from start: URL, upTo root: URL) -> URL? {
        var directory = start.standardizedFileURL
        let rootPath = root.standardizedFileURL.path
        while true {
            for name in names {
                let candidate = directory.appending(path: name)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            if directory.path == rootPath || directory.path == "/" || !directory.path.hasPrefix(rootPath) { return nil }
            directory = directory.deletingLastPathComponent().standardizedFileURL
        }
    }
}
