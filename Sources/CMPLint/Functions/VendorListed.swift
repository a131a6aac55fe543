import CMPLintDocuments
import CMPLintPaths

/// Reports a set in IAB TCF scope (`IABScope`) whose vendors snapshot lists IAB vendors but not the
/// one the rule names (Google Advertising Products, GVL id 755): the SDK can neither show that
/// vendor nor record a legal basis or a disclosure for it in the TC string, and Google's TCF checks
/// then fail (Google Ad Manager help, "Troubleshooting TCF errors",
/// https://support.google.com/admanager/answer/9999955, error 1.1). Vendors are keyed by GVL id
/// (OneTrust CMP API reference, "Get IAB and Google Vendors",
/// https://developer.onetrust.com/onetrust/reference/get_vendors, confirmed). Without a vendors
/// snapshot nothing is reported (`vendors-missing` covers that), nor without a vendor list in it.
package struct VendorListed: SetCheck {
    package static let summary =
        "A set in IAB TCF scope must list the vendor `vendor` (a GVL id) among the vendors snapshot's IAB vendors."
    package static let options: [OptionSpec] =
        IABScopeOptions.options + [
            OptionSpec(
                "vendors", .paths,
                "the IAB vendors, keyed by vendor id; nothing is checked unless they are there as an object (e.g. #IABVendorList)",
                required: true),
            OptionSpec("vendor", .integer, "the GVL id of the vendor that must be listed (e.g. 755)", required: true),
        ]
    package static let facts: [FactSpec] = [
        FactSpec("vendor", "the GVL id of the vendor that is not listed"),
        FactSpec("listed", "how many IAB vendors the vendors snapshot lists"),
    ]

    package let scope: IABScopeOptions
    package let vendors: SelectorWalker
    package let vendor: Int

    package init(options: FunctionOptions) throws(YAMLError) {
        scope = try IABScopeOptions(options: options)
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        vendor = try options.int("vendor") ?? 0
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let document = set.response(.vendors) else { return [] }
        let lists = CoherenceSelection.objects(vendors, in: document)
        let key = String(vendor)
        guard let first = lists.first, !lists.contains(where: { document.member($0, key) != nil }),
            scope.evidence(in: set) != nil
        else { return [] }
        let listed = lists.reduce(0) { $0 + document.members($1).count }
        return [
            FunctionResult(
                facts: ["vendor": .number(key), "listed": .number(String(listed))], node: first, component: .vendors,
                evidence: [JSONMember(key: "listed", value: .number(String(listed)))])
        ]
    }
}
