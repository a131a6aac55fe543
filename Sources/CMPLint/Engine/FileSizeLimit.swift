import CMPLintDocuments

/// The largest JSON file a run reads (snapshots, `--banner/--preferences/--vendors` files, the
/// baseline): `--max-file-size`, else the config's `maxFileSize`, else 32 MB
/// (`JSONParseLimits.defaultMaxBytes`). One validation and one wording for both sources.
public enum FileSizeLimit {
    /// The largest limit that can be set: node offsets are 32-bit.
    public static let maximum = JSONParser.absoluteMaxBytes

    /// How a user raises the limit, appended to every "too large" message.
    package static let advice = "raise it with --max-file-size or maxFileSize in the config"

    /// What a limit may be written as, for error messages.
    package static let expected = "a size from 1 byte to \(ByteSize(bytes: maximum)), such as 64MB, 512KB or 1048576"

    /// The limit written as `text` ("64MB", "512KB", bytes), or nil when it is not one.
    public static func parse(_ text: String) -> ByteSize? {
        guard let size = ByteSize(parsing: text), size.bytes >= 1, size.bytes <= maximum else { return nil }
        return size
    }

    /// The message for a file that could not be read under `limit`, naming its size, the limit and
    /// how to raise it when it is too large.
    package static func message(_ failure: SizeLimitedFile.Failure, _ what: String = "the file", limit: Int) -> String {
        guard case .tooLarge = failure else { return failure.message(what, limit: limit) }
        return failure.message(what, limit: limit) + "; " + advice
    }
}
