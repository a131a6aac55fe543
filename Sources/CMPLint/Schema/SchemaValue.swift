import CMPLintDocuments

/// Small builders for JSON Schema documents as `JSONValue`s: members keep the order they are
/// written in (so generated files are deterministic and diff cleanly) and nil members are left out.
package enum SchemaValue {
    package static func object(_ members: (String, JSONValue?)...) -> JSONValue {
        object(members)
    }

    package static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }

    package static func ref(_ definition: String) -> JSONValue {
        object(("$ref", .string("#/definitions/\(definition)")))
    }

    package static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    package static func type(_ name: String, description: String? = nil) -> JSONValue {
        object(("type", .string(name)), ("description", description.map(JSONValue.string)))
    }

    /// A value written as one item or as a list of items (`stringList`'s vocabulary).
    package static func oneOrMany(_ item: JSONValue, minItems: Int? = nil, description: String? = nil) -> JSONValue {
        object(
            ("description", description.map(JSONValue.string)),
            (
                "oneOf",
                .array([
                    item,
                    object(("type", .string("array")), ("minItems", minItems.map(JSONValue.int)), ("items", item)),
                ])
            )
        )
    }

    /// `^…$` around a pattern written for whole matches.
    package static func whole(_ pattern: String) -> JSONValue {
        .string("^" + pattern + "$")
    }
}
