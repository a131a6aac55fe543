import CMPLintDocuments

/// One option a rule function accepts in `then.functionOptions`, declared once by the function. The
/// declaration validates rule files (unknown keys, types, required options, allowed values, each with
/// file:line:column), documents the function (`cmplint functions`) and generates the JSON Schema
/// editors use (`schema/cmplint-rules.schema.json`).
public struct OptionSpec: Sendable {
    public indirect enum ValueType: Sendable {
        case string
        case bool
        case integer
        /// Any JSON value (a literal to compare with).
        case json
        /// A string or a list of strings.
        case strings
        /// One of these strings.
        case oneOf([String])
        /// A string or a list, each one of these strings.
        case someOf([String])
        /// A regular expression (checked when the rule loads).
        case regex
        /// A path expression or `#Alias`, or a list of them (`given`'s vocabulary).
        case paths
        /// A list of mappings with these keys.
        case table([OptionSpec])
        /// A mapping with these keys.
        case object([OptionSpec])
    }

    public let name: String
    public let type: ValueType
    public let description: String
    public let required: Bool
    /// The default as shown in docs and the schema; the function applies it.
    public let defaultValue: JSONValue?

    public init(
        _ name: String, _ type: ValueType, _ description: String, required: Bool = false,
        default defaultValue: JSONValue? = nil
    ) {
        self.name = name
        self.type = type
        self.description = description
        self.required = required
        self.defaultValue = defaultValue
    }
}

extension OptionSpec {
    /// Checks a mapping against `specs`: unknown keys (with did-you-mean), missing required keys and
    /// values of the wrong shape are errors at the offending node.
    package static func validate(
        _ mapping: YAMLMapping?, against specs: [OptionSpec], at then: YAMLMapping, functionName: String
    ) throws(YAMLError) {
        guard let mapping else {
            if let missing = specs.first(where: \.required) {
                throw then.error(
                    "function '\(functionName)' needs functionOptions '\(missing.name)': \(missing.description)",
                    at: "function")
            }
            return
        }
        for spec in specs {
            guard let node = mapping.node(spec.name), !node.isNull else {
                if spec.required {
                    throw mapping.error(
                        "function '\(functionName)' needs functionOptions '\(spec.name)': \(spec.description)")
                }
                continue
            }
            try spec.type.check(node, name: spec.name, file: mapping.file)
        }
        if specs.isEmpty, let first = mapping.pairs.first {
            throw mapping.error(
                "function '\(functionName)' takes no functionOptions, found '\(first.key)'", at: first.key)
        }
        try mapping.finish()
    }
}

extension OptionSpec.ValueType {
    package func check(_ node: YAMLNode, name: String, file: String) throws(YAMLError) {
        func fail(_ expected: String, _ at: YAMLNode = node) -> YAMLError {
            YAMLError(file: file, mark: at.mark, message: "option '\(name)' must be \(expected), found \(at.kindName)")
        }
        switch self {
        case .json:
            return
        case .string, .regex:
            guard node.scalar != nil else { throw fail("a string") }
        case .bool:
            guard let text = node.scalar, ["true", "false", "True", "False", "TRUE", "FALSE"].contains(text) else {
                throw YAMLError(
                    file: file, mark: node.mark,
                    message:
                        "option '\(name)' must be true or false, found \(node.scalar.map(YAMLError.quoted) ?? node.kindName)"
                )
            }
        case .integer:
            guard let text = node.scalar, Int(text) != nil else {
                throw YAMLError(
                    file: file, mark: node.mark,
                    message:
                        "option '\(name)' must be an integer, found \(node.scalar.map(YAMLError.quoted) ?? node.kindName)"
                )
            }
        case .strings, .paths:
            for item in try Self.items(node) where item.scalar == nil || item.isNull {
                throw fail("a string or a list of strings", item)
            }
        case .oneOf(let allowed):
            guard let text = node.scalar else { throw fail("a string") }
            try Self.require(text, in: allowed, name: name, node: node, file: file)
        case .someOf(let allowed):
            for item in try Self.items(node) {
                guard let text = item.scalar else { throw fail("a string or a list of strings", item) }
                try Self.require(text, in: allowed, name: name, node: item, file: file)
            }
        case .table(let columns):
            guard case .sequence(let rows) = node.content, !rows.isEmpty else {
                throw fail("a non-empty list of mappings")
            }
            for row in rows {
                let map = try YAMLMapping(row, file: file, context: "an entry of option '\(name)'")
                try Self.checkColumns(map, columns, file: file)
            }
        case .object(let members):
            let map = try YAMLMapping(node, file: file, context: "option '\(name)'")
            try Self.checkColumns(map, members, file: file)
        }
    }

    private static func checkColumns(_ map: YAMLMapping, _ columns: [OptionSpec], file: String) throws(YAMLError) {
        for column in columns {
            guard let value = map.node(column.name), !value.isNull else {
                if column.required { throw map.error("\(map.context) is missing required key '\(column.name)'") }
                continue
            }
            try column.type.check(value, name: column.name, file: file)
        }
        try map.finish()
    }

    private static func items(_ node: YAMLNode) throws(YAMLError) -> [YAMLNode] {
        if case .sequence(let items) = node.content { return items }
        return [node]
    }

    private static func require(_ text: String, in allowed: [String], name: String, node: YAMLNode, file: String)
        throws(YAMLError)
    {
        guard !allowed.contains(text) else { return }
        var message =
            "option '\(name)' must be one of: \(allowed.joined(separator: ", ")); found \(YAMLError.quoted(text))"
        if let suggestion = didYouMean(text, among: allowed) { message += "; did you mean '\(suggestion)'?" }
        throw YAMLError(file: file, mark: node.mark, message: message)
    }

    /// A short name for documentation: `string`, `list of strings`, `one of: a, b`, …
    public var displayName: String {
        switch self {
        case .string: return "string"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .json: return "any JSON value"
        case .strings: return "string or list of strings"
        case .oneOf(let values): return "one of: " + values.joined(separator: ", ")
        case .someOf(let values): return "list of: " + values.joined(separator: ", ")
        case .regex: return "regular expression"
        case .paths: return "path or #Alias, or a list of them"
        case .table: return "list of mappings"
        case .object: return "mapping"
        }
    }
}
