/// What else the documentation says about a session that uses offline data: where the data
/// subject identifier comes from (Offline Mode §2, §11), Universal Consent purposes (§10), and
/// that consent given offline is synced only at the next successful online session (§10, §13).
package enum SessionNotes {
    package static func resolve(components: [ComponentUse], data: OfflineData, conditions: StartConditions)
        -> [SimulationStep]
    {
        guard components.contains(where: { $0.source == .offline }) else { return [] }
        var notes: [SimulationStep] = []
        let identifiers = data.captured.filter { $0.kind == "identifier" }
        if conditions.hasRedesign {
            let carried = identifiers.isEmpty ? "" : "; the identifier the snapshot carries is not used"
            notes.append(
                SimulationStep(
                    "identifier: from startSDK's params, or the SDK's default UUID, not from the offline JSON\(carried)",
                    .changedIdentifier))
        } else {
            notes.append(
                SimulationStep(
                    "identifier: not documented before 202604.2.0", .changedIdentifier,
                    inferred: "taking it from startSDK is listed as a 202604.2.0 change, so earlier versions may "
                        + "have taken it from the offline JSON"))
        }
        notes.append(
            SimulationStep(
                "UC Purposes: not supported in offline mode; only Banner, Preference Center and Vendor List are",
                .noUniversalConsent))
        notes.append(
            SimulationStep(
                "consent given in this session is stored on the device and synced at the next successful online session",
                .noConsentSync))
        return notes
    }
}
