/// Checks a value's JSON type.
struct TypeCheck: NodeFunction {
    static let name = "type"
    static let level = FunctionLevel.node
    static let summary = "The value must have one of the JSON types in `type` (string, number, integer, boolean, object, array, null)."

    static let typeNames = ["string", "number", "integer", "boolean", "object", "array", "null"]
    let types: [String]

    init(options: FunctionOptions) throws(YAMLError) {
        guard let types = try options.stringList("type"), !types.isEmpty else {
            throw options.error("function 'type' needs functionOptions 'type'", at: "type")
        }
        for type in types where !Self.typeNames.contains(type) {
            let hint = didYouMean(type, among: Self.typeNames).map { "; did you mean '\($0)'?" } ?? ""
            throw options.error("unknown type '\(type)'\(hint) (expected one of: \(Self.typeNames.joined(separator: ", ")))", at: "type")
        }
        self.types = types
        try options.finish()
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let value = target.value else { return [] }
        let actual = target.document.typeName(value)
        // An integer is also a number.
        if types.contains(actual) || (actual == "integer" && types.contains("number")) { return [] }
        return [FunctionResult(message: "'\(target.propertyName)' is \(article(actual)) \(actual); expected \(types.joined(separator: " or "))")]
    }

    private func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}
