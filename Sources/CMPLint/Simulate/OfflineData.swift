import CMPLintKnowledge

/// What a snapshot set gives `setOTOfflineData` (`OTOfflineData.CmpApiData(cmpBannerData:,
/// cmpPreferencesData:, cmpVendorsData:)`), read once from the set and its inspection: what each
/// file holds as lint judges it, and what the SDK's start-up reads in the responses. Everything a
/// response lacks is nil or empty; every text was redacted when the inspection read it.
public struct OfflineData: Sendable, Equatable {
    /// The set's folder (or file).
    public var path: String
    /// What the set is meant for: the country and region the simulation passes to `startSDK`.
    public var meantFor: SetExpectations
    /// What each component's file holds (`missing` when the set has none).
    public var contents: [ComponentKind: InspectedContent]
    /// The banner response's `appConfig`.
    public var bannerConfig: InspectedAppConfig?
    /// The template (`appConfig.templateType` of the banner, else of the preferences).
    public var templateType: String?
    /// The group ids of the banner's `groupsHierarchy`, children included, in document order;
    /// nil without a banner response or when it has no `groupsHierarchy` (a capture from before
    /// 202606.2.1, which added it as an optional object).
    public var bannerGroups: [String]?
    /// The preferences' purpose tree.
    public var purposes: [InspectedPurposeGroup]
    /// The age gate of the preferences' `prompts`.
    public var ageGate: InspectedPrompts.AgeGate?
    /// The fields Offline Mode §7 strips, as each response holds them.
    public var sanitizable: [SanitizableField]
    /// The logo URLs each response carries.
    public var logos: [ComponentKind: [InspectedLogo]]
    /// The consent strings and identifiers the leak rules found (decoded and redacted as `lint` shows them).
    public var captured: [CapturedValue]

    public init(
        path: String, meantFor: SetExpectations = SetExpectations(), contents: [ComponentKind: InspectedContent] = [:],
        bannerConfig: InspectedAppConfig? = nil, templateType: String? = nil, bannerGroups: [String]? = nil,
        purposes: [InspectedPurposeGroup] = [], ageGate: InspectedPrompts.AgeGate? = nil,
        sanitizable: [SanitizableField] = [],
        logos: [ComponentKind: [InspectedLogo]] = [:], captured: [CapturedValue] = []
    ) {
        self.path = path
        self.meantFor = meantFor
        self.contents = contents
        self.bannerConfig = bannerConfig
        self.templateType = templateType
        self.bannerGroups = bannerGroups
        self.purposes = purposes
        self.ageGate = ageGate
        self.sanitizable = sanitizable
        self.logos = logos
        self.captured = captured
    }

    /// A field Offline Mode §7 ("Data Sanitization") names, found at the top level of a response.
    public struct SanitizableField: Sendable, Equatable {
        public let component: ComponentKind
        /// `otConsentString`, `tcString`, `gppTcfString` or `googleAdditionalConsent`.
        public let name: String
        /// Characters of a string value (0: empty); nil for another JSON type.
        public let length: Int?
        /// An otConsentString that records no choices (the first launch of an anonymous profile,
        /// `OTConsentObject.carriesNoChoices`): it stands for no consent, though its dsId is shared.
        public var recordsNoChoices = false
    }

    /// The fields §7 strips: `otConsentString` is set to empty, the others are removed.
    package static let sanitizedNames = ["otConsentString", "tcString", "gppTcfString", "googleAdditionalConsent"]

    /// The components whose file is a CMP API response of their slot: what the app supplies.
    public var provided: Set<ComponentKind> {
        Set(contents.filter { $0.value == .response }.map(\.key))
    }

    /// The components whose file is legacy (pre-CMP-API) data.
    public var legacyComponents: [ComponentKind] {
        ComponentKind.allCases.filter { contents[$0] == .legacy }
    }

    /// The set's facts: `inspection` is the set's inspection, `paths` where its responses are read.
    package init(set: SnapshotSet, inspection: SetInspection, paths: SimulationPaths) {
        var contents: [ComponentKind: InspectedContent] = [:]
        var logos: [ComponentKind: [InspectedLogo]] = [:]
        for component in inspection.components {
            contents[component.kind] = component.content
            if !component.logos.isEmpty { logos[component.kind] = component.logos }
        }
        var sanitizable: [SanitizableField] = []
        for kind in ComponentKind.allCases {
            guard let document = set.response(kind), document.kind(document.root) == .object else { continue }
            for name in Self.sanitizedNames {
                guard let node = document.member(document.root, name) else { continue }
                let text = document.kind(node) == .string ? document.string(node) : nil
                let firstLaunch =
                    name == "otConsentString"
                    && (text.flatMap { try? OTConsentObject.decode($0) }?.carriesNoChoices ?? false)
                sanitizable.append(
                    SanitizableField(
                        component: kind, name: name, length: text.map(\.count), recordsNoChoices: firstLaunch))
            }
        }
        var groups: [String]?
        if let banner = set.response(.banner) {
            let reader = InspectionReader(document: banner, revealPersonalData: set.revealPersonalData)
            var ids: [String] = []
            var seen: Set<String> = []
            let levels = banner.nodes(matching: paths.groupHierarchyLevels)
            for level in levels where banner.kind(level) == .object {
                for member in banner.members(level) {
                    if let id = reader.string(member.key), seen.insert(id).inserted { ids.append(id) }
                }
            }
            groups = levels.isEmpty ? nil : ids
        }
        let banner = inspection.component(.banner)
        let preferences = inspection.component(.preferences)
        self.init(
            path: set.path, meantFor: set.expectations, contents: contents,
            bannerConfig: banner?.content == .response ? banner?.appConfig : nil,
            templateType: banner?.appConfig?.templateType ?? preferences?.appConfig?.templateType,
            bannerGroups: groups, purposes: inspection.purposes,
            ageGate: preferences?.content == .response ? preferences?.prompts?.ageGate : nil,
            sanitizable: sanitizable, logos: logos, captured: inspection.captured)
    }
}
