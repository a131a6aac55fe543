#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reads a whole input file under a size limit that is checked before any byte is read, whatever
/// the path is: the size comes from `fstat` on the opened descriptor, so a symbolic link is measured
/// by its target, and at most `limit + 1` bytes are ever read (a file that grows meanwhile is still
/// refused). Only regular files are read: a FIFO would block and a device may never end.
package enum SizeLimitedFile {
    package enum Failure: Error, Equatable {
        /// `open` failed (missing, no permission, a symbolic-link loop); the system's reason.
        case cannotOpen(String)
        /// A folder.
        case folder
        /// A FIFO, device or socket.
        case notARegularFile
        /// Larger than the limit; nothing (or, for a file that grew, only `limit + 1` bytes) was read.
        case tooLarge(size: Int)
        case readFailed(String)

        /// What went wrong, without the path, for `what` ("the file", "the config file"):
        /// "the file is 3 GB (3221225472 bytes), larger than the limit of 32 MB (33554432 bytes)".
        package func message(_ what: String = "the file", limit: Int) -> String {
            switch self {
            case .cannotOpen(let reason), .readFailed(let reason): return "cannot read \(what) (\(reason))"
            case .folder: return "cannot read \(what): \(FileErrorWords.describe(EISDIR))"
            case .notARegularFile: return "cannot read \(what): not a regular file"
            case .tooLarge(let size):
                return
                    "\(what) is \(ByteSize(bytes: size).exactDescription), larger than the limit of \(ByteSize(bytes: limit).exactDescription)"
            }
        }
    }

    /// With `followingLinks` false, a symbolic link at `path` is not opened (`cannotOpen`).
    package static func read(atPath path: String, limit: Int, followingLinks: Bool = true) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(.cannotOpen(systemError())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.readFailed(systemError())) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(info.st_mode & S_IFMT == S_IFDIR ? .folder : .notARegularFile)
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size)) }

        // One read into storage of the announced size plus one byte, which tells whether it grew.
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            count = readFully(descriptor, into: buffer, failure: &failure)
        }
        if let failure { return .failure(failure) }
        if bytes.count > size {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count <= limit {
                let wanted = min(chunk.count, limit + 1 - bytes.count)
                let got = chunk.withUnsafeMutableBufferPointer {
                    readFully(descriptor, into: UnsafeMutableBufferPointer(rebasing: $0[0..<wanted]), failure: &failure)
                }
                if let failure { return .failure(failure) }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[0..<got])
            }
            if bytes.count > limit {
                let grown = fstat(descriptor, &info) == 0 ? Int(info.st_size) : bytes.count
                return .failure(.tooLarge(size: max(grown, bytes.count)))
            }
        }
        return .success(bytes)
    }

    /// Reads until `buffer` is full or the end of the file; the number of bytes read.
    private static func readFully(
        _ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failure: inout Failure?
    ) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let got = systemRead(descriptor, base + count, buffer.count - count)
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                failure = .readFailed(systemError())
                break
            }
        }
        return count
    }

    private static func systemError() -> String {
        FileErrorWords.describe(errno)
    }
}
