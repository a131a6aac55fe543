import Foundation

/// Paths between folders, for files that store paths relative to themselves (a baseline) and for
/// telling which file a path names whatever the working directory.
package enum RelativePath {
    /// `path` written relative to `folder` (both absolute), walking up with `..` when it lies
    /// outside: `/repo/a/b.json` from `/repo/c` is `../a/b.json`.
    package static func from(_ folder: String, to path: String) -> String {
        let base = ReportPath.normalize(folder).split(separator: "/")
        let target = ReportPath.normalize(path).split(separator: "/")
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` as an absolute, normalised path: relative paths are read against `folder`.
    package static func absolute(_ path: String, against folder: String) -> String {
        ReportPath.normalize(path.hasPrefix("/") ? path : folder + "/" + path)
    }

    /// The file's real path (symbolic links resolved), so one file reached two ways is one file.
    package static func real(_ absolutePath: String) -> String {
        URL(fileURLWithPath: absolutePath).resolvingSymlinksInPath().path
    }
}
