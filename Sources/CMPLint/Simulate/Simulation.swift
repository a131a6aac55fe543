/// What the OneTrust SDK does with one snapshot set at start-up under the given conditions,
/// following the OneTrust documentation (Offline Mode; Display User Interfaces, "How
/// shouldShowBanner is computed"; Age-Based Consent), every conclusion with the statement it comes
/// from. `cmplint simulate` renders it as text, JSON and Markdown (`SimulationFormat`) and checks
/// `--expect` assertions against it (`SimulationExpectation`).
public struct Simulation: Sendable, Equatable {
    /// The set simulated, as the SDK gets it.
    public let data: OfflineData
    public let conditions: StartConditions
    /// The SDK version's documented behaviour (and the page's own disagreement about 202604.1.x).
    public let version: SimulationStep
    public let decision: OfflineModeDecision
    public let components: [ComponentUse]
    public let sanitization: SanitizationOutcome
    public let warnings: [LoggedWarning]
    /// The geolocation check's outcome; nil when it does not run (no offline data used).
    public let geoCheck: SimulationStep?
    public let response: InitializationResult
    public let vendorList: VendorListAccess
    public let network: SessionNetwork
    /// Identifier, UC Purposes, consent syncing: what the documentation says of a session on offline data.
    public let session: [SimulationStep]
    public let banner: BannerDecision
    public let age: AgeRestriction
    /// The day the reconsent timer was evaluated for.
    public let today: StoredDate

    public func source(_ kind: ComponentKind) -> DataSource {
        components.first { $0.kind == kind }?.source ?? .unavailable
    }

    /// Simulates `data` under `conditions`; `today` is the day the simulation runs unless the
    /// conditions name one.
    public static func run(_ data: OfflineData, _ conditions: StartConditions, today: StoredDate) -> Simulation {
        let day = conditions.today ?? today
        let decision = OfflineModeDecision.decide(data, conditions)
        let components = ComponentUse.resolve(decision.path, data, conditions)
        let response = InitializationResult.resolve(decision.path, components: components, conditions: conditions)
        let logged = LoggedWarning.resolve(decision.path, components: components, data: data, conditions: conditions)
        let network = SessionNetwork.resolve(decision, components: components, data: data, conditions: conditions)
        return Simulation(
            data: data, conditions: conditions, version: versionStep(conditions.sdkVersion), decision: decision,
            components: components,
            sanitization: SanitizationOutcome.resolve(components: components, data: data, conditions: conditions),
            warnings: logged.warnings, geoCheck: logged.geoCheck, response: response,
            vendorList: VendorListAccess.resolve(
                components: components, result: response, data: data, network: network),
            network: network, session: SessionNotes.resolve(components: components, data: data, conditions: conditions),
            banner: BannerDecision.resolve(
                decision.path, components: components, result: response, data: data, conditions: conditions,
                today: day),
            age: AgeRestriction.resolve(components: components, result: response, data: data, conditions: conditions),
            today: day)
    }

    package static func versionStep(_ version: SDKVersion?) -> SimulationStep {
        guard let version else {
            return SimulationStep(
                "202604.2.0 or later (default): the behaviour the page describes as current", .changedSection)
        }
        if version.isAmbiguous {
            return SimulationStep(
                "\(version): before 202604.2.0, as the section headings and §9 date the change", .tableOfContents,
                inferred: "the table of contents dates the same change 202604.1.0, the headings and §9 202604.2.0; "
                    + "the headings are followed")
        }
        return version.hasRedesign
            ? SimulationStep(
                "\(version): 202604.2.0 or later, the behaviour the page describes as current", .changedSection)
            : SimulationStep(
                "\(version): before 202604.2.0 (no per-component mixing, sanitization, geo warnings or OTResponse.warning)",
                .beforeSection)
    }
}
