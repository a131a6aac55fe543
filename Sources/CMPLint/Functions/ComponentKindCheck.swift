/// Reports a file whose content is another component's response than its slot expects (a
/// preferences response saved as the banner file, and so on), pointing at the key that gives the
/// content away (the markers of `DetectedContent`). Content without any component's markers is not
/// claimed to be anything.
struct ComponentKindCheck: DocumentFunction {
    static let name = "componentKind"
    static let summary = "The file's content must be the response of the component its name (or flag) says."
    static let options: [OptionSpec] = []
    static let facts: [FactSpec] = [
        FactSpec("endpoint", "the endpoint whose response the file should hold, e.g. GET /cfw/cmp/v1/banner"),
        FactSpec("detected", "the component whose response the file holds"),
        FactSpec("detectedEndpoint", "that component's endpoint"),
        FactSpec("marker", "the key that gives the content away"),
        FactSpec("type", "notAnObject: the JSON type of the top-level value"),
    ]
    static let messages = [
        "default": "this {{component}} file holds the {{detected}} response ({{detectedEndpoint}}): it has '{{marker}}'",
        "notAnObject": "this {{component}} file holds a JSON {{type}}, not the {{endpoint}} response object",
    ]

    init(options: FunctionOptions) throws(YAMLError) {}

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        switch DetectedContent(document) {
        case .component(let actual, let marker) where actual != file.kind:
            return [FunctionResult(
                facts: ["endpoint": .string(file.kind.endpoint), "detected": .string(actual.rawValue),
                        "detectedEndpoint": .string(actual.endpoint), "marker": .string(document.string(marker) ?? "")],
                node: marker)]
        case .notAnObject(let kind):
            return [FunctionResult(
                facts: ["endpoint": .string(file.kind.endpoint), "type": .string(Self.typeName(kind))],
                case: "notAnObject", node: document.root)]
        default:
            return []
        }
    }

    /// The JSON type's name (RFC 8259 terms).
    static func typeName(_ kind: JSONKind) -> String {
        switch kind {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }
}
