import CMPLintDocuments
import Foundation

/// The git repository holding a folder, read through `GitProcess`: its root, commits by name,
/// merge bases, what changed in the working tree since a commit, and files as a commit holds them
/// (`ls-tree`, `cat-file`), so an old version is read without a second checkout. Every path git
/// prints is read from `-z` output, so spaces, newlines and non-ASCII names arrive as they are.
package struct GitRepository: Sendable {
    /// The repository's top folder, absolute with symbolic links resolved (as git prints it).
    package let root: String
    private let git: GitProcess

    /// The repository holding `folder`; exit 2 when git is missing or `folder` is in no repository.
    package init(containing folder: String) throws(LintError) {
        let git = try GitProcess(folder: folder)
        let result = try git.run(["rev-parse", "--show-toplevel"])
        guard result.status == 0, !result.text.isEmpty else {
            // git's own words too: a CI container's "dubious ownership" is no missing repository.
            let reason = result.error.split(separator: "\n").first.map { " (git: \(ReportText.visible(String($0))))" }
            throw LintError(
                "\(ReportText.visible(folder)): not a git repository, or one git refuses to read\(reason ?? ""); "
                    + "--changed and --since compare with the repository's history")
        }
        root = RelativePath.real(result.text)
        self.git = git.inFolder(root)
    }

    /// The full id of the commit `ref` names (a branch, tag, `HEAD~2`, an id); exit 2 naming it
    /// when there is none (on a shallow clone, saying how to fetch the history).
    package func commit(_ ref: String) throws(LintError) -> String {
        guard !ref.hasPrefix("-"), !ref.isEmpty else {
            throw LintError("'\(ReportText.visible(ref))' is no git revision (a branch, tag or commit)")
        }
        guard let id = resolve(ref) else {
            throw LintError(
                "unknown git revision '\(ReportText.visible(ref))': no branch, tag or commit of that name"
                    + (isShallow ? "; " + Self.shallowAdvice : ""))
        }
        return id
    }

    /// The commit `ref` names, or nil.
    private func resolve(_ ref: String) -> String? {
        guard let result = try? git.run(["rev-parse", "--verify", "--quiet", ref + "^{commit}"]), result.status == 0
        else { return nil }
        return result.text
    }

    /// Whether the clone holds only part of the history (`actions/checkout`'s default depth 1).
    package var isShallow: Bool {
        (try? git.run(["rev-parse", "--is-shallow-repository"]))?.text == "true"
    }

    /// What to change in CI when the history a comparison needs was not fetched.
    package static let shallowAdvice =
        "this is a shallow clone, which lacks the history to compare with: fetch it (`git fetch --unshallow`), "
        + "or check out the whole history in CI (`fetch-depth: 0` for GitHub Actions' actions/checkout, "
        + "`GIT_DEPTH: 0` in GitLab CI)"

    /// The default branch to compare with: the remote's `origin/HEAD`, else `origin/main`,
    /// `origin/master`, `main`, `master`; the first that names a commit.
    package static let defaultBranchCandidates = ["origin/HEAD", "origin/main", "origin/master", "main", "master"]

    /// The first default-branch candidate that exists, with its commit.
    package func defaultBranch() throws(LintError) -> (name: String, commit: String) {
        for name in Self.defaultBranchCandidates {
            if let commit = resolve(name) { return (name, commit) }
        }
        throw LintError(
            "no default branch to compare with (none of \(Self.defaultBranchCandidates.joined(separator: ", ")) exists); "
                + (isShallow ? Self.shallowAdvice : "name one with --since REF"))
    }

    /// The best common ancestor of two commits; on a shallow clone, where it is missing, the
    /// error says so and names the fix.
    package func mergeBase(_ first: String, _ second: String) throws(LintError) -> String {
        let result = try git.run(["merge-base", first, second])
        guard result.status == 0, !result.text.isEmpty else {
            throw LintError(
                "no common history between HEAD and \(String(second.prefix(12))) (git merge-base found none)"
                    + (isShallow ? "; " + Self.shallowAdvice : ""))
        }
        return result.text
    }

    /// The absolute paths (below `root`) that differ between `commit` and the working tree:
    /// committed, staged and unstaged changes, deletions, and untracked files that are not
    /// ignored. Renames count as a deletion and an addition, so both sets are linted.
    package func changedPaths(since commit: String) throws(LintError) -> Set<String> {
        let changed = try git.output(
            ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", commit, "--"],
            failure: "git diff against \(String(commit.prefix(12))) failed")
        let untracked = try git.output(
            ["ls-files", "-z", "--others", "--exclude-standard", "--full-name"],
            failure: "git ls-files failed")
        return Set((changed.fields + untracked.fields).map { root + "/" + $0 })
    }

    /// A file as a commit holds it: its path below the root, its blob and its size.
    package struct TreeFile: Sendable, Equatable {
        package let path: String
        package let blob: String
        package let size: Int
    }

    /// The files (blobs; no submodules or links) at or below `path` (relative to the root, ""
    /// for all) in `commit`, in path order.
    package func files(at commit: String, under path: String) throws(LintError) -> [TreeFile] {
        let result = try git.output(
            ["ls-tree", "-r", "-l", "-z", "--full-tree", commit, "--"] + (path.isEmpty ? [] : [path]),
            failure: "git ls-tree of \(String(commit.prefix(12))) failed")
        // "<mode> SP <type> SP <object> SP+ <size> TAB <path>", one per NUL-ended field.
        return result.fields.compactMap { field -> TreeFile? in
            guard let tab = field.firstIndex(of: "\t") else { return nil }
            let words = field[..<tab].split(separator: " ")
            guard words.count == 4, words[1] == "blob", words[0] != "120000", let size = Int(words[3]) else {
                return nil
            }
            let file = String(field[field.index(after: tab)...])
            guard path.isEmpty || file == path || file.hasPrefix(path + "/") else { return nil }
            return TreeFile(path: file, blob: String(words[2]), size: size)
        }
    }

    /// A blob's bytes.
    package func bytes(of file: TreeFile) throws(LintError) -> [UInt8] {
        try git.output(["cat-file", "blob", file.blob], failure: "git cat-file of \(file.path) failed").output
    }

    /// `path` (absolute) relative to the root: nil when it lies outside the repository. A path
    /// deleted from the working tree is resolved through the nearest folder above it that exists,
    /// so a link on the way (macOS's `/var`) still leads into the root.
    package func relative(_ path: String) -> String? {
        var existing = ReportPath.normalize(path)
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let real = ([RelativePath.real(existing)] + rest).joined(separator: "/")
        if real == root { return "" }
        return real.hasPrefix(root + "/") ? String(real.dropFirst(root.count + 1)) : nil
    }
}
