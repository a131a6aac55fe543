import Foundation

/// Snapshot sets inside an app artifact named as a PATH (`MyApp.ipa`, `app-release.apk`,
/// `app.aab`, a `.zip`), read entry by entry in memory (`ArchiveReader`), never unpacked to disk.
/// The entries are grouped by archive folder as a tree's files are by folder: a folder holding
/// a snapshot's file name is a set of those files (as `discoverTree`). In a folder without one,
/// the `.json` entries are looked into, and those whose content is OneTrust data
/// (`slot(byContentOf:)`) form one set when each fills another slot, else one partial set each
/// (as `contentSets`). No other entry is read. An archive inside the archive is not opened.
extension SnapshotDiscovery {
    static func archiveSets(_ path: String, _ workingDirectory: String, limits: JSONParseLimits,
                            archiveLimits: ArchiveLimits) throws(LintError) -> [SnapshotSource] {
        let reader = try ArchiveReader(shown: path, location: resolve(path, workingDirectory), limits: archiveLimits)
        let entries = try reader.fileEntries()
        let archiveRoot = absolute(path, workingDirectory)
        var sources: [SnapshotSource] = []
        for (folder, files) in Dictionary(grouping: entries, by: \.folder).sorted(by: { $0.key < $1.key }) {
            let shownFolder = ArchivePath.join(path, folder)
            let directory = ReportPath.normalize(ArchivePath.join(archiveRoot, folder))
            var slots: [ComponentKind: (path: String, content: SnapshotBytes)] = [:]
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let kind = ComponentKind(fileName: file.name) else { continue }
                let shown = ArchivePath.join(path, file.path)
                if let other = slots[kind] {
                    throw LintError("\(shown): two \(kind.rawValue) snapshots in one folder (also \(other.path)); keep one")
                }
                slots[kind] = (shown, SnapshotBytes(try reader.read(file, maxBytes: limits.maxBytes), limit: limits.maxBytes))
            }
            if !slots.isEmpty {
                sources.append(SnapshotSource(path: shownFolder, directory: directory, files: slots.mapValues(\.path), isPartial: false,
                                              workingDirectory: workingDirectory, archived: slots.mapValues(\.content)))
                continue
            }
            sources += try contentSets(in: files, shownFolder: shownFolder, directory: directory, archive: path, reader: reader,
                                       workingDirectory: workingDirectory, limits: limits)
        }
        return sources
    }

    /// The `.json` entries of one archive folder whose content is OneTrust data: one set when
    /// their slots differ, else one partial set per entry.
    private static func contentSets(in files: [ArchiveReader.FileEntry], shownFolder: String, directory: String, archive: String,
                                    reader: ArchiveReader, workingDirectory: String, limits: JSONParseLimits) throws(LintError) -> [SnapshotSource] {
        var found: [(path: String, kind: ComponentKind, guessed: Bool, bytes: [UInt8])] = []
        for file in files.sorted(by: { $0.path < $1.path }) where file.name.lowercased().hasSuffix(".json") {
            // An entry too large to look into is not taken for OneTrust data, as in a folder.
            guard case .bytes(let bytes) = try reader.read(file, maxBytes: limits.maxBytes),
                  let document = try? JSONParser.parse(bytes, limits: limits), let slot = slot(byContentOf: document) else { continue }
            found.append((ArchivePath.join(archive, file.path), slot.kind, slot.guessed, bytes))
        }
        if !found.isEmpty, Set(found.map(\.kind)).count == found.count {
            return [SnapshotSource(path: shownFolder, directory: directory,
                                   files: Dictionary(uniqueKeysWithValues: found.map { ($0.kind, $0.path) }), isPartial: false,
                                   workingDirectory: workingDirectory,
                                   naming: SnapshotNaming(guessedSlots: Set(found.filter(\.guessed).map(\.kind))),
                                   archived: Dictionary(uniqueKeysWithValues: found.map { ($0.kind, .bytes($0.bytes)) }))]
        }
        return found.map { file in
            SnapshotSource(path: file.path, directory: directory, files: [file.kind: file.path], isPartial: true, workingDirectory: workingDirectory,
                           naming: SnapshotNaming(guessedSlots: file.guessed ? [file.kind] : []), archived: [file.kind: .bytes(file.bytes)])
        }
    }
}
