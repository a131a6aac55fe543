/// Small builders for JSON Schema documents as `JSONValue`s: members keep the order they are
/// written in (so generated files are deterministic and diff cleanly) and nil members are left out.
enum SchemaValue {
    static func object(_ members: (String, JSONValue?)...) -> JSONValue {
        object(members)
    }

    static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }

    static func ref(_ definition: String) -> JSONValue {
        object(("$ref", .string("#/definitions/\(definition)")))
    }

    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    static func type(_ name: String, description: String? = nil) -> JSONValue {
        object(("type", .string(name)), ("description", description.map(JSONValue.string)))
    }

    /// A value written as one item or as a list of items (`stringList`'s vocabulary).
    static func oneOrMany(_ item: JSONValue, minItems: Int? = nil, description: String? = nil) -> JSONValue {
        object(
            ("description", description.map(JSONValue.string)),
            ("oneOf", .array([item, object(("type", .string("array")), ("minItems", minItems.map(JSONValue.int)), ("items", item))]))
        )
    }

    /// `^…$` around a pattern written for whole matches.
    static func whole(_ pattern: String) -> JSONValue {
        .string("^" + pattern + "$")
    }
}
