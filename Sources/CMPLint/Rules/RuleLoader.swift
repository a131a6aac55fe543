import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths
import Foundation

/// Reads rules from YAML: rule files (`aliases:` and a `rules:` mapping of id → definition) or one
/// definition from a config file. Every mistake is a `YAMLError` naming file:line:column and the key.
public enum RuleLoader {
    package static let ruleKeys = [
        "summary", "description", "severity", "scope", "given", "when", "then", "message", "howToFix", "fix",
        "explains", "examples",
    ]
    /// Rule ids are kebab-case (also the JSON Schema's pattern for rule ids).
    package static let idPattern = CodeShape.kebabCasePattern

    /// A parsed rule file whose rules are not read yet: aliases of every file must be known first.
    /// It keeps the `rules:` node, not a `YAMLMapping` (which records the keys read), so one parse
    /// can be read any number of times.
    public struct ParsedFile: Sendable {
        public let file: String
        package let aliases: [PathAliases.Definition]
        package let rules: YAMLNode?
    }

    /// Each rule's `examples:` (a rule file's root mapping → `rules:` → the rule), for a parse that
    /// leaves them out.
    package static let examplesKey = YAMLParser.SkippedKey("examples", depth: 3)

    /// Parses a rule file's top level.
    public static func parse(text: String, file: String) throws(YAMLError) -> ParsedFile {
        try parse(root: try YAMLParser.parse(text, file: file), file: file)
    }

    /// Parses a rule file's top level from its UTF-8 bytes, maybe leaving a key out (`examplesKey`).
    package static func parse(utf8: [UInt8], file: String, skipping skipped: YAMLParser.SkippedKey?) throws(YAMLError)
        -> ParsedFile
    {
        try parse(root: try YAMLParser.parse(utf8: utf8, file: file, skipping: skipped), file: file)
    }

    private static func parse(root: YAMLNode?, file: String) throws(YAMLError) -> ParsedFile {
        guard let root else {
            throw YAMLError(
                file: file, mark: nil, message: "the rule file is empty; expected a 'rules:' or 'aliases:' mapping")
        }
        let top = try YAMLMapping(root, file: file, context: "the rule file")
        let aliases = try PathAliases.definitions(top.node("aliases"), file: file)
        let rules = try top.mapping("rules", context: "'rules'")
        guard rules != nil || !aliases.isEmpty else {
            throw top.error("the rule file has neither a 'rules:' nor an 'aliases:' mapping")
        }
        try top.finish()
        return ParsedFile(file: file, aliases: aliases, rules: rules?.node)
    }

    /// The rules of a parsed file. With `requireExamples`, every rule needs a description and at
    /// least one passing and one failing example (the default ruleset's standard).
    public static func rules(of parsed: ParsedFile, aliases: PathAliases, requireExamples: Bool) throws(YAMLError)
        -> [Rule]
    {
        guard let node = parsed.rules else { return [] }
        let rules = try YAMLMapping(node, file: parsed.file, context: "'rules'")
        var loaded: [Rule] = []
        for pair in rules.pairs {
            let node = rules.node(pair.key) ?? pair.value
            loaded.append(
                try rule(
                    id: pair.key, idMark: pair.keyMark, node: node, file: parsed.file,
                    aliases: aliases, requireExamples: requireExamples))
        }
        try rules.finish()
        return loaded
    }

    /// Loads a self-contained rule file (its own aliases only).
    public static func loadFile(text: String, file: String, requireExamples: Bool) throws(YAMLError) -> [Rule] {
        let parsed = try parse(text: text, file: file)
        return try rules(of: parsed, aliases: try PathAliases.resolve(parsed.aliases), requireExamples: requireExamples)
    }

