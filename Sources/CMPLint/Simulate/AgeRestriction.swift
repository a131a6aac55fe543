/// Which purposes the user's age range restricts (Age-Based Consent): a purpose linked to an age
/// group of the age gate (`prompts.ageGate.linkedCategories.list[].ageGroups`) is restricted when
/// the user's range overlaps that group, "Partial overlap also results in restriction"; its
/// toggle is hidden (`consentToggleStatus: -1`) and consent is 0 (denied). The age groups are read
/// from the preferences in use: the offline snapshot; a cached or live one is not in the set.
/// Age-gated groups the snapshot already hides (`consentToggleStatus: -1`) are hidden for every
/// user; other groups without a toggle (IAB special purposes) are no age restriction.
public struct AgeRestriction: Sendable, Equatable {
    /// One age group of a linked purpose, checked against the user's range.
    public struct Check: Sendable, Equatable {
        public let groupId: String
        /// The purpose's name in the purpose tree (nil when the tree lacks the group).
        public let groupName: String?
        public let ageGroup: String?
        public let lowerBound: String?
        public let upperBound: String?
        /// Nil when a bound is not a whole number.
        public let restricted: Bool?
    }

    public let range: ProfileAgeRange?
    /// Nil when the age groups are not in the set (cached or live preferences, or none at all).
    public let checks: [Check]?
    /// Age-gated groups the offline preferences already hide (`consentToggleStatus: -1`).
    public let hiddenInSnapshot: [String]
    public let steps: [SimulationStep]

    /// The restricted purposes, in order, each once; nil when they cannot be told here.
    public var restricted: [String]? {
        guard let checks else { return nil }
        var ids: [String] = []
        for check in checks where check.restricted == true && !ids.contains(check.groupId) { ids.append(check.groupId) }
        return ids
    }

    package static func resolve(
        components: [ComponentUse], result: InitializationResult, data: OfflineData,
        conditions: StartConditions
    ) -> AgeRestriction {
        let preferences = components.first { $0.kind == .preferences }?.source ?? .unavailable
        let gated = Set(data.ageGate?.linkedGroups.map(\.groupId) ?? [])
        let hidden =
            preferences == .offline
            ? data.purposes.flatMap(\.flattened).filter { $0.toggleStatus == -1 && gated.contains($0.groupId) }.map(
                \.groupId) : []
        var steps: [SimulationStep] = []
        if !hidden.isEmpty {
            steps.append(
                SimulationStep(
                    "the offline preferences already hide \(hidden.joined(separator: ", ")) (consentToggleStatus -1): "
                        + "hidden for every user, whatever the age", .restrictedUsers,
                    inferred: "the snapshot was captured for an age-restricted profile (rule age-restricted-capture)"))
        }
        guard let range = conditions.ageRange else {
            steps.append(
                SimulationStep(
                    "no age range (getProfileAgeRange returns nil): no age restriction is applied on the device; "
                        + "online, the server may still enforce a range stored for the profile", .noAgeRange))
            return AgeRestriction(
                range: nil, checks: preferences == .offline ? [] : nil, hiddenInSnapshot: hidden, steps: steps)
        }
        guard result.status != .failure, preferences == .offline else {
            let why =
                result.status == .failure
                ? "the SDK did not initialize"
                : preferences.isLoaded
                    ? "the age groups are in the \(preferences.rawValue) preferences, which the set does not hold"
                    : "no preferences data"
            steps.append(SimulationStep("cannot be decided here: \(why)", .ageOverlap))
            return AgeRestriction(range: range, checks: nil, hiddenInSnapshot: hidden, steps: steps)
        }
        let names = Dictionary(
            data.purposes.flatMap(\.flattened).map { ($0.groupId, $0.name) }, uniquingKeysWith: { first, _ in first })
        var checks: [Check] = []
        for link in data.ageGate?.linkedGroups ?? [] {
            for group in link.ageGroups {
                let lower = group.lowerBound.flatMap { Int($0) }
                let upper = group.upperBound.flatMap { Int($0) }
                let valid = (group.lowerBound == nil || lower != nil) && (group.upperBound == nil || upper != nil)
                checks.append(
                    Check(
                        groupId: link.groupId, groupName: names[link.groupId] ?? nil, ageGroup: group.name,
                        lowerBound: group.lowerBound, upperBound: group.upperBound,
                        restricted: valid ? range.overlaps(lowerBound: lower, upperBound: upper) : nil))
            }
        }
        let outcome = AgeRestriction(range: range, checks: checks, hiddenInSnapshot: hidden, steps: steps)
        let restricted = outcome.restricted ?? []
        var all = steps
        if checks.isEmpty {
            all.append(
                SimulationStep(
                    "no purpose is linked to an age group in the offline preferences: nothing is restricted",
                    .ageOverlap))
        } else if restricted.isEmpty {
            all.append(
                SimulationStep(
                    "no overlap with any restricted age group: every toggle stays visible and interactive",
                    .nonRestrictedUsers))
        } else {
            all.append(
                SimulationStep(
                    "restricted: \(restricted.joined(separator: ", ")): toggle hidden (consentToggleStatus -1), "
                        + "consent 0 (denied), the user cannot consent", .restrictedUsers))
        }
        if checks.contains(where: { $0.lowerBound == nil || $0.upperBound == nil }) {
            all.append(
                SimulationStep(
                    "an age group without a lower bound starts at 0, one without an upper bound is open-ended",
                    .ageOverlap,
                    inferred:
                        "the page says so for the user's range (ProfileAgeRange); the same is assumed for age groups"))
        }
        return AgeRestriction(range: range, checks: checks, hiddenInSnapshot: hidden, steps: all)
    }
}
