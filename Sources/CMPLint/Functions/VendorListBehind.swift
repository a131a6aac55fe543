import CMPLintDocuments
import CMPLintPaths

/// Reports a vendors snapshot whose vendor-list version is more than `maxBehind` versions behind
/// the pinned Global Vendor List. IAB Europe publishes a new list every week and CMPs "must use the
/// latest available version", the penultimate one counting as latest where caching delays it (IAB
/// Tech Lab, "Consent string and vendor list formats v2", "CMPs using the GVL"); a bundled
/// snapshot ages with the app, so the rule allows `maxBehind` versions.
package struct VendorListBehind: SetCheck {
    package static let summary =
        "The snapshot's vendor-list version (at `vendorListVersion`) must be at most `maxBehind` versions behind the pinned GVL."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "vendorListVersion", .paths, "where the vendors snapshot states its vendor-list version", required: true),
        OptionSpec("maxBehind", .integer, "how many versions behind the pinned GVL are allowed", default: .number("4")),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("pinned", "the pinned GVL's vendorListVersion"),
        FactSpec("gvlFile", "the pinned GVL's file"),
        FactSpec("version", "behind: the snapshot's vendor-list version"),
        FactSpec("behind", "behind: how many versions the snapshot is behind the pinned GVL"),
        FactSpec("maxBehind", "behind: the `maxBehind` option"),
    ]

    package let versionPaths: SelectorWalker
    package let maxBehind: Int

    package init(options: FunctionOptions) throws(YAMLError) {
        versionPaths = SelectorWalker(selectors: try options.paths("vendorListVersion") ?? [])
        maxBehind = try options.int("maxBehind") ?? 4
        guard maxBehind >= 0 else {
            throw options.error("'maxBehind' must be 0 or more, found \(maxBehind)", at: "maxBehind")
        }
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let list = set.run.vendorList, let document = set[.vendors]?.document else { return [] }
        var results: [FunctionResult] = []
        for node in document.nodes(matching: versionPaths) {
            guard let version = document.integer(node) ?? document.string(node).flatMap({ Int($0) }) else { continue }
            let behind = list.vendorListVersion - version
            guard behind > maxBehind else { continue }
            var facts = PinnedVendorListReading.facts(set.run, list)
            facts["version"] = .number(String(version))
            facts["behind"] = .number(String(behind))
            facts["maxBehind"] = .number(String(maxBehind))
            results.append(FunctionResult(facts: facts, node: node, component: .vendors))
        }
        return results
    }
}