    /// Loads one rule definition.
    public static func rule(
        id: String, idMark: YAMLMark, node: YAMLNode, file: String, aliases: PathAliases,
        requireExamples: Bool
    ) throws(YAMLError) -> Rule {
        guard CodeShape.isKebabCase(id) else {
            throw YAMLError(
                file: file, mark: idMark, message: "rule id '\(id)' must be kebab-case (lowercase words joined by '-')")
        }
        let context = "rule '\(id)'"
        let map = try YAMLMapping(node, file: file, context: context)
        let summary = try map.requiredString("summary")
        let description = try map.string("description")
        if requireExamples && (description ?? "").isEmpty {
            throw map.error("\(context) has no 'description'; every default rule documents what it checks and why")
        }
        let severity = try map.oneOf("severity", Severity.names).flatMap(Severity.init(rawValue:)) ?? .warning

        guard let thenNode = map.node("then") else {
            throw map.error("\(context) is missing required key 'then'")
        }
        let then = try YAMLMapping(thenNode, file: file, context: "'then' of \(context)")
        let functionName = try then.requiredString("function")
        guard let functionType = FunctionRegistry.function(named: functionName) else {
            let hint = didYouMean(functionName, among: FunctionRegistry.names).map { "; did you mean '\($0)'?" } ?? ""
            throw then.error("unknown function '\(functionName)'\(hint)", at: "function")
        }
        let field = try then.string("field")
        if let field, field != "@key",
            field.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        {
            throw then.error("'field' must be '@key' or member names joined by '.', found '\(field)'", at: "field")
        }
        let optionsMapping = try then.mapping("functionOptions", context: "'functionOptions' of \(context)")
        try OptionSpec.validate(optionsMapping, against: functionType.options, at: then, functionName: functionName)
        let function = try functionType.init(
            options: FunctionOptions(mapping: optionsMapping, then: then, functionName: functionName, aliases: aliases))
        try then.finish()

        let level = functionType.level
        let scope = try self.scope(map, level: level, context: context)
        var given: [PathSelector] = []
        var givenText: [String] = []
        if let givenNode = map.node("given") {
            guard level == .node else {
                throw map.error(
                    "function '\(functionName)' checks \(level.subject); 'given' does not apply", at: "given")
            }
            (given, givenText) = try selectors(givenNode, file: file, aliases: aliases)
        } else if level == .node {
            given = [PathSelector.root]
            givenText = ["$"]
        }
        if field != nil && level != .node {
            throw then.error("function '\(functionName)' checks \(level.subject); 'field' does not apply", at: "field")
        }

        let conditions = try RuleCondition.read(map.node("when"), file: file, aliases: aliases, context: context)
        if !conditions.isEmpty && level == .suppressions {
            throw map.error("function '\(functionName)' checks \(level.subject); 'when' does not apply", at: "when")
        }
        let message = try RuleMessage.read(map, function: function, summary: summary, context: context)
        let howToFix = try HowToFix.read(map.node("howToFix"), file: file, function: function, context: context)
        let fix = try RuleFix.read(map.node("fix"), file: file, function: function, context: context)
        let explains = try map.stringList("explains") ?? []
        if let bad = explains.first(where: { !CodeShape.isKebabCase($0) || $0 == id }) {
            throw map.error(
                bad == id ? "\(context) cannot explain itself" : "'explains' names rule ids; '\(bad)' is not one",
                at: "explains")
        }
        let examples = try self.examples(map, file: file, context: context, requireExamples: requireExamples)
        if fix == nil, let example = examples.first(where: { !$0.fixed.isEmpty }) {
            throw YAMLError(
                file: file, mark: example.mark,
                message: "example '\(example.name)' shows what is 'fixed', but \(context) has no 'fix'")
        }
        try map.finish()

        return Rule(
            id: id, summary: summary, description: description ?? "", defaultSeverity: severity, severity: severity,
            scope: scope, given: given, givenText: givenText, field: field, function: function, conditions: conditions,
            message: message,
            optionsNode: optionsMapping?.node, howToFix: howToFix, fix: fix, explains: explains,
            examples: examples, file: file, mark: idMark)
    }

