import CMPLintArchive
import CMPLintDocuments
import Foundation

/// Snapshot sets inside an app artifact named as a PATH (`MyApp.ipa`, `app-release.apk`,
/// `app.aab`, a `.zip`), read entry by entry in memory (`ArchiveReader`), never unpacked to disk.
/// The entries are grouped by archive folder as a tree's files are by folder: a folder holding
/// a snapshot's file name is a set of those files (as `discoverTree`). In a folder without one,
/// the `.json` entries are looked into, and those whose content is OneTrust data
/// (`slot(byContentOf:)`) are grouped into sets by their names as a folder's are (`groupedSets`).
/// No other entry is read but a set's capture manifest (`cmplint-capture.json` in its folder,
/// `ArchivedManifest`) and, when there is one, the OneTrust framework's version metadata
/// (`LinkedSDKDiscovery.inArchive`). An archive inside the archive is not opened.
/// A snapshot entry that cannot be read (encrypted, an unsupported method, damaged) is an
/// `invalid-json` finding on its set; a `.json` entry looked into that cannot be read stops the
/// run naming it, since it may hold a set: neither passes as clean. Config and ignore files are
/// looked for from the archive's own folder. More than `ArchiveLimits.maxSets` sets stop the run.
extension SnapshotDiscovery {
    package static func archiveSets(
        _ path: String, _ workingDirectory: String, limits: JSONParseLimits,
        archiveLimits: ArchiveLimits
    ) throws(LintError) -> [SnapshotSource] {
        let reader = try ArchiveReader(shown: path, location: resolve(path, workingDirectory), limits: archiveLimits)
        let entries = reader.fileEntries
        let archiveRoot = absolute(path, workingDirectory)
        let archiveFolder = (archiveRoot as NSString).deletingLastPathComponent
        var sources: [SnapshotSource] = []
        // What the archive declares about the OneTrust SDK, read for the first set with a manifest.
        var linkedSDK: [LinkedSDK]?
        for (folder, files) in Dictionary(grouping: entries, by: \.folder).sorted(by: { $0.key < $1.key }) {
            let shownFolder = ArchivePath.join(path, folder)
            let directory = ReportPath.normalize(ArchivePath.join(archiveRoot, folder))
            var slots: [ComponentKind: (path: String, content: SnapshotBytes)] = [:]
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let kind = ComponentKind(fileName: file.name) else { continue }
                let shown = ArchivePath.join(path, file.path)
                if let other = slots[kind] {
                    throw LintError(
                        "\(shown): two \(kind.rawValue) snapshots in one folder (also \(other.path)); keep one")
                }
                slots[kind] = (
                    shown, SnapshotBytes(try reader.read(file, maxBytes: limits.maxBytes), limit: limits.maxBytes)
                )
            }
            let found =
                !slots.isEmpty
                ? [
                    SnapshotSource(
                        path: shownFolder, directory: directory, files: slots.mapValues(\.path), isPartial: false,
                        workingDirectory: workingDirectory, archived: slots.mapValues(\.content))
                ]
                : try contentSets(
                    in: files, shownFolder: shownFolder, directory: directory, archive: path, reader: reader,
                    workingDirectory: workingDirectory, limits: limits)
            var manifest: ArchivedManifest?
            if !found.isEmpty, let entry = files.first(where: { $0.name == CaptureManifest.fileName }) {
                let linked = linkedSDK ?? LinkedSDKDiscovery.inArchive(reader)
                linkedSDK = linked
                manifest = try ArchivedManifest(entry, in: reader, linkedSDK: linked)
            }
            for var source in found {
                source.lookupFolder = archiveFolder
                source.archivedManifest = manifest
                sources.append(source)
            }
            guard sources.count <= archiveLimits.maxSets else {
                throw LintError(
                    "\(path): the archive holds more than \(archiveLimits.maxSets) snapshot sets, the limit for one archive; "
                        + "it is not read further (a crafted archive: an app ships a set per country or language)")
            }
        }
        return sources
    }

    /// The `.json` entries of one archive folder whose content is OneTrust data, grouped as a
    /// folder's files are (`groupedSets`).
    private static func contentSets(
        in files: [ArchiveReader.FileEntry], shownFolder: String, directory: String, archive: String,
        reader: ArchiveReader, workingDirectory: String, limits: JSONParseLimits
    ) throws(LintError) -> [SnapshotSource] {
        var found: [RecognisedFile] = []
        for file in files.sorted(by: { $0.path < $1.path })
        where file.name.lowercased().hasSuffix(".json") && file.name != CaptureManifest.fileName {
            // An entry too large to look into is not taken for OneTrust data, as in a folder.
            let content = try reader.read(file, maxBytes: limits.maxBytes)
            if case .unreadable(let reason) = content {
                throw LintError(
                    "\(ArchivePath.join(archive, file.path)): cannot read the entry, which may hold snapshot data: \(reason)"
                )
            }
            guard case .bytes(let bytes) = content, let document = try? JSONParser.parse(bytes, limits: limits),
                let slot = slot(byContentOf: document)
            else { continue }
            found.append(
                RecognisedFile(
                    path: ArchivePath.join(archive, file.path), kind: slot.kind, guessed: slot.guessed, bytes: bytes))
        }
        return groupedSets(found, folder: shownFolder, directory: directory, workingDirectory: workingDirectory)
    }
}
