/// Reports a file that is legacy `applicationdata`, web domain data or the old `otData` +
/// `vendorListData` offline wrapper rather than a CMP API response. One finding per file, at the
/// first marker, naming the markers found.
struct LegacyFormat: DocumentFunction {
    static let name = "legacyFormat"
    static let level = FunctionLevel.document
    static let summary = "The file must be a CMP API response, not legacy applicationdata, web domain data or the old offline wrapper."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        let markers = LegacyMarkers.find(in: document)
        guard let first = markers.first else { return [] }
        let names = markers.prefix(5).compactMap { document.string($0) }.map { "'\($0)'" }
        let more = markers.count > 5 ? " and \(markers.count - 5) more" : ""
        return [FunctionResult(
            message: "this \(file.kind.rawValue) file is legacy (pre-CMP-API) data, not the \(file.kind.endpoint) response: it has \(names.joined(separator: ", "))\(more)",
            node: first,
            evidence: [JSONMember(key: "markers", value: .array(markers.compactMap { document.string($0) }.map(JSONValue.string)))])]
    }
}
