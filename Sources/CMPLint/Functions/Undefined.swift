import CMPLintDocuments

/// Reports a value that is present.
package struct Undefined: NodeFunction {
    package static let name = "undefined"
    package static let summary = "The value must be absent."
    package static let options: [OptionSpec] = []
    package static let facts = [FactSpec("property", "the field (or the matched key) that was checked")]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        target.value == nil ? [] : [FunctionResult(facts: ["property": .string(target.propertyName)])]
    }
}
