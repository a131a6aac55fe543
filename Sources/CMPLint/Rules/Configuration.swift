import CMPLintDocuments
import Foundation

/// A `.cmplint.yml` file: which ruleset to start from, per-rule severity overrides, custom rules in
/// the rule-file vocabulary, and what each snapshot set is meant for.
///
/// ```yaml
/// extends: [default, ../house/cmplint.yml]   # default, none, files (`Configuration+Extends`)
/// failSeverity: warning       # optional; --fail-severity wins
/// maxFileSize: 64MB           # optional; the largest JSON file read; --max-file-size wins
/// maxFindingsPerRule: 100     # optional; findings of one rule shown per file; --max-findings-per-rule wins
/// requireMeantFor: true       # optional; a set without a known country and language fails the run
/// aliases:                    # named paths; may redefine a default alias
///   Logos: [$.bannerUIData.logo.url, $.pcUIData.logo.url, $.prompts.ageGate.logoUrl, $.myLogo]
/// rules:
///   duplicate-key: error      # severity override, or `off`
///   my-rule: { summary: …, severity: warning, given: $.appConfig, then: { function: truthy, field: showBanner } }
/// ignore:                     # suppressions, as in .cmplint-ignore.yml
///   - { rule: logo-not-bundled, path: snapshots/**/*.json, reason: Logos ship in LogoData. }
/// exclude: [fixtures/, .build/]  # folders and files discovery skips (`SetExclusions`)
/// platform: ios               # optional; ios or android: the app's platform, which decides the advice
/// gvl: gvl/vendor-list.json    # optional; the pinned Global Vendor List, relative to this file; --gvl wins
/// sets:
///   - path: snapshots/eu/*    # relative to this file; globs allowed
///     country: DE
///     language: de
///     platform: android              # optional; wins over the top-level value
///     logos: [banner, preferences]   # logos the app bundles (only those its platform has)
/// ```
public struct Configuration: Sendable {
    /// The config file, if one was read.
    public var file: String?
    /// Whether the default ruleset is the base: `extends:` names `default` here or in a file it
    /// extends (or the top-level config has no `extends:`).
    public var extendsDefault = true
    /// `extends:` as written, nil without the key.
    package var bases: [Base]?
    public var failSeverity: Severity?
    /// `maxFileSize`: the largest JSON file a run reads (`FileSizeLimit`); `--max-file-size` wins.
    public var maxFileSize: ByteSize?
    /// `maxFindingsPerRule`: findings of one rule shown per file; `--max-findings-per-rule` wins.
    public var maxFindingsPerRule: Int?
    /// `requireMeantFor`: every set must have a known country and language (`Linter.requireMeantFor`);
    /// `--require-meant-for` turns it on.
    public var requireMeantFor: Bool?
    /// Rule id → new severity, or nil for `off`.
    public var severityOverrides: [String: Severity?] = [:]
    /// Where each override is written (`.cmplint.yml:4:3`), for messages.
    package var overridePlaces: [String: String] = [:]
    /// Custom rule definitions, read when the ruleset is built (they may use every alias), with
    /// the file each is written in.
    package var customRuleNodes: [(id: String, mark: YAMLMark, node: YAMLNode, file: String)] = []
    /// The config's `aliases:`.
    package var aliasDefinitions: [PathAliases.Definition] = []
    public var sets: [SetEntry] = []
    /// `platform:`: the platform of every set whose `sets:` entry names none; `unknown` when unset.
    public var platform = AppPlatform.unknown
    /// The config's own `ignore:` entries (same shape as `.cmplint-ignore.yml`).
    public var ignore = IgnoreList()
    /// `gvl:`: the Global Vendor List file the GVL rules compare with, resolved against the config
    /// file's folder; `--gvl` wins.
    public var vendorListFile: String?
    /// `exclude:`: folders and files discovery skips, globs relative to the config's folder.
    public var exclude = SetExclusions()

    /// A `sets:` entry: a folder (or glob) and what the sets under it are meant for.
    public struct SetEntry: Sendable {
        /// Absolute pattern, resolved against the config file's folder.
        public let pattern: String
        public let expectations: SetExpectations
    }

