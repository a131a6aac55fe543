/// The geo checks of a set (rules/geo.yml), one function whose `check` option says which: they
/// share the paths where the banner says which country and region it was captured for.
struct GeoChecks: SetCheckFamily {
    static let name = "geo"
    static let summary = "A set's geo: captured for the country and region it is meant for, known, and with a template that belongs there (option `check`)."
    static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("expected", GeoExpectation.self), ("known", GeoUnknown.self), ("jurisdiction", TemplateJurisdiction.self),
    ]
    static let options = joinedOptions()
    static let facts = joinedFacts()
    static let messageCases = joinedMessageCases()

    let check: any SetCheck
}
