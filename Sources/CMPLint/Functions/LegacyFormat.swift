import CMPLintDocuments

/// Reports a file that is legacy `applicationdata`, web domain data or the old `otData` +
/// `vendorListData` offline wrapper rather than a CMP API response (the markers of
/// `LegacyMarkers`). One finding per file, at the first marker, naming the markers found. A file
/// whose name says no component (given on its own, or found by content in a tree without snapshot
/// names) gets case `unnamed`, which claims no slot.
package struct LegacyFormat: DocumentFunction {
    package static let name = "legacyFormat"
    package static let summary =
        "The file must be a CMP API response, not legacy applicationdata, web domain data or the old offline wrapper."
    package static let options: [OptionSpec] = []
    package static let facts: [FactSpec] = [
        FactSpec("endpoint", "the endpoint whose response the file should hold, e.g. GET /cfw/cmp/v1/preferences"),
        FactSpec("markers", "every legacy key found, in document order"),
        FactSpec("shownMarkers", "the first five of them, each in single quotes"),
        FactSpec("moreMarkers", "how many more were found (0 when none)"),
    ]
    package static let messageCases = ["unnamed"]

    /// How many markers a message names.
    package static let shownCount = 5

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document, case .legacy(let markers) = set.content(file.kind),
            let first = markers.first
        else { return [] }
        let names = markers.compactMap { document.string($0) }
        let shown = markers.prefix(Self.shownCount).compactMap { document.string($0) }.map {
            JSONValue.string("'\($0)'")
        }
        return [
            FunctionResult(
                facts: [
                    "endpoint": .string(file.kind.endpoint), "markers": .array(names.map(JSONValue.string)),
                    "shownMarkers": .array(shown),
                    "moreMarkers": .number(String(max(markers.count - Self.shownCount, 0))),
                ],
                case: set.naming.guessedSlots.contains(file.kind) ? "unnamed" : nil, node: first,
                evidence: [JSONMember(key: "markers", value: .array(names.map(JSONValue.string)))])
        ]
    }
}
