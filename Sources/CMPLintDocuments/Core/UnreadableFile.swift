#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a snapshot path cannot be read as a file, in words for a finding or an error: a symbolic
/// link to nothing, a link loop, a FIFO or device in place of a file, missing permission. A tree
/// may hold such an entry under a snapshot's name; it is reported on its set (`invalid-json`)
/// while the other sets are linted. Looks at the entry only, never reads it.
package enum UnreadableFile {
    /// nil when `location` is a regular file the process may read.
    package static func reason(_ location: String) -> String? {
        var entry = stat()
        guard lstat(location, &entry) == 0 else { return FileErrorWords.describe(errno) }
        var target = stat()
        if entry.st_mode & S_IFMT == S_IFLNK {
            guard stat(location, &target) == 0 else {
                let code = errno
                if code == ENOENT, let destination = SafeFileWriter.readLink(location) {
                    return "it is a symbolic link to '\(destination)', which does not exist"
                }
                return code == ELOOP ? "it is a symbolic link that leads back to itself" : FileErrorWords.describe(code)
            }
        } else {
            target = entry
        }
        switch target.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return FileErrorWords.describe(EISDIR)
        case S_IFIFO: return "it is a FIFO, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is a device, not a regular file"
        }
        return access(location, R_OK) == 0 ? nil : FileErrorWords.describe(errno)
    }

    /// Why a path given on the command line cannot be found: not always that it does not exist (a
    /// folder on its way may not be searchable, a link may lead nowhere or back to itself).
    package static func whyNotFound(_ location: String) -> String {
        reason(location) ?? FileErrorWords.describe(ENOENT)
    }
}
