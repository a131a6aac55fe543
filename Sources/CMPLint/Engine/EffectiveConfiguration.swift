import CMPLintDocuments

/// `--print-config PATH`: what a run applies to the sets at PATH and which files it came from, as
/// ESLint's `--print-config` and Ruff's `--show-settings` do: the config and ignore files found,
/// the run-wide settings (flag, else config, else default), each set's meaning with its source,
/// the exclude patterns, the rules in force with their severities, the rules turned off, and the
/// ignore entries.
public struct EffectiveConfiguration: Sendable {
    /// The whole answer as one JSON value (rendered as YAML or JSON).
    public let value: JSONValue

    /// Resolves the request as `lint` would, without reading a snapshot.
    public init(_ request: LintRequest) throws(LintError) {
        let setup = try LintSetup(request)
        let configuration = setup.configuration
        let sets: [JSONValue] = setup.sources.map { source in
            let expected = LintRunner.expectations(for: source, request: request, configuration: configuration)
            return .object([
                JSONMember(key: "path", value: .string(source.path)),
                JSONMember(key: "country", value: .optional(expected.country)),
                JSONMember(key: "region", value: .optional(expected.region)),
                JSONMember(key: "language", value: .optional(expected.language)),
                JSONMember(key: "geoFrom", value: .optional(expected.geoSource?.description)),
                JSONMember(key: "languageFrom", value: .optional(expected.languageSource?.description)),
                JSONMember(key: "platform", value: .string(expected.platform.rawValue)),
                JSONMember(key: "platformFrom", value: .optional(expected.platformSource?.description)),
                JSONMember(
                    key: "logos",
                    value: expected.bundledLogos.map { .array($0.map(\.rawValue).sorted().map { .string($0) }) }
                        ?? .null),
            ])
        }
        let off = configuration.severityOverrides.filter { $0.value == nil }.map(\.key).sorted()
        value = .object([
            JSONMember(key: "files", value: .object(setup.inputs.jsonMembers)),
            JSONMember(key: "extends", value: configuration.extendsText),
            JSONMember(
                key: "failSeverity",
                value: .string((request.failSeverity ?? configuration.failSeverity ?? .error).rawValue)),
            JSONMember(key: "maxFileSize", value: .string(ByteSize(bytes: setup.limits.maxBytes).description)),
            JSONMember(key: "maxFindingsPerRule", value: .int(setup.linter.maxFindingsPerRule)),
            JSONMember(key: "requireMeantFor", value: .bool(setup.linter.requireMeantFor)),
            JSONMember(
                key: "exclude",
                value: .array(
                    setup.exclusions.patterns.map {
                        .object([
                            JSONMember(key: "pattern", value: .string($0.text)),
                            JSONMember(key: "from", value: .string($0.origin)),
                        ])
                    })),
            JSONMember(key: "sets", value: .array(sets)),
            JSONMember(
                key: "rules",
                value: .object(setup.ruleset.rules.map { JSONMember(key: $0.id, value: .string($0.severity.rawValue)) })
            ),
            JSONMember(key: "off", value: .array(off.map { .string($0) })),
            JSONMember(
                key: "ignore",
                value: .array(
                    setup.ignore.entries.map { entry in
                        .object([
                            JSONMember(key: "rule", value: .string(entry.rule)),
                            JSONMember(key: "path", value: .string(entry.glob)),
                            JSONMember(key: "pointer", value: .optional(entry.pointer)),
                            JSONMember(key: "reason", value: .string(entry.reason)),
                            JSONMember(key: "from", value: .string(entry.source)),
                        ])
                    })),
        ])
    }

    /// YAML, with a first comment line saying what it is.
    public var yaml: String {
        "# cmplint: the effective configuration (config file, ignore files, settings, sets, rules)\n"
            + YAMLText.render(value)
    }

    public var json: String { value.prettyText() + "\n" }
}
