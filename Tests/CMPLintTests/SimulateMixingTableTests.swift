import Testing

@testable import CMPLint

/// Offline Mode §9 "Cached vs. Offline Data (Per-Component Mixing)": one test per row of the
/// page's table, the expected result written here from the page (not read back from the table
/// the code holds), then the combinations the table has no row for, and the table's completeness.
@Suite struct SimulateMixingTableTests {
    typealias F = SimulationFixtures

    /// A row of the page's table: component, cached?, offline provided?, PC cached (for Vendors), result.
    struct Row: Sendable, CustomStringConvertible {
        let number: Int
        let component: ComponentKind
        let cached: Set<ComponentKind>
        let provided: Set<ComponentKind>
        let result: DataSource
        var description: String { "row \(number)" }
    }

    static let pageRows: [Row] = [
        // 1. Banner · Yes · Yes → Cached Banner used (preserves user consent)
        Row(number: 1, component: .banner, cached: [.banner], provided: [.banner, .preferences], result: .cached),
        // 2. Banner · No · Yes → Offline Banner used (template)
        Row(number: 2, component: .banner, cached: [], provided: [.banner, .preferences], result: .offline),
        // 3. Preference Center · Yes · Yes → Cached PC used
        Row(
            number: 3, component: .preferences, cached: [.preferences], provided: [.banner, .preferences],
            result: .cached),
        // 4. Preference Center · No · Yes → Offline PC used
        Row(number: 4, component: .preferences, cached: [], provided: [.banner, .preferences], result: .offline),
        // 5. Vendors · Yes (and PC cached) · Yes → Cached Vendors used
        Row(
            number: 5, component: .vendors, cached: [.preferences, .vendors],
            provided: [.banner, .preferences, .vendors], result: .cached),
        // 6. Vendors · No (but PC cached) · Yes → Vendors skipped (same-source constraint)
        Row(
            number: 6, component: .vendors, cached: [.preferences], provided: [.banner, .preferences, .vendors],
            result: .skipped),
        // 7. Vendors · No · Yes (and PC offline) → Offline Vendors used
        Row(number: 7, component: .vendors, cached: [], provided: [.banner, .preferences, .vendors], result: .offline),
        // 8. Vendors · No · No → Vendors unavailable (SDK still initializes, Vendor List not accessible)
        Row(number: 8, component: .vendors, cached: [], provided: [.banner, .preferences], result: .unavailable),
    ]

    static func data(providing provided: Set<ComponentKind>) -> OfflineData {
        F.data(
            banner: provided.contains(.banner) ? .response : .missing,
            preferences: provided.contains(.preferences) ? .response : .missing,
            vendors: provided.contains(.vendors) ? .response : .missing)
    }

    @Test(arguments: pageRows)
    func section9_tableRow(_ row: Row) throws {
        let simulation = F.simulate(
            Self.data(providing: row.provided), StartConditions(loadOffline: true, cached: row.cached))
        let use = try #require(simulation.components.first { $0.kind == row.component })
        #expect(use.source == row.result)
        #expect(use.step.source == .mixingRow(row.number) && use.step.inference == nil)
        #expect(simulation.response.status == .success, "every row initializes (row 8: \"SDK still initializes\")")
    }

    @Test func section9_row6_skippedVendorsLeaveTheVendorListInaccessible() {
        let simulation = F.simulate(
            Self.data(providing: [.banner, .preferences, .vendors]), StartConditions(cached: [.preferences]))
        #expect(!simulation.vendorList.accessible)
        #expect(simulation.warnings.first { $0.kind == .vendorsUnavailable }?.step.text.contains("same-source") == true)
    }

    @Test func section9_whyThisMatters_cachedBannerWithOfflinePreferencesAndVendors() {
        let simulation = F.simulate(
            Self.data(providing: [.banner, .preferences, .vendors]), StartConditions(cached: [.banner]))
        #expect(simulation.components.map(\.source) == [.cached, .offline, .offline])
    }

    @Test func section9_combinationsWithoutARowAreInferredAndSaySo() {
        let cachedBannerOnly = MixingTable.rule(.banner, cached: true, offline: false, preferencesCached: false)
        #expect(cachedBannerOnly.result == .cached && cachedBannerOnly.row == nil && cachedBannerOnly.inference != nil)
        let cachedVendorsOfflinePC = MixingTable.rule(.vendors, cached: true, offline: true, preferencesCached: false)
        #expect(cachedVendorsOfflinePC.result == .offline && cachedVendorsOfflinePC.source == .sameSource)
        let cachedVendorsAlone = MixingTable.rule(.vendors, cached: true, offline: false, preferencesCached: false)
        #expect(cachedVendorsAlone.result == .skipped && cachedVendorsAlone.inference != nil)
        let neither = MixingTable.rule(.preferences, cached: false, offline: false, preferencesCached: false)
        #expect(neither.result == .unavailable && neither.source == .faqBannerOnly)
    }

    @Test func section9_everyCombinationHasExactlyOneRule() {
        for component in ComponentKind.allCases {
            for cached in [false, true] {
                for offline in [false, true] {
                    for preferencesCached in [false, true] {
                        let matching = MixingTable.rules.filter {
                            $0.component == component
                                && $0.matches(cached: cached, offline: offline, preferencesCached: preferencesCached)
                        }
                        #expect(
                            matching.count == 1,
                            "\(component) cached \(cached) offline \(offline) PC cached \(preferencesCached)")
                    }
                }
            }
        }
        #expect(MixingTable.rules.compactMap(\.row) == Array(1...8))
    }

    @Test func section12_beforeTheRedesignOfflineDataIsUsedAloneWithoutMixing() {
        let simulation = F.simulate(
            Self.data(providing: [.banner, .preferences]),
            StartConditions(loadOffline: true, sdkVersion: SDKVersion("202601.1.0")))
        #expect(simulation.components.map(\.source) == [.offline, .offline, .unavailable])
        #expect(simulation.components.allSatisfy { $0.step.source == .howItWorks })
        #expect(simulation.response.status == .undetermined && simulation.response.steps.first?.inference != nil)
    }
}
