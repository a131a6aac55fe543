import CFolderExchange

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder held open by its descriptor, and the entry operations a capture makes in it, each
/// relative to the descriptor (openat(2), mkdirat, unlinkat, linkat, renameat): a name is looked up
/// in this folder and nowhere else, and no symbolic link at a name is ever followed, so a link a
/// pull request planted in `--out` or in a set folder cannot lead a write or a removal elsewhere.
package final class OpenFolder {
    package let fd: Int32
    /// The folder's path, for messages.
    package let path: String

    /// Opens the folder at `path` (`--out`, which the user named: a link to a folder is fine).
    package init(path: String) throws(LintError) {
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        self.path = path
        guard fd >= 0 else { throw LintError("\(path): cannot open the folder (\(SafeFileWriter.reason(errno)))") }
    }

    /// Opens the folder `name` inside `parent`, refusing a symbolic link.
    package init(_ name: String, in parent: OpenFolder) throws(LintError) {
        fd = openat(parent.fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        path = parent.path + "/" + name
        guard fd >= 0 else { throw LintError("\(path): cannot open the folder (\(SafeFileWriter.reason(errno)))") }
    }

    deinit { close(fd) }

    /// What `name` is, without following a link (fstatat with AT_SYMLINK_NOFOLLOW); nil when absent.
    package func entry(_ name: String) -> stat? {
        var info = stat()
        return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// The folder's own status.
    package var status: stat? {
        var info = stat()
        return fstat(fd, &info) == 0 ? info : nil
    }

    /// The names in the folder, `.` and `..` left out.
    package func names() -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return []
        }
        defer { closedir(dir) }
        rewinddir(dir)
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates the new regular file `name` (never an existing one, never through a link) holding
    /// `bytes`, synced to disk.
    package func createFile(_ name: String, _ bytes: [UInt8]) throws(LintError) {
        let file = openat(fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw failure(name, errno) }
        var code = bytes.withUnsafeBytes { SafeFileWriter.writeAll($0, to: file) }
        if code == nil, fsync(file) != 0 { code = errno }
        if close(file) != 0, code == nil { code = errno }
        if let code {
            unlinkat(fd, name, 0)
            throw failure(name, code)
        }
    }

    /// Creates the folder `name` (mkdirat fails on any existing entry, a link included); the errno or nil.
    package func makeFolder(_ name: String) -> Int32? {
        mkdirat(fd, name, 0o777) == 0 ? nil : errno
    }

    /// Removes the entry `name` itself (a link, never what it points to); the errno or nil.
    @discardableResult
    package func remove(_ name: String, folder: Bool = false) -> Int32? {
        unlinkat(fd, name, folder ? AT_REMOVEDIR : 0) == 0 ? nil : errno
    }

    /// Makes `name` in `other` a second name of the entry `name` here (a link itself, not its
    /// target); the errno or nil.
    package func hardLink(_ name: String, into other: OpenFolder) -> Int32? {
        linkat(fd, name, other.fd, name, 0) == 0 ? nil : errno
    }

    /// Moves the entry `name` to `newName` in `other`, replacing what is there unless `replacing`
    /// is false (then an existing entry is EEXIST); the errno or nil.
    package func move(_ name: String, to other: OpenFolder, as newName: String? = nil, replacing: Bool) -> Int32? {
        let target = newName ?? name
        if !replacing {
            let code = cmplint_rename_noreplace(fd, name, other.fd, target)
            if code != ENOSYS && code != EINVAL { return code == 0 ? nil : code }
            if other.entry(target) != nil { return EEXIST }
        }
        return renameat(fd, name, other.fd, target) == 0 ? nil : errno
    }

    /// Swaps the entries `first` and `second` in one atomic rename (`cmplint_rename_exchange`); the
    /// errno or nil. ENOSYS or EINVAL: this system or file system cannot exchange.
    package func exchange(_ first: String, with second: String) -> Int32? {
        let code = cmplint_rename_exchange(fd, first, fd, second)
        return code == 0 ? nil : code
    }

    /// Sets the permission bits of the folder itself; best effort.
    package func setMode(_ mode: mode_t) {
        _ = fchmod(fd, mode & 0o7777)
    }

    /// fsync on the folder, so that the renames in it reach the disk; best effort.
    package func sync() {
        _ = fsync(fd)
    }

    package func failure(_ name: String, _ code: Int32) -> LintError {
        LintError("\(path)/\(name): cannot write (\(SafeFileWriter.reason(code)))")
    }
}
