import CMPLintDocuments

/// The prompts a response configures (`prompts`, identical in banner and preferences; OneTrust
/// CMP API reference, https://developer.onetrust.com/onetrust/reference, Get Banner Data and Get
/// Preference Center Data, confirmed): the age gate with the groups it restricts and their age
/// groups, the IDFA (App Tracking Transparency) pre-prompt with its linked groups, the
/// notification duration and Google Ads consent. What the SDK does with an age range (the overlap
/// rule) is `simulate`'s; the inspection shows the configuration.
public struct InspectedPrompts: Sendable, Equatable {
    public let ageGate: AgeGate?
    public let idfa: IDFA?
    /// `ntfyConfigData.duration`, as written.
    public let notificationDuration: String?
    /// `googleAd.general.enableConsent`.
    public let googleAdConsent: Bool?
    /// Every prompt member present, in document order (`ageGate`, `idfa`, …).
    public let names: [String]

    /// `prompts.ageGate`: texts and the groups linked to age groups.
    public struct AgeGate: Sendable, Equatable {
        public let title: String?
        public let primaryButton: String?
        public let secondaryButton: String?
        public let linkedGroups: [LinkedGroup]
    }

    /// A group the age gate restricts, with the age groups it applies to.
    public struct LinkedGroup: Sendable, Equatable {
        public let groupId: String
        public let ageGroups: [AgeGroup]
    }

    /// An age group: its name and bounds as written (either may be absent: open-ended).
    public struct AgeGroup: Sendable, Equatable {
        public let name: String?
        public let lowerBound: String?
        public let upperBound: String?
    }

    /// `prompts.idfa`: the pre-prompt's title and the linked groups.
    public struct IDFA: Sendable, Equatable {
        public let prePromptTitle: String?
        public let linkedGroups: [String]
    }

    package init?(reading reader: InspectionReader, at prompts: JSONNodeID?) {
        guard let prompts, reader.document.kind(prompts) == .object else { return nil }
        names = reader.members(prompts).map(\.key)
        func linkedList(_ prompt: JSONNodeID?) -> [JSONNodeID] {
            reader.elements(reader.member(reader.member(prompt, "linkedCategories"), "list"))
        }
        if let gate = reader.member(prompts, "ageGate"), reader.document.kind(gate) == .object {
            let linked = linkedList(gate).compactMap { entry -> LinkedGroup? in
                guard let groupId = reader.string(entry, "groupId") else { return nil }
                let ageGroups = reader.elements(reader.member(entry, "ageGroups")).map { group in
                    AgeGroup(
                        name: reader.string(group, "name"), lowerBound: reader.number(group, "lowerBound"),
                        upperBound: reader.number(group, "upperBound"))
                }
                return LinkedGroup(groupId: groupId, ageGroups: ageGroups)
            }
            ageGate = AgeGate(
                title: reader.string(gate, "titleText"), primaryButton: reader.string(gate, "primaryButtonText"),
                secondaryButton: reader.string(gate, "secondaryButtonText"), linkedGroups: linked)
        } else {
            ageGate = nil
        }
        if let prompt = reader.member(prompts, "idfa"), reader.document.kind(prompt) == .object {
            idfa = IDFA(
                prePromptTitle: reader.string(reader.member(prompt, "prePrompt"), "titleText"),
                linkedGroups: linkedList(prompt).compactMap { reader.string($0, "groupId") })
        } else {
            idfa = nil
        }
        notificationDuration = reader.number(reader.member(prompts, "ntfyConfigData"), "duration")
        googleAdConsent = reader.bool(reader.member(reader.member(prompts, "googleAd"), "general"), "enableConsent")
    }
}
