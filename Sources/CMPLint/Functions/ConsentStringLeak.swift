import CMPLintDocuments
import CMPLintKnowledge

/// Reports a captured consent string: under one of the known `keys` (any non-empty value that is
/// not a placeholder), anywhere else when the value decodes as one of `kinds`, and embedded in a
/// value (a URL's query or fragment parameter, base64 data, a token of a text: found by
/// `PersonalDataFinder`, the finder report redaction uses too). Decoding and classification are
/// domain knowledge (`ConsentStringClassifier`, `ConsentStringDecoder`); the results carry facts,
/// never the string itself: its kind, length, a redacted prefix, where it was embedded and the
/// decoded metadata (whole only with `--show-personal-data`). The engine's `value` fact is
/// replaced by the redacted prefix, so no rule message can print the string.
package struct ConsentStringLeak: NodeFunction {
    package static let name = "consentStringLeak"
    package static let summary =
        "No consent string under `keys`, and no value that decodes as one of `kinds` or holds one (in a URL parameter, base64 data or text), anywhere."

    /// Option names for `ConsentStringKind`s.
    package static let kindNames: [String: ConsentStringKind] = [
        "tcfV2": .tcfV2, "tcfV1": .tcfV1, "gpp": .gpp, "additionalConsent": .additionalConsent,
        "usPrivacy": .usPrivacy, "otConsentString": .otConsentString,
    ]

    package static let options: [OptionSpec] = [
        OptionSpec(
            "keys", .strings, "Member names whose non-empty, non-placeholder value is a leak whatever it decodes as."),
        OptionSpec(
            "kinds", .someOf(kindNames.keys.sorted()),
            "Consent string kinds reported under any key when a value decodes as one of them."),
    ]

    package static let facts: [FactSpec] = [
        FactSpec("key", "the member name the value is under (absent for an array element)"),
        FactSpec("kind", "what the value decodes as, e.g. 'TCF v2 TC string' (absent when it does not decode)"),
        FactSpec("length", "the value's length in characters"),
        FactSpec(
            "prefix",
            "the value redacted to a short prefix and its length, e.g. '2~1.35… (24 chars)' (whole with --show-personal-data)"
        ),
        FactSpec("decoded", "the decoded metadata as an object (dates, CMP, counts, sections; identifiers redacted)"),
        FactSpec(
            "decodeError",
            "why a value of a known kind was not decoded: malformed, or longer than \(ConsentStringInput.maxDecodedLength) bytes (then recognised by its shape)"
        ),
        FactSpec(
            "embeddedIn",
            "where inside the value the string was found: \"its parameter 'gdpr_consent'\", \"base64 data\" or \"its text\" (absent when it is the whole value)"
        ),
    ]

    package static let messageCases = ["undecodable", "firstLaunch"]

    /// Longest member name a message quotes.
    package static let maxKeyLength = 80

    package let keys: [String]
    /// The first byte of each key name: a member whose key starts otherwise is not compared.
    private let keyStarts: ByteSet
    package let kinds: Set<ConsentStringKind>

    package init(options: FunctionOptions) throws(YAMLError) {
        keys = try options.stringList("keys") ?? []
        keyStarts = ByteSet(keys.map { $0.utf8.first ?? UInt8(ascii: "\"") })
        kinds = Set((try options.stringList("kinds") ?? []).compactMap { Self.kindNames[$0] })
        if keys.isEmpty && kinds.isEmpty {
            throw options.error("function 'consentStringLeak' needs functionOptions 'keys' and/or 'kinds'")
        }
    }

    /// The strings it can report: those the document's shared scan marks as possible consent
    /// strings (when it reports `kinds`) and the values of members whose key starts like one of
    /// `keys`. With `then.field` the checked value is elsewhere, so the engine evaluates every match.
    package func candidates(selectorIndex: Int) -> NodeCandidates {
        .personalData(byShape: !kinds.isEmpty, keys: keys)
    }

    /// Whether the member name `key` starts like one of `keys` (or with an escape), which rules
    /// out most keys without comparing them.
    private func keyStartsLikeOne(_ key: JSONNodeID, in document: JSONDocument) -> Bool {
        let first = document.firstStringByte(key)
        return first == UInt8(ascii: "\\") || keyStarts.contains(first)
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, document.kind(node) == .string else { return [] }
        let keyNode = document.keyNode(of: node)
        // Decoded only for a finding: this runs on every string of every document.
        var key: String? { keyNode.flatMap { document.string($0) } }
        let reveal = target.revealPersonalData
        let byKey =
            keyNode.map { key in keyStartsLikeOne(key, in: document) && keys.contains { document.stringEquals(key, $0) }
            } ?? false
        // The document's shared scan rules out most strings with one bit: they are no consent
        // string by their first byte, length or shape, and hold none.
        guard byKey || (!kinds.isEmpty && target.mayHoldPersonalData(node)) else { return [] }
        if byKey || ConsentStringShape.candidateFirstBytes.contains(document.firstStringByte(node)),
            case let range = document.byteRange(node), byKey || range.count >= ConsentStringShape.minimumSourceLength
        {
            // One pass over the value's source bytes, nothing copied: most candidates end here, and a
            // value found by shape is read no further than its first bytes when they point to a kind
            // this rule does not report (whose whole-value match is another rule's; what it embeds is
            // looked up below).
            let source = ConsentStringShape(source: range, in: document, accepting: byKey ? nil : kinds)
            if !source.isRuledOut || byKey, let text = document.string(node) {
                // An escape or a non-ASCII byte in the source: read the decoded text instead.
                let shape =
                    source.needsNormalizing
                    ? ConsentStringShape(text, keepingHead: ConsentStringInput.isTooLongToDecode(text)) : source
                let kind = ConsentStringClassifier.classify(text, shape: shape)
                let length = shape.characterCount ?? text.count
                if byKey {
                    guard !ConsentStringClassifier.isPlaceholder(text) else { return [] }
                    return [leak(text, length: length, kind: kind, key: key, embeddedIn: nil, revealing: reveal)]
                }
                if let kind {
                    // A whole consent string of another kind is another rule's.
                    return kinds.contains(kind)
                        ? [leak(text, length: length, kind: kind, key: key, embeddedIn: nil, revealing: reveal)] : []
                }
            }
        }
        guard !kinds.isEmpty else { return [] }
        return target.personalData(in: node).compactMap { match in
            guard case .consentString(let embedded) = match.kind, kinds.contains(embedded) else { return nil }
            return leak(
                match.value, length: match.value.count, kind: embedded, key: key, embeddedIn: Self.place(match.carrier),
                revealing: reveal)
        }
    }

    /// How messages say where in a value an embedded string was found.
    package static func place(_ carrier: PersonalDataMatch.Carrier) -> String {
        switch carrier {
        case .parameter(let name): return "its parameter '\(name)'"
        case .base64: return "base64 data"
        case .token: return "its text"
        }
    }

    /// The result for one captured string of `length` characters: facts and evidence, decoded when
    /// its kind is known (a value too long to decode was classified by its shape; the decoder says so).
    private func leak(
        _ text: String, length: Int, kind: ConsentStringKind?, key: String?, embeddedIn: String?, revealing: Bool
    ) -> FunctionResult {
        let prefix = Redaction.consentString(text, revealing: revealing, count: length)
        var facts: [String: JSONValue] = [
            "length": .int(length),
            "prefix": .string(prefix),
            "value": .string(JSONValue.quoted(prefix)),
        ]
        // Any member name can hold a value found by shape: keep a hostile one from growing the message.
        if let key { facts["key"] = .string(key.shortened(to: Self.maxKeyLength)) }
        var evidence = [
            JSONMember(key: "kind", value: .string(kind?.rawValue ?? "unknown")),
            JSONMember(key: "length", value: .int(length)),
        ]
        guard let kind else {
            // A non-empty value under a consent key that does not decode: still captured state.
            evidence.append(JSONMember(key: "prefix", value: .string(prefix)))
            return FunctionResult(facts: facts, case: "undecodable", evidence: evidence)
        }
        facts["kind"] = .string(kind.rawValue)
        if let embeddedIn {
            facts["embeddedIn"] = .string(embeddedIn)
            evidence.append(JSONMember(key: "embeddedIn", value: .string(embeddedIn)))
        }
        evidence.append(JSONMember(key: "prefix", value: .string(prefix)))
        switch ConsentStringDecoder.decoded(text, kind: kind, revealing: revealing) {
        case .success(let decoded):
            evidence += decoded
            facts["decoded"] = .object(decoded)
        case .failure(let error):
            evidence.append(JSONMember(key: "decodeError", value: .string(error.reason)))
            facts["decodeError"] = .string(error.reason)
        }
        return FunctionResult(facts: facts, case: Self.decodedCase(text, kind: kind), evidence: evidence)
    }

    /// The message case for what a string decodes as: `firstLaunch` for an otConsentString of an
    /// anonymous profile without choices (`OTConsentObject.carriesNoChoices`), whose risk is its
    /// shared dsId rather than one person's consent; nil (the default case) otherwise.
    package static func decodedCase(_ text: String, kind: ConsentStringKind) -> String? {
        guard kind == .otConsentString, let object = try? OTConsentObject.decode(text), object.carriesNoChoices else {
            return nil
        }
        return "firstLaunch"
    }
}
