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
    /// The config each set used, when a run applied more than one (`ConfigurationSplit`); empty
    /// otherwise, when `configFile` applies to every set.
    public var setConfigs: [SetConfig] = []

    /// A set and the config it used (nil: the defaults).
    public struct SetConfig: Sendable, Equatable {
        public let set: String
        public let configFile: String?
    }

    public init(configFile: String? = nil, ignoreFiles: [String] = [], baselineFile: String? = nil) {
        self.configFile = configFile
        self.ignoreFiles = ignoreFiles
        self.baselineFile = baselineFile
    }

    /// The inputs of runs over different sets, one per config: every config with its sets, every
    /// ignore file; `configFile` is the first set's config.
    package init(combining setups: [LintSetup]) {
        self.init(
            configFile: setups.first?.inputs.configFile,
            ignoreFiles: Set(setups.flatMap(\.inputs.ignoreFiles)).sorted(),
            baselineFile: setups.first?.inputs.baselineFile)
        setConfigs = setups.flatMap { setup in
            setup.sources.map { SetConfig(set: $0.path, configFile: setup.inputs.configFile) }
        }.sorted { $0.set < $1.set }
    }

    /// Every file named here: the configs, ignore files and baseline.
    package var files: [String] {
        [configFile, baselineFile].compactMap { $0 } + ignoreFiles + setConfigs.compactMap(\.configFile)
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

    /// `config .cmplint.yml`, or `config none (default rules)`; with several configs, each with
    /// how many sets used it: `configs app/.cmplint.yml (2 sets), none (default rules) (1 set)`.
    package var configLine: String {
        guard !setConfigs.isEmpty else { return "config " + (configFile ?? "none (default rules)") }
        var counts: [(file: String?, sets: Int)] = []
        for entry in setConfigs {
            if let index = counts.firstIndex(where: { $0.file == entry.configFile }) {
                counts[index].sets += 1
            } else {
                counts.append((entry.configFile, 1))
            }
        }
        return "configs "
            + counts.map { "\($0.file ?? "none (default rules)") (\($0.sets) \(ReportText.plural($0.sets, "set")))" }
            .joined(separator: ", ")
    }

    /// The same as JSON members: `configFile`, `ignoreFiles`, `baselineFile`, and `setConfigs`
    /// (`[{set, configFile}]`) when sets used different configs.
    package var jsonMembers: [JSONMember] {
        [
            JSONMember(key: "configFile", value: .optional(configFile)),
            JSONMember(key: "ignoreFiles", value: .array(ignoreFiles.map { .string($0) })),
            JSONMember(key: "baselineFile", value: .optional(baselineFile)),
        ]
            + (setConfigs.isEmpty
                ? []
                : [
                    JSONMember(
                        key: "setConfigs",
                        value: .array(
                            setConfigs.map {
                                .object([
                                    JSONMember(key: "set", value: .string($0.set)),
                                    JSONMember(key: "configFile", value: .optional($0.configFile)),
                                ])
                            }))
                ])
    }
}
