import CMPLintDocuments

/// Reports an ignore entry that suppressed nothing in this run (as Ruff's RUF100 and SwiftLint's
/// superfluous_disable_command do): stale entries hide nothing today but would silently hide a
/// future finding at that place.
package struct UnusedSuppression: SuppressionFunction {
    package static let name = "unusedSuppression"
    package static let summary = "An ignore entry must suppress at least one finding of the run."
    package static let options: [OptionSpec] = []
    package static let facts = [
        FactSpec("rule", "the rule id the entry names"),
        FactSpec("glob", "the entry's path pattern as written"),
        FactSpec("pointer", "the entry's JSON Pointer, when it has one"),
        FactSpec("reason", "the entry's reason"),
    ]

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ entry: IgnoreList.Entry, suppressedFindings: Int) -> [FunctionResult] {
        guard suppressedFindings == 0 else { return [] }
        var facts: [String: JSONValue] = [
            "rule": .string(entry.rule), "glob": .string(entry.glob), "reason": .string(entry.reason),
        ]
        facts["pointer"] = entry.pointer.map(JSONValue.string)
        return [FunctionResult(facts: facts)]
    }
}
