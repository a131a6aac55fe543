import ArgumentParser
import CMPLint

/// The sets `lint`, `fix` and `inspect` read: PATHs, or one set's files named with
/// `--banner`, `--preferences` and `--vendors`.
struct SetPathOptions: ParsableArguments {
    @Argument(help: "Set folders, snapshot files, or folders searched recursively for sets.")
    var paths: [String] = []

    @Option(help: "The banner snapshot, when not found by name.") var banner: String?
    @Option(help: "The preferences snapshot, when not found by name.") var preferences: String?
    @Option(help: "The vendors snapshot, when not found by name.") var vendors: String?

    /// The files named by flags, by component.
    var explicitFiles: [ComponentKind: String] {
        var files: [ComponentKind: String] = [:]
        files[.banner] = banner
        files[.preferences] = preferences
        files[.vendors] = vendors
        return files
    }
}
