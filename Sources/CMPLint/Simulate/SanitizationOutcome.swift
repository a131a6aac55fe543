/// What Offline Mode §7 "Data Sanitization" does to the offline snapshots the SDK uses: before
/// parsing, `otConsentString` is set to empty and `tcString`, `gppTcfString` and
/// `googleAdditionalConsent` are removed. The captured consent strings and identifiers `lint` finds
/// elsewhere (the CMP API carries them in `storageKeys`) are not among those names, so they stay
/// (inferred: the SDK writes `storageKeys` to device storage as they are). Before 202604.2.0
/// nothing was removed (§12). Cached components are the user's own data and are not sanitized.
public struct SanitizationOutcome: Sendable, Equatable {
    /// A field §7 strips, as the snapshot holds it.
    public struct Removal: Sendable, Equatable {
        public let component: ComponentKind
        public let field: String
        /// "set to empty (held 508 characters)", "removed".
        public let action: String
    }

    public let removed: [Removal]
    /// Captured values left in the offline data the SDK uses.
    public let kept: [CapturedValue]
    public let steps: [SimulationStep]

    package static func resolve(components: [ComponentUse], data: OfflineData, conditions: StartConditions)
        -> SanitizationOutcome
    {
        let offline = Set(components.filter { $0.source == .offline }.map(\.kind))
        guard !offline.isEmpty else {
            return SanitizationOutcome(
                removed: [], kept: [],
                steps: [
                    SimulationStep("nothing to sanitize: no offline snapshot is used", .sanitization)
                ])
        }
        let inUse = data.captured.filter { $0.component.map(offline.contains) ?? false }
        guard conditions.hasRedesign else {
            let text =
                inUse.isEmpty
                ? "none: the offline JSON is used as it is (no captured consent string or identifier found)"
                : "none: the offline JSON is used as it is, so the \(inUse.count) captured \(inUse.count == 1 ? "value" : "values") below "
                    + "apply to every user"
            return SanitizationOutcome(removed: [], kept: inUse, steps: [SimulationStep(text, .beforeNoSanitization)])
        }
        var removed: [Removal] = []
        for field in data.sanitizable where offline.contains(field.component) {
            if field.name == "otConsentString" {
                if field.length != 0 {
                    removed.append(
                        Removal(
                            component: field.component, field: field.name,
                            action:
                                "set to empty (held \(field.length.map { "\($0) characters" } ?? "a non-string value"))"
                        ))
                }
            } else {
                removed.append(Removal(component: field.component, field: field.name, action: "removed"))
            }
        }
        let sanitizedPointers = Set(OfflineData.sanitizedNames.map { "/" + $0 })
        let kept = inUse.filter { !sanitizedPointers.contains($0.pointer) }
        var steps = [
            SimulationStep(
                removed.isEmpty
                    ? "nothing to remove: the offline snapshots used carry no otConsentString, tcString, "
                        + "gppTcfString or googleAdditionalConsent value"
                    : "\(removed.count) \(removed.count == 1 ? "field" : "fields") stripped before parsing",
                .sanitization)
        ]
        if !kept.isEmpty {
            steps.append(
                SimulationStep(
                    "\(kept.count) captured \(kept.count == 1 ? "value stays" : "values stay"): not among the fields "
                        + "sanitization names, so every user starts with \(kept.count == 1 ? "it" : "them")",
                    .sanitization,
                    inferred: "§7 names only those four fields; storageKeys are what the SDK stores on the device"))
        }
        return SanitizationOutcome(removed: removed, kept: kept, steps: steps)
    }
}
