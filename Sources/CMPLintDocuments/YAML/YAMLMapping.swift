/// Reads a mapping node key by key and rejects unknown keys, so a typo in a rule or config file is
/// an error with file:line:column and a "did you mean" instead of a silently ignored setting.
///
/// Every accessor (`has`, `node`, `string`, ...) marks its key as known and used; `finish()` then
/// reports the first key in document order that no accessor asked for. Merge keys (`<<`) are not
/// supported and are reported as unknown keys like any other.
public final class YAMLMapping {
    public let node: YAMLNode
    public let file: String
    /// What the mapping is, for messages: "rule 'x'", "the config file", ...
    public let context: String

    /// Keys in document order. Keys are unique (the parser rejects duplicates).
    public let pairs: [(key: String, keyMark: YAMLMark, value: YAMLNode)]
    /// Where each key is, for a mapping of more than `linearLimit` keys; a smaller one is searched
    /// in order (hashing every key cost a rule load more than comparing a few short strings).
    private let index: [String: Int]?
    /// Per pair: whether an accessor asked for its key.
    private var used: [Bool]
    package static let linearLimit = 16
    /// Keys asked for, in first-request order: the vocabulary for unknown-key messages.
    private var known: [String] = []
    /// The same keys, for a mapping with an `index`: one asked for key by key (thousands of aliases or
    /// custom rules) would otherwise cost a search of `known` per key.
    private var knownSet: Set<String> = []

    /// Fails if `node` is not a mapping ("expected a mapping for <context>, found a sequence") or
    /// has a key that is not a scalar.
    public init(_ node: YAMLNode, file: String, context: String) throws(YAMLError) {
        guard case .mapping(let rawPairs) = node.content else {
            throw YAMLError(
                file: file, mark: node.mark,
                message: "expected a mapping for \(context), found \(node.kindName)")
        }
        var pairs: [(key: String, keyMark: YAMLMark, value: YAMLNode)] = []
        for pair in rawPairs {
            guard let key = pair.key.scalar else {
                throw YAMLError(
                    file: file, mark: pair.key.mark,
                    message: "keys in \(context) must be strings, found \(pair.key.kindName)")
            }
            pairs.append((key, pair.key.mark, pair.value))
        }
        if pairs.count > Self.linearLimit {
            var index: [String: Int] = [:]
            for (i, pair) in pairs.enumerated() where index[pair.key] == nil { index[pair.key] = i }
            self.index = index
        } else {
            index = nil
        }
        used = Array(repeating: false, count: pairs.count)
        self.node = node
        self.file = file
        self.context = context
        self.pairs = pairs
    }

    /// Whether the key is present. Counts as reading it: a key a decoder checks for is known.
    public func has(_ key: String) -> Bool {
        node(key) != nil
    }

    /// The value for `key`, or nil if absent; marks the key as used.
    public func node(_ key: String) -> YAMLNode? {
        if index == nil ? !known.contains(key) : knownSet.insert(key).inserted { known.append(key) }
        guard let i = position(of: key) else { return nil }
        used[i] = true
        return pairs[i].value
    }

    /// The index of `key`'s pair, the first one with that key.
    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return pairs.firstIndex { $0.key == key }
    }

    /// A scalar's text; nil if absent or null. Anything else is an error at the value.
    public func string(_ key: String) throws(YAMLError) -> String? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let text = value.scalar else { throw mismatch(key, value, expected: "a string") }
        return text
    }

    /// Like `string`, but absence (or null) is an error at the mapping: "rule 'x' is missing required key 'then'".
    public func requiredString(_ key: String) throws(YAMLError) -> String {
        guard let value = node(key) else {
            throw YAMLError(file: file, mark: node.mark, message: "\(context) is missing required key '\(key)'")
        }
        guard let text = try string(key) else { throw mismatch(key, value, expected: "a string") }
        return text
    }

    /// true/false (also True/TRUE/False/FALSE); nil if absent or null. `yes`/`no` are errors.
    public func bool(_ key: String) throws(YAMLError) -> Bool? {
        guard let value = node(key), !value.isNull else { return nil }
        switch value.scalar {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        case let text?:
            throw error("'\(key)' in \(context) must be true or false, found \(YAMLError.quoted(text))", at: key)
        case nil:
            throw mismatch(key, value, expected: "true or false")
        }
    }

    /// A decimal integer (optional sign); nil if absent or null.
    public func int(_ key: String) throws(YAMLError) -> Int? {
        guard let value = node(key), !value.isNull else { return nil }
        guard let text = value.scalar else { throw mismatch(key, value, expected: "an integer") }
        guard let number = Int(text) else {
            throw error("'\(key)' in \(context) must be an integer, found \(YAMLError.quoted(text))", at: key)
        }
        return number
    }

    /// A sequence of scalars, or a single scalar as a one-element list; nil if absent or null.
    public func stringList(_ key: String) throws(YAMLError) -> [String]? {
        guard let value = node(key), !value.isNull else { return nil }
        switch value.content {
        case .scalar(let text, _):
            return [text]
        case .sequence(let items):
            var strings: [String] = []
            for item in items {
                guard let text = item.scalar, !item.isNull else {
                    throw YAMLError(
                        file: file, mark: item.mark,
                        message: "items of '\(key)' in \(context) must be strings, found \(item.kindName)")
                }
                strings.append(text)
            }
            return strings
        case .mapping:
            throw mismatch(key, value, expected: "a string or a list of strings")
        }
    }

    /// A string that must be one of `allowed`; the error lists them and suggests the closest.
    public func oneOf(_ key: String, _ allowed: [String]) throws(YAMLError) -> String? {
        guard let text = try string(key) else { return nil }
        guard allowed.contains(text) else {
            var message =
                "'\(key)' in \(context) must be one of: \(allowed.joined(separator: ", ")); found \(YAMLError.quoted(text))"
            if let suggestion = didYouMean(text, among: allowed) { message += "; did you mean '\(suggestion)'?" }
            throw error(message, at: key)
        }
        return text
    }

    /// The value as a nested mapping checked the same way; nil if absent or null.
    public func mapping(_ key: String, context: String) throws(YAMLError) -> YAMLMapping? {
        guard let value = node(key), !value.isNull else { return nil }
        return try YAMLMapping(value, file: file, context: context)
    }

    /// An error located at `key`'s value if present, else at the mapping itself.
    public func error(_ message: String, at key: String? = nil) -> YAMLError {
        var mark = node.mark
        if let key, let i = position(of: key) { mark = pairs[i].value.mark }
        return YAMLError(file: file, mark: mark, message: message)
    }

    /// Fails on the first key (document order) that no accessor read, at the key:
    /// "unknown key 'sevrity' in rule 'x'; did you mean 'severity'?" or "...; expected one of: a, b".
    public func finish() throws(YAMLError) {
        guard let unknown = used.firstIndex(of: false).map({ pairs[$0] }) else { return }
        var message = "unknown key \(YAMLError.quoted(unknown.key)) in \(context)"
        if let suggestion = didYouMean(unknown.key, among: known) {
            message += "; did you mean '\(suggestion)'?"
        } else if !known.isEmpty {
            message += "; expected one of: \(known.joined(separator: ", "))"
        }
        throw YAMLError(file: file, mark: unknown.keyMark, message: message)
    }

    private func mismatch(_ key: String, _ value: YAMLNode, expected: String) -> YAMLError {
        YAMLError(
            file: file, mark: value.mark,
            message: "'\(key)' in \(context) must be \(expected), found \(value.kindName)")
    }
}
