/// The geo checks of a set (rules/geo.yml), one function whose `check` option says which: they
/// share the paths where the banner says which country and region it was captured for.
package struct GeoChecks: SetCheckFamily {
    package static let name = "geo"
    package static let summary =
        "A set's geo: captured for the country and region it is meant for, known, and with a template that belongs there (option `check`)."
    package static let checks: [(name: String, type: any SetCheck.Type)] = [
        ("expected", GeoExpectation.self), ("known", GeoUnknown.self), ("jurisdiction", TemplateJurisdiction.self),
    ]
    package static let options = joinedOptions()
    package static let facts = joinedFacts()
    package static let messageCases = joinedMessageCases()

    package let check: any SetCheck

    package init(check: any SetCheck) { self.check = check }
}
