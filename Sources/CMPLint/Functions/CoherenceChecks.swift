/// The joins between a set's preferences and vendors snapshots (rules/coherence.yml), one function
/// whose `check` option says which: they share the paths to the purpose tree, the groupId
/// prefixes, the IAB vendors and their dictionaries, and the facts that name groups and vendors.
package struct CoherenceChecks: SetCheckFamily {
    package static let name = "coherence"
    package static let summary =
        "The preferences and vendors snapshots of a set must agree: IAB groups, vendor references, offered purposes, prefixes, general vendor links, partner counts and capture source (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("groupDefined", IABGroupDefined.self), ("vendorReferences", VendorReferencesDefined.self),
        ("purposesOffered", VendorPurposesOffered.self), ("prefixFamily", IABGroupPrefixes.self),
        ("generalVendorLinks", GeneralVendorLinks.self), ("linkedCount", VendorsLinkedCount.self),
        ("sameSource", VendorsSameSource.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