    public init() {}

    public static let fileNames = [".cmplint.yml", ".cmplint.yaml"]
    /// `extends:` values: the default ruleset, or none.
    package static let extendsValues = ["default", "none"]

    /// The nearest config file in `directory` or its parents.
    public static func find(from directory: String) -> String? {
        NearestFile.find(fileNames, from: directory)
    }

    /// `find(from:)` for each of `directories`, in order, each folder asked once.
    package static func find(fromEach directories: [String]) -> [String?] {
        NearestFile.find(fileNames, fromEach: directories)
    }

    /// Reads and validates a config file named `file` in messages and read from `location` (the
    /// same path resolved against the run's working directory), with the files it `extends` merged
    /// under it; `sets:`, `ignore:`, `exclude:` and `extends:` paths are relative to each file's folder.
    public static func load(file: String, at location: String? = nil) throws(LintError) -> Configuration {
        let location = URL(fileURLWithPath: location ?? file).standardizedFileURL.path
        var merged: Set<String> = [location]
        return try loadExtending(file: file, at: location, chain: [], merged: &merged)
    }

    package static func parse(text: String, file: String, location: String? = nil) throws(YAMLError) -> Configuration {
        let folder = URL(fileURLWithPath: location ?? file).standardizedFileURL.deletingLastPathComponent()
        var config = Configuration()
        config.file = file
        guard let root = try YAMLParser.parse(text, file: file) else { return config }
        let map = try YAMLMapping(root, file: file, context: "the config file")
        config.bases = try bases(map.node("extends"), file: file, folder: folder)
        config.extendsDefault = config.bases.map { $0.contains { $0.kind == .defaultRules } } ?? true
        config.failSeverity = try map.oneOf("failSeverity", Severity.names).flatMap(Severity.init(rawValue:))
        if let text = try map.string("maxFileSize") {
            guard let size = FileSizeLimit.parse(text) else {
                throw map.error(
                    "'maxFileSize' must be \(FileSizeLimit.expected); found \(YAMLError.quoted(text))",
                    at: "maxFileSize")
            }
            config.maxFileSize = size
        }
        if let limit = try map.int("maxFindingsPerRule") {
            guard limit >= 1 else {
                throw map.error("'maxFindingsPerRule' must be at least 1, found \(limit)", at: "maxFindingsPerRule")
            }
            config.maxFindingsPerRule = limit
        }
        config.requireMeantFor = try map.bool("requireMeantFor")
        config.aliasDefinitions = try PathAliases.definitions(map.node("aliases"), file: file)
        if let rules = try map.mapping("rules", context: "'rules'") {
            for pair in rules.pairs {
                let node = rules.node(pair.key) ?? pair.value
                if let text = node.scalar {
                    guard text == "off" || Severity(rawValue: text) != nil else {
                        let hint =
                            didYouMean(text, among: Severity.names + ["off"]).map { "; did you mean '\($0)'?" } ?? ""
                        throw YAMLError(
                            file: file, mark: node.mark,
                            message:
                                "\(YAMLError.quoted(text)) is not a severity for rule \(YAMLError.quoted(pair.key))\(hint) (expected off, \(Severity.names.joined(separator: ", ")))"
                        )
                    }
                    config.severityOverrides[pair.key] = Severity(rawValue: text)
                    config.overridePlaces[pair.key] = "\(file):\(pair.keyMark)"
                } else if case .mapping(let pairs) = node.content, pairs.map(\.key.scalar) == ["severity"] {
                    let inner = try YAMLMapping(node, file: file, context: "rule '\(pair.key)'")
                    let text = try inner.oneOf("severity", Severity.names + ["off"]) ?? "off"
                    try inner.finish()
                    config.severityOverrides[pair.key] = Severity(rawValue: text)
                    config.overridePlaces[pair.key] = "\(file):\(pair.keyMark)"
                } else {
                    config.customRuleNodes.append((pair.key, pair.keyMark, node, file))
                }
            }
            try rules.finish()
        }
        config.platform =
            try map.oneOf("platform", AppPlatform.configValues).flatMap(AppPlatform.init(rawValue:)) ?? .unknown
        if let setsNode = map.node("sets") {
            guard case .sequence(let items) = setsNode.content else {
                throw YAMLError(
                    file: file, mark: setsNode.mark,
                    message: "'sets' must be a list of {path, country, region, language} entries")
            }
            for item in items {
                let entry = try YAMLMapping(item, file: file, context: "a 'sets' entry")
                let path = try entry.requiredString("path")
                let expectations = try SetExpectations(
                    reading: entry, source: .configFile(file), platform: config.platform)
                try entry.finish()
                let pattern = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
                config.sets.append(
                    SetEntry(
                        pattern: URL(fileURLWithPath: pattern).standardizedFileURL.path, expectations: expectations))
            }
        }
        config.ignore = try IgnoreList.entries(map.node("ignore"), file: file, folder: folder)
        if let path = try map.string("gvl") {
            config.vendorListFile =
                path.hasPrefix("/") ? path : folder.appendingPathComponent(path).standardizedFileURL.path
        }
        config.exclude = try SetExclusions.entries(map.node("exclude"), file: file, folder: folder.path)
        try map.finish()
        return config
    }

