/// The IAB TCF and consent design checks of a set (rules/ads.yml), one function whose `check`
/// option says which: what makes Google serve limited ads, breaks the TCF policy or pre-ticks
/// consent, as the snapshots already show it. Every place, id, purpose and version the checks
/// compare with is the rule's to say.
package struct TCFChecks: SetCheckFamily {
    package static let name = "tcf"
    package static let summary =
        "A TCF or opt-in set's ads readiness: a vendor listed, no legitimate interest where TCF forbids it, the vendor count on the first layer, no pre-ticked consent, a current policy version (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("vendorListed", VendorListed.self), ("restrictedLegitimateInterest", RestrictedLegitimateInterest.self),
        ("vendorCountDisclosed", VendorCountDisclosed.self), ("pretickedConsent", PretickedConsent.self),
        ("policyVersion", TCFPolicyVersion.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
