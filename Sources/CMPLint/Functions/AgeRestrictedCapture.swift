import CMPLintDocuments
import CMPLintPaths

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
///
/// Since cmpapi-202609.2.0 restrictions can come from externally provided age signals without the
/// Age Gate prompt, and the banner and preferences responses carry `toggleDisableHints` (and the
/// preferences `disabledToggleAriaLabel`), "localized guidance for age-restricted preference
/// toggles" (OneTrust changelog,
/// https://developer.onetrust.com/onetrust/changelog/october-6-2026-cmpapi-20260920-release,
/// confirmed). Their shapes are not published, so they are found by key name anywhere (option
/// `hints`), and a hidden toggle counts as age-restricted without an age-gate link when a hint
/// sits in its group's object or names its group id, or, in a set whose prompts link no group at
/// all, when any hint is there and the group's type is not one that never has a toggle (option
/// `noToggleTypes`: IAB special purposes and features). All of that is inferred.
package struct AgeRestrictedCapture: DocumentFunction {
    package static let name = "ageRestrictedCapture"
    package static let summary =
        "No age range stored at `ageRange`, and no hidden toggle (-1 at `toggles`) on a group linked at `linkedGroups`."
    package static let options = [
        OptionSpec(
            "ageRange", .paths,
            "where the capturing profile's age range is stored ({lowerBound, upperBound} or a serialised string)",
            required: true),
        OptionSpec("toggles", .paths, "the groups' consent toggle statuses (-1: hidden)", required: true),
        OptionSpec(
            "groupIds", .paths, "the groups' ids; a toggle belongs to the id in the same object", required: true),
        OptionSpec(
            "linkedGroups", .paths, "the group ids the age gate links, in any document of the set", required: true),
        OptionSpec(
            "hints", .paths,
            "guidance for age-restricted toggles, in any document of the set (e.g. $..toggleDisableHints): a hidden toggle counts as age-restricted when a non-empty one sits in its group or names its id, or, when no group is linked at all, whenever one is there"
        ),
        OptionSpec("groupTypes", .paths, "the groups' types; a type in `noToggleTypes` is in the same object"),
        OptionSpec(
            "noToggleTypes", .strings,
            "group types that never have a consent toggle, whose hidden toggle a hint alone does not explain (e.g. IAB special purposes)"
        ),
    ]
    package static let facts = [
        FactSpec("groupId", "the age-gated group whose toggle is hidden"),
        FactSpec(
            "lowerBound", "the stored range's lower bound as JSON text (case ageRange), absent when null or missing"),
        FactSpec(
            "upperBound", "the stored range's upper bound as JSON text (case ageRange), absent when null or missing"),
        FactSpec("range", "the stored range when it is a string (case ageRange), as JSON text"),
        FactSpec("hint", "case hinted: the member name of the age-restriction guidance found, e.g. toggleDisableHints"),
    ]
    package static let messageCases = ["ageRange", "hinted"]

    /// `consentToggleStatus` value of a hidden toggle.
    package static let hiddenToggle = -1.0

    package let ageRange: SelectorWalker
    package let toggles: SelectorWalker
    package let groupIds: SelectorWalker
    package let linkedGroups: SelectorWalker
    package let hints: SelectorWalker
    package let groupTypes: SelectorWalker
    package let noToggleTypes: Set<String>

    package init(options: FunctionOptions) throws(YAMLError) {
        ageRange = SelectorWalker(selectors: try options.paths("ageRange") ?? [])
        toggles = SelectorWalker(selectors: try options.paths("toggles") ?? [])
        groupIds = SelectorWalker(selectors: try options.paths("groupIds") ?? [])
        linkedGroups = SelectorWalker(selectors: try options.paths("linkedGroups") ?? [])
        hints = SelectorWalker(selectors: try options.paths("hints") ?? [])
        groupTypes = SelectorWalker(selectors: try options.paths("groupTypes") ?? [])
        noToggleTypes = Set(try options.stringList("noToggleTypes") ?? [])
    }

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard let document = file.document else { return [] }
        var results: [FunctionResult] = []
        for node in Set(ageRange.matches(in: document).joined()).sorted() {
            if let range = Self.ageRange(node, in: document) {
                results.append(
                    FunctionResult(facts: range.facts, case: "ageRange", node: node, evidence: range.evidence))
            }
        }
        let hidden = Set(toggles.matches(in: document).joined()).sorted().filter { status in
            document.numberText(status).flatMap(Double.init) == Self.hiddenToggle
        }
        guard !hidden.isEmpty else { return results }
        let idByGroup = Self.strings(groupIds, byParentIn: document)
        var linked = Set<String>()
        var found: [Hint] = []
        for (_, _, other) in set.documents {
            for node in linkedGroups.matches(in: other).joined() {
                if let id = other.string(node) { linked.insert(id) }
            }
            found += Set(hints.matches(in: other).joined()).sorted().compactMap {
                Hint($0, in: other, isThisDocument: other === document)
            }
        }
        let typeByGroup = Self.strings(groupTypes, byParentIn: document)
        for status in hidden {
            guard let group = document.parent(status), let id = idByGroup[group] else { continue }
            let evidence = [JSONMember(key: "groupId", value: .string(id))]
            if linked.contains(id) {
                results.append(FunctionResult(facts: ["groupId": .string(id)], node: status, evidence: evidence))
                continue
            }
            // A hint of this group's own, else (no prompt links any group) a general one, unless
            // the group's type never has a toggle.
            let own = found.first { $0.names(id) || $0.isInside(group, of: document, groups: idByGroup) }
            let toggleless = typeByGroup[group].map(noToggleTypes.contains) ?? false
            let general = linked.isEmpty && !toggleless ? found.first : nil
            guard let hint = own ?? general else { continue }
            results.append(
                FunctionResult(
                    facts: ["groupId": .string(id), "hint": .string(hint.key)], case: "hinted", node: status,
                    evidence: evidence + [JSONMember(key: "hint", value: .string(hint.key))]))
        }
        return results
    }

    /// The string at each match of `walker`, by the object holding it (a group's id or type).
    package static func strings(_ walker: SelectorWalker, byParentIn document: JSONDocument) -> [JSONNodeID: String] {
        var result: [JSONNodeID: String] = [:]
        for node in walker.matches(in: document).joined() {
            if let parent = document.parent(node), let text = document.string(node), result[parent] == nil {
                result[parent] = text
            }
        }
        return result
    }

    /// A non-empty age-restriction hint found by its member name: what it names (its keys and
    /// strings, compared with group ids) and, in the checked document, where it sits.
    package struct Hint {
        package let key: String
        package let named: Set<String>
        /// The hint's node when it is in the checked document.
        package let node: JSONNodeID?

        package init?(_ node: JSONNodeID, in document: JSONDocument, isThisDocument: Bool) {
            let value = document.value(node)
            guard value != .string(""), value != .null, value != .object([]), value != .array([]),
                let key = document.keyNode(of: node).flatMap({ document.string($0) })
            else { return nil }
            self.key = key
            var named = Set<String>()
            Self.collect(value, into: &named)
            self.named = named
            self.node = isThisDocument ? node : nil
        }

        package func names(_ groupId: String) -> Bool { named.contains(groupId) }

        /// Whether the hint sits in `group`'s object rather than in a group nested in it.
        package func isInside(_ group: JSONNodeID, of document: JSONDocument, groups: [JSONNodeID: String]) -> Bool {
            var ancestor = node.flatMap { document.parent($0) }
            while let current = ancestor, groups[current] == nil { ancestor = document.parent(current) }
            return ancestor == group
        }

        /// Member keys and strings, at most `maxNames`, so a hostile hint cannot grow the work.
        package static let maxNames = 1_000
        private static func collect(_ value: JSONValue, into names: inout Set<String>) {
            guard names.count < maxNames else { return }
            switch value {
            case .string(let text): names.insert(text)
            case .array(let items): for item in items { collect(item, into: &names) }
            case .object(let members):
                for member in members {
                    names.insert(member.key)
                    collect(member.value, into: &names)
                }
            default: break
            }
        }
    }

    /// The range an age-range value holds: an object with a `lowerBound` or `upperBound` that is not
    /// null (the stored `ProfileAgeRange`), or a non-empty string (a serialised range). Empty
    /// objects, `""` and `null` hold none.
    package static func ageRange(_ node: JSONNodeID, in document: JSONDocument) -> (
        facts: [String: JSONValue], evidence: [JSONMember]
    )? {
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
