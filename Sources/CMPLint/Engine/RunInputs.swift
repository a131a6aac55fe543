import CMPLintDocuments

/// Which configuration, ignore and baseline files a run read, as the run shows paths, so every
/// report can say what was applied (a stylish header line, JSON `configuration`, SARIF run
/// properties) and the same result can be explained from any working directory.
public struct RunInputs: Sendable, Equatable {
    /// The `.cmplint.yml` in force, or nil for the defaults.
    public var configFile: String?
    /// Every `.cmplint-ignore.yml` read (or the `--ignore-file`), sorted.
    public var ignoreFiles: [String]
    /// `--baseline`, when given.
    public var baselineFile: String?

    public init(configFile: String? = nil, ignoreFiles: [String] = [], baselineFile: String? = nil) {
        self.configFile = configFile
        self.ignoreFiles = ignoreFiles
        self.baselineFile = baselineFile
    }

    /// One line for people: `config .cmplint.yml · ignore file none`.
    public var summaryLine: String {
        var parts = [configLine]
        parts.append(
            (ignoreFiles.count > 1 ? "ignore files " : "ignore file ")
                + (ignoreFiles.isEmpty ? "none" : ignoreFiles.joined(separator: ", ")))
        if let baselineFile { parts.append("baseline " + baselineFile) }
        return parts.joined(separator: " · ")
    }

    /// `config .cmplint.yml`, or `config none (default rules)`.
    package var configLine: String { "config " + (configFile ?? "none (default rules)") }

    /// The same as JSON members: `configFile`, `ignoreFiles`, `baselineFile`.
    package var jsonMembers: [JSONMember] {
        [
            JSONMember(key: "configFile", value: .optional(configFile)),
            JSONMember(key: "ignoreFiles", value: .array(ignoreFiles.map { .string($0) })),
            JSONMember(key: "baselineFile", value: .optional(baselineFile)),
        ]
    }
}
