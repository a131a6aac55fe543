/// Whether the SDK enters offline mode, and if not which way it goes: Offline Mode §5 "When Does
/// the SDK Use Offline Data?" (all three conditions), the normal online flow, the fallback chain of
/// §6 when the CMP API call fails, and before 202604.2.0 the behaviour of §12 (offline data only
/// with `loadOffline: true`, skipped entirely when any cached data exists, no fallback to it).
public struct OfflineModeDecision: Sendable, Equatable {
    /// §5's three conditions hold (offline data set, offline mode asked for or no connectivity,
    /// no legacy data), and, before 202604.2.0, no cached data exists.
    public let engaged: Bool
    public let path: DataPath
    public let steps: [SimulationStep]

    package static func decide(_ data: OfflineData, _ conditions: StartConditions) -> OfflineModeDecision {
        var steps: [SimulationStep] = []
        let redesign = conditions.hasRedesign
        let loadOffline = conditions.isLoadOffline
        let network = conditions.networkState
        let offlineDataSet = offlineData(data, redesign: redesign, steps: &steps)

        let trigger: Bool
        if redesign {
            trigger = loadOffline || network == .offline
            let why =
                loadOffline
                ? "yes: loadOffline is true"
                : network == .offline
                    ? "yes: the device has no network connectivity"
                    : "no: loadOffline is false and the device is connected (network \(network.rawValue))"
            steps.append(SimulationStep("SDK in offline mode? " + why, .conditionOfflineMode))
        } else {
            trigger = loadOffline
            steps.append(
                loadOffline
                    ? SimulationStep("SDK in offline mode? yes: loadOffline is true", .conditionOfflineMode)
                    : SimulationStep(
                        "SDK in offline mode? no: before 202604.2.0 offline data served only with loadOffline: true, "
                            + "whatever the network", .beforeNoFallback))
        }

        if conditions.legacyData {
            steps.append(
                SimulationStep(
                    "no old-flow data? no: legacy (pre-CMP-API) data is on disk; offline mode becomes available after "
                        + "one successful online session migrates it", .conditionNoLegacyData))
        } else {
            steps.append(SimulationStep("no old-flow data? yes: no legacy data on disk", .conditionNoLegacyData))
        }

        var skippedForCache = false
        if !redesign && !conditions.cached.isEmpty && offlineDataSet && trigger && !conditions.legacyData {
            skippedForCache = true
            steps.append(
                SimulationStep(
                    "cached CMP API data exists (\(names(conditions.cached))): before 202604.2.0 the SDK skipped "
                        + "offline mode entirely", .beforeAllOrNothing))
        }

        if offlineDataSet && trigger && !conditions.legacyData && !skippedForCache {
            steps.append(SimulationStep("offline mode engaged: every condition holds", .allConditions))
            return OfflineModeDecision(engaged: true, path: .offlineMode, steps: steps)
        }
        if loadOffline && !offlineDataSet {
            steps.append(
                SimulationStep(
                    "loadOffline is true but no offline data is set: the SDK fails to initialize and returns an error",
                    .faqLoadOfflineWithoutData))
            return OfflineModeDecision(engaged: false, path: .missingOfflineData, steps: steps)
        }
        steps.append(
            SimulationStep("offline mode not engaged: the SDK proceeds with the normal online flow", .normalOnlineFlow))
        guard network != .available else {
            steps.append(SimulationStep("the CMP API answers: live data is used", .howItWorks))
            return OfflineModeDecision(engaged: false, path: .live, steps: steps)
        }
        let failure =
            network == .offline
            ? "the CMP API call fails (no connectivity)" : "the CMP API call fails (timeout or server error)"
        return OfflineModeDecision(
            engaged: false,
            path: fallback(
                failure, data: data, conditions: conditions,
                offlineDataSet: offlineDataSet, steps: &steps), steps: steps)
    }

    /// §5's first condition: whether `setOTOfflineData` gets valid CMP API data from the set.
    private static func offlineData(_ data: OfflineData, redesign: Bool, steps: inout [SimulationStep]) -> Bool {
        let legacy = data.legacyComponents
        if !legacy.isEmpty {
            let what =
                "offline data set? no: the set's \(names(legacy)) \(legacy.count == 1 ? "is" : "are") legacy (pre-CMP-API) data, "
            steps.append(
                redesign
                    ? SimulationStep(
                        what + "and passing legacy offline data to setOTOfflineData is a no-op with an error log",
                        .changedLegacyOfflineData)
                    : SimulationStep(
                        what + "which this simulation treats as unusable", .changedLegacyOfflineData,
                        inferred:
                            "the documentation says what 202604.2.0 does with legacy offline data, not what earlier versions did"
                    ))
            return false
        }
        let provided = data.provided
        let unusable = ComponentKind.allCases.filter {
            !provided.contains($0) && data.contents[$0] != nil && data.contents[$0] != .missing
        }
        let unusableNote =
            unusable.isEmpty
            ? nil
            : "a file that is not its slot's CMP API response (\(unusable.map { "\($0.rawValue): \(data.contents[$0]?.summary ?? "")" }.joined(separator: "; "))) counts as not supplied"
        guard !provided.isEmpty else {
            steps.append(
                SimulationStep(
                    "offline data set? no: the set holds no CMP API response", .conditionOfflineDataSet,
                    inferred: unusableNote))
            return false
        }
        let missing = ComponentKind.allCases.filter { !provided.contains($0) }
        let without = missing.isEmpty ? "" : " (no \(names(missing)))"
        steps.append(
            SimulationStep(
                "offline data set? yes: setOTOfflineData gets the set's \(names(provided))\(without)",
                .conditionOfflineDataSet, inferred: unusableNote))
        return true
    }

    /// What replaces the failed CMP API call (§6, or §12 before 202604.2.0).
    private static func fallback(
        _ failure: String, data: OfflineData, conditions: StartConditions, offlineDataSet: Bool,
        steps: inout [SimulationStep]
    ) -> DataPath {
        let cached = conditions.cached
        guard conditions.hasRedesign else {
            if cached.isEmpty {
                steps.append(
                    SimulationStep(
                        failure + "; before 202604.2.0 the SDK fell back to cached data only, and there is none: "
                            + "it returns the error even though offline data was supplied", .beforeNoFallback))
                return .networkError
            }
            steps.append(
                SimulationStep(
                    failure + "; before 202604.2.0 the SDK fell back to cached data only (\(names(cached)))",
                    .beforeNoFallback))
            return .cachedOnly
        }
        var note: String?
        if conditions.legacyData && offlineDataSet {
            note =
                "offline data is not available to old-flow users (§5, §10); read as excluding the §6 offline fallback too"
        } else if conditions.isLoadOffline {
            note = "§6 describes the fallback for loadOffline false; the same order is assumed here"
        }
        if offlineDataSet && !conditions.legacyData && !conditions.isLoadOffline {
            steps.append(
                SimulationStep(
                    failure + ": offline data was supplied, so it is mixed with cached data per component",
                    .fallbackMixing))
            return .fallbackMixing
        }
        if !cached.isEmpty {
            steps.append(
                SimulationStep(
                    failure + ": no usable offline data, so the cached data (\(names(cached))) is re-used",
                    .fallbackCachedOnly, inferred: note))
            return .cachedOnly
        }
        steps.append(
            SimulationStep(
                failure + ": neither offline nor cached data, so OTResponse returns the original network error",
                .fallbackOriginalError, inferred: note))
        return .networkError
    }

    package static func names<S: Sequence>(_ kinds: S) -> String where S.Element == ComponentKind {
        kinds.sorted().map(\.rawValue).joined(separator: ", ")
    }
}
