/// Reports a captured consent string: under one of the known `keys` (any non-empty value that is
/// not a placeholder), or anywhere else when the value decodes as one of `kinds`. The evidence is
/// the decoded metadata with the string itself redacted to kind, length and a short prefix
/// (whole only with `--show-personal-data`).
struct ConsentStringLeak: NodeFunction {
    static let name = "consentStringLeak"
    static let level = FunctionLevel.node
    static let summary = "No consent string under `keys`, and no value that decodes as one of `kinds`, anywhere."

    /// Option names for `ConsentStringKind`s.
    static let kindNames: [String: ConsentStringKind] = [
        "tcfV2": .tcfV2, "tcfV1": .tcfV1, "gpp": .gpp, "additionalConsent": .additionalConsent,
        "usPrivacy": .usPrivacy, "otConsentString": .otConsentString,
    ]

    let keys: Set<String>
    let kinds: Set<ConsentStringKind>

    init(options: FunctionOptions) throws(YAMLError) {
        keys = Set(try options.stringList("keys") ?? [])
        var kinds = Set<ConsentStringKind>()
        for name in try options.stringList("kinds") ?? [] {
            guard let kind = Self.kindNames[name] else {
                let allowed = Self.kindNames.keys.sorted()
                let hint = didYouMean(name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
                throw options.error("unknown consent string kind '\(name)'\(hint) (expected \(allowed.joined(separator: ", ")))", at: "kinds")
            }
            kinds.insert(kind)
        }
        self.kinds = kinds
        try options.finish()
        if keys.isEmpty && kinds.isEmpty {
            throw options.error("function 'consentStringLeak' needs functionOptions 'keys' and/or 'kinds'")
        }
    }

    /// First bytes a consent string can start with (TCF `C`/`B`, GPP `D`, AC `1`/`2`, base64 JSON
    /// `e`, and leading whitespace or a percent escape that normalisation removes). Rules run this
    /// function on every string of a document, so most strings are ruled out here, allocation-free.
    static let candidateFirstBytes: Set<UInt8> = Set("CBD12e %\t\n".utf8)

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, document.kind(node) == .string else { return [] }
        let keyNode = document.keyNode(of: node)
        let byKey = keyNode.map { key in keys.contains { document.stringEquals(key, $0) } } ?? false
        if !byKey {
            // The shortest consent strings (`1~1`, `1YNN`) have 3–4 characters; the range holds the quotes.
            let range = document.byteRange(node)
            guard !kinds.isEmpty, range.count >= 5, Self.candidateFirstBytes.contains(document.bytes[range.lowerBound + 1]) else { return [] }
        }
        guard let text = document.string(node) else { return [] }
        let keyName = keyNode.flatMap { document.string($0) }
        let kind = ConsentStringClassifier.classify(text)
        if byKey {
            guard !ConsentStringClassifier.isPlaceholder(text) else { return [] }
        } else {
            guard let kind, kinds.contains(kind) else { return [] }
        }
        let place = keyName.map { "'\($0)'" } ?? "this value"
        guard let kind else {
            // A non-empty value under a consent key that does not decode: still captured state.
            return [FunctionResult(
                message: "\(place) holds a captured value (\(text.count) characters) that does not decode as a known consent string; it would ship to every user",
                evidence: [
                    JSONMember(key: "kind", value: .string("unknown")),
                    JSONMember(key: "length", value: .int(text.count)),
                    JSONMember(key: "prefix", value: .string(Redaction.consentString(text, revealing: target.revealPersonalData))),
                ])]
        }
        let evidence: [JSONMember]
        switch ConsentStringDecoder.evidence(for: text, kind: kind, revealing: target.revealPersonalData) {
        case .success(let decoded): evidence = decoded
        case .failure(let error):
            evidence = [JSONMember(key: "kind", value: .string(kind.rawValue)), JSONMember(key: "length", value: .int(text.count)),
                        JSONMember(key: "decodeError", value: .string(error.reason))]
        }
        return [FunctionResult(
            message: "\(place) holds a captured \(kind.rawValue) (\(Redaction.consentString(text, revealing: target.revealPersonalData))): one person's consent would ship to every user of the app",
            evidence: evidence)]
    }
}
