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

    public init(path: String, directory: String, files: [ComponentKind: String], isPartial: Bool,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.path = path
        self.directory = directory
        self.files = files
        self.isPartial = isPartial
        self.workingDirectory = workingDirectory
    }

    /// Reads and parses the files. A file that cannot be read (a broken link or a FIFO found in a
    /// tree; files named on the command line were checked by discovery), is not valid JSON, or is
    /// too large becomes an `invalid-json` finding later: one bad entry never stops the other sets.
    public func load(expectations: SetExpectations, revealPersonalData: Bool = false, limits: JSONParseLimits = JSONParseLimits()) throws(LintError) -> SnapshotSet {
        var loaded: [ComponentKind: SnapshotFile] = [:]
        for (kind, path) in files {
            let location = SnapshotDiscovery.resolve(path, workingDirectory)
            let size = (try? FileManager.default.attributesOfItem(atPath: location)[.size] as? Int) ?? 0
            if size > limits.maxBytes {
                let error = JSONParseError(
                    message: "the file is \(size) bytes; the limit is \(limits.maxBytes) bytes",
                    position: SourcePosition(line: 1, column: 1, offset: 0))
                loaded[kind] = SnapshotFile(kind: kind, path: path, parsed: .failure(error))
                continue
            }
            guard let data = FileManager.default.contents(atPath: location) else {
                let error = JSONParseError(message: "cannot read the file: \(UnreadableFile.reason(location) ?? "the read failed")",
                                           position: SourcePosition(line: 1, column: 1, offset: 0))
                loaded[kind] = SnapshotFile(kind: kind, path: path, parsed: .failure(error))
                continue
            }
            loaded[kind] = SnapshotFile(kind: kind, path: path, bytes: [UInt8](data), limits: limits)
        }
        return SnapshotSet(path: path, files: loaded, expectations: expectations, isPartial: isPartial, revealPersonalData: revealPersonalData)
    }
}
