import CMPLintDocuments

/// The rules in force for a run, in a stable order (by id).
public struct Ruleset: Sendable {
    public private(set) var rules: [Rule]

    public init(_ rules: [Rule]) throws(LintError) {
        var seen: [String: Rule] = [:]
        for rule in rules {
            if let other = seen[rule.id] {
                throw LintError(
                    "\(rule.file):\(rule.mark): rule '\(rule.id)' is already defined at \(other.file):\(other.mark)")
            }
            seen[rule.id] = rule
        }
        for rule in rules {
            for id in rule.explains where seen[id] == nil {
                let hint = didYouMean(id, among: Array(seen.keys).sorted()).map { "; did you mean '\($0)'?" } ?? ""
                throw LintError("\(rule.file):\(rule.mark): rule '\(rule.id)' explains unknown rule '\(id)'\(hint)")
            }
        }
        self.rules = rules.sorted { $0.id < $1.id }
    }

    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    public var ids: [String] { rules.map(\.id) }

    /// A ruleset with only the given rule, for running one rule's examples.
    public func only(_ id: String) -> Ruleset {
        var copy = self
        copy.rules = rules.filter { $0.id == id }
        return copy
    }

    /// A ruleset with the rules that satisfy `isIncluded` (the rules with a fix, for `cmplint fix`).
    public func only(where isIncluded: (Rule) -> Bool) -> Ruleset {
        var copy = self
        copy.rules = rules.filter(isIncluded)
        return copy
    }

    /// Applies severity overrides; `nil` turns a rule off.
    package func overriding(_ severities: [String: Severity?]) -> Ruleset {
        var copy = self
        copy.rules = rules.compactMap { rule in
            guard let override = severities[rule.id] else { return rule }
            guard let severity = override else { return nil }
            var changed = rule
            changed.severity = severity
            return changed
        }
        return copy
    }

    package func adding(_ more: [Rule]) throws(LintError) -> Ruleset {
        try Ruleset(rules + more)
    }
}

/// The ruleset in `rules/`, embedded in the binary at build time.
public enum DefaultRuleset {
    /// Loads every embedded rule file; each rule must carry a description and examples. Without
    /// `examples` (a run that only lints) the examples are not parsed: only the tests and the docs
    /// read them.
    /// The files are compiled in, so each form is read once per process: a library user (or a
    /// test) that lints many times does not parse them again for every run.
    public static func load(examples: Bool = true) throws(LintError) -> Ruleset {
        try (examples ? withExamples : withoutExamples).get()
    }

    private static let withExamples = Result { () throws(LintError) -> Ruleset in try read(examples: true) }
    private static let withoutExamples = Result { () throws(LintError) -> Ruleset in try read(examples: false) }

    private static func read(examples: Bool) throws(LintError) -> Ruleset {
        try rules(of: try parsedFiles(examples: examples), aliases: try aliases(), examples: examples)
    }

    /// The embedded rule files, parsed but not yet read (their aliases come first). Each form is
    /// parsed once per process: a config, `inspect` and `simulate` read the same parse as the
    /// default ruleset.
    package static func parsedFiles(examples: Bool = true) throws(LintError) -> [RuleLoader.ParsedFile] {
        try (examples ? parsedWithExamples : parsedWithoutExamples).get()
    }

    private static let parsedWithExamples = Result { () throws(LintError) in try parse(examples: true) }
    private static let parsedWithoutExamples = Result { () throws(LintError) in try parse(examples: false) }

    /// Without examples (every lint run), each rule's `examples:` is read past unparsed.
    private static func parse(examples: Bool) throws(LintError) -> [RuleLoader.ParsedFile] {
        var parsed: [RuleLoader.ParsedFile] = []
        for file in embeddedDefaultRuleFiles {
            do {
                parsed.append(
                    try RuleLoader.parse(
                        utf8: file.bytes, file: "rules/\(file.name)",
                        skipping: examples ? nil : RuleLoader.examplesKey))
            } catch {
                throw LintError(error)
            }
        }
        return parsed
    }

    /// The default aliases plus a config's own (which may redefine a default one). The default
    /// ones alone are resolved once per process. Examples hold no alias, so the parse without
    /// them serves (it keeps every line and column).
    package static func aliases(adding more: [PathAliases.Definition] = [], configFile: String? = nil) throws(LintError)
        -> PathAliases
    {
        guard !more.isEmpty else { return try defaultAliases.get() }
        return try resolveAliases(adding: more, configFile: configFile)
    }

    private static let defaultAliases = Result { () throws(LintError) in try resolveAliases(adding: [], configFile: nil)
    }

    private static func resolveAliases(adding more: [PathAliases.Definition], configFile: String?) throws(LintError)
        -> PathAliases
    {
        let definitions = try parsedFiles(examples: false).flatMap(\.aliases) + more
        do {
            return try PathAliases.resolve(definitions, allowRedefinitionFrom: configFile)
        } catch {
            throw LintError(error)
        }
    }

    /// The rules of the parsed files; `examples` says whether they were parsed with their examples
    /// (then every rule must have some).
    package static func rules(of parsed: [RuleLoader.ParsedFile], aliases: PathAliases, examples: Bool = true)
        throws(LintError) -> Ruleset
    {
        var rules: [Rule] = []
        for file in parsed {
            do {
                rules += try RuleLoader.rules(of: file, aliases: aliases, requireExamples: examples)
            } catch {
                throw LintError(error)
            }
        }
        return try Ruleset(rules)
    }

    /// The embedded rule files, for tools that show or export them.
    public static var files: [(name: String, text: String)] { embeddedDefaultRuleFiles.map { ($0.name, $0.text) } }
}
