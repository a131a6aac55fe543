/// Where a template belongs, as the `template-jurisdiction` rule's table says (`rules/geo.yml`,
/// each row with its reason and public sources): the inspection reads the table in force rather
/// than keeping a second one, so it is absent when that rule is off or has no row for the template.
public struct InspectedJurisdiction: Sendable, Equatable {
    public let template: String
    /// The row's reason ("CPRA is a California law.").
    public let reason: String
    /// ISO 3166-1 countries, and regions within them (empty: any region), sorted.
    public let countries: [String]
    public let regions: [String]

    public init(template: String, reason: String, countries: [String], regions: [String]) {
        self.template = template
        self.reason = reason
        self.countries = countries
        self.regions = regions
    }

    /// The first row naming `template` in the first rule of `ruleset` that runs the geo check `jurisdiction`.
    package init?(template: String, ruleset: Ruleset) {
        guard
            let table = ruleset.rules.lazy.compactMap({ ($0.function as? GeoChecks)?.check as? TemplateJurisdiction })
                .first,
            let row = table.rows.first(where: { $0.templates.contains(template) })
        else { return nil }
        self.init(
            template: template, reason: row.reason, countries: row.countries.sorted(), regions: row.regions.sorted())
    }
}
