/// The network calls of the session after start-up, and the logos: with `loadOffline: true` the
/// SDK "remains in offline mode for the entire session", blocking the Vendor List fetch, logo
/// downloads and any other on-demand call until the next `startSDK`, while consent logging still
/// uses the network when there is one (Offline Mode §2, §5; before 202604.2.0 the flag was reset
/// after set-up, §11). Offline the SDK "cannot download logos": a logo the app does not bundle
/// through `OTOfflineData.LogoData` does not appear (§4, §10). Which logos a set bundles comes
/// from the config (`sets:` entry `logos:`), as for the `logo-not-bundled` rule.
public struct SessionNetwork: Sendable, Equatable {
    /// A logo URL of an offline snapshot in use.
    public struct Logo: Sendable, Equatable {
        /// `banner`, `preferences` or `ageGate` (as `OTOfflineData.LogoData` names them).
        public let name: String
        public let url: String
        /// True: shown (bundled); false: will not appear; nil: downloaded if reachable (inferred).
        public let appears: Bool?
        public let step: SimulationStep
    }

    /// On-demand calls blocked for the whole session.
    public let blocked: Bool
    public let steps: [SimulationStep]
    public let logos: [Logo]

    package static func resolve(
        _ decision: OfflineModeDecision, components: [ComponentUse], data: OfflineData,
        conditions: StartConditions
    ) -> SessionNetwork {
        let network = conditions.networkState
        var blocked = false
        var steps: [SimulationStep] = []
        if decision.path == .offlineMode && conditions.isLoadOffline {
            if conditions.hasRedesign {
                blocked = true
                steps.append(
                    SimulationStep(
                        "blocked until the next startSDK call, even if connectivity returns: the Vendor List fetch, "
                            + "logo downloads and any other on-demand call", .sessionScoped))
                steps.append(
                    SimulationStep(
                        "consent logging still calls the network when it is available (network \(network.rawValue))",
                        .howItWorks))
            } else {
                steps.append(
                    SimulationStep(
                        "not blocked after set-up: before 202604.2.0 the loadOffline flag was reset after initial "
                            + "setup, allowing later network calls", .changedSessionFlag))
            }
        } else if decision.path == .live {
            steps.append(SimulationStep("not blocked: the normal online flow", .normalOnlineFlow))
        } else {
            let now = network == .offline ? "; with no connectivity they fail until it returns" : ""
            steps.append(
                SimulationStep(
                    "not blocked for the session: only loadOffline: true makes offline mode session-scoped\(now)",
                    .sessionScoped, inferred: "calls resume when the network does"))
        }
        let downloads = !blocked && network != .offline
        let bundled = data.meantFor.bundledLogos
        var logos: [Logo] = []
        var seen: Set<String> = []
        for use in components where use.source == .offline {
            for logo in data.logos[use.kind] ?? []
            where !logo.url.isEmpty && seen.insert(logo.name + "\u{1F}" + logo.url).inserted {
                let isBundled =
                    SetExpectations.BundledLogo(rawValue: logo.name).map { bundled?.contains($0) ?? false } ?? false
                if isBundled {
                    logos.append(
                        Logo(
                            name: logo.name, url: logo.url, appears: true,
                            step: SimulationStep(
                                "appears: bundled through \(Self.logoAPI(data.meantFor.platform)) (config sets: logos)",
                                .supplyingLogos)))
                } else if downloads {
                    logos.append(
                        Logo(
                            name: logo.name, url: logo.url, appears: nil,
                            step: SimulationStep(
                                "not bundled: downloaded if its server is reachable", .logosMustBeBundled,
                                inferred: "downloads are neither blocked nor impossible in this session")))
                } else {
                    logos.append(
                        Logo(
                            name: logo.name, url: logo.url, appears: false,
                            step: SimulationStep(
                                "will not appear: not bundled, and the SDK cannot download it"
                                    + (blocked ? " (downloads blocked)" : " (no connectivity)"),
                                .logosMustBeBundled)))
                }
            }
        }
        return SessionNetwork(blocked: blocked, steps: steps, logos: logos)
    }

    /// How an app on `platform` supplies a logo offline (`AppPlatform`); iOS's names unless the
    /// set is an Android app's, as the simulated documentation is iOS's.
    package static func logoAPI(_ platform: AppPlatform) -> String {
        platform == .android
            ? "OTConfiguration.OTConfigurationBuilder (setBannerLogo, setPCLogo)" : "OTOfflineData.LogoData"
    }
}
