import CMPLintDocuments
import Foundation

/// A snapshot set as found on disk, before its files are read: the discovery result.
public struct SnapshotSource: Sendable, Equatable {
    /// Display path of the set: its folder, or the file when a single file was given.
    public let path: String
    /// Absolute, standardised folder of the set, for matching config `sets:` entries.
    public let directory: String
    /// The folder on disk where the nearest config and ignore files are looked for: `directory`,
    /// or for a set inside an app artifact the archive's own folder (paths inside an archive are
    /// not on disk, and an entry's name must not choose where the lookup starts).
    public var lookupFolder: String
    /// Display path of each component file.
    public let files: [ComponentKind: String]
    public let isPartial: Bool
    /// What relative display paths are relative to.
    public let workingDirectory: String
    /// How the files got their slots (flags, content), for messages.
    public var naming: SnapshotNaming
    /// The files of a set found inside an app artifact, read at discovery (`path` is then
    /// `archive!/entry`, no path on disk); empty for files on disk.
    public var archived: [ComponentKind: SnapshotBytes]
    /// The capture manifest beside a set inside an app artifact, read at discovery; nil for files
    /// on disk (their manifest is read when the set loads) and for a set without one.
    public var archivedManifest: ArchivedManifest?

    public init(
        path: String, directory: String, files: [ComponentKind: String], isPartial: Bool,
        workingDirectory: String = FileManager.default.currentDirectoryPath, naming: SnapshotNaming = SnapshotNaming(),
        archived: [ComponentKind: SnapshotBytes] = [:]
    ) {
        self.path = path
        self.directory = directory
        lookupFolder = directory
        self.files = files
        self.isPartial = isPartial
        self.workingDirectory = workingDirectory
        self.naming = naming
        self.archived = archived
    }

    /// Whether the set lies inside an app artifact.
    public var isArchived: Bool { !archived.isEmpty }

    /// Reads and parses the files. A file that cannot be read (a broken link or a FIFO found in a
    /// tree; files named on the command line were checked by discovery), is not valid JSON, or is
    /// larger than `limits.maxBytes` (checked before it is read, on the target of a symbolic link)
    /// becomes an `invalid-json` finding later: one bad entry never stops the other sets. The
    /// set's capture manifest is read with it (`SetManifest`), and with a manifest, what the app
    /// declares about the SDK it links (`LinkedSDKDiscovery`).
    public func load(
        expectations: SetExpectations, revealPersonalData: Bool = false, limits: JSONParseLimits = JSONParseLimits(),
        run: RunContext = RunContext()
    ) throws(LintError) -> SnapshotSet {
        var loaded: [ComponentKind: SnapshotFile] = [:]
        for (kind, path) in files {
            switch archived[kind] ?? read(path, limits: limits) {
            case .bytes(let bytes):
                loaded[kind] = SnapshotFile(kind: kind, path: path, bytes: bytes, limits: limits)
            case .notRead(let reason, let cause):
                let error = JSONParseError(
                    message: reason, position: SourcePosition(line: 1, column: 1, offset: 0), cause: cause)
                loaded[kind] = SnapshotFile(kind: kind, path: path, parsed: .failure(error))
            }
        }
        var set = SnapshotSet(
            path: path, files: loaded, expectations: expectations, isPartial: isPartial,
            revealPersonalData: revealPersonalData, naming: naming, run: run, manifest: manifest())
        if set.manifest != nil { set.linkedSDK = LinkedSDKDiscovery.find(for: self) }
        return set
    }

    /// The manifest in the set's folder (a single file's folder when one file is linted), or in
    /// its archive folder for a set inside an app artifact.
    private func manifest() -> SetManifest? {
        if isArchived { return archivedManifest.map { SetManifest(path: $0.path, read: $0.content) } }
        let folder = isPartial ? (path as NSString).deletingLastPathComponent : path
        return SetManifest.load(folder: folder, location: directory)
    }

    /// The bytes of a file on disk within the size limit, or why they could not be read.
    private func read(_ path: String, limits: JSONParseLimits) -> SnapshotBytes {
        let location = SnapshotDiscovery.resolve(path, workingDirectory)
        switch SizeLimitedFile.read(atPath: location, limit: limits.maxBytes) {
        case .success(let bytes):
            return .bytes(bytes)
        case .failure(let failure):
            if case .tooLarge = failure {
                return .notRead(reason: FileSizeLimit.message(failure, limit: limits.maxBytes), cause: .tooLarge)
            }
            if let reason = UnreadableFile.reason(location) {
                return .notRead(reason: "cannot read the file: \(reason)", cause: .unreadable)
            }
            // A readable regular file whose read failed: the system's reason.
            return .notRead(reason: failure.message(limit: limits.maxBytes), cause: .unreadable)
        }
    }
}
