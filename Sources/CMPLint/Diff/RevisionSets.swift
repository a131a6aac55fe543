import CMPLintArchive
import CMPLintDocuments
import Foundation

/// The sets under a PATH as a git commit holds them (`diff --since REF`), found as discovery finds
/// them in a folder (`SnapshotDiscovery`: a folder holding a snapshot's name is a set; in a tree
/// without one, `.json` files are grouped by content and name) but from git's object store: the
/// files are listed with `ls-tree` and read with `cat-file` into memory (`SnapshotSource.archived`),
/// with no checkout and no temporary file. Hidden folders are skipped and `exclusions` apply, as
/// in a walk; app artifacts in the tree are not opened, as a walk does not open them.
package struct RevisionSets {
    package let repository: GitRepository
    package let commit: String
    /// The revision as the user named it: the old side's sets are shown as `REF:PATH`.
    package let ref: String
    package let workingDirectory: String
    package let limits: JSONParseLimits
    package let exclusions: SetExclusions

    /// `REF:` and the path as the working tree's sets are shown.
    package func shown(_ display: String) -> String { ref + ":" + display }

    /// The sets under `path` (as given on the command line) in the commit; empty when the commit
    /// has no file there.
    package func sources(under path: String) throws(LintError) -> [SnapshotSource] {
        let absolute = RelativePath.absolute(path, against: workingDirectory)
        guard let relative = repository.relative(absolute) else {
            throw LintError("\(path): outside the git repository at \(repository.root); --since reads the sets from it")
        }
        let files = try repository.files(at: commit, under: relative)
        if files.count == 1, files[0].path == relative {
            if ArchivePath.isArchive(path) {
                throw LintError(
                    "\(path): --since compares snapshot sets in folders, not app artifacts; compare the artifact built from \(ref) with cmplint diff OLD NEW"
                )
            }
            return try singleFile(files[0], shownAs: path, absolute: absolute).map { [$0] } ?? []
        }
        let prefix = relative.isEmpty ? "" : relative + "/"
        let visible = files.filter { file in
            let inner = file.path.dropFirst(prefix.count).split(separator: "/")
            guard !inner.contains(where: { $0.hasPrefix(".") }) else { return false }
            return !excluded(inner.map(String.init), below: absolute)
        }
        let byFolder = Dictionary(grouping: visible) { file -> String in
            let inner = String(file.path.dropFirst(prefix.count))
            return (inner as NSString).deletingLastPathComponent
        }
        var sources: [SnapshotSource] = []
        for (folder, entries) in byFolder.sorted(by: { $0.key < $1.key }) {
            if let source = try namedSet(entries, folder: folder, root: path, absolute: absolute) {
                sources.append(source)
            }
        }
        if sources.isEmpty {
            // As in a folder: a tree this full of `.json` files is no folder of captures.
            guard visible.filter({ $0.path.lowercased().hasSuffix(".json") }).count <= SnapshotDiscovery.maxContentFiles
            else {
                throw LintError(
                    "\(shown(path)): no snapshot files found, and more than \(SnapshotDiscovery.maxContentFiles) .json files to look into for OneTrust data; \(SnapshotDiscovery.namingAdvice), or give a narrower folder"
                )
            }
            for (folder, entries) in byFolder.sorted(by: { $0.key < $1.key }) {
                sources += try contentSets(entries, folder: folder, root: path, absolute: absolute)
            }
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// Whether a folder on the way to a file, or the file, is excluded (paths as in the working tree).
    private func excluded(_ components: [String], below absolute: String) -> Bool {
        guard !exclusions.isEmpty else { return false }
        var path = absolute
        for (index, name) in components.enumerated() {
            path += "/" + name
            if exclusions.excludes(path, isFolder: index < components.count - 1) { return true }
        }
        return false
    }

    /// The set of a folder holding snapshot names, or nil when it holds none.
    private func namedSet(_ entries: [GitRepository.TreeFile], folder: String, root: String, absolute: String)
        throws(LintError) -> SnapshotSource?
    {
        var files: [ComponentKind: String] = [:]
        var content: [ComponentKind: SnapshotBytes] = [:]
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            let name = (entry.path as NSString).lastPathComponent
            guard let kind = ComponentKind(fileName: name) else { continue }
            let shownPath = shown(SnapshotDiscovery.display(root, SnapshotDiscovery.child(folder, name)))
            if let other = files[kind] {
                throw LintError("\(shownPath): two \(kind.rawValue) snapshots in one folder (also \(other)); keep one")
            }
            files[kind] = shownPath
            content[kind] = try read(entry)
        }
        guard !files.isEmpty else { return nil }
        let directory = ReportPath.normalize(folder.isEmpty ? absolute : absolute + "/" + folder)
        return SnapshotSource(
            path: shown(SnapshotDiscovery.display(root, folder)), directory: directory, files: files, isPartial: false,
            workingDirectory: workingDirectory, archived: content)
    }

    /// A folder's `.json` files whose content is OneTrust data, grouped as discovery groups them.
    private func contentSets(_ entries: [GitRepository.TreeFile], folder: String, root: String, absolute: String)
        throws(LintError) -> [SnapshotSource]
    {
        var found: [SnapshotDiscovery.RecognisedFile] = []
        for entry in entries.sorted(by: { $0.path < $1.path }) where entry.path.lowercased().hasSuffix(".json") {
            guard
                let recognised = try recognise(
                    entry,
                    shownAs: shown(
                        SnapshotDiscovery.display(
                            root, SnapshotDiscovery.child(folder, (entry.path as NSString).lastPathComponent))))
            else { continue }
            found.append(recognised)
        }
        return SnapshotDiscovery.groupedSets(
            found, folder: shown(SnapshotDiscovery.display(root, folder)),
            directory: ReportPath.normalize(folder.isEmpty ? absolute : absolute + "/" + folder),
            workingDirectory: workingDirectory)
    }

    /// A PATH that is one file in the commit: a partial set, its slot from its name or content.
    private func singleFile(_ entry: GitRepository.TreeFile, shownAs path: String, absolute: String)
        throws(LintError) -> SnapshotSource?
    {
        let name = (path as NSString).lastPathComponent
        let directory = (absolute as NSString).deletingLastPathComponent
        if let kind = ComponentKind(fileName: name) {
            return SnapshotSource(
                path: shown(path), directory: directory, files: [kind: shown(path)], isPartial: true,
                workingDirectory: workingDirectory, archived: [kind: try read(entry)])
        }
        guard let recognised = try recognise(entry, shownAs: shown(path)) else { return nil }
        return SnapshotDiscovery.groupedSets(
            [recognised], folder: shown(path), directory: directory,
            workingDirectory: workingDirectory
        ).first
    }

    /// A file read for its content: its slot when it is OneTrust data within the size limit.
    private func recognise(_ entry: GitRepository.TreeFile, shownAs path: String) throws(LintError)
        -> SnapshotDiscovery.RecognisedFile?
    {
        guard entry.size <= limits.maxBytes else { return nil }
        let bytes = try repository.bytes(of: entry)
        guard let document = try? JSONParser.parse(bytes, limits: limits),
            let slot = SnapshotDiscovery.slot(byContentOf: document)
        else { return nil }
        return SnapshotDiscovery.RecognisedFile(path: path, kind: slot.kind, guessed: slot.guessed, bytes: bytes)
    }

    /// A snapshot's bytes, or an `invalid-json` finding's reason when it is larger than the limit
    /// (known from the tree before the blob is read).
    private func read(_ entry: GitRepository.TreeFile) throws(LintError) -> SnapshotBytes {
        guard entry.size <= limits.maxBytes else {
            return .notRead(
                reason: FileSizeLimit.message(.tooLarge(size: entry.size), limit: limits.maxBytes), cause: .tooLarge)
        }
        return .bytes(try repository.bytes(of: entry))
    }
}
