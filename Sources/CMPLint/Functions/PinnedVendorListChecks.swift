/// Comparisons of the vendors snapshot with the Global Vendor List the run pins (`--gvl`, config
/// `gvl:`; `RunContext.vendorList`), one function whose `check` option says which: how far the
/// snapshot's list is behind, which listed vendors the GVL has deleted, and whose declarations
/// differ. Without a pinned GVL every check reports nothing. Every place in the snapshot is named
/// by the rule (`vendorListVersion`, `vendors`); what the GVL holds is read by `GlobalVendorList`.
package struct PinnedVendorListChecks: SetCheckFamily {
    package static let name = "pinnedVendorList"
    package static let summary =
        "The vendors snapshot must agree with the pinned Global Vendor List (`--gvl`, config `gvl:`): version, deleted vendors, declarations (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("behind", VendorListBehind.self), ("deleted", VendorDeleted.self),
        ("declarations", VendorDeclarationMismatch.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