    /// The ruleset in force: the default ruleset (when extended), overrides, custom rules.
    /// Aliases of the default rule files are available either way. Without `examples` the default
    /// rules come without their examples, which a run that only lints never reads (see
    /// `DefaultRuleset.load(examples:)`); custom rules keep theirs.
    public func ruleset(examples: Bool = true) throws(LintError) -> Ruleset {
        let aliases = try DefaultRuleset.aliases(adding: aliasDefinitions, configFile: file)
        // Without aliases of its own, the config's base is the default ruleset as loaded once.
        let base =
            !extendsDefault
            ? try Ruleset([])
            : aliasDefinitions.isEmpty
                ? try DefaultRuleset.load(examples: examples)
                : try DefaultRuleset.rules(
                    of: DefaultRuleset.parsedFiles(examples: examples), aliases: aliases, examples: examples)
        var customRules: [Rule] = []
        for entry in customRuleNodes {
            let rule: Rule
            do {
                rule = try RuleLoader.rule(
                    id: entry.id, idMark: entry.mark, node: entry.node, file: entry.file,
                    aliases: aliases, requireExamples: false)
            } catch {
                throw LintError(error)
            }
            if let existing = base.rule(rule.id) {
                throw LintError(
                    "\(rule.file):\(rule.mark): rule '\(rule.id)' is already defined in \(existing.file); "
                        + "to change its severity write '\(rule.id): warning' (or off)")
            }
            customRules.append(rule)
        }
        let combined = try base.adding(customRules)
        for (id, place) in overridePlaces.sorted(by: { $0.key < $1.key }) where combined.rule(id) == nil {
            let hint = didYouMean(id, among: combined.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw LintError("\(place): unknown rule '\(id)'\(hint)")
        }
        return combined.overriding(severityOverrides)
    }

    /// A rule this config turns off (`id: off`): the rule as it would be in force without that
    /// line, and where the line is (`.cmplint.yml:4:3`); nil when the config does not turn `id` off.
    public func ruleTurnedOff(_ id: String) throws(LintError) -> (rule: Rule, place: String)? {
        guard case .some(.none) = severityOverrides[id] else { return nil }
        var turnedOn = self
        turnedOn.severityOverrides[id] = nil
        guard let rule = try turnedOn.ruleset().rule(id) else { return nil }
        return (rule, overridePlaces[id] ?? file ?? "config")
    }

    /// The expectations of the first `sets:` entry whose path or glob matches the set's folder,
    /// with the top-level `platform:` when the entry names none (nil when neither says anything).
    public func expectations(forDirectory directory: String) -> SetExpectations? {
        let entry = sets.first { entry in
            entry.pattern == directory || fnmatch(entry.pattern, directory, FNM_PATHNAME) == 0
        }?.expectations
        guard platform != .unknown, let file else { return entry }
        return (entry ?? SetExpectations()).filled(
            from: SetExpectations(platform: platform, platformSource: .configFile(file)))
    }
}
