import CMPLintDocuments

/// Reports a file whose content is another component's response than its slot expects (a
/// preferences response saved as the banner file, and so on), pointing at the key that gives the
/// content away (the markers of `DetectedContent`), and a file that is no CMP API response at all
/// (`ResponseContent.notCMPResponse`: no component markers, no `appConfig`, no errors, no legacy
/// markers), naming the keys it has (at most `listedCount`, each cut to `maxKeyLength`: a hostile
/// file of a million keys, or of one huge key, must not grow the report). Legacy data and error
/// responses are left to their own rules.
package struct ComponentKindCheck: DocumentFunction {
    package static let name = "componentKind"
    package static let summary = "The file's content must be the response of the component its name (or flag) says."
    package static let options: [OptionSpec] = []
    package static let facts: [FactSpec] = [
        FactSpec("endpoint", "the endpoint whose response the file should hold, e.g. GET /cfw/cmp/v1/banner"),
        FactSpec("detected", "the component whose response the file holds"),
        FactSpec("detectedEndpoint", "that component's endpoint"),
        FactSpec("marker", "the key that gives the content away"),
        FactSpec("type", "notAnObject: the JSON type of the top-level value"),
        FactSpec(
            "keys",
            "notCMPResponse: the file's first \(listedCount) top-level keys, in document order, each cut to \(maxKeyLength) characters"
        ),
        FactSpec("shownKeys", "notCMPResponse: the first five of them, each in single quotes"),
        FactSpec(
            "moreKeys", "notCMPResponse: how many more top-level keys there are than the five shown (0 when none)"),
    ]
    package static let messageCases = ["notAnObject", "notCMPResponse"]

    /// How many keys a message names.
    package static let shownCount = 5
    /// How many keys the `keys` fact and evidence list; the evidence counts the rest (`moreKeys`).
    package static let listedCount = 32
    /// The longest key shown, in characters.
    package static let maxKeyLength = 60

    package init(options: FunctionOptions) throws(YAMLError) {}

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document, let content = set.content(file.kind) else { return [] }
        switch content {
        case .otherComponent(let actual, let marker):
            return [
                FunctionResult(
                    facts: [
                        "endpoint": .string(file.kind.endpoint), "detected": .string(actual.rawValue),
                        "detectedEndpoint": .string(actual.endpoint), "marker": .string(document.string(marker) ?? ""),
                    ],
                    node: marker)
            ]
        case .notAnObject(let kind):
            return [
                FunctionResult(
                    facts: ["endpoint": .string(file.kind.endpoint), "type": .string(Self.typeName(kind))],
                    case: "notAnObject", node: document.root)
            ]
        case .notCMPResponse:
            let total = document.childCount(document.root)
            let keys = document.members(document.root).prefix(Self.listedCount).map { member in
                (document.string(member.key) ?? "").shortened(to: Self.maxKeyLength)
            }
            var evidence = [JSONMember(key: "keys", value: .array(keys.map(JSONValue.string)))]
            if total > keys.count { evidence.append(JSONMember(key: "moreKeys", value: .int(total - keys.count))) }
            return [
                FunctionResult(
                    facts: [
                        "endpoint": .string(file.kind.endpoint), "keys": .array(keys.map(JSONValue.string)),
                        "shownKeys": .array(keys.prefix(Self.shownCount).map { .string("'\($0)'") }),
                        "moreKeys": .int(max(total - Self.shownCount, 0)),
                    ],
                    case: "notCMPResponse", node: document.root, evidence: evidence)
            ]
        default:
            return []
        }
    }

    /// The JSON type's name (RFC 8259 terms).
    package static func typeName(_ kind: JSONKind) -> String {
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
