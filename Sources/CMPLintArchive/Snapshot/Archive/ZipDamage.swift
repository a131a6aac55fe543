/// Why the bytes of an archive are not a ZIP archive cmplint can read: a reason in words, turned
/// into a `LintError` naming the archive (and the entry) by `ArchiveReader`.
package struct ZipDamage: Error, Equatable {
    package let reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}
