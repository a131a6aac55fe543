import CMPLintArchive
import CMPLintDocuments
import Foundation

/// Turns command-line paths into snapshot sets. A PATH may be one set's folder, a single file, or a
/// tree holding many sets; every folder that holds at least one accepted file name is a set. A
/// file with another name is linted on its own when its content is OneTrust data; the `.json`
/// files of a tree without any accepted name are grouped into sets by their content and a shared
/// part of their names (`SnapshotDiscovery+Content`).
/// Relative paths are read relative to `workingDirectory` and shown as given.
public enum SnapshotDiscovery {
    /// Sets under `paths`, sorted by path, each file in one set (`linkedOnce`). A path that does not exist, or a file
    /// named here that cannot be read, is a `LintError`; an unreadable entry found in a tree is
    /// reported on its set instead (`SnapshotSource.load`). A file with an unconventional name is
    /// read (to tell its component) only when it is within `limits`.
    /// A file named like an app artifact (`ArchivePath.extensions`) is opened as one
    /// (`archiveSets`), within `archiveLimits`. Folders and files `exclusions` match are skipped in
    /// the trees walked; a path named here is read even when a pattern matches it, as Ruff does.
    public static func discover(
        paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
        limits: JSONParseLimits = JSONParseLimits(),
        archiveLimits: ArchiveLimits = ArchiveLimits(), exclusions: SetExclusions = SetExclusions()
    ) throws(LintError) -> [SnapshotSource] {
        var sources: [SnapshotSource] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolve(path, workingDirectory), isDirectory: &isDirectory)
            else {
                throw LintError("\(path): \(UnreadableFile.whyNotFound(resolve(path, workingDirectory)))")
            }
            if !isDirectory.boolValue && ArchivePath.isArchive(path) {
                let found = try archiveSets(path, workingDirectory, limits: limits, archiveLimits: archiveLimits)
                if found.isEmpty {
                    throw LintError(
                        "\(path): no snapshot files found in the archive: no entry is named \(acceptedNames), and no .json entry holds a CMP API response or legacy OneTrust data (archives inside it are not opened)"
                    )
                }
                sources += found
                continue
            }
            var found =
                isDirectory.boolValue
                ? try discoverTree(path, workingDirectory, exclusions: exclusions)
                : [try singleFile(path, workingDirectory, limits: limits)]
            if found.isEmpty {
                found = try contentSets(path, workingDirectory, limits: limits, exclusions: exclusions)
            }
            if found.isEmpty {
                throw LintError(
                    "\(path): no snapshot files found: no file is named \(acceptedNames), and no .json file holds a CMP API response or legacy OneTrust data; \(namingAdvice)"
                )
            }
            sources += found
        }
        return linkedOnce(sources, workingDirectory).sorted { $0.path < $1.path }
    }

    /// Every accepted snapshot file name, for messages.
    package static var acceptedNames: String {
        ComponentKind.allCases.flatMap(\.acceptedFileNames).joined(separator: ", ")
    }

    /// Each file in one set only: a folder and a file inside it given together (or one folder
    /// reached by two paths, or through a symbolic link) would report every finding twice. Whole
    /// sets win over single files; files are compared by real path.
    package static func linkedOnce(_ sources: [SnapshotSource], _ workingDirectory: String) -> [SnapshotSource] {
        // The real paths, a system call per file, are found in parallel: everything before the
        // sets are linted runs on one core.
        let realFiles = ParallelMap.map(sources) { source in
            Set(source.files.values.map { RelativePath.real(RelativePath.absolute($0, against: workingDirectory)) })
        }
        var covered = Set<String>()
        var kept: [SnapshotSource] = []
        let wholeFirst = sources.indices.sorted {
            (sources[$0].isPartial ? 1 : 0, $0) < (sources[$1].isPartial ? 1 : 0, $1)
        }
        for index in wholeFirst {
            let source = sources[index]
            let files = realFiles[index]
            guard !files.isSubset(of: covered) else { continue }
            covered.formUnion(files)
            kept.append(source)
        }
        return kept
    }

    /// One set from explicit `--banner/--preferences/--vendors` files.
    public static func explicitSet(
        _ files: [ComponentKind: String], workingDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(LintError) -> SnapshotSource {
        for path in files.values.sorted() {
            guard FileManager.default.fileExists(atPath: resolve(path, workingDirectory)) else {
                throw LintError("\(path): \(UnreadableFile.whyNotFound(resolve(path, workingDirectory)))")
            }
            try requireReadable(path, workingDirectory)
        }
        let anchor = files[.banner] ?? files[.preferences] ?? files.values.sorted().first ?? "."
        let folder = (anchor as NSString).deletingLastPathComponent
        var siblings: [ComponentKind: String] = [:]
        for kind in ComponentKind.allCases where files[kind] == nil {
            let found = kind.acceptedFileNames.lazy.map {
                folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0)
            }
            .first { UnreadableFile.reason(resolve($0, workingDirectory)) == nil }
            if let found { siblings[kind] = found }
        }
        return SnapshotSource(
            path: folder.isEmpty ? "." : folder, directory: absolute(folder.isEmpty ? "." : folder, workingDirectory),
            files: files, isPartial: false, workingDirectory: workingDirectory,
            naming: SnapshotNaming(byFlags: true, siblings: siblings))
    }

    package static func singleFile(_ path: String, _ workingDirectory: String, limits: JSONParseLimits)
        throws(LintError) -> SnapshotSource
    {
        try requireReadable(path, workingDirectory)
        let name = (path as NSString).lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        var naming = SnapshotNaming()
        let kind: ComponentKind
        if let named = ComponentKind(fileName: name) {
            kind = named
        } else if name == CaptureManifest.fileName {
            throw LintError(
                "\(path): is a capture manifest, not a snapshot; lint the set's folder, which reads it with the snapshots"
            )
        } else {
            let slot = try slot(ofFileAt: path, workingDirectory, limits: limits)
            kind = slot.kind
            if slot.guessed { naming.guessedSlots = [kind] }
        }
        return SnapshotSource(
            path: path, directory: absolute(folder.isEmpty ? "." : folder, workingDirectory),
            files: [kind: path], isPartial: true, workingDirectory: workingDirectory, naming: naming)
    }

    /// A file named on the command line must be one the run can read.
    package static func requireReadable(_ path: String, _ workingDirectory: String) throws(LintError) {
        if let reason = UnreadableFile.reason(resolve(path, workingDirectory)) {
            throw LintError("\(path): cannot read the file (\(reason))")
        }
    }

    package static func discoverTree(
        _ root: String, _ workingDirectory: String, exclusions: SetExclusions = SetExclusions()
    ) throws(LintError) -> [SnapshotSource] {
        var sources: [SnapshotSource] = []
        try walk(root, workingDirectory, exclusions: exclusions) { (relative, folder, entries) throws(LintError) in
            var files: [ComponentKind: String] = [:]
            for entry in entries {
                guard let kind = ComponentKind(fileName: entry.lastPathComponent) else { continue }
                let path = display(root, child(relative, entry.lastPathComponent))
                if let other = files[kind] {
                    throw LintError("\(path): two \(kind.rawValue) snapshots in one folder (also \(other)); keep one")
                }
                files[kind] = path
            }
            if !files.isEmpty {
                sources.append(
                    SnapshotSource(
                        path: display(root, relative), directory: absolute(folder.path, workingDirectory), files: files,
                        isPartial: false, workingDirectory: workingDirectory))
            }
        }
        return sources
    }

    /// Visits every folder of the tree under `root` (itself first) with the entries that are not
    /// folders, sorted by name. Hidden entries are skipped, and symbolic links to folders are not
    /// followed, so a link cycle cannot hang discovery. Entries `exclusions` match are skipped, a
    /// folder with everything in it.
    package static func walk(
        _ root: String, _ workingDirectory: String, exclusions: SetExclusions = SetExclusions(),
        _ visit: (_ relative: String, _ folder: URL, _ files: [URL]) throws(LintError) -> Void
    ) throws(LintError) {
        var pending = [""]
        let rootURL = URL(fileURLWithPath: resolve(root, workingDirectory))
        let rootPrefix = absolute(root, workingDirectory) == "/" ? "/" : absolute(root, workingDirectory) + "/"
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? rootURL : rootURL.appendingPathComponent(relative)
            let entries: [URL]
            do {
                entries = try FileManager.default.contentsOfDirectory(
                    at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            } catch {
                throw LintError("\(display(root, relative)): cannot list the folder")
            }
            var files: [URL] = []
            // By name, each name taken once (a URL works it out again at every comparison).
            for (name, entry) in entries.map({ ($0.lastPathComponent, $0) }).sorted(by: { $0.0 < $1.0 }) {
                let kind = TreeEntryKind(entry.path)
                if !exclusions.isEmpty,
                    exclusions.excludes(rootPrefix + child(relative, name), isFolder: kind != .other)
                {
                    continue
                }
                switch kind {
                case .folder: pending.append(child(relative, name))
                case .linkToFolder: break
                case .other: files.append(entry)
                }
            }
            try visit(relative, url, files)
        }
    }

    /// The path of `name` inside the folder `relative` to the tree's root.
    package static func child(_ relative: String, _ name: String) -> String {
        relative.isEmpty ? name : relative + "/" + name
    }

    /// `root` joined with `relative` the way a user typed it (`samples/` + `clean/DE_de`).
    package static func display(_ root: String, _ relative: String) -> String {
        var base = root
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if relative.isEmpty { return base }
        if base == "." { return relative }
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    package static func absolute(_ path: String, _ workingDirectory: String) -> String {
        URL(fileURLWithPath: resolve(path, workingDirectory)).standardizedFileURL.path
    }

    /// A path as given, read relative to the working directory.
    package static func resolve(_ path: String, _ workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
    }
}
