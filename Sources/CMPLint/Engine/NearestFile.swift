import Foundation

/// Finds a file by name in a directory or its nearest parent, as `.cmplint.yml` and
/// `.cmplint-ignore.yml` are found (like `.swiftlint.yml` and `.eslintrc`).
enum NearestFile {
    static func find(_ names: [String], from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            for name in names {
                let candidate = url.appendingPathComponent(name).path
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// `path` relative to `directory` when it lies inside it, as reports show paths.
    static func relative(_ path: String, to directory: String) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
