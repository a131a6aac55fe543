@testable import CMPLint

/// Offline data for the simulation tests, built in the test: a DE banner and preferences (and
/// vendors unless left out) with what start-up reads, each part overridable.
enum SimulationFixtures {
    static func config(
        showBanner: Bool? = true, reasonCode: String? = "101", country: String? = "DE", region: String? = "",
        lastReconsentDate: String? = "1740787200000", template: String = "IAB2V2"
    ) -> InspectedAppConfig {
        InspectedAppConfig(
            showBanner: showBanner, bannerReasonCode: reasonCode,
            bannerReason: reasonCode == "151"
                ? "Banner will not be shown as consent validity holds true."
                : "Geo rule Banner is enabled and is first launch.",
            templateType: template, countryCode: country, regionCode: region, lastReconsentDate: lastReconsentDate,
            shouldResetLocalState: false)
    }

    static func group(_ id: String, toggle: Int? = 1) -> InspectedPurposeGroup {
        InspectedPurposeGroup(
            groupId: id, name: "Group \(id)", type: "COOKIE", toggleStatus: toggle, consentStatus: 0, legIntStatus: nil,
            sdkCount: 1, generalVendorIds: [], vendorsLinkedInfo: nil, iabItem: nil, iabVendorCount: nil, children: [],
            pointer: "/pcUIData/purposeTree/purposes/0")
    }

    /// An age gate linking each group to one age group with the bounds as written (nil: absent).
    static func ageGate(_ links: [(group: String, lower: String?, upper: String?)]) -> InspectedPrompts.AgeGate {
        InspectedPrompts.AgeGate(
            title: "Age", primaryButton: "Yes", secondaryButton: "No",
            linkedGroups: links.map { link in
                InspectedPrompts.LinkedGroup(
                    groupId: link.group,
                    ageGroups: [
                        InspectedPrompts.AgeGroup(
                            name: "restricted", lowerBound: link.lower,
                            upperBound: link.upper)
                    ])
            })
    }

    static func data(
        banner: InspectedContent = .response, preferences: InspectedContent = .response,
        vendors: InspectedContent = .response,
        meantFor: SetExpectations = SetExpectations(country: "DE", geoSource: .commandLine),
        config: InspectedAppConfig? = config(), groups: [String]? = ["C0001", "C0002", "C0004"],
        purposes: [InspectedPurposeGroup] = [group("C0001", toggle: 2), group("C0002"), group("C0004")],
        ageGate: InspectedPrompts.AgeGate? = ageGate([("C0004", "0", "15")]),
        sanitizable: [OfflineData.SanitizableField] = [
            OfflineData.SanitizableField(component: .banner, name: "otConsentString", length: 0)
        ],
        logos: [ComponentKind: [InspectedLogo]] = [:]
    ) -> OfflineData {
        OfflineData(
            path: "generated/DE_de", meantFor: meantFor,
            contents: [.banner: banner, .preferences: preferences, .vendors: vendors],
            bannerConfig: banner == .response ? config : nil, templateType: config?.templateType,
            bannerGroups: banner == .response ? groups : nil,
            purposes: preferences == .response ? purposes : [], ageGate: preferences == .response ? ageGate : nil,
            sanitizable: sanitizable, logos: logos)
    }

    static let today = StoredDate(milliseconds: 1_767_225_600_000)  // 2026-01-01T00:00:00Z

    static func simulate(_ data: OfflineData = data(), _ conditions: StartConditions = StartConditions()) -> Simulation
    {
        Simulation.run(data, conditions, today: today)
    }
}
