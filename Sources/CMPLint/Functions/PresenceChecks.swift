/// Whether a set holds the components it needs (rules/components.yml), one function whose `check`
/// option says which: the components every set needs, or the vendors snapshot a set in IAB TCF
/// scope needs.
struct PresenceChecks: SetCheckFamily {
    static let name = "componentPresence"
    static let summary = "The set must hold the components listed in `components`, and a vendors snapshot while IAB TCF is in scope (option `check`)."
    static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("required", ComponentPresence.self), ("iabVendors", VendorsPresence.self),
    ]
    static let defaultCheck: String? = "required"
    static let options = joinedOptions()
    static let facts = joinedFacts()
    static let messageCases = joinedMessageCases()

    let check: any SetCheck
}
