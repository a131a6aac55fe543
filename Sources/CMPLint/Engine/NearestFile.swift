import Foundation

/// Finds a file by name in a directory or its nearest parent, as `.cmplint.yml` and
/// `.cmplint-ignore.yml` are found (like `.swiftlint.yml` and `.eslintrc`).
enum NearestFile {
    /// The nearest of `names` (in that order within a folder) in or above `directory`.
    static func find(_ names: [String], from directory: String) -> String? {
        find(names, fromEach: [directory])[0]
    }

    /// `find` from each of `directories`, in order. Each folder is asked once: sets in one tree
    /// share their folders and parents (a thousand sets' lookups one by one were a tenth of
    /// linting them, all before the sets are linted in parallel).
    static func find(_ names: [String], fromEach directories: [String]) -> [String?] {
        var known: [String: String?] = [:]
        return directories.map { directory in
            var url = URL(fileURLWithPath: directory).standardizedFileURL
            var visited: [String] = []
            let found: String?
            while true {
                let path = url.path
                if let answer = known[path] { found = answer; break }
                visited.append(path)
                if let hit = names.lazy.map({ url.appendingPathComponent($0).path }).first(where: { FileManager.default.fileExists(atPath: $0) }) {
                    found = hit
                    break
                }
                let parent = url.deletingLastPathComponent()
                if parent.path == path { found = nil; break }
                url = parent
            }
            for path in visited { known[path] = found }
            return found
        }
    }
}
