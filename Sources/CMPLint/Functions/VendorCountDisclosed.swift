import CMPLintDocuments
import CMPLintPaths

/// Reports an IAB TCF banner (`IABScope`) whose first layer does not say how many vendors there
/// are: TCF v2.2 requires CMPs to disclose the total number of vendors seeking a legal basis on the
/// first layer (IAB Europe TCF FAQ, https://iabeurope.eu/tcf-faqs/, confirmed). The first layer is
/// the banner's texts at `texts`, read in the order the rule lists them; one states the count when
/// it holds an integer (the first one in it, in any script's digits, as `vendor-count-mismatch`
/// reads "N partners") or the placeholder the SDK replaces with the count (OneTrust's web SDK
/// replaces `[VENDOR_NUMBER]` in the banner text with its number of IAB vendors, confirmed in
/// `otBannerSdk.js` 202504.1.0; that the mobile SDK does the same is inferred).
///
/// With a vendors snapshot the stated number is compared with it: the FAQ says it must at least
/// count the TCF vendors and may include non-TCF ones, so a number below the IAB vendors or above
/// the IAB, general and Google vendors together is reported, at `info` (that the server fills the
/// text from the same vendor list is inferred).
package struct VendorCountDisclosed: SetCheck {
    package static let summary =
        "An IAB TCF banner's first-layer texts must state the number of vendors, and that number must fit the vendors snapshot."
    package static let options: [OptionSpec] =
        IABScopeOptions.options + [
            OptionSpec(
                "texts", .paths,
                "the banner's first-layer texts, in the order they are read; the first that exists is where a missing count is reported",
                required: true),
            OptionSpec(
                "placeholder", .string, "text the SDK replaces with the vendor count (e.g. [VENDOR_NUMBER])",
                required: true),
            OptionSpec(
                "vendors", .paths, "the IAB vendors, keyed by vendor id (e.g. #IABVendorList)", required: true),
            OptionSpec(
                "otherVendors", .paths,
                "objects keyed by vendor whose members a stated count may include besides the IAB vendors (general and Google vendors)",
                required: true),
        ]
    package static let facts: [FactSpec] = [
        FactSpec("stated", "the number the banner states (case mismatch)"),
        FactSpec("iabVendors", "how many IAB vendors the vendors snapshot lists"),
        FactSpec("otherVendors", "how many general and Google vendors it lists besides (case mismatch)"),
        FactSpec("most", "the IAB and other vendors together (case mismatch)"),
    ]
    package static let messageCases = ["mismatch"]

    package let scope: IABScopeOptions
    package let texts: [SelectorWalker]
    package let placeholder: String
    package let vendors: SelectorWalker
    package let otherVendors: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        scope = try IABScopeOptions(options: options)
        texts = (try options.paths("texts") ?? []).map { SelectorWalker(selectors: [$0]) }
        placeholder = try options.string("placeholder") ?? ""
        vendors = SelectorWalker(selectors: try options.paths("vendors") ?? [])
        otherVendors = SelectorWalker(selectors: try options.paths("otherVendors") ?? [])
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let banner = set.response(.banner) else { return [] }
        let found = texts.compactMap { banner.firstString(matching: $0) }
        guard let first = found.first, scope.evidence(in: set) != nil else {
            return []
        }
        let table = IABReading.vendors(vendors, in: set)
        var counted: [String: JSONValue] = [:]
        if let table { counted["iabVendors"] = .number(String(table.vendors.count)) }
        guard let stating = found.first(where: { statesCount($0.value) }) else {
            return [FunctionResult(facts: counted, node: first.node, component: .banner)]
        }
        guard let table, let document = set.response(.vendors), !holdsPlaceholder(stating.value),
            let stated = VendorsLinkedCount.firstInteger(in: stating.value)
        else { return [] }
        let iab = table.vendors.count
        let other = CoherenceSelection.objects(otherVendors, in: document).reduce(0) { $0 + document.members($1).count }
        guard stated < iab || stated > iab + other else { return [] }
        let number = { (value: Int) in JSONValue.number(String(value)) }
        return [
            FunctionResult(
                facts: counted.merging([
                    "stated": number(stated), "otherVendors": number(other), "most": number(iab + other),
                ]) { $1 },
                case: "mismatch", node: stating.node, component: .banner,
                evidence: [
                    JSONMember(key: "stated", value: number(stated)), JSONMember(key: "iabVendors", value: number(iab)),
                    JSONMember(key: "otherVendors", value: number(other)),
                ], severity: .info)
        ]
    }

    /// The text states a count: it holds the placeholder or an integer.
    private func statesCount(_ text: String) -> Bool {
        holdsPlaceholder(text) || VendorsLinkedCount.firstInteger(in: text) != nil
    }

    /// The SDK fills the count in: there is no number to compare.
    private func holdsPlaceholder(_ text: String) -> Bool {
        !placeholder.isEmpty && text.contains(placeholder)
    }
}
