import CMPLintDocuments

/// Reports a missing value, at the deepest part of the path that is there (so `then.field:
/// buttons.savePreferencesButton` with no `buttons` points at the matched object); with `type`, a
/// value of another JSON type is reported too (null is present but not an object).
package struct Defined: NodeFunction {
    package static let name = "defined"
    package static let summary =
        "The value must be present (null counts as present), and of one of the JSON types in `type` when given."
    package static let options = [
        OptionSpec("type", .someOf(TypeCheck.typeNames), "JSON types the present value must have")
    ]
    package static let facts = [
        FactSpec("property", "the field (or the matched key) that was checked"),
        FactSpec("missing", "the first member of the field path that is not there"),
        FactSpec("parent", "the dotted path of the deepest part that is there (empty at the matched node)"),
        FactSpec("parentType", "the JSON type of that part when it is not an object"),
        FactSpec("actualType", "the JSON type of the present value (case wrongType)"),
        FactSpec("types", "the types allowed by `type`"),
    ]
    package static let messageCases = ["wrongType"]

    package let types: [String]?

    package init(options: FunctionOptions) throws(YAMLError) {
        types = try options.stringList("type")
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let value = target.value else {
            var facts: [String: JSONValue] = ["property": .string(target.propertyName)]
            var node = target.matched
            var walked: [String] = []
            for name in (target.field ?? "").split(separator: ".").map(String.init) {
                guard document.kind(node) == .object, let next = document.member(node, name) else {
                    facts["missing"] = .string(name)
                    if document.kind(node) != .object { facts["parentType"] = .string(document.typeName(node)) }
                    break
                }
                node = next
                walked.append(name)
            }
            facts["parent"] = .string(walked.joined(separator: "."))
            return [FunctionResult(facts: facts, node: node)]
        }
        guard let types else { return [] }
        let actual = document.typeName(value)
        if types.contains(actual) || (actual == "integer" && types.contains("number")) { return [] }
        return [
            FunctionResult(
                facts: [
                    "property": .string(target.propertyName), "actualType": .string(actual),
                    "types": .array(types.map(JSONValue.string)),
                ],
                case: "wrongType")
        ]
    }
}
