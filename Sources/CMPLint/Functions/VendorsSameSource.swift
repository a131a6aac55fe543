import CMPLintDocuments
import CMPLintPaths

/// Reports a vendors snapshot that was not captured together with the preferences: the SDK only
/// uses vendors with the preferences they came with, because vendors depend on the preference
/// center's purpose definitions (OneTrust Mobile SDK Offline Mode documentation,
/// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section "Cached vs. Offline Data
/// (Per-Component Mixing)", same-source constraint, confirmed). The `fields` the rule names (e.g.
/// `appConfig.templateType`, `countryCode`, `regionCode`) differing between the two files show two
/// captures; so does a differing vendor-list version when the preferences carry one. The
/// preferences schema has none, so the rule says where to look for theirs (inferred).
package struct VendorsSameSource: SetCheck {
    package static let summary =
        "The vendors snapshot must come from the same capture as the preferences (the named fields and the vendor-list version agree)."
    package static let options = [
        OptionSpec(
            "fields", .paths, "string fields that must be equal in both files when both have them (paths or #Aliases)",
            required: true),
        OptionSpec(
            "vendorListVersion",
            .object([
                OptionSpec("vendors", .paths, "the vendors snapshot's vendor-list version", required: true),
                OptionSpec(
                    "preferences", .paths, "where the preferences may carry one; the first in document order counts",
                    required: true),
                OptionSpec("except", .paths, "places in the preferences that are not it (e.g. Google's own version)"),
            ]), "the vendor-list version in each file (numbers and strings compare by text; an empty one is none)"),
    ]
    package static let facts = [
        FactSpec("field", "the vendors snapshot's path that disagrees, without the leading `$.`"),
        FactSpec("vendors", "the vendors snapshot's value (text)"),
        FactSpec("preferences", "the preferences' value (text)"),
    ]

    /// Each field with its own walker.
    package let fields: [(selector: PathSelector, walker: SelectorWalker)]
    package let vendorsVersion: SelectorWalker?
    package let preferencesVersion: SelectorWalker?
    package let exceptVersion: SelectorWalker?
    package let versionField: String

    package init(options: FunctionOptions) throws(YAMLError) {
        fields = (try options.paths("fields") ?? []).map { ($0, SelectorWalker(selectors: [$0])) }
        let version = try CoherenceOptions.pathsByKey("vendorListVersion", options)
        vendorsVersion = version["vendors"].map(SelectorWalker.init)
        preferencesVersion = version["preferences"].map(SelectorWalker.init)
        exceptVersion = version["except"].map(SelectorWalker.init)
        versionField = CoherencePathText.of(version["vendors"] ?? []).joined(separator: ", ")
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let vendors = set.response(.vendors), let preferences = set.response(.preferences) else { return [] }
        var results: [FunctionResult] = []
        for (field, walker) in fields {
            guard let theirs = CoherenceSelection.firstString(walker, in: vendors),
                let ours = CoherenceSelection.firstString(walker, in: preferences),
                theirs.value != ours.value
            else { continue }
            results.append(
                mismatch(
                    CoherencePathText.of([field])[0], vendors: theirs.value, preferences: ours.value, node: theirs.node)
            )
        }
        if let vendorsVersion, let preferencesVersion,
            let theirs = Self.firstVersion(vendorsVersion, except: nil, in: vendors),
            let ours = Self.firstVersion(preferencesVersion, except: exceptVersion, in: preferences),
            theirs.text != ours.text
        {
            results.append(mismatch(versionField, vendors: theirs.text, preferences: ours.text, node: theirs.node))
        }
        return results
    }

    private func mismatch(_ field: String, vendors: String, preferences: String, node: JSONNodeID) -> FunctionResult {
        FunctionResult(
            facts: ["field": .string(field), "vendors": .string(vendors), "preferences": .string(preferences)],
            node: node, component: .vendors,
            evidence: [
                JSONMember(key: "field", value: .string(field)),
                JSONMember(key: "vendors", value: .string(vendors)),
                JSONMember(key: "preferences", value: .string(preferences)),
            ])
    }

    /// The first selected vendor-list version in document order that is not among `except`.
    package static func firstVersion(_ walker: SelectorWalker, except: SelectorWalker?, in document: JSONDocument) -> (
        text: String, node: JSONNodeID
    )? {
        let excluded = except.map { Set(CoherenceSelection.nodes($0, in: document)) } ?? []
        for node in CoherenceSelection.nodes(walker, in: document) where !excluded.contains(node) {
            if let text = VendorListVersion.text(of: node, in: document) { return (text, node) }
        }
        return nil
    }
}
