import CMPLintDocuments
import CMPLintKnowledge

/// Reports a data-subject identifier in a snapshot. The rule's `given` selects where identifiers
/// are carried and `holds` says, for each `given` path in order, how:
///
/// - `identifier`: the value is the identifier (`storageKeys.OT_Identifier`; OneTrust CMP API, Get
///   Banner UI, https://developer.onetrust.com/onetrust/docs/get-banner-ui, confirmed).
/// - `details`: the value is the identifier, or an object whose members named in `members` hold
///   it (`pcUIData.dsIdDetails.dsidText`, the data subject id the preference center shows; OneTrust
///   CMP API reference, Get Preference Center Data,
///   https://developer.onetrust.com/onetrust/reference/get_preferences, confirmed).
/// - `otConsentString`: the value is an otConsentString and its `dsId` is the identifier (OneTrust
///   "Persisting Consent", https://developer.onetrust.com/onetrust/docs/persisting-consent, confirmed).
///   A first-launch string (`OTConsentObject.carriesNoChoices`) gets the case `firstLaunch`: its
///   dsId is a fresh one that every user would share, not someone's consent record.
/// - `embedded`: the value is text (a URL, a cookie, base64 data, a sentence) that carries the
///   identifier in a parameter named like one (`dsid=`, `identifier=`, …; `PersonalDataFinder`),
///   or an otConsentString found by its shape (the whole value, a parameter, base64 data) whose
///   `dsId` is the identifier, whatever the key it sits under.
///
/// The SDK takes the identifier from `startSDK`, not from offline data (OneTrust Mobile SDK Offline
/// Mode documentation, https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section
/// '2. How It Works'), but a shipped identifier is still personal data. Facts carry it redacted
/// (`Redaction.identifier`), and the engine's `value` fact is replaced by a redacted value, so no
/// rule message can print it unless `--show-personal-data`.
package struct IdentifierLeak: NodeFunction {
    package static let name = "identifierLeak"
    package static let summary =
        "No data-subject identifier in what `given` selects (a value, an identifier-named member, a dsId inside an otConsentString, or an identifier parameter inside a URL or text)."

    /// How a `given` path carries the identifier.
    package enum Carrier: String, CaseIterable {
        case identifier, details, otConsentString, embedded
    }

    package static let options: [OptionSpec] = [
        OptionSpec(
            "holds", .someOf(Carrier.allCases.map(\.rawValue)),
            "For each `given` path in order (an alias counts as the paths it stands for): `identifier` (the value is one), `details` (the value, or its members named in `members`), `otConsentString` (the dsId inside it), `embedded` (an identifier parameter such as `dsid=` inside a URL, cookie, base64 data or text). Paths beyond the list hold `identifier`.",
            default: .array([.string("identifier")])),
        OptionSpec(
            "members", .strings,
            "Members of a `details` object that hold the identifier itself rather than a UI label (compared case-insensitively).",
            default: .array([])),
    ]

    package static let facts: [FactSpec] = [
        FactSpec("key", "the member name the identifier is found under"),
        FactSpec("member", "for `details`: the member of the object that holds it (absent when the value itself does)"),
        FactSpec("parameter", "for `embedded`: the parameter that holds it, e.g. 'dsid'"),
        FactSpec(
            "embeddedIn",
            "for an otConsentString found by shape inside a value: \"its parameter 'consent'\", \"base64 data\" or \"its text\" (absent when it is the whole value)"
        ),
        FactSpec(
            "identifier",
            "the identifier redacted to its first and last characters and length, e.g. '5c0f…6a30 (36 chars)' (whole with --show-personal-data)",
            personal: true),
        FactSpec("length", "the identifier's length in characters"),
    ]

    package static let messageCases = [
        "details", "otConsentString", "embedded", "embeddedConsentString", "firstLaunch",
    ]

    package let holds: [Carrier]
    /// Lowercased.
    package let members: Set<String>

    package init(options: FunctionOptions) throws(YAMLError) {
        holds = (try options.stringList("holds") ?? []).compactMap(Carrier.init(rawValue:))
        members = Set((try options.stringList("members") ?? []).map { $0.lowercased() })
    }

    /// How the `given` path `selectorIndex` carries the identifier.
    private func carrier(_ selectorIndex: Int) -> Carrier {
        selectorIndex < holds.count ? holds[selectorIndex] : .identifier
    }

    /// For `embedded` (every string of a document): the string values the document's shared scan
    /// marks; every match of the other paths.
    package func candidates(selectorIndex: Int) -> NodeCandidates {
        carrier(selectorIndex) == .embedded ? .personalData(byShape: true, keys: []) : .every
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let keyNode = document.keyNode(of: node) else { return [] }
        let carrier = carrier(target.selectorIndex)
        // `embedded` runs on every string of a document: most have nothing, so nothing is decoded for them.
        let embedded = carrier == .embedded ? target.personalData(in: node) : []
        guard carrier != .embedded || !embedded.isEmpty, let key = document.string(keyNode) else { return [] }
        let reveal = target.revealPersonalData
        switch carrier {
        case .identifier:
            guard let value = document.string(node), !ConsentStringClassifier.isPlaceholder(value) else { return [] }
            var found = result(nil, key: key, identifier: value, reveal: reveal)
            found.personalData = true
            return [found]
        case .otConsentString:
            guard let text = document.string(node), let object = try? OTConsentObject.decode(text),
                let id = object.dataSubjectId, !ConsentStringClassifier.isPlaceholder(id)
            else { return [] }
            var found = result(
                object.carriesNoChoices ? "firstLaunch" : "otConsentString", key: key, identifier: id, reveal: reveal)
            // The checked value is the consent string, not the identifier.
            found.facts["value"] = .string(JSONValue.quoted(Redaction.consentString(text, revealing: reveal)))
            return [found]
        case .embedded:
            let whole = document.string(node)
            return embedded.compactMap { match in
                if match.kind == .consentString(.otConsentString) {
                    return consentStringIdentifier(match, whole: whole, key: key, reveal: reveal)
                }
                guard match.kind == .identifier, case .parameter(let name) = match.carrier else { return nil }
                var found = result("embedded", key: key, identifier: match.value, reveal: reveal)
                found.facts["parameter"] = .string(name)
                return found
            }
        case .details:
            if let value = document.string(node) {
                guard !ConsentStringClassifier.isPlaceholder(value) else { return [] }
                var found = result("details", key: key, identifier: value, reveal: reveal)
                found.personalData = true
                return [found]
            }
            return document.members(node).compactMap { member in
                guard let name = document.string(member.key), members.contains(name.lowercased()),
                    let value = document.string(member.value), !ConsentStringClassifier.isPlaceholder(value)
                else { return nil }
                var found = result("details", key: key, identifier: value, reveal: reveal)
                found.facts["member"] = .string(name)
                found.node = member.value
                found.personalData = true
                return found
            }
        }
    }

    /// The dsId of an otConsentString found by shape (`match`) in a value whose key is not one the
    /// rule names as an otConsentString's; nil when it carries none.
    private func consentStringIdentifier(_ match: PersonalDataMatch, whole: String?, key: String, reveal: Bool)
        -> FunctionResult?
    {
        guard let object = try? OTConsentObject.decode(match.value), let id = object.dataSubjectId,
            !ConsentStringClassifier.isPlaceholder(id)
        else { return nil }
        var found = result(
            object.carriesNoChoices ? "firstLaunch" : "embeddedConsentString", key: key, identifier: id, reveal: reveal)
        if match.value != whole { found.facts["embeddedIn"] = .string(ConsentStringLeak.place(match.carrier)) }
        found.facts["value"] = .string(JSONValue.quoted(Redaction.consentString(match.value, revealing: reveal)))
        return found
    }

    private func result(_ messageCase: String?, key: String, identifier: String, reveal: Bool) -> FunctionResult {
        let redacted = Redaction.identifier(identifier, revealing: reveal)
        return FunctionResult(
            facts: [
                "key": .string(key), "identifier": .string(redacted), "length": .int(identifier.count),
                "value": .string(JSONValue.quoted(redacted)),
            ],
            case: messageCase,
            evidence: [
                JSONMember(key: "identifier", value: .string(redacted)),
                JSONMember(key: "length", value: .int(identifier.count)),
            ])
    }
}
