/// Whether a set holds the components it needs (rules/components.yml), one function whose `check`
/// option says which: the components every set needs, or the vendors snapshot a set in IAB TCF
/// scope needs.
package struct PresenceChecks: SetCheckFamily {
    package static let name = "componentPresence"
    package static let summary =
        "The set must hold the components listed in `components`, and a vendors snapshot while IAB TCF is in scope (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("required", ComponentPresence.self), ("iabVendors", VendorsPresence.self),
    ]
    package static let defaultCheck: String? = "required"
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
