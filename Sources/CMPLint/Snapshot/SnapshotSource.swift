import Foundation

/// A snapshot set as found on disk, before its files are read: the discovery result.
public struct SnapshotSource: Sendable, Equatable {
    /// Display path of the set: its folder, or the file when a single file was given.
    public let path: String
    /// Absolute, standardised folder of the set, for matching config `sets:` entries.
    public let directory: String
    /// Display path of each component file.
    public let files: [ComponentKind: String]
    public let isPartial: Bool
    /// What relative display paths are relative to.
    public let workingDirectory: String
    /// How the files got their slots (flags, content), for messages.
    public var naming: SnapshotNaming
    /// The files of a set found inside an app artifact, read at discovery (`path` is then
    /// `archive!/entry`, no path on disk); empty for files on disk.
    public var archived: [ComponentKind: ArchivedContent]

    public init(path: String, directory: String, files: [ComponentKind: String], isPartial: Bool,
                workingDirectory: String = FileManager.default.currentDirectoryPath, naming: SnapshotNaming = SnapshotNaming(),
                archived: [ComponentKind: ArchivedContent] = [:]) {
        self.path = path
        self.directory = directory
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
    /// becomes an `invalid-json` finding later: one bad entry never stops the other sets.
    public func load(expectations: SetExpectations, revealPersonalData: Bool = false, limits: JSONParseLimits = JSONParseLimits()) throws(LintError) -> SnapshotSet {
        var loaded: [ComponentKind: SnapshotFile] = [:]
        for (kind, path) in files {
            if let content = archived[kind] {
                switch content {
                case .bytes(let bytes):
                    loaded[kind] = SnapshotFile(kind: kind, path: path, bytes: bytes, limits: limits)
                case .notRead(let reason):
                    loaded[kind] = SnapshotFile(kind: kind, path: path, parsed: .failure(JSONParseError(message: reason, position: SourcePosition(line: 1, column: 1, offset: 0))))
                }
                continue
            }
            let location = SnapshotDiscovery.resolve(path, workingDirectory)
            switch SizeLimitedFile.read(atPath: location, limit: limits.maxBytes) {
            case .success(let bytes):
                loaded[kind] = SnapshotFile(kind: kind, path: path, bytes: bytes, limits: limits)
            case .failure(let failure):
                let message: String
                if case .tooLarge = failure {
                    message = FileSizeLimit.message(failure, limit: limits.maxBytes)
                } else if let reason = UnreadableFile.reason(location) {
                    message = "cannot read the file: \(reason)"
                } else {
                    // A readable regular file whose read failed: the system's reason.
                    message = failure.message(limit: limits.maxBytes)
                }
                let error = JSONParseError(message: message, position: SourcePosition(line: 1, column: 1, offset: 0))
                loaded[kind] = SnapshotFile(kind: kind, path: path, parsed: .failure(error))
            }
        }
        return SnapshotSet(path: path, files: loaded, expectations: expectations, isPartial: isPartial, revealPersonalData: revealPersonalData,
                           naming: naming)
    }
}
