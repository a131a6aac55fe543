#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a tree walk does with a folder's entry, read with `lstat` (and `stat` for a link): Foundation's
/// `URL.resourceValues` answers the same question at many times the cost.
package enum TreeEntryKind: Equatable {
    /// A folder to walk.
    case folder
    /// A symbolic link to a folder: not followed, so that a link cycle cannot hang the walk.
    case linkToFolder
    /// Anything else (a file, a link to one, a broken link, an entry that vanished): a file
    /// candidate, which reading reports on when it is not a readable file (`UnreadableFile`).
    case other

    package init(_ location: String) {
        var entry = stat()
        guard lstat(location, &entry) == 0 else {
            self = .other
            return
        }
        switch entry.st_mode & S_IFMT {
        case S_IFDIR:
            self = .folder
        case S_IFLNK:
            var target = stat()
            self = stat(location, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .other
        default:
            self = .other
        }
    }
}
