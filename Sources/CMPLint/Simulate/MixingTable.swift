/// Offline Mode §9 "Cached vs. Offline Data (Per-Component Mixing)" as data: the table's eight
/// rows as the page gives them, then the combinations it has no row for, each saying what it was
/// inferred from. From 202604.2.0 the SDK evaluates each component on its own, preferring cached
/// data; Preference Center and Vendors "must be sourced together (both cached or both offline)".
package struct MixingRule: Sendable, Equatable {
    package let component: ComponentKind
    /// Whether an earlier online session cached this component.
    package let cached: Bool
    /// Whether the set supplies it as offline data.
    package let offline: Bool
    /// For Vendors: whether the Preference Center is cached (nil: either way).
    package let preferencesCached: Bool?
    package let result: DataSource
    /// The table's result column, or the inferred result in its words.
    package let outcome: String
    /// The row of the page's table (1–8); nil for a combination the table has no row for.
    package let row: Int?
    /// Where an inferred row comes from.
    package let inference: String?
    package let source: DocStatement

    package func matches(cached: Bool, offline: Bool, preferencesCached: Bool) -> Bool {
        self.cached == cached && self.offline == offline
            && (self.preferencesCached.map { $0 == preferencesCached } ?? true)
    }
}

package enum MixingTable {
    package static func row(
        _ row: Int, _ component: ComponentKind, cached: Bool, offline: Bool, preferencesCached: Bool? = nil,
        _ result: DataSource, _ outcome: String
    ) -> MixingRule {
        MixingRule(
            component: component, cached: cached, offline: offline, preferencesCached: preferencesCached,
            result: result,
            outcome: outcome, row: row, inference: nil, source: .mixingRow(row))
    }

    package static func inferred(
        _ component: ComponentKind, cached: Bool, offline: Bool, preferencesCached: Bool? = nil, _ result: DataSource,
        _ outcome: String, from source: DocStatement, _ inference: String
    ) -> MixingRule {
        MixingRule(
            component: component, cached: cached, offline: offline, preferencesCached: preferencesCached,
            result: result,
            outcome: outcome, row: nil, inference: inference, source: source)
    }

    package static let rules: [MixingRule] = [
        row(1, .banner, cached: true, offline: true, .cached, "Cached Banner used (preserves user consent)"),
        row(2, .banner, cached: false, offline: true, .offline, "Offline Banner used (template)"),
        row(3, .preferences, cached: true, offline: true, .cached, "Cached PC used"),
        row(4, .preferences, cached: false, offline: true, .offline, "Offline PC used"),
        row(5, .vendors, cached: true, offline: true, preferencesCached: true, .cached, "Cached Vendors used"),
        row(
            6, .vendors, cached: false, offline: true, preferencesCached: true, .skipped,
            "Vendors skipped (same-source constraint)"),
        row(7, .vendors, cached: false, offline: true, preferencesCached: false, .offline, "Offline Vendors used"),
        row(
            8, .vendors, cached: false, offline: false, .unavailable,
            "Vendors unavailable (SDK still initializes, Vendor List not accessible)"),
        inferred(
            .banner, cached: true, offline: false, .cached, "Cached Banner used", from: .fallbackMixing,
            "the table has no row without offline data; §6: \"cached data is preferred if it exists\""),
        inferred(
            .banner, cached: false, offline: false, .unavailable, "Banner unavailable", from: .faqBannerOnly,
            "the table has no row without either; the SDK requires Banner data"),
        inferred(
            .preferences, cached: true, offline: false, .cached, "Cached PC used", from: .fallbackMixing,
            "the table has no row without offline data; §6: \"cached data is preferred if it exists\""),
        inferred(
            .preferences, cached: false, offline: false, .unavailable, "PC unavailable", from: .faqBannerOnly,
            "the table has no row without either; the SDK requires Preference Center data"),
        inferred(
            .vendors, cached: true, offline: false, preferencesCached: true, .cached, "Cached Vendors used",
            from: .fallbackMixing,
            "the table has no row for cached Vendors without offline Vendors; §6: \"cached data is preferred if it exists\""
        ),
        inferred(
            .vendors, cached: true, offline: true, preferencesCached: false, .offline, "Offline Vendors used",
            from: .sameSource,
            "the table has no row for cached Vendors with an offline PC; Vendors follow the PC's source"),
        inferred(
            .vendors, cached: true, offline: false, preferencesCached: false, .skipped,
            "Vendors skipped (same-source constraint)",
            from: .sameSource,
            "the table has no row for cached Vendors with a PC that is not cached and no offline Vendors; "
                + "cached Vendors would not share the PC's source"),
    ]

    /// The rule for one component; every combination has exactly one (a test checks it), so the
    /// last line is never reached.
    package static func rule(_ component: ComponentKind, cached: Bool, offline: Bool, preferencesCached: Bool)
        -> MixingRule
    {
        rules.first {
            $0.component == component
                && $0.matches(cached: cached, offline: offline, preferencesCached: preferencesCached)
        }
            ?? inferred(
                component, cached: cached, offline: offline, .unavailable, "unavailable", from: .faqBannerOnly,
                "no rule")
    }
}
