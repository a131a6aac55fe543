import Foundation

/// Turns command-line paths into snapshot sets. A PATH may be one set's folder, a single file, or a
/// tree holding many sets; every folder that holds at least one accepted file name is a set.
/// Relative paths are read relative to `workingDirectory` and shown as given.
public enum SnapshotDiscovery {
    /// Sets under `paths`, sorted by path, each folder once. A path that does not exist, or a file
    /// named here that cannot be read, is a `LintError`; an unreadable entry found in a tree is
    /// reported on its set instead (`SnapshotSource.load`). A file with an unconventional name is
    /// read (to tell its component) only when it is within `limits`.
    public static func discover(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                                limits: JSONParseLimits = JSONParseLimits()) throws(LintError) -> [SnapshotSource] {
        var sources: [SnapshotSource] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolve(path, workingDirectory), isDirectory: &isDirectory) else {
                throw LintError("\(path): no such file or directory")
            }
            let found = isDirectory.boolValue ? try discoverTree(path, workingDirectory) : [try singleFile(path, workingDirectory, limits: limits)]
            if found.isEmpty {
                let names = ComponentKind.allCases.flatMap(\.acceptedFileNames).joined(separator: ", ")
                throw LintError("\(path): no snapshot files found (looked for \(names))")
            }
            for source in found where seen.insert(source.directory + "|" + source.files.values.sorted().joined()).inserted {
                sources.append(source)
            }
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// One set from explicit `--banner/--preferences/--vendors` files.
    public static func explicitSet(_ files: [ComponentKind: String], workingDirectory: String = FileManager.default.currentDirectoryPath) throws(LintError) -> SnapshotSource {
        for path in files.values.sorted() {
            guard FileManager.default.fileExists(atPath: resolve(path, workingDirectory)) else {
                throw LintError("\(path): no such file or directory")
            }
            try requireReadable(path, workingDirectory)
        }
        let anchor = files[.banner] ?? files[.preferences] ?? files.values.sorted().first ?? "."
        let folder = (anchor as NSString).deletingLastPathComponent
        return SnapshotSource(path: folder.isEmpty ? "." : folder, directory: absolute(folder.isEmpty ? "." : folder, workingDirectory),
                              files: files, isPartial: false, workingDirectory: workingDirectory)
    }

    static func singleFile(_ path: String, _ workingDirectory: String, limits: JSONParseLimits) throws(LintError) -> SnapshotSource {
        try requireReadable(path, workingDirectory)
        let name = (path as NSString).lastPathComponent
        let folder = (path as NSString).deletingLastPathComponent
        let kind: ComponentKind
        if let named = ComponentKind(fileName: name) {
            kind = named
        } else {
            kind = try detectKind(ofFileAt: path, workingDirectory, limits: limits)
        }
        return SnapshotSource(path: path, directory: absolute(folder.isEmpty ? "." : folder, workingDirectory),
                              files: [kind: path], isPartial: true, workingDirectory: workingDirectory)
    }

    /// A file named on the command line must be one the run can read.
    static func requireReadable(_ path: String, _ workingDirectory: String) throws(LintError) {
        if let reason = UnreadableFile.reason(resolve(path, workingDirectory)) {
            throw LintError("\(path): cannot read the file (\(reason))")
        }
    }

    /// A file with an unconventional name is accepted when its content names its component.
    static func detectKind(ofFileAt path: String, _ workingDirectory: String, limits: JSONParseLimits) throws(LintError) -> ComponentKind {
        let advice = "name it after its component (e.g. OneTrustBannerData.json) or pass it with --banner, --preferences or --vendors"
        let bytes: [UInt8]
        switch SizeLimitedFile.read(atPath: resolve(path, workingDirectory), limit: limits.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw LintError("\(path): \(FileSizeLimit.message(failure, limit: limits.maxBytes))")
        }
        guard let document = try? JSONParser.parse(bytes, limits: limits),
              case .component(let kind, _) = DetectedContent(document)
        else {
            throw LintError("\(path): cannot tell which snapshot this is; \(advice)")
        }
        return kind
    }

    static func discoverTree(_ root: String, _ workingDirectory: String) throws(LintError) -> [SnapshotSource] {
        var sources: [SnapshotSource] = []
        var pending = [""]
        let rootURL = URL(fileURLWithPath: resolve(root, workingDirectory))
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? rootURL : rootURL.appendingPathComponent(relative)
            let entries: [URL]
            do {
                entries = try FileManager.default.contentsOfDirectory(
                    at: url, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey], options: [.skipsHiddenFiles])
            } catch {
                throw LintError("\(display(root, relative)): cannot list the folder")
            }
            var files: [ComponentKind: String] = [:]
            for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
                let name = entry.lastPathComponent
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                if values?.isDirectory == true {
                    // Symbolic links to folders are not followed, so a link cycle cannot hang discovery.
                    if values?.isSymbolicLink != true { pending.append(childRelative) }
                } else if let kind = ComponentKind(fileName: name) {
                    let path = display(root, childRelative)
                    if let other = files[kind] {
                        throw LintError("\(path): two \(kind.rawValue) snapshots in one folder (also \(other)); keep one")
                    }
                    files[kind] = path
                }
            }
            if !files.isEmpty {
                let path = display(root, relative)
                sources.append(SnapshotSource(path: path, directory: absolute(url.path, workingDirectory), files: files,
                                              isPartial: false, workingDirectory: workingDirectory))
            }
        }
        return sources
    }

    /// `root` joined with `relative` the way a user typed it (`samples/` + `clean/DE_de`).
    static func display(_ root: String, _ relative: String) -> String {
        var base = root
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        if relative.isEmpty { return base }
        if base == "." { return relative }
        return base == "/" ? "/" + relative : base + "/" + relative
    }

    static func absolute(_ path: String, _ workingDirectory: String) -> String {
        URL(fileURLWithPath: resolve(path, workingDirectory)).standardizedFileURL.path
    }

    /// A path as given, read relative to the working directory.
    static func resolve(_ path: String, _ workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: workingDirectory).appendingPathComponent(path).path
    }
}