    /// `scope`: components for node and document functions; `set` and `suppressions` for the
    /// functions of those levels, which have no other scope.
    package static func scope(_ map: YAMLMapping, level: FunctionLevel, context: String) throws(YAMLError) -> Rule.Scope
    {
        let wholeScope: (name: String, scope: Rule.Scope)? =
            switch level {
            case .set: ("set", .set)
            case .suppressions: ("suppressions", .suppressions)
            case .node, .document: nil
            }
        guard let names = try map.stringList("scope") else {
            return wholeScope?.scope ?? .components(Set(ComponentKind.allCases))
        }
        if let wholeScope {
            guard names == [wholeScope.name] else {
                throw map.error(
                    "\(context) runs a \(level.rawValue) function; its scope must be '\(wholeScope.name)'", at: "scope")
            }
            return wholeScope.scope
        }
        if let whole = names.first(where: { ["set", "suppressions"].contains($0) }) {
            throw map.error(
                "\(context) runs a \(level.rawValue) function; its scope must name components, not '\(whole)'",
                at: "scope")
        }
        var kinds = Set<ComponentKind>()
        for name in names {
            guard let kind = ComponentKind(rawValue: name) else {
                let allowed = ComponentKind.allCases.map(\.rawValue) + ["set", "suppressions"]
                let hint = didYouMean(name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                throw map.error(
                    "unknown scope '\(name)'\(hint) (expected banner, preferences, vendors, set or suppressions)",
                    at: "scope")
            }
            kinds.insert(kind)
        }
        return .components(kinds)
    }

    package static func selectors(_ node: YAMLNode, file: String, aliases: PathAliases) throws(YAMLError) -> (
        [PathSelector], [String]
    ) {
        let items: [YAMLNode]
        switch node.content {
        case .scalar: items = [node]
        case .sequence(let nodes) where !nodes.isEmpty: items = nodes
        default: throw YAMLError(file: file, mark: node.mark, message: "'given' must be a path or a list of paths")
        }
        var selectors: [PathSelector] = []
        var texts: [String] = []
        for item in items {
            guard let text = item.scalar else {
                throw YAMLError(file: file, mark: item.mark, message: "'given' must be a path or a list of paths")
            }
            selectors += try aliases.expand(text, file: file, mark: item.mark)
            texts.append(text)
        }
        return (selectors, texts)
    }

    package static func examples(_ map: YAMLMapping, file: String, context: String, requireExamples: Bool)
        throws(YAMLError) -> [RuleExample]
    {
        guard let examples = try map.mapping("examples", context: "'examples' of \(context)") else {
            if requireExamples {
                throw map.error("\(context) has no 'examples'; every rule carries passing and failing examples")
            }
            return []
        }
        var result: [RuleExample] = []
        for passes in [true, false] {
            let key = passes ? "pass" : "fail"
            guard let list = examples.node(key) else {
                if requireExamples {
                    throw examples.error(
                        "\(context) has no '\(key)' examples; every rule carries passing and failing examples")
                }
                continue
            }
            guard case .sequence(let items) = list.content, !items.isEmpty else {
                throw examples.error("'\(key)' examples of \(context) must be a non-empty list", at: key)
            }
            for item in items {
                result.append(try example(item, passes: passes, file: file, context: context))
            }
        }
        try examples.finish()
        return result
    }

    package static func example(_ node: YAMLNode, passes: Bool, file: String, context: String) throws(YAMLError)
        -> RuleExample
    {
        let map = try YAMLMapping(node, file: file, context: "an example of \(context)")
        let name = try map.requiredString("name")
        var components: [ComponentKind: String] = [:]
        for kind in ComponentKind.allCases {
            if let text = try map.string(kind.rawValue) { components[kind] = text }
        }
        var expectations = SetExpectations()
        if let meantFor = try map.mapping("meantFor", context: "'meantFor' of example '\(name)'") {
            expectations = try SetExpectations(reading: meantFor, source: .configFile(file))
            try meantFor.finish()
        }
        // Most examples have no ignore entries; building a file URL is not free.
        var ignore = IgnoreList()
        if let node = map.node("ignore") {
            ignore = try IgnoreList.entries(node, file: file, folder: URL(fileURLWithPath: "/", isDirectory: true))
        }
        var fixed: [ComponentKind: String] = [:]
        if let fixedMap = try map.mapping("fixed", context: "'fixed' of example '\(name)'") {
            if passes {
                throw map.error(
                    "passing example '\(name)' has nothing to fix; 'fixed' goes with failing examples", at: "fixed")
            }
            for kind in ComponentKind.allCases {
                guard let text = try fixedMap.string(kind.rawValue) else { continue }
                guard components[kind] != nil else {
                    throw fixedMap.error("example '\(name)' has no \(kind.rawValue) to fix", at: kind.rawValue)
                }
                fixed[kind] = text
            }
            try fixedMap.finish()
        }
        let howToFixIncludes = try map.string("howToFixIncludes")
        if passes && howToFixIncludes != nil {
            throw map.error(
                "passing example '\(name)' has no findings to advise on; 'howToFixIncludes' goes with failing examples",
                at: "howToFixIncludes")
        }
        var findings: [ExpectedFinding] = []
        for text in try map.stringList("findings") ?? [] {
            guard let finding = ExpectedFinding(text) else {
                throw map.error(
                    "'\(text)' is not an expected finding; write COMPONENT#POINTER, e.g. banner#/otConsentString, preferences#, set#, manifest#/capturedAt or ignore#/ignore/0",
                    at: "findings")
            }
            findings.append(finding)
        }
        if passes && !findings.isEmpty {
            throw map.error("passing example '\(name)' lists findings; move it to 'fail'", at: "findings")
        }
        if !passes && findings.isEmpty {
            throw map.error("failing example '\(name)' of \(context) lists no 'findings'")
        }
        var example = RuleExample(
            name: name, components: components, expectations: expectations, ignore: ignore, findings: findings,
            fixed: fixed, howToFixIncludes: howToFixIncludes, passes: passes, file: file, mark: node.mark)
        if let text = try map.string("today") {
            guard let today = StoredDate(iso8601: text) else {
                throw map.error("'today' of example '\(name)' must be a date such as 2026-11-28", at: "today")
            }
            example.today = today
        }
        if let text = try map.string("gvl") {
            do {
                example.vendorList = try GlobalVendorList.read(Array(text.utf8), file: "gvl")
            } catch {
                throw map.error("'gvl' of example '\(name)' is not a Global Vendor List v3: \(error)", at: "gvl")
            }
            example.gvlText = text
        }
        if let text = try map.string("manifest") {
            if case .failure(let error) = SetManifest(path: "manifest", bytes: Array(text.utf8)).content,
                !example.findings.contains(where: { $0.target == .manifest })
            {
                throw map.error(
                    "'manifest' of example '\(name)' is not a capture manifest (\(error)); an example of a broken "
                        + "manifest expects a finding in it (manifest#)", at: "manifest")
            }
            example.manifestText = text
        }
        if let linked = try map.mapping("linkedSDK", context: "'linkedSDK' of example '\(name)'") {
            let line = try linked.int("line") ?? 1
            example.linkedSDK = LinkedSDK(
                declaration: DeclaredSDKVersion.reading(try linked.requiredString("version"), line: line),
                file: try linked.requiredString("file"))
            try linked.finish()
        }
        try map.finish()
        return example
    }
}
