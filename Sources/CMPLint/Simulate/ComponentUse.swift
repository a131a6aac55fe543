/// Where the SDK takes one component's data from at start-up, and the statement that says so.
public struct ComponentUse: Sendable, Equatable {
    public let kind: ComponentKind
    public let source: DataSource
    public let step: SimulationStep

    /// The three components for the way the SDK took: live data online; offline and cached data
    /// mixed per component (§9, from 202604.2.0), or offline data alone (before, when nothing is
    /// cached); cached data alone (§6 priority 2, §12); nothing after an error.
    package static func resolve(_ path: DataPath, _ data: OfflineData, _ conditions: StartConditions) -> [ComponentUse]
    {
        let cached = conditions.cached
        let provided = data.provided
        switch path {
        case .live:
            return ComponentKind.allCases.map { kind in
                kind == .vendors
                    ? ComponentUse(
                        kind: kind, source: .live,
                        step: SimulationStep(
                            "live: fetched from the CMP API on demand, when the user opens the Vendor List",
                            .vendorsOptional))
                    : ComponentUse(
                        kind: kind, source: .live, step: SimulationStep("live: the CMP API's response", .howItWorks))
            }
        case .networkError, .missingOfflineData:
            return ComponentKind.allCases.map { kind in
                ComponentUse(
                    kind: kind, source: .unavailable,
                    step: SimulationStep(
                        "unavailable: the SDK does not initialize",
                        path == .networkError ? .fallbackOriginalError : .faqLoadOfflineWithoutData))
            }
        case .cachedOnly:
            let source: DocStatement = conditions.hasRedesign ? .fallbackCachedOnly : .beforeNoFallback
            return ComponentKind.allCases.map { kind in
                cached.contains(kind)
                    ? ComponentUse(
                        kind: kind, source: .cached,
                        step: SimulationStep("cached: from the earlier online session", source))
                    : ComponentUse(
                        kind: kind, source: .unavailable,
                        step: SimulationStep("unavailable: not cached, and offline data is not used", source))
            }
        case .offlineMode, .fallbackMixing:
            guard conditions.hasRedesign else {
                return ComponentKind.allCases.map { kind in
                    provided.contains(kind)
                        ? ComponentUse(
                            kind: kind, source: .offline,
                            step: SimulationStep("offline: the set's snapshot, used as it is", .howItWorks))
                        : ComponentUse(
                            kind: kind, source: .unavailable,
                            step: SimulationStep("unavailable: the set does not supply it", .howItWorks))
                }
            }
            let preferencesCached = cached.contains(.preferences)
            return ComponentKind.allCases.map { kind in
                let rule = MixingTable.rule(
                    kind, cached: cached.contains(kind), offline: provided.contains(kind),
                    preferencesCached: preferencesCached)
                let row = rule.row.map { "row \($0): " } ?? ""
                let text =
                    "\(rule.result.rawValue): cached \(cached.contains(kind) ? "yes" : "no"), offline \(provided.contains(kind) ? "yes" : "no")"
                    + (kind == .vendors ? ", PC \(preferencesCached ? "cached" : "not cached")" : "")
                    + " → \(row)\(rule.outcome)"
                return ComponentUse(
                    kind: kind, source: rule.result, step: SimulationStep(text, rule.source, inferred: rule.inference))
            }
        }
    }
}
