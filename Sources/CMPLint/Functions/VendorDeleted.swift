import CMPLintDocuments
import CMPLintPaths

/// Reports an IAB vendor of the snapshot that the pinned Global Vendor List marks deleted on or
/// before the run's date: such a vendor "is considered deleted after this date/time and MUST NOT
/// be established to users" (IAB Tech Lab, "Consent string and vendor list formats v2", the GVL's
/// `deletedDate`).
package struct VendorDeleted: SetCheck {
    package static let summary =
        "No vendor at `vendors` may be deleted (`deletedDate` on or before the run's date) in the pinned GVL."
    package static let options: [OptionSpec] = [
        OptionSpec("vendors", .paths, "the vendors snapshot's IAB vendors, objects keyed by GVL id", required: true)
    ]
    package static let facts: [FactSpec] = [
        FactSpec("pinned", "the pinned GVL's vendorListVersion"),
        FactSpec("gvlFile", "the pinned GVL's file"),
        FactSpec("vendorId", "deleted, declarations: the vendor's GVL id"),
        FactSpec("name", "deleted, declarations: the vendor's name in the pinned GVL"),
        FactSpec("deletedDate", "deleted: the vendor's deletedDate in the pinned GVL"),
    ]

    package let vendors: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let list = set.run.vendorList, let document = set[.vendors]?.document else { return [] }
        return PinnedVendorListReading.deletions(in: document, vendors: vendors, list: list, today: set.run.today).map {
            deletion in
            var facts = PinnedVendorListReading.facts(set.run, list)
            facts["vendorId"] = .number(String(deletion.id))
            facts["name"] = .string(deletion.entry.name)
            facts["deletedDate"] = .string(deletion.entry.deletedDate ?? "")
            return FunctionResult(facts: facts, node: deletion.node, component: .vendors)
        }
    }
}
