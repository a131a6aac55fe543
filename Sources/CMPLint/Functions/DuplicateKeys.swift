/// Reports an object key that repeats an earlier key of the same object, at the repeat. JSON parsers
/// keep only one of the two values (which one differs), so one is silently lost. The message names
/// no line (baselines match by message, and must survive reformatting); the evidence does.
struct DuplicateKeys: DocumentFunction {
    static let name = "duplicateKeys"
    static let level = FunctionLevel.document
    static let summary = "No object may repeat a key."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        return document.duplicateKeys.map { key in
            let name = document.string(key) ?? ""
            let first = firstOccurrence(of: key, named: name, in: document)
            let evidence = first.map { [JSONMember(key: "firstAt", value: .string(document.start($0).description))] } ?? []
            return FunctionResult(message: "duplicate key \(JSONValue.quoted(name)): the object already has this key, and parsers keep only one of the values",
                                  node: key, evidence: evidence)
        }
    }

    private func firstOccurrence(of key: JSONNodeID, named name: String, in document: JSONDocument) -> JSONNodeID? {
        guard let object = document.parent(key) else { return nil }
        return document.members(object).first { $0.key != key && document.string($0.key) == name }?.key
    }
}
