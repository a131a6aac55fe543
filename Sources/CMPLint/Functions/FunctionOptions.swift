/// A function's `functionOptions` mapping (possibly absent), with located errors for missing options.
public struct FunctionOptions {
    /// The options mapping; nil when the rule gives none.
    public let mapping: YAMLMapping?
    /// The rule's `then` mapping, where "missing option" errors point when there is no options mapping.
    let then: YAMLMapping
    let functionName: String

    init(mapping: YAMLMapping?, then: YAMLMapping, functionName: String) {
        self.mapping = mapping
        self.then = then
        self.functionName = functionName
    }

    /// An error about the options as a whole (e.g. a required option missing).
    public func error(_ message: String, at key: String? = nil) -> YAMLError {
        if let mapping { return mapping.error(message, at: key) }
        return then.error(message, at: "function")
    }

    public func string(_ key: String) throws(YAMLError) -> String? { try mapping?.string(key) }
    public func bool(_ key: String) throws(YAMLError) -> Bool? { try mapping?.bool(key) }
    public func int(_ key: String) throws(YAMLError) -> Int? { try mapping?.int(key) }
    public func stringList(_ key: String) throws(YAMLError) -> [String]? { try mapping?.stringList(key) }
    public func oneOf(_ key: String, _ allowed: [String]) throws(YAMLError) -> String? { try mapping?.oneOf(key, allowed) }
    public func node(_ key: String) -> YAMLNode? { mapping?.node(key) }

    /// Rejects option keys the function did not read.
    public func finish() throws(YAMLError) { try mapping?.finish() }

    /// For functions that take no options at all.
    public func requireNone() throws(YAMLError) {
        if let mapping, let first = mapping.pairs.first {
            throw mapping.error("function '\(functionName)' takes no functionOptions, found '\(first.key)'", at: first.key)
        }
    }
}
