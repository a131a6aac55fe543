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
}
