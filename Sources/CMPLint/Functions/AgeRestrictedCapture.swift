/// Reports traces of an age-restricted capturing profile: an `OT_AgeGate` age range in
/// `storageKeys` (cmp-api.md §1.3, confirmed), or `consentToggleStatus: -1` (toggle hidden) on a
/// group the age gate links (`prompts.ageGate.linkedCategories.list[].groupId`, cmp-api.md §2). The
/// server hides those toggles and denies consent for profiles whose age range overlaps a restricted
/// age group (age-based-consent.md, confirmed); in a snapshot that state would apply to every user
/// offline (inferred). The age-gate links come from every document of the set, since banner and
/// preferences carry the same prompts.
struct AgeRestrictedCapture: DocumentFunction {
    static let name = "ageRestrictedCapture"
    static let level = FunctionLevel.document
    static let summary = "No `OT_AgeGate` range in `storageKeys`, and no hidden toggle (`consentToggleStatus: -1`) on an age-gated group."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        var results: [FunctionResult] = []
        if let storageKeys = document.node(atPath: ["storageKeys"]), let ageGate = document.member(storageKeys, "OT_AgeGate"),
           let range = Self.ageRange(ageGate, in: document) {
            results.append(FunctionResult(
                message: "storageKeys.OT_AgeGate holds the age range \(range.text) of the capturing profile: the snapshot was captured for an age-restricted profile, and offline every user would start with that range",
                node: ageGate, evidence: range.evidence))
        }
        let groups = PurposeTree.groups(in: document)
        guard !groups.isEmpty else { return results }
        var linked = Set(GroupReferences.linkedCategories(ofPrompt: "ageGate", in: document).map(\.groupId))
        for (_, _, other) in set.documents where other !== document {
            linked.formUnion(GroupReferences.linkedCategories(ofPrompt: "ageGate", in: other).map(\.groupId))
        }
        for group in groups where linked.contains(group.groupId) {
            guard let status = document.member(group.node, "consentToggleStatus"),
                  let text = document.numberText(status), Double(text) == -1 else { continue }
            results.append(FunctionResult(
                message: "the consent toggle of age-gated group \(JSONValue.quoted(group.groupId)) is hidden (consentToggleStatus -1): the snapshot was captured for an age-restricted profile, and offline no user could consent to \(group.groupId)",
                node: status, evidence: [JSONMember(key: "groupId", value: .string(group.groupId))]))
        }
        return results
    }

    /// The range an `OT_AgeGate` value holds: an object with a `lowerBound` or `upperBound` that is not
    /// null, or a non-empty string (a serialised range). Empty objects, `""` and `null` hold none.
    static func ageRange(_ node: JSONNodeID, in document: JSONDocument) -> (text: String, evidence: [JSONMember])? {
        switch document.kind(node) {
        case .object:
            func bound(_ key: String) -> JSONNodeID? {
                document.member(node, key).flatMap { document.kind($0) == .null ? nil : $0 }
            }
            let lower = bound("lowerBound")
            let upper = bound("upperBound")
            guard lower != nil || upper != nil else { return nil }
            let lowerText = lower.map { document.shortText($0, limit: 12) }
            let upperText = upper.map { document.shortText($0, limit: 12) }
            let text: String
            switch (lowerText, upperText) {
            case let (l?, u?): text = "\(l)–\(u)"
            case let (l?, nil): text = "\(l) and over"
            case let (nil, u?): text = "up to \(u)"
            case (nil, nil): return nil
            }
            var evidence: [JSONMember] = []
            if let lower { evidence.append(JSONMember(key: "lowerBound", value: document.value(lower))) }
            if let upper { evidence.append(JSONMember(key: "upperBound", value: document.value(upper))) }
            return (text, evidence)
        case .string:
            guard let value = document.string(node), !value.isEmpty else { return nil }
            return (document.shortText(node, limit: 40), [])
        default:
            return nil
        }
    }
}
