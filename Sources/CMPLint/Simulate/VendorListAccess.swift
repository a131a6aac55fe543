/// Whether the user can open the Vendor List in this session: it needs Vendors data (cached,
/// offline, or fetched on demand online); without it the screen "will not be accessible until
/// the next successful online session" (Offline Mode §3, §9). The IAB Vendor List screen is
/// "shown only for IAB2 type templates" (Display User Interfaces, Overview), said when the
/// template is another.
public struct VendorListAccess: Sendable, Equatable {
    public let accessible: Bool
    public let steps: [SimulationStep]

    package static func resolve(
        components: [ComponentUse], result: InitializationResult, data: OfflineData,
        network: SessionNetwork
    ) -> VendorListAccess {
        var steps: [SimulationStep] = []
        let vendors = components.first { $0.kind == .vendors }?.source ?? .unavailable
        let accessible: Bool
        if result.status == .failure {
            accessible = false
            steps.append(
                SimulationStep(
                    "not accessible: the SDK did not initialize", .faqBannerOnly,
                    inferred: "no UI is available without a successful start-up"))
        } else {
            switch vendors {
            case .live:
                accessible = true
                steps.append(
                    SimulationStep(
                        "accessible: Vendors are fetched from the CMP API when the user opens it", .vendorsOptional))
            case .cached, .offline:
                accessible = true
                steps.append(
                    SimulationStep(
                        "accessible: \(vendors.rawValue) Vendors data is loaded at start-up", .vendorsOptional))
            case .skipped, .unavailable:
                accessible = false
                steps.append(
                    SimulationStep(
                        "not accessible until the next successful online session: no Vendors data", .vendorsOptional))
                if network.blocked {
                    steps.append(
                        SimulationStep("and the on-demand Vendor List fetch is blocked for the session", .sessionScoped)
                    )
                }
            }
        }
        if let template = data.templateType, !template.hasPrefix("IAB2") {
            steps.append(
                SimulationStep(
                    "the IAB Vendor List screen is shown only for IAB2 type templates; this set's template is \(template)",
                    .iabVendorListScreen))
        }
        return VendorListAccess(accessible: accessible, steps: steps)
    }
}
