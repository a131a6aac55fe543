/// Reports a file whose content is another component's response than its slot expects (a
/// preferences response saved as the banner file, and so on), pointing at the key that gives the
/// content away. Content without any component's markers is not claimed to be anything.
struct ComponentKindCheck: DocumentFunction {
    static let name = "componentKind"
    static let level = FunctionLevel.document
    static let summary = "The file's content must be the response of the component its name (or flag) says."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        switch DetectedContent(document) {
        case .component(let actual, let marker) where actual != file.kind:
            let key = document.string(marker) ?? ""
            return [FunctionResult(
                message: "this \(file.kind.rawValue) file holds the \(actual.rawValue) response (\(actual.endpoint)): it has '\(key)'",
                node: marker)]
        case .notAnObject(let kind):
            return [FunctionResult(
                message: "this \(file.kind.rawValue) file holds a JSON \(kind.rawValue), not the \(file.kind.endpoint) response object",
                node: document.root)]
        default:
            return []
        }
    }
}
