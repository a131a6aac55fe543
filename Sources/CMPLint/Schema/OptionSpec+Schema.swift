import CMPLintDocuments

/// The JSON Schema of a function's `functionOptions`, generated from its `OptionSpec`s: types,
/// allowed values, required options, descriptions and defaults, and no other keys.
extension OptionSpec {
    /// The schema of a `functionOptions` mapping; nil specs (options not declared yet) accept any mapping.
    package static func schema(of specs: [OptionSpec], function: String) -> JSONValue {
        let hasRequired = specs.contains(where: \.required)
        return mappingSchema(
            specs, nullable: !hasRequired,
            description: specs.isEmpty ? "`\(function)` takes no options." : "Options of `\(function)`.")
    }

    /// A mapping with exactly these keys (`functionOptions`, `.object`, a `.table` row).
    package static func mappingSchema(_ specs: [OptionSpec], nullable: Bool = false, description: String? = nil)
        -> JSONValue
    {
        let required = specs.filter(\.required).map(\.name)
        return SchemaValue.object(
            ("type", nullable ? SchemaValue.strings(["object", "null"]) : .string("object")),
            ("description", description.map(JSONValue.string)),
            ("properties", .object(specs.map { JSONMember(key: $0.name, value: $0.schema) })),
            ("required", required.isEmpty ? nil : SchemaValue.strings(required)),
            ("additionalProperties", .bool(false))
        )
    }

    /// The option's value schema with its description and default.
    package var schema: JSONValue {
        guard case .object(var members) = type.schema else { return type.schema }
        var text = description
        if required { text += " (required)" }
        members.insert(JSONMember(key: "description", value: .string(text)), at: 0)
        if let defaultValue { members.append(JSONMember(key: "default", value: defaultValue)) }
        return .object(members)
    }
}

extension OptionSpec.ValueType {
    /// The schema of one value of this type, as the loader checks it (`check(_:name:file:)`).
    package var schema: JSONValue {
        switch self {
        case .string, .regex:
            return SchemaValue.object(("type", .string("string")))
        case .bool:
            return SchemaValue.object(("type", .string("boolean")))
        case .integer:
            return SchemaValue.object(("type", .string("integer")))
        case .json:
            return SchemaValue.object()
        case .strings:
            return SchemaValue.oneOrMany(SchemaValue.type("string"))
        case .oneOf(let values):
            return SchemaValue.object(("enum", SchemaValue.strings(values)))
        case .someOf(let values):
            return SchemaValue.oneOrMany(SchemaValue.object(("enum", SchemaValue.strings(values))))
        case .paths:
            return SchemaValue.oneOrMany(SchemaValue.ref(RuleSchema.Definition.path))
        case .table(let columns):
            return SchemaValue.object(
                ("type", .string("array")), ("minItems", .int(1)),
                ("items", OptionSpec.mappingSchema(columns)))
        case .object(let members):
            return OptionSpec.mappingSchema(members)
        }
    }
}
