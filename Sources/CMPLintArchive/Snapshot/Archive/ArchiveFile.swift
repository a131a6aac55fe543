import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An archive file read by offset with `pread(2)`: only the record or chunk being read is in
/// memory, never the whole archive, and every read is checked against the file's size first.
package final class ArchiveFile {
    /// The file's size in bytes when it was opened.
    package let size: UInt64
    private let descriptor: Int32

    /// Opens the regular file at `location` for reading; the reason in words when it cannot.
    package init(location: String) throws(ZipDamage) {
        let descriptor = open(location, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ZipDamage(FileErrorWords.describe(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size >= 0 else {
            close(descriptor)
            throw ZipDamage("it is not a regular file")
        }
        self.descriptor = descriptor
        size = UInt64(status.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Exactly `count` bytes from `offset`; an error naming the range when the file ends before it.
    package func read(at offset: UInt64, count: Int) throws(ZipDamage) -> [UInt8] {
        let (end, overflow) = offset.addingReportingOverflow(UInt64(max(count, 0)))
        guard count >= 0, !overflow, end <= size else {
            throw ZipDamage("the file ends at byte \(size), before the \(count) bytes at offset \(offset) it refers to")
        }
        guard count > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress! + done, count - done, off_t(offset) + off_t(done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw ZipDamage(
                    "reading the file failed at offset \(offset + UInt64(done)) (\(FileErrorWords.describe(errno)))")
            }
            guard got > 0 else {
                throw ZipDamage("the file ended at offset \(offset + UInt64(done)) while it was read (the file shrank)")
            }
            done += got
        }
        return buffer
    }
}
