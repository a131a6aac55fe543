import CMPLintDocuments

/// Reports an object key that repeats an earlier key of the same object, at the repeat. JSON parsers
/// keep only one of the two values (which one differs; RFC 8259 section 4 only says names SHOULD be
/// unique), so one is silently lost. The facts name no line for the message (baselines match by
/// message, and must survive reformatting); `firstAt` is there for evidence and custom wording.
package struct DuplicateKeys: DocumentFunction {
    package static let name = "duplicateKeys"
    package static let summary = "No object may repeat a key."
    package static let options: [OptionSpec] = []

    package static let facts: [FactSpec] = [
        FactSpec("key", "the repeated key"),
        FactSpec("firstAt", "line:column of its first occurrence in the object"),
    ]

    package init(options: FunctionOptions) throws(YAMLError) {}

    /// Deferred: a hostile object can repeat a key a million times, and only the shown results need
    /// the key's text and the first occurrence's line and column.
    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> DeferredResults {
        guard let document = file.document else { return DeferredResults() }
        let duplicates = document.duplicateKeys
        return DeferredResults(
            count: duplicates.count,
            build: { index in
                let duplicate = duplicates[index]
                let firstAt = JSONValue.string(document.start(duplicate.first).description)
                return FunctionResult(
                    facts: ["key": .string(document.string(duplicate.key) ?? ""), "firstAt": firstAt],
                    node: duplicate.key, evidence: [JSONMember(key: "firstAt", value: firstAt)])
            })
    }
}
