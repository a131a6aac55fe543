import CMPLintDocuments

/// JSON Schema of rule files (`rules/*.yml`; committed as `schema/cmplint-rules.schema.json`) and
/// of the rule vocabulary a config file's custom rules share, generated from the Swift
/// declarations: function names and levels (`FunctionRegistry.all`), each function's options
/// (`OptionSpec`) and message cases, severities, components and logo names. Nothing is listed by hand.
///
/// Draft-07, because that is the draft editors' YAML support implements (yaml-language-server, behind
/// VS Code's and other editors' YAML extensions, ships draft-07 and warns that 2020-12 is "not yet
/// fully supported"); check-jsonschema reads both. Draft-07 has all the schema needs: `if`/`then`
/// for the union over functions, `definitions` and `$ref`, `propertyNames`.
///
/// `then` is a union over `function`: one `if: {function: const}` / `then:` branch per function
/// gives that function's `functionOptions` (rather than `oneOf`, so an editor reports the one
/// mistake in the chosen function's options instead of every branch's). The rule itself has one
/// branch per function too, for what depends on it outside `then`: the message cases, and
/// `given`/`field`/`scope` by the function's level.
public enum RuleSchema {
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// Names under `definitions`.
    package enum Definition {
        package static let rule = "rule"
        package static let then = "then"
        package static let message = "message"
        package static let severity = "severity"
        package static let scope = "scope"
        package static let componentScope = "componentScope"
        package static let setScope = "setScope"
        package static let suppressionScope = "suppressionScope"
        package static let path = "path"
        package static let paths = "paths"
        package static let aliases = "aliases"
        package static let examples = "examples"
        package static let passingExample = "passingExample"
        package static let failingExample = "failingExample"
        package static let findings = "findings"
        package static let ignoreEntry = "ignoreEntry"
        package static let expectations = "expectations"
        package static let logos = "logos"
        package static let fix = "fix"
        package static let fixAlternative = "fixAlternative"
        package static let findingCondition = "findingCondition"
        package static let platform = "platform"
        package static let howToFix = "howToFix"
    }

    /// The schema of a rule file: `aliases` and `rules`.
    public static var ruleFile: JSONValue {
        SchemaValue.object(
            ("$schema", .string(draft)),
            ("$comment", .string(SchemaFiles.generatedNote)),
            ("title", .string("cmplint rule file")),
            (
                "description",
                .string(
                    "Rules for cmplint (rules/*.yml, or a file of your own): named paths under `aliases` and rules under `rules`."
                )
            ),
            ("type", .string("object")),
            (
                "properties",
                SchemaValue.object(
                    ("aliases", SchemaValue.ref(Definition.aliases)),
                    (
                        "rules",
                        rulesMapping(description: "Rules by id (kebab-case; SARIF, baselines and configs refer to it).")
                    )
                )
            ),
            ("additionalProperties", .bool(false)),
            ("anyOf", .array([requiring("rules"), requiring("aliases")])),
            ("definitions", .object(definitions))
        )
    }

    /// `rules:`: id → rule.
    package static func rulesMapping(description: String, value: JSONValue = SchemaValue.ref(Definition.rule))
        -> JSONValue
    {
        SchemaValue.object(
            ("type", .string("object")),
            ("description", .string(description)),
            ("propertyNames", SchemaValue.object(("pattern", SchemaValue.whole(RuleLoader.idPattern)))),
            ("additionalProperties", value)
        )
    }

    package static func requiring(_ keys: String...) -> JSONValue {
        SchemaValue.object(("required", SchemaValue.strings(keys)))
    }

    package static var componentNames: [String] { ComponentKind.allCases.map(\.rawValue) }

