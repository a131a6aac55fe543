import Foundation

/// Finds a file by name in a directory or its nearest parent, as `.cmplint.yml` and
/// `.cmplint-ignore.yml` are found (like `.swiftlint.yml` and `.eslintrc`), up to the repository
/// root: the nearest folder holding `.git` (a folder, or a file as in a worktree or a submodule) is
/// the last one asked, as ESLint's `root: true` and Ruff's project boundaries end their searches.
/// A file above the checkout (a home folder, a shared build folder, a parent project) is not the
/// project's, so it must not decide what a lint of the project reports or what `fix` rewrites.
/// Outside any repository the search goes on to the file-system root.
package enum NearestFile {
    /// What marks a repository root: `.git`, whatever its kind.
    package static let repositoryMarker = ".git"

    /// The nearest of `names` (in that order within a folder) in or above `directory`.
    package static func find(_ names: [String], from directory: String) -> String? {
        find(names, fromEach: [directory])[0]
    }

    /// `find` from each of `directories`, in order. Each folder is asked once: sets in one tree
    /// share their folders and parents, and this runs before the sets are linted in parallel.
    package static func find(_ names: [String], fromEach directories: [String]) -> [String?] {
        var known: [String: String?] = [:]
        return directories.map { directory in
            var url = URL(fileURLWithPath: directory).standardizedFileURL
            var visited: [String] = []
            let found: String?
            while true {
                let path = url.path
                if let answer = known[path] {
                    found = answer
                    break
                }
                visited.append(path)
                if let hit = names.lazy.map({ url.appendingPathComponent($0).path }).first(where: {
                    FileManager.default.fileExists(atPath: $0)
                }) {
                    found = hit
                    break
                }
                let parent = url.deletingLastPathComponent()
                if parent.path == path || isRepositoryRoot(url) {
                    found = nil
                    break
                }
                url = parent
            }
            for path in visited { known[path] = found }
            return found
        }
    }

    /// Whether `folder` holds `.git` (a folder, a file, or a link to either).
    package static func isRepositoryRoot(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(repositoryMarker).path)
    }
}
