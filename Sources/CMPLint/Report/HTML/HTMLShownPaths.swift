import CMPLintDocuments
import Foundation

/// How an HTML report shows paths: never with the folders of the machine that made it, since the
/// page is handed to customers and attached to tickets. Paths under the working directory are
/// relative already. An absolute one (a set outside the working directory, as in
/// `cmplint lint /tmp/x/DE_de`) is shown relative to the folder holding the sets' common folder,
/// so it starts with the name of what was named (`DE_de`, `x/old → x/new`); a file outside that
/// folder (a config above it, a `--gvl` elsewhere) is shown by its name after `…/`.
package struct HTMLShownPaths {
    /// Escaped text to find and what to show instead, longest first.
    private let replacements: [(found: String, shown: String)]

    /// `sets`: the sets' paths and the paths the user named (they choose the folder shown from);
    /// `files`: every other path the page names; `workingDirectory`: the folder the others are
    /// shown relative to when under it (a `--config` given as an absolute path).
    ///
    /// A folder's prefix is replaced once for all the paths under it, so a report of many sets
    /// costs a pass or two over the page; only paths outside both folders are replaced one by one.
    package init(sets: [String], files: [String], workingDirectory: String) {
        // The file-system root as working directory would show every folder: it counts as none.
        let cwd = ReportPath.normalize(workingDirectory)
        let inCwd = { (path: String) in cwd != "/" && Self.path(path, isIn: cwd) }
        let absolute = { (paths: [String]) in
            Set(paths.map(ReportPath.normalize).filter { $0.hasPrefix("/") && $0 != "/" })
        }
        let outsideSets = absolute(sets).filter { !inCwd($0) }
        let root = Self.commonFolder(outsideSets).map { $0 == "/" ? "/" : ($0 as NSString).deletingLastPathComponent }
        var replacements: [(found: String, shown: String)] = []
        for folder in [cwd, root].compactMap({ $0 }) where folder != "/" {
            replacements.append((HTMLText.escape(folder + "/"), ""))
        }
        for path in absolute(sets).union(absolute(files)) where !inCwd(path) {
            if let root, Self.path(path, isIn: root) {
                // Under the file-system root only: no prefix to drop once for all.
                guard root == "/" else { continue }
                replacements.append((HTMLText.escape(path), HTMLText.escape(String(path.dropFirst()))))
            } else {
                replacements.append(
                    (HTMLText.escape(path), HTMLText.escape("…/" + (path as NSString).lastPathComponent)))
            }
        }
        // The longest first: a folder inside another, a file inside a folder.
        self.replacements = replacements.sorted { $0.found.count > $1.found.count }
    }

    private static func path(_ path: String, isIn folder: String) -> Bool {
        folder == "/" || path.hasPrefix(folder + "/")
    }

    /// `html` (escaped text of the page) with every absolute path of the report shown as above.
    package func apply(to html: String) -> String {
        replacements.reduce(html) { $0.replacingOccurrences(of: $1.found, with: $1.shown) }
    }

    /// The deepest folder holding every path (a single path is its own), nil for none.
    private static func commonFolder(_ paths: Set<String>) -> String? {
        guard let first = paths.first else { return nil }
        var common = first.split(separator: "/")
        for path in paths {
            let parts = path.split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }
}
