#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be opened or read, in words a user can act on, from the system's error
/// number: permission denied is not "no such file", and a link loop is not a missing file. One
/// table for every input (snapshots, config, ignore file, baseline), so the same cause reads the
/// same everywhere; numbers it does not know fall back to the system's own text.
package enum FileErrorWords {
    package static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied: this user may not read it, or may not open a folder on its path"
        case EISDIR: return "it is a folder, not a file"
        case ELOOP: return "too many symbolic links on its path (a link that leads back to itself?)"
        case ENOTDIR: return "a part of its path is a file, not a folder"
        case ENAMETOOLONG: return "the path is too long"
        case EMFILE, ENFILE: return "too many files are open"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
