/// A snapshot file read from an app artifact at discovery: its bytes, or why it was not read
/// (larger than the snapshot size limit), which becomes an `invalid-json` finding as for a file
/// on disk. Loading the set then parses these bytes instead of opening a path.
public enum ArchivedContent: Sendable, Equatable {
    case bytes([UInt8])
    case notRead(reason: String)

    init(_ content: ArchiveReader.Content, limit: Int) {
        switch content {
        case .bytes(let bytes):
            self = .bytes(bytes)
        case .tooLarge(let declared):
            self = .notRead(reason: FileSizeLimit.message(.tooLarge(size: Int(clamping: declared)), "the entry", limit: limit))
        }
    }
}
