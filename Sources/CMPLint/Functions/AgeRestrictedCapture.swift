/// Reports traces of an age-restricted capturing profile: a stored age range (option `ageRange`, in
/// the default rule `storageKeys.OT_AgeGate`, `{lastUpdated, lowerBound, upperBound}`), or a hidden
/// consent toggle (`-1` at `toggles`) on a group that the age gate links (`linkedGroups`, collected
/// from every document of the set, since banner and preferences carry the same prompts). A toggle
/// belongs to the group whose id (`groupIds`) is a member of the same object.
///
/// With Age-Based Consent the server "enforces restrictions by setting consentToggleStatus = -1 for
/// restricted purposes" and keeps that state across devices for the profile (OneTrust Age-Based
/// Consent documentation, https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks,
/// section 'Server (CMP API) Updates', confirmed); the SDK stores the profile's range as
/// `ProfileAgeRange` with lower and upper bounds (same page, 'SDK Updates'). In a snapshot used
/// offline as a template that state would apply to every user (inferred).
struct AgeRestrictedCapture: DocumentFunction {
    static let name = "ageRestrictedCapture"
    static let summary = "No age range stored at `ageRange`, and no hidden toggle (-1 at `toggles`) on a group linked at `linkedGroups`."
    static let options = [
        OptionSpec("ageRange", .paths, "where the capturing profile's age range is stored ({lowerBound, upperBound} or a serialised string)", required: true),
        OptionSpec("toggles", .paths, "the groups' consent toggle statuses (-1: hidden)", required: true),
        OptionSpec("groupIds", .paths, "the groups' ids; a toggle belongs to the id in the same object", required: true),
        OptionSpec("linkedGroups", .paths, "the group ids the age gate links, in any document of the set", required: true),
    ]
    static let facts = [
        FactSpec("groupId", "the age-gated group whose toggle is hidden"),
        FactSpec("lowerBound", "the stored range's lower bound as JSON text (case ageRange), absent when null or missing"),
        FactSpec("upperBound", "the stored range's upper bound as JSON text (case ageRange), absent when null or missing"),
        FactSpec("range", "the stored range when it is a string (case ageRange), as JSON text"),
    ]
    static let messages = [
        "default": "the consent toggle of age-gated group {{groupId|json}} is hidden",
        "ageRange": "the capturing profile's age range is stored ({{#range}}{{range}}{{/range}}{{#lowerBound}}from {{lowerBound}} {{/lowerBound}}{{#upperBound}}up to {{upperBound}}{{/upperBound}})",
    ]

    /// `consentToggleStatus` value of a hidden toggle.
    static let hiddenToggle = -1.0

    let ageRange: SelectorWalker
    let toggles: SelectorWalker
    let groupIds: SelectorWalker
    let linkedGroups: SelectorWalker

    init(options: FunctionOptions) throws(YAMLError) {
        ageRange = SelectorWalker(selectors: try options.paths("ageRange") ?? [])
        toggles = SelectorWalker(selectors: try options.paths("toggles") ?? [])
        groupIds = SelectorWalker(selectors: try options.paths("groupIds") ?? [])
        linkedGroups = SelectorWalker(selectors: try options.paths("linkedGroups") ?? [])
    }

    func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        var results: [FunctionResult] = []
        for node in Set(ageRange.matches(in: document).joined()).sorted() {
            if let range = Self.ageRange(node, in: document) {
                results.append(FunctionResult(facts: range.facts, case: "ageRange", node: node, evidence: range.evidence))
            }
        }
        let hidden = Set(toggles.matches(in: document).joined()).sorted().filter { status in
            document.numberText(status).flatMap(Double.init) == Self.hiddenToggle
        }
        guard !hidden.isEmpty else { return results }
        var idByGroup: [JSONNodeID: String] = [:]
        for idNode in groupIds.matches(in: document).joined() {
            if let group = document.parent(idNode), let id = document.string(idNode), idByGroup[group] == nil { idByGroup[group] = id }
        }
        var linked = Set<String>()
        for (_, _, other) in set.documents {
            for node in linkedGroups.matches(in: other).joined() {
                if let id = other.string(node) { linked.insert(id) }
            }
        }
        for status in hidden {
            guard let group = document.parent(status), let id = idByGroup[group], linked.contains(id) else { continue }
            results.append(FunctionResult(facts: ["groupId": .string(id)], node: status,
                                          evidence: [JSONMember(key: "groupId", value: .string(id))]))
        }
        return results
    }

    /// The range an age-range value holds: an object with a `lowerBound` or `upperBound` that is not
    /// null (the stored `ProfileAgeRange`), or a non-empty string (a serialised range). Empty
    /// objects, `""` and `null` hold none.
    static func ageRange(_ node: JSONNodeID, in document: JSONDocument) -> (facts: [String: JSONValue], evidence: [JSONMember])? {
        switch document.kind(node) {
        case .object:
            var facts: [String: JSONValue] = [:]
            var evidence: [JSONMember] = []
            for key in ["lowerBound", "upperBound"] {
                guard let bound = document.member(node, key), document.kind(bound) != .null else { continue }
                facts[key] = .string(document.shortText(bound, limit: 12))
                evidence.append(JSONMember(key: key, value: document.value(bound)))
            }
            return facts.isEmpty ? nil : (facts, evidence)
        case .string:
            guard let value = document.string(node), !value.isEmpty else { return nil }
            return (["range": .string(document.shortText(node, limit: 40))], [])
        default:
            return nil
        }
    }
}
