import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's own entries of a set folder (every name that is no snapshot file name) while a
/// capture replaces the set (`SetFolderWriter`): carried into the new set before the swap, and
/// their second names removed from the old set after it. cmplint never removes an entry it did not
/// write: only a second hard link it made itself, checked by inode, or a snapshot file.
package struct UserEntries {
    /// Names hard-linked into the new set, with the inode they name.
    package private(set) var linked: [String: ino_t] = [:]
    /// Names moved into the new set (folders, and files that cannot be hard linked).
    package private(set) var moved: [String] = []

    /// Carries every user entry of `old` into `new`.
    package mutating func carry(from old: OpenFolder, into new: OpenFolder) throws(LintError) {
        for name in old.names() where !SetFolderWriter.capturedNames.contains(name) {
            guard let info = old.entry(name) else { continue }
            // A hard link fails across devices, on file systems without them, and under Linux's
            // protected_hardlinks for a file of another user: then the entry moves.
            if info.st_mode & S_IFMT != S_IFDIR, old.hardLink(name, into: new) == nil {
                linked[name] = info.st_ino
                continue
            }
            if let code = old.move(name, to: new, replacing: false) {
                throw LintError(
                    "\(old.path)/\(name): cannot keep it in the new set (\(SafeFileWriter.reason(code))); the set was not replaced"
                )
            }
            moved.append(name)
        }
    }

    /// Puts everything back after a failure before the swap: `old` is the set as it was.
    package func undo(from new: OpenFolder, into old: OpenFolder) {
        for name in moved { _ = new.move(name, to: old, replacing: false) }
        for (name, inode) in linked where new.entry(name)?.st_ino == inode { new.remove(name) }
    }

    /// Empties the old set after the swap: its snapshot files go, and so do the second names of the
    /// carried files while `set` still holds the same file; an entry added or replaced meanwhile
    /// goes back into `set` (over a carried name only when that name still holds the carried file).
    /// Returns the names left in `old`.
    package func finish(old: OpenFolder, set: OpenFolder) -> [String] {
        var left: [String] = []
        for name in old.names() {
            if SetFolderWriter.capturedNames.contains(name) {
                if old.remove(name) != nil { left.append(name) }
                continue
            }
            let carried = linked[name].map { inode in set.entry(name)?.st_ino == inode } ?? false
            if carried, old.entry(name)?.st_ino == linked[name] {
                old.remove(name)
                continue
            }
            if old.move(name, to: set, replacing: carried) != nil { left.append(name) }
        }
        return left
    }
}
