import CMPLintDocuments
import CMPLintPaths

/// A function's `functionOptions`, already checked against the function's `OptionSpec`s (unknown
/// keys, types, required options, allowed values) when the function reads them; reading can still
/// fail for rules between options (e.g. "give either 'value' or 'expected'"), at the option.
public struct FunctionOptions {
    /// The options mapping; nil when the rule gives none.
    public let mapping: YAMLMapping?
    /// The rule's `then` mapping, where errors point when there is no options mapping.
    package let then: YAMLMapping
    package let functionName: String
    /// Named paths for `.paths` options.
    package let aliases: PathAliases

    package init(mapping: YAMLMapping?, then: YAMLMapping, functionName: String, aliases: PathAliases) {
        self.mapping = mapping
        self.then = then
        self.functionName = functionName
        self.aliases = aliases
    }

    /// An error about the options (e.g. two options that exclude each other).
    public func error(_ message: String, at key: String? = nil) -> YAMLError {
        if let mapping { return mapping.error(message, at: key) }
        return then.error(message, at: "function")
    }

    public func string(_ key: String) throws(YAMLError) -> String? { try mapping?.string(key) }
    public func bool(_ key: String) throws(YAMLError) -> Bool? { try mapping?.bool(key) }
    public func int(_ key: String) throws(YAMLError) -> Int? { try mapping?.int(key) }
    public func stringList(_ key: String) throws(YAMLError) -> [String]? { try mapping?.stringList(key) }
    public func oneOf(_ key: String, _ allowed: [String]) throws(YAMLError) -> String? {
        try mapping?.oneOf(key, allowed)
    }
    public func node(_ key: String) -> YAMLNode? { mapping?.node(key) }

    /// A `.paths` option: paths and `#Alias` names, resolved to selectors; nil when absent.
    public func paths(_ key: String) throws(YAMLError) -> [PathSelector]? {
        guard let mapping, let node = mapping.node(key), !node.isNull else { return nil }
        let items: [YAMLNode]
        if case .sequence(let nodes) = node.content { items = nodes } else { items = [node] }
        var selectors: [PathSelector] = []
        for item in items {
            guard let text = item.scalar else {
                throw mapping.error("'\(key)' must be a path or a list of paths", at: key)
            }
            selectors += try aliases.expand(text, file: mapping.file, mark: item.mark)
        }
        return selectors
    }

    /// A `.someOf` option of component names (`banner`, `preferences`, `vendors`).
    public func components(_ key: String) throws(YAMLError) -> [ComponentKind]? {
        try stringList(key)?.compactMap(ComponentKind.init(rawValue:))
    }

    /// A `.regex` option, compiled.
    package func regex(_ key: String) throws(YAMLError) -> CompiledPattern? {
        try string(key).map { (text) throws(YAMLError) in try CompiledPattern(text, key: key, options: self) }
    }
}
