import CMPLintDocuments
import CMPLintPaths

/// Reports a template that is implausible for the set's country and region (a US state template
/// elsewhere, LGPD outside Brazil, IAB TCF outside the EEA, UK and Switzerland, …). The table is
/// domain data in the rule: the `templates` rows, each with the countries (and regions) where the
/// template belongs, a one-line reason and the public sources it rests on. A template may have
/// several rows; it fits where any of them does. Templates without a row are plausible anywhere.
/// A row's `otherRegionsNote` says that the template is a known configuration in the other
/// regions of its countries (a California CCPA template applied to every US state): there the
/// finding is an info carrying that note (case `otherRegion`) instead of a warning. The template,
/// and the captured country and region used when the set's expectation is unknown, are read at
/// the rule's `template`, `country` and `region` paths.
package struct TemplateJurisdiction: SetCheck {
    package static let summary =
        "The template (`template` path) must be one that belongs to the set's country and region (table in `templates`)."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "templates",
            .table([
                OptionSpec(
                    "templates", .strings, "template names this row is about (templateType values)", required: true),
                OptionSpec(
                    "countries", .strings, "ISO 3166-1 alpha-2 codes of the countries where they belong", required: true
                ),
                OptionSpec("regions", .strings, "region codes where they belong; none: any region of those countries"),
                OptionSpec("reason", .string, "one line saying why, shown in the message", required: true),
                OptionSpec("sources", .strings, "the public sources the row rests on (URLs, with the section)"),
                OptionSpec(
                    "otherRegionsNote", .string,
                    "in another region of these countries the template is a known configuration: report at info with this note instead of the reason"
                ),
            ]), "where each template belongs; templates without a row fit anywhere", required: true),
        OptionSpec(
            "template", .paths,
            "where a component says which template it carries (the first component that has one counts)", required: true
        ),
        OptionSpec(
            "country", .paths,
            "where the banner says which country it was captured for (used when the set's expectation is unknown)",
            required: true),
        OptionSpec(
            "region", .paths,
            "where the banner says which region it was captured for (used when the set's expectation is unknown)",
            required: true),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("template", "the template found"),
        FactSpec("geo", "the country, or country-region, the template was judged for"),
        FactSpec("country", "that country"),
        FactSpec("region", "that region (absent when unknown)"),
        FactSpec("reason", "the reason of the template's table row"),
        FactSpec("regions", "otherRegion: the regions the template is written for, e.g. CA"),
        FactSpec("note", "otherRegion: the row's otherRegionsNote"),
    ]
    package static let messageCases = ["otherRegion"]

    package struct Row: Sendable {
        package let templates: [String]
        package let countries: Set<String>
        /// Empty: any region of those countries.
        package let regions: Set<String>
        package let reason: String
        package let otherRegionsNote: String?

        /// Whether the template fits `country` and `region`; a region-bound row cannot judge an
        /// unknown region, so it fits then.
        package func fits(country: String, region: String?) -> Bool {
            guard countries.contains(country) else { return false }
            guard let region, !region.isEmpty, !regions.isEmpty else { return true }
            return regions.contains(region)
        }
    }

    package let rows: [Row]
    package let template: SelectorWalker
    package let country: SelectorWalker
    package let region: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        template = SelectorWalker(selectors: try options.paths("template") ?? [])
        country = SelectorWalker(selectors: try options.paths("country") ?? [])
        region = SelectorWalker(selectors: try options.paths("region") ?? [])
        // The table's shape is checked against `options`; what remains: non-empty lists, country codes.
        var rows: [Row] = []
        if let node = options.node("templates"), case .sequence(let items) = node.content,
            let file = options.mapping?.file
        {
            for item in items {
                let map = try YAMLMapping(item, file: file, context: "a 'templates' row")
                let templates = try map.stringList("templates") ?? []
                let countries = try map.stringList("countries") ?? []
                if templates.isEmpty || countries.isEmpty {
                    throw map.error("a 'templates' row needs 'templates' and 'countries'")
                }
                if let bad = countries.first(where: { !CodeShape.isCountryCode($0) }) {
                    throw map.error("'\(bad)' is not an ISO 3166-1 alpha-2 country code", at: "countries")
                }
                _ = try map.stringList("sources")
                rows.append(
                    Row(
                        templates: templates, countries: Set(countries),
                        regions: Set(try map.stringList("regions") ?? []),
                        reason: try map.requiredString("reason"), otherRegionsNote: try map.string("otherRegionsNote")))
            }
        }
        self.rows = rows
    }

    package func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard
            let (kind, found) = set.responses.lazy.compactMap({ [template] entry in
                entry.document.firstString(matching: template).map { (entry.kind, $0) }
            }).first
        else { return [] }
        let templateRows = rows.filter { $0.templates.contains(found.value) }
        guard let firstRow = templateRows.first else { return [] }
        // The geo the set is meant for; failing that, the geo the banner was captured for.
        let banner = set.response(.banner)
        let country =
            set.expectations.country?.uppercased() ?? banner?.firstString(matching: self.country)?.value.uppercased()
        let region =
            set.expectations.country != nil
            ? set.expectations.region?.uppercased()
            : banner?.firstString(matching: self.region)?.value.uppercased()
        guard let country, !country.isEmpty,
            !templateRows.contains(where: { $0.fits(country: country, region: region) })
        else { return [] }
        let geo = region.map { $0.isEmpty ? country : "\(country)-\($0)" } ?? country
        let row = templateRows.first { $0.countries.contains(country) } ?? firstRow
        var facts: [String: JSONValue] = [
            "template": .string(found.value), "geo": .string(geo), "country": .string(country),
            "reason": .string(row.reason),
        ]
        if let region, !region.isEmpty { facts["region"] = .string(region) }
        var result = FunctionResult(
            facts: facts, node: found.node, component: kind,
            evidence: [
                JSONMember(key: "template", value: .string(found.value)), JSONMember(key: "geo", value: .string(geo)),
            ])
        if let note = row.otherRegionsNote, row.countries.contains(country) {
            result.facts["note"] = .string(note)
            result.facts["regions"] = .string(row.regions.sorted().joined(separator: "/"))
            result.messageCase = "otherRegion"
            result.severity = .info
        }
        return [result]
    }
}
