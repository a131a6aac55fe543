/// What a run linted: the folders of its whole sets and the files of its single-file (partial)
/// sets, as absolute paths. A baseline entry outside it says nothing about this run, so it is
/// neither matched nor reported as fixed (linting one set with a baseline of many).
public struct LintedScope: Sendable {
    let folders: Set<String>
    let files: Set<String>

    public init(_ sources: [SnapshotSource]) {
        folders = Set(sources.filter { !$0.isPartial }.map { ReportPath.normalize($0.directory) })
        files = Set(sources.flatMap { source in source.files.values.map { RelativePath.absolute($0, against: source.workingDirectory) } })
    }

    /// Whether the file (absolute) belongs to a set this run linted. A set-level finding (a
    /// missing component, an unknown geo) names the set's folder itself as its file.
    func covers(_ file: String) -> Bool {
        let path = ReportPath.normalize(file)
        return files.contains(file) || folders.contains(path) || folders.contains(ReportPath.normalize(path + "/.."))
    }
}
