/// What `startSDK`'s completion handler gets: `OTResponse.status`, `error` and, from 202604.2.0,
/// `warning`, which "communicates when the SDK initialized using cached or offline data instead
/// of live data" (Offline Mode §11). The documentation gives no text for the warning or for the
/// errors other than "the original network error", so those are described, not quoted.
public struct InitializationResult: Sendable, Equatable {
    public enum Status: String, Sendable, CaseIterable {
        /// `status` true.
        case success
        /// `status` false, with an error.
        case failure
        /// The documentation says the SDK "would either show an incomplete UI or fail".
        case undetermined
    }

    public let status: Status
    /// What `OTResponse.error` holds; nil when it is nil.
    public let error: String?
    /// Whether `OTResponse.warning` is populated; nil before 202604.2.0 (no such property).
    public let warning: Bool?
    public let steps: [SimulationStep]

    /// The response for the way the SDK took and the components it has.
    package static func resolve(_ path: DataPath, components: [ComponentUse], conditions: StartConditions)
        -> InitializationResult
    {
        let redesign = conditions.hasRedesign
        let noWarning: Bool? = redesign ? false : nil
        switch path {
        case .live:
            return InitializationResult(
                status: .success, error: nil, warning: noWarning,
                steps: [SimulationStep("status true, error nil: live data", .howItWorks)])
        case .networkError:
            return InitializationResult(
                status: .failure, error: "the original network error", warning: noWarning,
                steps: [
                    SimulationStep(
                        "status false: OTResponse returns the original network error",
                        redesign ? .fallbackOriginalError : .beforeNoFallback)
                ])
        case .missingOfflineData:
            return InitializationResult(
                status: .failure, error: "an error (its text is not documented)", warning: noWarning,
                steps: [
                    SimulationStep(
                        "status false: the SDK fails to initialize and returns an error in the OTResponse",
                        .faqLoadOfflineWithoutData)
                ])
        case .offlineMode, .fallbackMixing, .cachedOnly:
            break
        }
        func source(_ kind: ComponentKind) -> DataSource {
            components.first { $0.kind == kind }?.source ?? .unavailable
        }
        let missingRequired = [ComponentKind.banner, .preferences].filter { !source($0).isLoaded }
        if !missingRequired.isEmpty {
            let which = OfflineModeDecision.names(missingRequired)
            if !redesign && path == .cachedOnly {
                return InitializationResult(
                    status: .undetermined, error: nil, warning: nil,
                    steps: [
                        SimulationStep(
                            "no \(which) data: before 202604.2.0 the SDK would either show an incomplete UI or fail",
                            .beforeAllOrNothing)
                    ])
            }
            return InitializationResult(
                status: .failure, error: "an error (its text is not documented)", warning: noWarning,
                steps: [
                    SimulationStep(
                        "status false: no \(which) data, and the SDK requires Banner and Preference Center data to initialize",
                        .faqBannerOnly)
                ])
        }
        if !source(.vendors).isLoaded && !redesign {
            return InitializationResult(
                status: .undetermined, error: nil, warning: nil,
                steps: [
                    path == .cachedOnly
                        ? SimulationStep(
                            "no Vendors data: before 202604.2.0 the SDK would either show an incomplete UI or fail",
                            .beforeAllOrNothing)
                        : SimulationStep(
                            "no Vendors data: 202604.2.0 made Vendors data optional; whether earlier versions initialized without it "
                                + "is not documented", .changedVendorsOptional,
                            inferred: "earlier versions may have needed it")
                ])
        }
        guard redesign else {
            return InitializationResult(
                status: .success, error: nil, warning: nil,
                steps: [
                    SimulationStep(
                        "status true, error nil; OTResponse has no warning property before 202604.2.0: the app cannot tell "
                            + "that stored data was used", .beforeNoWarning)
                ])
        }
        var steps = [
            SimulationStep(
                "status true, error nil, warning populated: the SDK used cached or offline data instead of live data "
                    + "(the warning's text is not documented: \"a message indicating that stale/offline data was used\")",
                .fallbackWarning)
        ]
        if !source(.vendors).isLoaded {
            steps.append(
                SimulationStep("Vendors data is missing, and the SDK still initializes successfully", .vendorsOptional))
        }
        return InitializationResult(status: .success, error: nil, warning: true, steps: steps)
    }
}
