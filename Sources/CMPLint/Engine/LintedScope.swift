import CMPLintDocuments

/// What a run linted: the folders of its whole sets and the files of its single-file (partial)
/// sets, as absolute paths, and the paths it was asked to lint. A baseline entry outside it says
/// nothing about this run, so it is neither matched nor reported as fixed (linting one set with a
/// baseline of many); an ignore entry for other sets is not judged unused either.
public struct LintedScope: Sendable {
    package let folders: Set<String>
    package let files: Set<String>
    /// The PATH arguments (or `--banner/--preferences/--vendors` files), absolute and normalised.
    package let roots: [String]

    public init(_ sources: [SnapshotSource], roots: [String] = []) {
        folders = Set(sources.filter { !$0.isPartial }.map { ReportPath.normalize($0.directory) })
        files = Set(
            sources.flatMap { source in
                source.files.values.map { RelativePath.absolute($0, against: source.workingDirectory) }
            })
        self.roots = roots.map(ReportPath.normalize)
    }

    /// Whether the file (absolute) belongs to a set this run linted. A set-level finding (a
    /// missing component, an unknown geo) names the set's folder itself as its file.
    package func covers(_ file: String) -> Bool {
        let path = ReportPath.normalize(file)
        return files.contains(file) || folders.contains(path) || folders.contains(ReportPath.normalize(path + "/.."))
    }

    /// Whether this run can tell that the ignore entry is unused: its path pattern names something
    /// inside a path the run was asked to lint (the run saw everything there, so a pattern there
    /// matching nothing is stale), or it matches a file or folder of a set the run linted. An
    /// entry for sets outside the run (`lint eu/DE_de` with an entry for `eu/FR_fr`) is not judged.
    package func judges(_ entry: IgnoreList.Entry) -> Bool {
        let folder = entry.pathGlob.literalFolder
        if roots.contains(where: { folder == $0 || folder.hasPrefix($0 == "/" ? "/" : $0 + "/") }) { return true }
        return folders.contains(where: entry.pathGlob.matches) || files.contains(where: entry.pathGlob.matches)
    }
}
