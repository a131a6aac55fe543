import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports an IAB vendor of the snapshot whose declarations (the arrays named in `declarations`)
/// differ from its entry in the pinned Global Vendor List: the consent and legitimate-interest
/// choices the app shows for it are then not the ones the vendor registered. One finding per
/// vendor, at its first differing array (or at the vendor when it lacks one), naming every
/// difference. Vendors the GVL does not list are not compared.
package struct VendorDeclarationMismatch: SetCheck {
    package static let summary =
        "Each vendor at `vendors` must declare, in every array named in `declarations`, what it declares in the pinned GVL."
    package static let options: [OptionSpec] = [
        OptionSpec("vendors", .paths, "the vendors snapshot's IAB vendors, objects keyed by GVL id", required: true),
        OptionSpec(
            "declarations", .someOf(GlobalVendorList.Declaration.allCases.map(\.rawValue)),
            "the vendor arrays compared",
            default: .array(PinnedVendorListReading.defaultDeclarations.map { .string($0.rawValue) })),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("pinned", "the pinned GVL's vendorListVersion"),
        FactSpec("gvlFile", "the pinned GVL's file"),
        FactSpec("vendorId", "deleted, declarations: the vendor's GVL id"),
        FactSpec("name", "deleted, declarations: the vendor's name in the pinned GVL"),
        FactSpec(
            "differences", "declarations: each differing array with its ids in the snapshot and in the GVL"),
        FactSpec("differing", "declarations: the names of the differing arrays"),
    ]

    package let vendors: SelectorWalker
    package let declarations: [GlobalVendorList.Declaration]

    package init(options: FunctionOptions) throws(YAMLError) {
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        declarations =
            try options.stringList("declarations")?.compactMap(GlobalVendorList.Declaration.init(rawValue:))
            ?? PinnedVendorListReading.defaultDeclarations
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let list = set.run.vendorList, let document = set[.vendors]?.document else { return [] }
        let mismatches = PinnedVendorListReading.mismatches(
            in: document, vendors: vendors, list: list, declarations: declarations)
        return mismatches.map { mismatch in
            var facts = PinnedVendorListReading.facts(set.run, list)
            facts["vendorId"] = .number(String(mismatch.id))
            facts["name"] = .string(mismatch.entry.name)
            facts["differences"] = .string(mismatch.differences)
            facts["differing"] = .array(mismatch.differing.map { .string($0.rawValue) })
            return FunctionResult(facts: facts, node: mismatch.node, component: .vendors)
        }
    }
}
