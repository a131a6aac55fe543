/// Reports a data-subject identifier in a snapshot: `OT_Identifier` in `storageKeys` (cmp-api.md
/// §1.3, confirmed), the `dsId` inside a decoded `otConsentString` (§1.2, confirmed), or a
/// `dsIdDetails` object that carries a value (its shape is not published; a string member named
/// like an identifier is taken as one: inferred). The SDK takes the identifier from `startSDK`, not
/// from offline data (offline-mode.txt §2), but a shipped identifier is still personal data.
struct IdentifierLeak: NodeFunction {
    static let name = "identifierLeak"
    static let level = FunctionLevel.node
    static let summary = "No data-subject identifier (OT_Identifier, a dsId inside otConsentString, dsIdDetails values)."

    /// Members of `dsIdDetails` that would hold the identifier itself rather than a UI label.
    static let identifierMembers: Set<String> = ["dsid", "value", "identifier", "id", "datasubjectid"]

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let key = document.keyNode(of: node).flatMap({ document.string($0) }) else { return [] }
        let reveal = target.revealPersonalData
        switch key {
        case "OT_Identifier":
            guard let value = document.string(node), !ConsentStringClassifier.isPlaceholder(value) else { return [] }
            return [result("storageKeys.OT_Identifier holds a data-subject identifier", value, reveal: reveal)]
        case "otConsentString":
            guard let text = document.string(node), let object = try? OTConsentObject.decode(text),
                  let id = object.dataSubjectId, !ConsentStringClassifier.isPlaceholder(id) else { return [] }
            return [result("the otConsentString carries the data-subject identifier (dsId) of the person who captured it", id, reveal: reveal)]
        case "dsIdDetails":
            if let value = document.string(node) {
                return ConsentStringClassifier.isPlaceholder(value) ? [] : [result("dsIdDetails holds an identifier", value, reveal: reveal)]
            }
            return document.members(node).compactMap { member in
                guard let name = document.string(member.key), Self.identifierMembers.contains(name.lowercased()),
                      let value = document.string(member.value), !ConsentStringClassifier.isPlaceholder(value) else { return nil }
                var found = result("dsIdDetails.\(name) holds an identifier", value, reveal: reveal)
                found.node = member.value
                return found
            }
        default:
            return []
        }
    }

    private func result(_ what: String, _ identifier: String, reveal: Bool) -> FunctionResult {
        FunctionResult(
            message: "\(what) (\(Redaction.identifier(identifier, revealing: reveal))): personal data that would ship inside the app",
            evidence: [JSONMember(key: "identifier", value: .string(Redaction.identifier(identifier, revealing: reveal))),
                       JSONMember(key: "length", value: .int(identifier.count))])
    }
}
