import CMPLintArchive
import CMPLintDocuments
import Foundation

/// The files changed in the working tree since a base commit (`lint --changed`), and which sets
/// they touch. A set is always linted whole: a changed file of the set, a snapshot file added to
/// or deleted from its folder, or a change to the app artifact it lies in brings in the whole set;
/// changes to other files (docs, code, a `.cmplint.yml`) bring in none.
package struct ChangedFiles: Sendable {
    /// Absolute paths with symbolic links resolved, below the repository's root.
    package let paths: Set<String>
    /// How the base was chosen, for the run's notice ("the merge base of HEAD and origin/main, 3a7b191").
    package let baseDescription: String

    /// The names of the changed paths, by their folder: a set looks up its own folder only.
    private let namesByFolder: [String: [String]]

    package init(paths: Set<String>, baseDescription: String) {
        self.paths = paths
        self.baseDescription = baseDescription
        namesByFolder = Dictionary(grouping: paths) { ($0 as NSString).deletingLastPathComponent }
            .mapValues { $0.map { ($0 as NSString).lastPathComponent } }
    }

    /// What changed since `base` in the repository holding `workingDirectory`: committed (since
    /// the merge base), staged, unstaged and untracked changes alike, as a pull request's CI or a
    /// developer's pre-push check sees them.
    package static func since(_ base: ChangeBase, in workingDirectory: String) throws(LintError) -> ChangedFiles {
        let repository = try GitRepository(containing: workingDirectory)
        let head = try repository.commit("HEAD")
        let named: (name: String, commit: String)
        switch base {
        case .defaultBranch: named = try repository.defaultBranch()
        case .revision(let ref): named = (ref, try repository.commit(ref))
        }
        let mergeBase = try repository.mergeBase(head, named.commit)
        return ChangedFiles(
            paths: try repository.changedPaths(since: mergeBase),
            baseDescription: "the merge base of HEAD and \(ReportText.visible(named.name)) (\(mergeBase.prefix(7)))")
    }

    /// The sets among `sources` that a change touches, in their order.
    package func touching(_ sources: [SnapshotSource]) -> [SnapshotSource] {
        sources.filter(touches)
    }

    package func touches(_ source: SnapshotSource) -> Bool {
        if source.isArchived, let separator = source.directory.range(of: ArchivePath.separator) {
            return paths.contains(RelativePath.real(String(source.directory[..<separator.lowerBound])))
        }
        let files = source.files.values.map {
            RelativePath.real(RelativePath.absolute($0, against: source.workingDirectory))
        }
        if files.contains(where: paths.contains) { return true }
        guard !source.isPartial else { return false }
        // A snapshot file added to or deleted from the set's folder (a deleted file is in no
        // source): any `.json` file for a set assembled from content, else a snapshot's name.
        let byContent = source.naming.assembly != nil
        return (namesByFolder[RelativePath.real(source.directory)] ?? []).contains { name in
            ComponentKind(fileName: name) != nil || (byContent && name.lowercased().hasSuffix(".json"))
        }
    }
}
