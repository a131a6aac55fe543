import CBuildInfo

/// The tool's name and version, as reports state them.
public enum ToolInfo {
    public static let name = "cmplint"
    /// The release version (semantic versioning), the one place it is defined; CHANGELOG.md lists each.
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/cmplint/cmplint"

    /// The git commit of a release build (`make static`, `make dist`), nil for a plain `swift build`.
    public static let commit: String? = {
        let commit = String(cString: cmplint_build_commit())
        return commit.isEmpty ? nil : commit
    }()

    /// What `cmplint --version` prints: `0.1.0`, or `0.1.0 (abc1234)` for a build that knows its commit.
    public static var versionLine: String {
        commit.map { "\(version) (\($0))" } ?? version
    }
}