    /// Everything a rule refers to, for the rule file's and the config file's `definitions`.
    package static var definitions: [JSONMember] {
        [
            JSONMember(key: Definition.rule, value: rule),
            JSONMember(key: Definition.then, value: then),
            JSONMember(key: Definition.message, value: message),
            JSONMember(
                key: Definition.severity,
                value: SchemaValue.object(
                    (
                        "description",
                        .string(
                            "How bad a finding is: \(Severity.names.reversed().joined(separator: " > ")). Default warning."
                        )
                    ),
                    ("enum", SchemaValue.strings(Severity.names)),
                    ("default", .string(Severity.warning.rawValue))
                )),
            JSONMember(
                key: Definition.scope,
                value: SchemaValue.oneOrMany(
                    SchemaValue.object(("enum", SchemaValue.strings(componentNames + ["set", "suppressions"]))),
                    minItems: 1,
                    description:
                        "The components whose documents the rule checks (default: all three), `set` for a set function, `suppressions` for a function over ignore entries."
                )),
            JSONMember(
                key: Definition.componentScope,
                value: SchemaValue.oneOrMany(
                    SchemaValue.object(("enum", SchemaValue.strings(componentNames))), minItems: 1,
                    description: "The components whose documents the rule checks (default: all three).")),
            JSONMember(
                key: Definition.setScope,
                value: SchemaValue.object(
                    ("description", .string("A set function checks the whole set: its scope is `set` (the default).")),
                    ("enum", .array([.string("set"), SchemaValue.strings(["set"])]))
                )),
            JSONMember(
                key: Definition.suppressionScope,
                value: SchemaValue.object(
                    (
                        "description",
                        .string(
                            "A suppressions function checks the run's ignore entries: its scope is `suppressions` (the default)."
                        )
                    ),
                    ("enum", .array([.string("suppressions"), SchemaValue.strings(["suppressions"])]))
                )),
            JSONMember(
                key: Definition.path,
                value: SchemaValue.object(
                    ("type", .string("string")),
                    (
                        "description",
                        .string(
                            "A path (`$`, `.key`, `['key']`, `[n]`, `[*]`, `.*`, `..key`, `..*`) or a named path `#Alias`, optionally continued (`#Alias.key`, `#Alias[*]`)."
                        )
                    ),
                    ("pattern", .string("^(\\$|#[A-Za-z])"))
                )),
            JSONMember(
                key: Definition.paths,
                value: SchemaValue.oneOrMany(
                    SchemaValue.ref(Definition.path), minItems: 1,
                    description: "A path or #Alias, or a non-empty list of them.")),
            JSONMember(
                key: Definition.aliases,
                value: SchemaValue.object(
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "Named paths: name → path or list of paths. Rules use them in `given` and in path options as `#Name`."
                        )
                    ),
                    ("propertyNames", SchemaValue.object(("pattern", SchemaValue.whole(PathAliases.namePattern)))),
                    ("additionalProperties", SchemaValue.ref(Definition.paths))
                )),
            JSONMember(
                key: Definition.examples,
                value: SchemaValue.object(
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "Small snapshot sets the rule passes and fails; run as tests and shown in its documentation."
                        )
                    ),
                    (
                        "properties",
                        SchemaValue.object(
                            (
                                "pass",
                                SchemaValue.object(
                                    ("type", .string("array")), ("minItems", .int(1)),
                                    ("items", SchemaValue.ref(Definition.passingExample)))
                            ),
                            (
                                "fail",
                                SchemaValue.object(
                                    ("type", .string("array")), ("minItems", .int(1)),
                                    ("items", SchemaValue.ref(Definition.failingExample)))
                            )
                        )
                    ),
                    ("additionalProperties", .bool(false))
                )),
            JSONMember(key: Definition.passingExample, value: example(passes: true)),
            JSONMember(key: Definition.failingExample, value: example(passes: false)),
            JSONMember(
                key: Definition.findings,
                value: SchemaValue.oneOrMany(
                    SchemaValue.object(
                        ("type", .string("string")),
                        (
                            "pattern",
                            .string(
                                "^(\((componentNames + ["set", "manifest", "ignore"]).joined(separator: "|")))#(/.*)?$")
                        )
                    ),
                    minItems: 1,
                    description:
                        "Where findings are expected: COMPONENT#POINTER (`banner#/otConsentString`), `preferences#` for the file as a whole, `set#` for the set, `manifest#/capturedAt` in the set's capture manifest, `ignore#/ignore/N` for the example's ignore entry N."
                )),
            JSONMember(
                key: Definition.ignoreEntry,
                value: SchemaValue.object(
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "A suppression: findings of `rule` in files matching `path` (under `pointer`, if given) are acceptable, for `reason`."
                        )
                    ),
                    (
                        "properties",
                        SchemaValue.object(
                            (
                                "rule",
                                SchemaValue.object(
                                    ("type", .string("string")),
                                    ("description", .string("The rule the entry excuses.")),
                                    ("pattern", SchemaValue.whole(RuleLoader.idPattern))
                                )
                            ),
                            (
                                "path",
                                SchemaValue.type(
                                    "string",
                                    description: "A snapshot path glob, relative to this file (`**` for any folders).")
                            ),
                            (
                                "pointer",
                                SchemaValue.object(
                                    ("type", .string("string")),
                                    ("description", .string("A JSON Pointer: the node or anything under it.")),
                                    ("pattern", .string("^(/.*)?$"))
                                )
                            ),
                            (
                                "reason",
                                SchemaValue.object(
                                    ("type", .string("string")),
                                    ("description", .string("Why the finding is acceptable.")),
                                    ("pattern", .string("\\S"))
                                )
                            )
                        )
                    ),
                    ("required", SchemaValue.strings(["rule", "path", "reason"])),
                    ("additionalProperties", .bool(false))
                )),
            JSONMember(
                key: Definition.expectations,
                value: SchemaValue.object(
                    ("type", .string("object")),
                    ("description", .string("What the set is meant for.")),
                    ("properties", .object(expectationProperties)),
                    ("additionalProperties", .bool(false))
                )),
            JSONMember(key: Definition.fix, value: fix),
            JSONMember(key: Definition.fixAlternative, value: fixAlternative),
            JSONMember(key: Definition.findingCondition, value: findingCondition),
            JSONMember(key: Definition.howToFix, value: howToFix),
            JSONMember(
                key: Definition.logos,
                value: SchemaValue.oneOrMany(
                    SchemaValue.object(
                        ("enum", SchemaValue.strings(SetExpectations.BundledLogo.allCases.map(\.rawValue)))),
                    description:
                        "The logos the app supplies offline (iOS: OTOfflineData.LogoData; Android: OTConfigurationBuilder.setBannerLogo/setPCLogo); only those its platform has (no att on android)."
                )),
            JSONMember(
                key: Definition.platform,
                value: SchemaValue.object(
                    (
                        "description",
                        .string(
                            "The app's platform, which decides the advice; unknown when unset (then told from an .apk/.aab/.ipa or the folder layout)."
                        )
                    ),
                    ("enum", SchemaValue.strings(AppPlatform.configValues))
                )),
        ]
    }

    /// `country`, `region`, `language`, `platform`, `logos`: an example's `meantFor` and a config `sets:` entry.
    package static var expectationProperties: [JSONMember] {
        [
            JSONMember(
                key: "country",
                value: SchemaValue.type("string", description: "ISO 3166-1 alpha-2 country code, e.g. DE.")),
            JSONMember(
                key: "region",
                value: SchemaValue.type("string", description: "Region (state or province) code, e.g. CA.")),
            JSONMember(
                key: "language",
                value: SchemaValue.type("string", description: "BCP 47 language tag, e.g. de or pt-BR.")),
            JSONMember(key: "platform", value: SchemaValue.ref(Definition.platform)),
            JSONMember(key: "logos", value: SchemaValue.ref(Definition.logos)),
        ]
    }

    package static func example(passes: Bool) -> JSONValue {
        var properties = [
            JSONMember(key: "name", value: SchemaValue.type("string", description: "What the example shows."))
        ]
        for kind in ComponentKind.allCases {
            properties.append(
                JSONMember(
                    key: kind.rawValue,
                    value: SchemaValue.type("string", description: "The \(kind.rawValue) document as JSON text.")))
        }
        properties.append(JSONMember(key: "meantFor", value: SchemaValue.ref(Definition.expectations)))
        properties.append(
            JSONMember(
                key: "today",
                value: SchemaValue.type(
                    "string", description: "The run's date the example is linted on (`--today`), e.g. 2026-11-28.")))
        properties.append(
            JSONMember(
                key: "gvl",
                value: SchemaValue.type(
                    "string", description: "A Global Vendor List v3 the example pins (`--gvl`), as JSON text.")))
        properties.append(
            JSONMember(
                key: "manifest",
                value: SchemaValue.type(
                    "string",
                    description: "The set's capture manifest (cmplint-capture.json) as JSON text.")))
        properties.append(
            JSONMember(
                key: "linkedSDK",
                value: SchemaValue.object(
                    ("type", .string("object")),
                    (
                        "description",
                        .string(
                            "The OneTrust SDK the app around the set declares: the file, its line and the version as written there."
                        )
                    ),
                    ("required", .array([.string("file"), .string("version")])),
                    ("additionalProperties", .bool(false)),
                    (
                        "properties",
                        SchemaValue.object(
                            ("file", SchemaValue.type("string", description: "e.g. ios/Podfile.lock")),
                            ("line", SchemaValue.type("integer", description: "1-based; 1 by default")),
                            ("version", SchemaValue.type("string", description: "e.g. 202604.2.0.0"))
                        )
                    )
                )))
        properties.append(
            JSONMember(
                key: "ignore",
                value: SchemaValue.object(
                    ("type", .string("array")),
                    (
                        "description",
                        .string(
                            "Ignore entries applied after the set is linted (for rules of scope `suppressions`); paths match the example's files, e.g. `**/OneTrustBannerData.json`."
                        )
                    ),
                    ("items", SchemaValue.ref(Definition.ignoreEntry))
                )))
        if !passes {
            properties.append(JSONMember(key: "findings", value: SchemaValue.ref(Definition.findings)))
            var fixed: [JSONMember] = []
            for kind in ComponentKind.allCases {
                fixed.append(
                    JSONMember(
                        key: kind.rawValue,
                        value: SchemaValue.type(
                            "string", description: "The \(kind.rawValue) document after the fix, as JSON text.")))
            }
            properties.append(
                JSONMember(
                    key: "howToFixIncludes",
                    value: SchemaValue.type(
                        "string",
                        description:
                            "Words every finding's advice (`howToFix` for its case and the set's platform) must contain."
                    )))
            properties.append(
                JSONMember(
                    key: "fixed",
                    value: SchemaValue.object(
                        ("type", .string("object")),
                        (
                            "description",
                            .string(
                                "The components as the rule's fix leaves them (safe and unsafe fixes), exactly; a component not listed must come out unchanged."
                            )
                        ),
                        ("properties", .object(fixed)),
                        ("additionalProperties", .bool(false))
                    )))
        }
        return SchemaValue.object(
            ("type", .string("object")),
            (
                "description",
                .string(passes ? "A set the rule finds nothing in." : "A set the rule reports, and where.")
            ),
            ("properties", .object(properties)),
            ("required", SchemaValue.strings(passes ? ["name"] : ["name", "findings"])),
            ("additionalProperties", .bool(false))
        )
    }

    /// A rule, keyed as `RuleLoader.ruleKeys`, with one branch per function for its message cases
    /// and what its level allows.
    package static var rule: JSONValue {
        SchemaValue.object(
            ("type", .string("object")),
            (
                "description",
                .string(
                    "A rule: where to look (scope, given), what to check (then), how bad (severity), what to say (message), with examples."
                )
            ),
            (
                "properties",
                SchemaValue.object(
                    (
                        "summary",
                        SchemaValue.type("string", description: "One line: what is wrong when the rule reports.")
                    ),
                    (
                        "description",
                        SchemaValue.type("string", description: "Markdown: what the rule checks and why it matters.")
                    ),
                    ("severity", SchemaValue.ref(Definition.severity)),
                    ("scope", SchemaValue.ref(Definition.scope)),
                    ("given", SchemaValue.ref(Definition.paths)),
                    ("when", when),
                    ("then", SchemaValue.ref(Definition.then)),
                    ("message", SchemaValue.ref(Definition.message)),
                    ("howToFix", SchemaValue.ref(Definition.howToFix)),
                    ("fix", SchemaValue.ref(Definition.fix)),
                    (
                        "explains",
                        SchemaValue.object(
                            ("type", .string("array")),
                            (
                                "description",
                                .string(
                                    "Rule ids whose findings in the same set follow from a finding of this rule: reports list them under it (causedBy in JSON, relatedLocations in SARIF); they still count."
                                )
                            ),
                            (
                                "items",
                                SchemaValue.object(
                                    ("type", .string("string")), ("pattern", .string("^[a-z][a-z0-9]*(-[a-z0-9]+)*$")))
                            )
                        )
                    ),
                    ("examples", SchemaValue.ref(Definition.examples))
                )
            ),
            ("required", SchemaValue.strings(["summary", "then"])),
            ("additionalProperties", .bool(false)),
            ("allOf", .array(FunctionRegistry.all.map(ruleBranch)))
        )
    }

    /// `fix:` (`RuleFix`): one alternative or a list of them.
    package static var fix: JSONValue {
        SchemaValue.object(
            (
                "description",
                .string(
                    "What `cmplint fix` does to a finding: one alternative, or a list tried in order (only the last may omit `if`)."
                )
            ),
            (
                "oneOf",
                .array([
                    SchemaValue.ref(Definition.fixAlternative),
                    SchemaValue.object(
                        ("type", .string("array")), ("minItems", .int(1)),
                        ("items", SchemaValue.ref(Definition.fixAlternative))),
                ])
            )
        )
    }

    /// One alternative of `fix:`: an edit, its applicability, and which findings it is for.
    package static var fixAlternative: JSONValue {
        let editIs = { (names: [String]) -> JSONValue in
            SchemaValue.object(
                ("properties", SchemaValue.object(("edit", SchemaValue.object(("enum", SchemaValue.strings(names)))))),
                ("required", SchemaValue.strings(["edit"])))
        }
        return SchemaValue.object(
            ("type", .string("object")),
            (
                "properties",
                SchemaValue.object(
                    ("if", SchemaValue.ref(Definition.findingCondition)),
                    (
                        "edit",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "remove: the member or array element; set: the value becomes `value`; empty: the value becomes \"\", {} or [] by its type."
                                )
                            ),
                            ("enum", SchemaValue.strings(FixEdit.names))
                        )
                    ),
                    ("value", SchemaValue.object(("description", .string("For `set`: the JSON value the node gets.")))),
                    (
                        "applicability",
                        SchemaValue.object(
                            (
                                "description",
                                .string(
                                    "safe: `cmplint fix` applies it; unsafe: only with `--unsafe-fixes` (the edit may take something besides the problem)."
                                )
                            ),
                            ("enum", SchemaValue.strings(FixApplicability.allCases.map(\.rawValue)))
                        )
                    )
                )
            ),
            ("required", SchemaValue.strings(["edit", "applicability"])),
            ("additionalProperties", .bool(false)),
            (
                "allOf",
                .array([
                    SchemaValue.object(("if", editIs(["set"])), ("then", requiring("value"))),
                    SchemaValue.object(
                        ("if", editIs(["remove", "empty"])),
                        ("then", SchemaValue.object(("properties", SchemaValue.object(("value", .bool(false))))))),
                ])
            )
        )
    }

    /// `if:` of a fix alternative or a `howToFix` text (`FindingCondition`).
    package static var findingCondition: JSONValue {
        SchemaValue.object(
            ("type", .string("object")),
            (
                "description",
                .string(
                    "The findings this is for: their message `case` (one or a list), a `fact` the function returned (present, or with `in`: one of these values), the set's `platform`; every part written must hold. `cmplint functions NAME` lists cases and facts, and the loader checks them."
                )
            ),
            (
                "properties",
                SchemaValue.object(
                    ("case", SchemaValue.oneOrMany(SchemaValue.type("string"), minItems: 1)),
                    ("fact", SchemaValue.type("string")),
                    ("in", SchemaValue.oneOrMany(SchemaValue.type("string"))),
                    (
                        "platform",
                        SchemaValue.oneOrMany(
                            SchemaValue.object(("enum", SchemaValue.strings(AppPlatform.allCases.map(\.rawValue)))),
                            minItems: 1)
                    )
                )
            ),
            ("anyOf", .array([requiring("case"), requiring("fact"), requiring("platform")])),
            ("allOf", .array([SchemaValue.object(("if", requiring("in")), ("then", requiring("fact")))])),
            ("additionalProperties", .bool(false))
        )
    }

    /// `howToFix:` (`HowToFix`): one text, or texts with `if:` tried in order, the last without.
    package static var howToFix: JSONValue {
        SchemaValue.object(
            (
                "description",
                .string(
                    "Markdown: how to fix a finding. One text, or a list of {if, text} tried in order (as `fix` alternatives) whose last has no `if`: the advice for every other finding and for the rule as a whole."
                )
            ),
            (
                "oneOf",
                .array([
                    SchemaValue.type("string"),
                    SchemaValue.object(
                        ("type", .string("array")), ("minItems", .int(1)),
                        (
                            "items",
                            SchemaValue.object(
                                ("type", .string("object")),
                                (
                                    "properties",
                                    SchemaValue.object(
                                        ("if", SchemaValue.ref(Definition.findingCondition)),
                                        ("text", SchemaValue.type("string"))
                                    )
                                ),
                                ("required", SchemaValue.strings(["text"])),
                                ("additionalProperties", .bool(false))
                            )
                        )),
                ])
            )
        )
    }

    /// `when:`: conditions on what the set is meant for or on values at a path (`RuleCondition`).
    package static var when: JSONValue {
        SchemaValue.object(
            ("type", .string("array")),
            ("description", .string("The rule runs on a set only when every condition holds.")),
            (
                "items",
                SchemaValue.object(
                    ("type", .string("object")),
                    (
                        "properties",
                        SchemaValue.object(
                            (
                                "expected",
                                SchemaValue.object(("enum", SchemaValue.strings(SetExpectations.templateKeys)))
                            ),
                            ("path", SchemaValue.type("string", description: "A path or #Alias in `component`.")),
                            (
                                "component",
                                SchemaValue.object(
                                    ("enum", SchemaValue.strings(ComponentKind.allCases.map(\.rawValue))))
                            ),
                            ("in", SchemaValue.oneOrMany(SchemaValue.type("string"))),
                            ("notIn", SchemaValue.oneOrMany(SchemaValue.type("string")))
                        )
                    ),
                    ("additionalProperties", .bool(false))
                )
            )
        )
    }

    /// What `function` decides outside `then`: message cases; `given`, `field` and `scope` by level.
    package static func ruleBranch(_ function: any RuleFunction.Type) -> JSONValue {
        var properties: [(String, JSONValue?)] = [("message", message(of: function))]
        if function.level == .suppressions { properties.append(("fix", .bool(false))) }
        switch function.level {
        case .node:
            properties.append(("scope", SchemaValue.ref(Definition.componentScope)))
        case .document, .set, .suppressions:
            let scope =
                switch function.level {
                case .set: Definition.setScope
                case .suppressions: Definition.suppressionScope
                default: Definition.componentScope
                }
            properties.append(("scope", SchemaValue.ref(scope)))
            properties.append(("given", .bool(false)))
            if function.level == .suppressions { properties.append(("when", .bool(false))) }
            properties.append(("then", SchemaValue.object(("properties", SchemaValue.object(("field", .bool(false)))))))
        }
        return SchemaValue.object(
            (
                "if",
                SchemaValue.object(
                    ("properties", SchemaValue.object(("then", functionIs(function.name)))),
                    ("required", SchemaValue.strings(["then"]))
                )
            ),
            ("then", SchemaValue.object(("properties", SchemaValue.object(properties))))
        )
    }

    /// `if` of a branch over `then.function`.
    package static func functionIs(_ name: String) -> JSONValue {
        SchemaValue.object(
            ("properties", SchemaValue.object(("function", SchemaValue.object(("const", .string(name)))))),
            ("required", SchemaValue.strings(["function"]))
        )
    }

    /// `then`: the function, the field, and the function's own options schema.
    package static var then: JSONValue {
        SchemaValue.object(
            ("type", .string("object")),
            (
                "description",
                .string(
                    "What to check: a function (`cmplint functions` lists them), optionally on a member of each match, with the function's options."
                )
            ),
            (
                "properties",
                SchemaValue.object(
                    (
                        "function",
                        SchemaValue.object(
                            ("description", .string("The check: \(FunctionRegistry.names.joined(separator: ", ")).")),
                            ("enum", SchemaValue.strings(FunctionRegistry.names))
                        )
                    ),
                    (
                        "field",
                        SchemaValue.object(
                            ("type", .string("string")),
                            (
                                "description",
                                .string(
                                    "Node functions: a member path under each `given` match (`a.b`), or `@key` for the match's key."
                                )
                            ),
                            ("pattern", .string("^(@key|[^.]+(\\.[^.]+)*)$"))
                        )
                    ),
                    (
                        "functionOptions",
                        SchemaValue.object(
                            ("description", .string("The function's options, checked when the rule loads.")))
                    )
                )
            ),
            ("required", SchemaValue.strings(["function"])),
            ("additionalProperties", .bool(false)),
            (
                "allOf",
                .array(
                    FunctionRegistry.all.map { function in
                        let options = function.options
                        let required = options.contains(where: \.required)
                        return SchemaValue.object(
                            ("if", functionIs(function.name)),
                            (
                                "then",
                                SchemaValue.object(
                                    (
                                        "properties",
                                        SchemaValue.object(
                                            (
                                                "function",
                                                SchemaValue.object(
                                                    (
                                                        "description",
                                                        .string(
                                                            "\(function.name) (\(function.level.rawValue)): \(function.summary)"
                                                        )
                                                    ))
                                            ),
                                            ("functionOptions", OptionSpec.schema(of: options, function: function.name))
                                        )
                                    ),
                                    ("required", required ? SchemaValue.strings(["functionOptions"]) : nil)
                                )
                            )
                        )
                    })
            )
        )
    }

    /// `message` for any function: one template, or case → template.
    package static var message: JSONValue {
        SchemaValue.object(
            (
                "description",
                .string(
                    "What a finding says: one template for every case of the function, or case → template. `{{fact}}`, `{{fact|json}}`, sections `{{#fact}}…{{/fact}}` and `{{^fact}}…{{/fact}}`."
                )
            ),
            (
                "oneOf",
                .array([
                    SchemaValue.type("string"),
                    SchemaValue.object(
                        ("type", .string("object")), ("additionalProperties", SchemaValue.type("string"))),
                ])
            )
        )
    }

    /// `message` for one function: its cases.
    package static func message(of function: any RuleFunction.Type) -> JSONValue {
        let cases = FunctionDocumentation.cases(function)
        var facts: [String] = []
        for fact in RuleMessage.engineFacts + function.facts where !facts.contains(fact.name) {
            facts.append(fact.name)
        }
        return SchemaValue.object(
            (
                "description",
                .string(
                    "Cases of `\(function.name)`: \(cases.joined(separator: ", ")). Facts: \(facts.joined(separator: ", "))."
                )
            ),
            (
                "oneOf",
                .array([
                    SchemaValue.type("string", description: "One template for every case."),
                    SchemaValue.object(
                        ("type", .string("object")),
                        ("properties", .object(cases.map { JSONMember(key: $0, value: SchemaValue.type("string")) })),
                        ("additionalProperties", .bool(false))
                    ),
                ])
            )
        )
    }
}
