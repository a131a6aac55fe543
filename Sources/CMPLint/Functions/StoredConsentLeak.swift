import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports members named in `keys` (the rule's `given` selects where: `storageKeys`) that hold one
/// person's choices (group, SDK and vendor consents, the consent date, the US Privacy string) with
/// a non-empty value. Which values stand for "nothing captured" (`""`, `{}`, `[]`, `null`, `1---`)
/// is consent-string knowledge (`ConsentStringClassifier.isPlaceholder`). The SDK writes
/// `storageKeys` verbatim to UserDefaults / SharedPreferences (OneTrust CMP API, Get Banner UI,
/// https://developer.onetrust.com/onetrust/docs/get-banner-ui, confirmed), and the documented
/// offline sanitisation does not name them (OneTrust Mobile SDK Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section '7. Data Sanitization'),
/// so such values would seed every user's consent state (inferred). A string value is redacted in
/// the `value` fact like a consent string.
///
/// Beside an otConsentString that records no choices (option `consentString`; a first launch of
/// an anonymous profile, `OTConsentObject.carriesNoChoices`) the values are no one's choices but
/// what the server gives a new profile (inferred): the case `firstLaunch` says so.
package struct StoredConsentLeak: NodeFunction {
    package static let name = "storedConsentLeak"
    package static let summary = "The selected members named in `keys` must be empty (\"\", {}, [], null, or absent)."

    package static let options: [OptionSpec] = [
        OptionSpec(
            "keys", .strings, "Member names that record one person's choices; their values must be empty.",
            required: true),
        OptionSpec(
            "consentString", .paths,
            "the document's otConsentString: when it records no choices (a first launch), the case is firstLaunch"),
    ]

    package static let facts: [FactSpec] = [
        FactSpec("key", "the member name"),
        FactSpec("length", "a string value's length in characters"),
        FactSpec("entries", "an object's or array's number of entries"),
    ]

    package static let messageCases = ["firstLaunch"]

    package let keys: Set<String>
    package let consentString: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        guard let keys = try options.stringList("keys"), !keys.isEmpty else {
            throw options.error("function 'storedConsentLeak' needs at least one name in 'keys'", at: "keys")
        }
        self.keys = Set(keys)
        consentString = SelectorWalker(selectors: try options.paths("consentString") ?? [])
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let node = target.value, let key = document.keyNode(of: node).flatMap({ document.string($0) }),
            keys.contains(key)
        else { return [] }
        var facts: [String: JSONValue] = ["key": .string(key)]
        let size: JSONMember
        switch document.kind(node) {
        case .string:
            guard let text = document.string(node), !ConsentStringClassifier.isPlaceholder(text) else { return [] }
            size = JSONMember(key: "length", value: .int(text.count))
            facts["value"] = .string(
                JSONValue.quoted(Redaction.consentString(text, revealing: target.revealPersonalData)))
        case .object, .array:
            guard document.childCount(node) > 0 else { return [] }
            size = JSONMember(key: "entries", value: .int(document.childCount(node)))
        default:
            return []
        }
        facts[size.key] = size.value
        let firstLaunch =
            document.firstString(matching: consentString).flatMap { try? OTConsentObject.decode($0.value) }?
            .carriesNoChoices ?? false
        return [
            FunctionResult(
                facts: facts, case: firstLaunch ? "firstLaunch" : nil,
                evidence: [JSONMember(key: "key", value: .string(key)), size])
        ]
    }
}
