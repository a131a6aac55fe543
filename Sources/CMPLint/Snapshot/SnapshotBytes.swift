import CMPLintArchive
import CMPLintDocuments

/// A snapshot file's bytes, or why they were not read (larger than the snapshot size limit, a
/// broken link), which becomes an `invalid-json` finding. A file inside an app artifact is read
/// at discovery and kept as this (`SnapshotSource.archived`); a file on disk when its set loads.
public enum SnapshotBytes: Sendable, Equatable {
    case bytes([UInt8])
    /// `cause`: `tooLarge` or `unreadable` (`JSONParseError.Cause`), for the advice.
    case notRead(reason: String, cause: JSONParseError.Cause)

    package init(_ content: ArchiveReader.Content, limit: Int) {
        switch content {
        case .bytes(let bytes):
            self = .bytes(bytes)
        case .tooLarge(let declared):
            self = .notRead(
                reason: FileSizeLimit.message(.tooLarge(size: Int(clamping: declared)), "the entry", limit: limit),
                cause: .tooLarge)
        case .unreadable(let reason):
            self = .notRead(reason: "cannot read the entry: " + reason, cause: .unreadable)
        }
    }
}
