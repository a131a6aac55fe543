#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the files cmplint produces (reports, baselines, the step summary, rule pages, schemas)
/// without ever destroying what the path names:
///
/// - a regular file (or a new one) is replaced atomically: a temporary file next to it, written,
///   `fsync`ed and renamed over it, so a failed write never leaves half a report; an existing file
///   keeps its permission bits (a 0600 report stays 0600), a new one gets 0666 minus the umask;
/// - a symbolic link is written *through*: the file it points to is replaced (or created), the link
///   stays; links the kernel resolves itself (`/dev/stdout` → `/proc/self/fd/1`, procfs "magic
///   links" that name an open file rather than a path) are opened and written directly;
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout` on macOS, a named pipe) is opened and
///   written directly, never replaced;
/// - a folder, a socket or a block device is refused.
///
/// Every failure is a `LintError` naming the path as given and the system's reason, e.g.
/// `/dev/full: cannot write (No space left on device)`.
public enum SafeFileWriter {
    /// Symbolic links followed before giving up, as the kernel's own limit (Linux `MAXSYMLINKS`, 40).
    package static let maxLinks = 40

    /// Replaces the content of `path` with `text` (see the type's comment for what `path` may be).
    public static func write(_ text: String, to path: String) throws(LintError) {
        switch try target(of: path) {
        case .regular(let file, let mode):
            try replace(file, with: text, mode: mode, named: path)
        case .direct(let file):
            try writeDirectly(text, to: file, flags: O_WRONLY | O_TRUNC, named: path)
        case .procLink(let file):
            // Appends to what the descriptor names, as writing to the descriptor itself would.
            try writeDirectly(text, to: file, flags: O_WRONLY | O_APPEND, named: path)
        }
    }

    /// Appends `text` to `path`, creating it (GitHub's step summary). Follows symbolic links as
    /// `>>` does; refuses folders, sockets and block devices.
    public static func append(_ text: String, to path: String) throws(LintError) {
        try writeDirectly(text, to: path, flags: O_WRONLY | O_APPEND | O_CREAT, named: path)
    }

    /// Creates the folder `path` and its missing parents (`--output DIR`); existing folders, and
    /// links to folders, are fine.
    public static func createFolder(_ path: String) throws(LintError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if stat(prefix, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { continue }
            guard mkdir(prefix, 0o777) == 0 else {
                throw LintError("\(path): cannot create the folder (\(reason(errno == EEXIST ? ENOTDIR : errno)))")
            }
        }
    }

    /// Writes all of `bytes` to the open descriptor `fd`, retrying short writes and interrupted
    /// calls; returns the `errno` of the first failure, or nil.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    /// `writeAll` of bytes held in an array (a fixed file's new content).
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// `writeAll` of text, as UTF-8.
    public static func writeAll(_ text: String, to fd: Int32) -> Int32? {
        withBytes(text) { writeAll($0, to: fd) }
    }

    /// The system's one-line description of `code` ("No space left on device").
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    // MARK: - Where a path leads

    package enum Target: Equatable {
        /// A regular file to replace (mode nil: it does not exist yet).
        case regular(String, mode: mode_t?)
        /// A character device or FIFO, written in place.
        case direct(String)
        /// A procfs link naming an open file.
        case procLink(String)
    }

    /// Follows `path`'s symbolic links to what will be written, refusing what cannot be.
    package static func target(of path: String) throws(LintError) -> Target {
        var current = path
        for _ in 0...maxLinks {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ENOENT { return .regular(current, mode: nil) }
                throw failure(path, code)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .regular(current, mode: info.st_mode & 0o777)
            case S_IFCHR, S_IFIFO:
                return .direct(current)
            case S_IFLNK:
                if isOnProcfs(directory(of: current)) { return .procLink(current) }
                guard let destination = readLink(current) else { throw failure(path, errno) }
                current = destination.hasPrefix("/") ? destination : directory(of: current) + "/" + destination
            default:
                throw refusal(path, info.st_mode)
            }
        }
        throw failure(path, ELOOP)
    }

    /// A socket, block device or other special file: nothing a report can go to.
    package static func refusal(_ path: String, _ mode: mode_t) -> LintError {
        let kind: String
        switch mode & S_IFMT {
        case S_IFDIR: return LintError("\(path): is a folder; name a file to write")
        case S_IFSOCK: kind = "socket"
        case S_IFBLK: kind = "block device"
        default: kind = "special file"
        }
        return LintError("\(path): is a \(kind); cmplint writes only to regular files, character devices and FIFOs")
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Where the symbolic link at `path` points, as written in the link.
    package static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `directory` lies on procfs (the file system mounted at /proc), whose links name open
    /// files, not paths (proc(5), /proc/pid/fd: "a symbolic link to the actual file").
    package static func isOnProcfs(_ directory: String) -> Bool {
        var proc = stat()
        var info = stat()
        return stat("/proc", &proc) == 0 && stat(directory, &info) == 0 && info.st_dev == proc.st_dev
    }

    // MARK: - Writing

    /// Opens `file` (no rename, no creation unless `flags` say so) and writes `text`. What was
    /// opened is checked, not what the path named a moment before.
    package static func writeDirectly(_ text: String, to file: String, flags: Int32, named path: String)
        throws(LintError)
    {
        let fd = open(file, flags | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure(path, errno) }
        var info = stat()
        if fstat(fd, &info) == 0, ![S_IFREG, S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT) {
            close(fd)
            throw refusal(path, info.st_mode)
        }
        let writeError = withBytes(text) { writeAll($0, to: fd) }
        let closeError = close(fd) == 0 ? nil : errno
        if let code = writeError ?? closeError { throw failure(path, code) }
    }

    /// Writes a temporary file beside `file`, `fsync`s it and renames it over `file`.
    package static func replace(_ file: String, with text: String, mode: mode_t?, named path: String) throws(LintError)
    {
        try replace(file, named: path, mode: mode) { fd in withBytes(text) { writeAll($0, to: fd) } }
    }

    /// Replaces `file` atomically: a temporary file beside it gets `mode` (and `owner`, when given),
    /// its content from `contents` (which returns the `errno` of a failure), is `fsync`ed, then
    /// `beforeRename` runs (a last check; an error there keeps `file` as it was) and the temporary
    /// file is renamed over `file`, and the folder is synced so the rename survives a crash. A
    /// failure at any step removes the temporary file and leaves `file` untouched.
    public static func replace(
        _ file: String, named path: String, mode: mode_t?, owner: (uid: uid_t, gid: gid_t)? = nil,
        contents: (Int32) -> Int32?, beforeRename: () throws(LintError) -> Void = {}
    ) throws(LintError) {
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = directory(of: file) + "/.cmplint-\(getpid())-\(attempt).tmp"
            // 0666: the kernel takes the umask off, as for any new file.
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(path, errno) }
        var code: Int32? = nil
        if let owner, fchown(fd, owner.uid, owner.gid) != 0 { code = errno }
        if code == nil, let mode, fchmod(fd, mode) != 0 { code = errno }
        if code == nil { code = contents(fd) }
        if code == nil, fsync(fd) != 0 { code = errno }
        if close(fd) != 0, code == nil { code = errno }
        if let code {
            unlink(temporary)
            throw failure(path, code)
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, file) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
        syncFolder(directory(of: file))
    }

    /// `fsync` on a folder, so that a rename in it is on disk (fsync(2): syncing a file "does not
    /// necessarily ensure that the entry in the directory containing the file has also reached
    /// disk"). Best effort: some file systems refuse it, and the rename itself already happened.
    package static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    package static func failure(_ path: String, _ code: Int32) -> LintError {
        LintError("\(path): cannot write (\(reason(code)))")
    }
}

/// write(2), under a name the type's own `write` does not shadow.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// The UTF-8 bytes of `text`, without a copy when the string is stored contiguously.
private func withBytes<R>(_ text: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    text.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
        ?? Array(text.utf8).withUnsafeBytes(body)
}
