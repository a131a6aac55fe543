/// Reports `storageKeys` entries that hold one person's choices (group, SDK and vendor consents,
/// the consent date, the US Privacy string) with a non-empty value. The SDK writes `storageKeys`
/// verbatim to UserDefaults / SharedPreferences (cmp-api.md §1.3, confirmed), and the documented
/// offline sanitisation does not name them (offline-mode.txt §7), so such values would seed every
/// user's consent state (inferred).
struct StoredConsentLeak: NodeFunction {
    static let name = "storedConsentLeak"
    static let level = FunctionLevel.node
    static let summary = "The selected members named in `keys` must be empty (\"\", {}, [], null, or absent)."

    let keys: Set<String>

    init(options: FunctionOptions) throws(YAMLError) {
        guard let keys = try options.stringList("keys"), !keys.isEmpty else {
            throw options.error("function 'storedConsentLeak' needs functionOptions 'keys'", at: "keys")
        }
        self.keys = Set(keys)
        try options.finish()
    }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let key = document.keyNode(of: node).flatMap({ document.string($0) }),
              keys.contains(key) else { return [] }
        let size: JSONMember
        switch document.kind(node) {
        case .string:
            guard let text = document.string(node), !ConsentStringClassifier.isPlaceholder(text) else { return [] }
            size = JSONMember(key: "length", value: .int(text.count))
        case .object, .array:
            guard document.childCount(node) > 0 else { return [] }
            size = JSONMember(key: "entries", value: .int(document.childCount(node)))
        default:
            return []
        }
        let what = size.key == "entries" ? "\(document.childCount(node)) entries" : "a value"
        return [FunctionResult(
            message: "storageKeys.\(key) holds \(what) from the capturing profile: the SDK stores storageKeys as they are, so every user would start with that person's choices",
            evidence: [JSONMember(key: "key", value: .string(key)), size])]
    }
}
