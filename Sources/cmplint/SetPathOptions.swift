import ArgumentParser
import CMPLint
import CMPLintDocuments

/// The sets `lint`, `fix`, `inspect` and `simulate` read: PATHs, or one set's files named with
/// `--banner`, `--preferences` and `--vendors`.
struct SetPathOptions: ParsableArguments {
    @Argument(help: "Set folders, snapshot files, or folders searched recursively for sets.", completion: .file())
    var paths: [String] = []

    @Option(help: "The banner snapshot, when not found by name.", completion: .file(extensions: ["json"]))
    var banner: String?
    @Option(help: "The preferences snapshot, when not found by name.", completion: .file(extensions: ["json"]))
    var preferences: String?
    @Option(help: "The vendors snapshot, when not found by name.", completion: .file(extensions: ["json"]))
    var vendors: String?

    @Option(
        help: ArgumentHelp(
            "Skip folders and files matching GLOB in the trees searched (.gitignore syntax, relative to the working directory; repeatable), as the config's exclude: does.",
            valueName: "glob"))
    var exclude: [String] = []

    /// The request `reading` maps these sets to.
    func request(_ reading: SetReadingOptions) throws(LintError) -> LintRequest {
        var request = try reading.request(paths: paths, explicitFiles: explicitFiles)
        request.exclude = exclude
        return request
    }

    /// The files named by flags, by component.
    var explicitFiles: [ComponentKind: String] {
        var files: [ComponentKind: String] = [:]
        files[.banner] = banner
        files[.preferences] = preferences
        files[.vendors] = vendors
        return files
    }
}
