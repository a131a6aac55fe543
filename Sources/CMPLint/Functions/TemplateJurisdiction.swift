/// Reports a template that is implausible for the set's country and region (a US state template
/// elsewhere, LGPD outside Brazil, IAB TCF outside the EEA, UK and Switzerland, …). The table is data:
/// the rule's `functionOptions.templates` rows, each with the countries (and regions) where the
/// template belongs and a one-line reason. Templates without a row are plausible anywhere.
struct TemplateJurisdiction: SetFunction {
    static let name = "templateJurisdiction"
    static let level = FunctionLevel.set
    static let summary = "The template must be one that belongs to the set's country and region (table in `templates`)."

    struct Row: Sendable {
        let templates: [String]
        let countries: Set<String>
        /// Empty: any region of those countries.
        let regions: Set<String>
        let reason: String
    }

    let rows: [Row]

    init(options: FunctionOptions) throws(YAMLError) {
        guard let node = options.node("templates"), case .sequence(let items) = node.content, !items.isEmpty,
              let file = options.mapping?.file else {
            throw options.error("function 'templateJurisdiction' needs functionOptions 'templates': a list of {templates, countries, regions, reason}", at: "templates")
        }
        var rows: [Row] = []
        for item in items {
            let map = try YAMLMapping(item, file: file, context: "a 'templates' row")
            let templates = try map.stringList("templates") ?? []
            let countries = try map.stringList("countries") ?? []
            let regions = try map.stringList("regions") ?? []
            let reason = try map.requiredString("reason")
            try map.finish()
            if templates.isEmpty || countries.isEmpty {
                throw map.error("a 'templates' row needs 'templates' and 'countries'")
            }
            if let bad = countries.first(where: { $0.wholeMatch(of: #/[A-Z]{2}/#) == nil }) {
                throw map.error("'\(bad)' is not an ISO 3166-1 alpha-2 country code", at: "countries")
            }
            rows.append(Row(templates: templates, countries: Set(countries), regions: Set(regions), reason: reason))
        }
        self.rows = rows
        try options.finish()
    }

    func evaluate(_ set: SnapshotSet) -> [FunctionResult] {
        guard let (kind, template) = set.documents.lazy.compactMap({ entry in
            entry.document.appConfigString("templateType").map { (entry.kind, $0) }
        }).first,
              let row = rows.first(where: { $0.templates.contains(template.value) }) else { return [] }
        // The geo the set is meant for; failing that, the geo the banner was captured for.
        let banner = set.document(.banner)
        let country = set.expectations.country?.uppercased() ?? banner?.appConfigString("countryCode")?.value.uppercased()
        let region = set.expectations.country != nil
            ? set.expectations.region?.uppercased()
            : banner?.appConfigString("regionCode")?.value.uppercased()
        guard let country, !country.isEmpty else { return [] }
        let geo = region.map { $0.isEmpty ? country : "\(country)-\($0)" } ?? country
        if row.countries.contains(country) {
            // Any region fits a country-wide row; a region-bound row cannot judge an unknown region.
            guard let region, !region.isEmpty, !row.regions.isEmpty, !row.regions.contains(region) else { return [] }
        }
        return [FunctionResult(
            message: "template \(template.value) does not fit \(geo): \(row.reason)",
            node: template.node, component: kind,
            evidence: [JSONMember(key: "template", value: .string(template.value)), JSONMember(key: "geo", value: .string(geo))])]
    }
}
