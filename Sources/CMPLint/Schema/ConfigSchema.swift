import CMPLintDocuments

/// JSON Schema of `.cmplint.yml` (committed as `schema/cmplint-config.schema.json`): the vocabulary
/// `Configuration.parse` reads, with custom rules in the rule-file vocabulary (`RuleSchema`).
public enum ConfigSchema {
    package enum Definition {
        package static let ruleSetting = "ruleSetting"
        package static let severityOrOff = "severityOrOff"
        package static let setEntry = "setEntry"
    }

    public static var configFile: JSONValue {
        SchemaValue.object(
            ("$schema", .string(RuleSchema.draft)),
            ("$comment", .string(SchemaFiles.generatedNote)),
            ("title", .string("cmplint configuration (.cmplint.yml)")),
            (
                "description",
                .string(
                    "Which ruleset to start from, severity overrides and custom rules, suppressions, and what each snapshot set is meant for."
                )
            ),
            ("type", .string("object")),
            (
                "properties",
                SchemaValue.object(
                    (
                        "extends",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "What this file builds on, merged in order (later over earlier, this file's keys last): default (the default ruleset), none, or the path of a config or ruleset file relative to this file's folder; one entry or a list."
                                )
                            ),
                            (
                                "oneOf",
                                .array([
                                    extendsEntry,
                                    SchemaValue.object(("type", .string("array")), ("items", extendsEntry)),
                                ])
                            ),
                            ("default", .string(Configuration.extendsValues[0]))
                        )
                    ),
                    (
                        "failSeverity",
                        SchemaValue.object(
                            (
                                "description",
                                .string("Exit 1 when a finding is at or above this severity; --fail-severity wins.")
                            ),
                            ("enum", SchemaValue.strings(Severity.names))
                        )
                    ),
                    (
                        "maxFileSize",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "The largest snapshot or baseline file read, e.g. 64MB, 512KB or a number of bytes (binary units, at most \(ByteSize(bytes: FileSizeLimit.maximum)); default \(ByteSize(bytes: JSONParseLimits.defaultMaxBytes))); --max-file-size wins."
                                )
                            ),
                            (
                                "oneOf",
                                .array([
                                    SchemaValue.type("integer"),
                                    SchemaValue.object(
                                        ("type", .string("string")), ("pattern", .string(ByteSize.pattern))),
                                ])
                            )
                        )
                    ),
                    (
                        "maxFindingsPerRule",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "Show at most this many findings of one rule per file; one more finding counts the rest. --max-findings-per-rule wins."
                                )
                            ),
                            ("type", .string("integer")),
                            ("minimum", .int(1)),
                            ("default", .int(Linter.defaultMaxFindingsPerRule))
                        )
                    ),
                    (
                        "requireMeantFor",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "Fail the run (an error) when a set's country or language is unknown: geo-unknown and language-unknown report it as an error instead of an info. --require-meant-for turns it on."
                                )
                            ),
                            ("type", .string("boolean")),
                            ("default", .bool(false))
                        )
                    ),
                    ("aliases", SchemaValue.ref(RuleSchema.Definition.aliases)),
                    (
                        "rules",
                        RuleSchema.rulesMapping(
                            description:
                                "Rule id → a severity or `off` for a rule in force, or a custom rule in the rule-file vocabulary.",
                            value: SchemaValue.ref(Definition.ruleSetting))
                    ),
                    (
                        "ignore",
                        SchemaValue.object(
                            ("type", .string("array")),
                            ("description", .string("Suppressions, as in .cmplint-ignore.yml.")),
                            ("items", SchemaValue.ref(RuleSchema.Definition.ignoreEntry))
                        )
                    ),
                    ("exclude", excludeProperty),
                    ("platform", SchemaValue.ref(RuleSchema.Definition.platform)),
                    (
                        "gvl",
                        SchemaValue.type(
                            "string",
                            description:
                                "A Global Vendor List v3 file (vendor-list.json), relative to this file, that the GVL rules compare the vendors snapshots with. --gvl wins."
                        )
                    ),
                    (
                        "sets",
                        SchemaValue.object(
                            ("type", .string("array")),
                            (
                                "description",
                                .string(
                                    "What the snapshot sets under each path are meant for; the first entry whose path matches a set's folder applies."
                                )
                            ),
                            ("items", SchemaValue.ref(Definition.setEntry))
                        )
                    )
                )
            ),
            ("additionalProperties", .bool(false)),
            ("definitions", .object(RuleSchema.definitions + definitions))
        )
    }

    /// An `extends:` entry: a keyword (`Configuration.extendsValues`) or a file's path.
    private static var extendsEntry: JSONValue {
        SchemaValue.object(
            (
                "description",
                .string(
                    "\(Configuration.extendsValues.joined(separator: ", ")), or a file's path (../house-rules/cmplint.yml)"
                )
            ),
            ("type", .string("string")), ("pattern", .string(".")))
    }

    /// `exclude:`: one glob or a list; negation is refused, as `SetExclusions` refuses it.
    private static var excludeProperty: JSONValue {
        let glob = SchemaValue.object(("type", .string("string")), ("pattern", .string("^[^!]")))
        return SchemaValue.object(
            (
                "description",
                .string(
                    "Folders and files never searched for sets: globs in .gitignore syntax, relative to this file's folder; --exclude adds more."
                )
            ),
            ("oneOf", .array([glob, SchemaValue.object(("type", .string("array")), ("items", glob))]))
        )
    }

    package static var definitions: [JSONMember] {
        return [
            JSONMember(
                key: Definition.ruleSetting,
                value: SchemaValue.object(
                    (
                        "description",
                        .string("A severity or `off` (also as `{severity: …}`) for a rule in force, or a custom rule.")
                    ),
                    (
                        "oneOf",
                        .array([
                            SchemaValue.ref(Definition.severityOrOff),
                            SchemaValue.object(
                                ("type", .string("object")),
                                (
                                    "properties",
                                    SchemaValue.object(("severity", SchemaValue.ref(Definition.severityOrOff)))
                                ),
                                ("required", SchemaValue.strings(["severity"])),
                                ("additionalProperties", .bool(false))
                            ),
                            SchemaValue.ref(RuleSchema.Definition.rule),
                        ])
                    )
                )),
            JSONMember(
                key: Definition.severityOrOff,
                value: SchemaValue.object(
                    ("description", .string("The rule's severity, or off.")),
                    ("enum", SchemaValue.strings(Severity.names + ["off"]))
                )),
            JSONMember(
                key: Definition.setEntry,
                value: SchemaValue.object(
                    ("type", .string("object")),
                    ("description", .string("What the sets under `path` are meant for.")),
                    (
                        "properties",
                        .object(
                            [
                                JSONMember(
                                    key: "path",
                                    value: SchemaValue.type(
                                        "string", description: "A folder or glob, relative to this file."))
                            ]
                                + RuleSchema.expectationProperties
                        )
                    ),
                    ("required", SchemaValue.strings(["path"])),
                    ("additionalProperties", .bool(false))
                )),
        ]
    }
}
