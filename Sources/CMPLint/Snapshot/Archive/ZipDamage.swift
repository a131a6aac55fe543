/// Why the bytes of an archive are not a ZIP archive cmplint can read: a reason in words, turned
/// into a `LintError` naming the archive (and the entry) by `ArchiveReader`.
struct ZipDamage: Error, Equatable {
    let reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
