/// The joins between a set's preferences and vendors snapshots (rules/coherence.yml), one function
/// whose `check` option says which: they share the paths to the purpose tree, the groupId
/// prefixes, the IAB vendors and their dictionaries, and the facts that name groups and vendors.
struct CoherenceChecks: SetCheckFamily {
    static let name = "coherence"
    static let summary = "The preferences and vendors snapshots of a set must agree: IAB groups, vendor references, offered purposes, prefixes, general vendor links, partner counts and capture source (option `check`)."
    static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("groupDefined", IABGroupDefined.self), ("vendorReferences", VendorReferencesDefined.self),
        ("purposesOffered", VendorPurposesOffered.self), ("prefixFamily", IABGroupPrefixes.self),
        ("generalVendorLinks", GeneralVendorLinks.self), ("linkedCount", VendorsLinkedCount.self),
        ("sameSource", VendorsSameSource.self),
    ]
    static let options = joinedOptions()
    static let facts = joinedFacts()
    static let messageCases = joinedMessageCases()

    let check: any SetCheck
}
