import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a fixed snapshot over the file it was read from without ever losing data:
///
/// - only a regular file with a single name is replaced. A symbolic link is refused, not written
///   through: it may lead outside the paths the user gave, and `cmplint fix` changes nothing
///   outside them (name the file it points to instead). A file with other hard links is refused
///   too, since replacing it would leave the other names with the old content;
/// - a read-only file (no write permission bit, or not writable by the user) is an error naming it;
/// - the new content goes to a temporary file in the same folder, which gets the file's
///   permission bits and owner, is `fsync`ed and renamed over the file (`SafeFileWriter.replace`):
///   a crash or kill leaves either the old file or the new one, never a mix;
/// - just before the rename, the file is read again: if it is no longer what was fixed (another
///   program changed it meanwhile), nothing is replaced and the error says so.
public struct SnapshotWriter: Sendable {
    /// Runs between writing the temporary file and the last check before the rename, with the
    /// file's path: tests simulate an interruption or a concurrent change here.
    package let beforeRename: @Sendable (String) throws(LintError) -> Void

    public init() {
        beforeRename = { _ in }
    }

    package init(beforeRename: @escaping @Sendable (String) throws(LintError) -> Void) {
        self.beforeRename = beforeRename
    }

    /// Replaces the file at `location` (shown as `path`), which held `original` when it was read,
    /// with `fixed`.
    public func write(_ fixed: [UInt8], over original: [UInt8], at location: String, named path: String)
        throws(LintError)
    {
        var info = stat()
        guard lstat(location, &info) == 0 else {
            throw LintError("\(path): cannot write the fixed file (\(SafeFileWriter.reason(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            throw LintError(
                "\(path): is a symbolic link; cmplint fix replaces only regular files, never what a link leads to (name the file itself)"
            )
        default:
            throw LintError("\(path): is not a regular file; not fixed")
        }
        if info.st_nlink > 1 {
            throw LintError(
                "\(path): has \(info.st_nlink) hard links; replacing it would leave the other names with the unfixed content (copy it to a file of its own first)"
            )
        }
        if info.st_mode & 0o222 == 0 || access(location, W_OK) != 0 {
            throw LintError("\(path): is read-only; not fixed (make it writable to fix it)")
        }
        let owner = info.st_uid == geteuid() && info.st_gid == getegid() ? nil : (uid: info.st_uid, gid: info.st_gid)
        try SafeFileWriter.replace(
            location, named: path, mode: info.st_mode & 0o7777, owner: owner,
            contents: { fd in
                SafeFileWriter.writeAll(fixed, to: fd)
            },
            beforeRename: { () throws(LintError) in
                try beforeRename(location)
                try Self.requireUnchanged(location, original, named: path)
            })
    }

    /// Fails unless the file at `location` still holds exactly `original` (and is no link).
    package static func requireUnchanged(_ location: String, _ original: [UInt8], named path: String) throws(LintError)
    {
        guard
            case .success(let current) = SizeLimitedFile.read(
                atPath: location, limit: original.count, followingLinks: false),
            current == original
        else {
            throw LintError("\(path): changed on disk since cmplint read it; not overwritten (run cmplint fix again)")
        }
    }
}
