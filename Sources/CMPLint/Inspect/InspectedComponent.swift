import CMPLintKnowledge
import CMPLintPaths

/// One component of a set (banner, preferences or vendors): its file, what the file holds, and,
/// for a CMP API response, what the inspection reads in it. Everything a response lacks is nil or
/// empty, never filled in from another component.
public struct InspectedComponent: Sendable, Equatable {
    public let kind: ComponentKind
    /// The file as given or found; nil when the set has none.
    public let file: String?
    public let content: InspectedContent
    public let appConfig: InspectedAppConfig?
    /// The identified language of the UI text (nil when the file is no response of its slot).
    public let language: InspectedLanguage?
    /// The UI's `general.useRTL`.
    public let useRTL: Bool?
    /// `errors` and `warnings` entries: code and message (read in an error response too).
    public let errors: [ResponseMessage]
    public let warnings: [ResponseMessage]
    /// Versions the response carries in `storageKeys` (`IABTCF_CmpSdkID`, `IABTCF_CmpSdkVersion`,
    /// `IABTCF_PolicyVersion`), in document order; the responses carry no OT-SDK-Version of
    /// their own (it is a request header).
    public let storedVersions: [StoredValue]
    public let buttons: [InspectedButton]
    public let logos: [InspectedLogo]
    public let prompts: InspectedPrompts?

    /// An `errors` or `warnings` entry.
    public struct ResponseMessage: Sendable, Equatable {
        public let code: String?
        public let message: String?
    }

    /// A `storageKeys` entry, its value as text.
    public struct StoredValue: Sendable, Equatable {
        public let key: String
        public let value: String
    }

    /// The `storageKeys` entries read as carried versions: the CMP's SDK id and version and the TCF
    /// policy version (IAB TCF "CMP API v2", section "In-App Details",
    /// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20CMP%20API%20v2.md;
    /// confirmed).
    package static let versionKeys = ["IABTCF_CmpSdkID", "IABTCF_CmpSdkVersion", "IABTCF_PolicyVersion"]

    package init(
        kind: ComponentKind, set: SnapshotSet, paths: InspectionPaths, languages: [ComponentKind: DocumentLanguage]
    ) {
        self.kind = kind
        file = set[kind]?.path
        content = InspectedContent(set[kind], in: set)
        // An error response has the envelope (errors, warnings) and nothing else to read.
        let readable = content == .response || content == .errorResponse
        guard readable, let document = set.document(kind) else {
            appConfig = nil
            language = nil
            useRTL = nil
            errors = []
            warnings = []
            storedVersions = []
            buttons = []
            logos = []
            prompts = nil
            return
        }
        let reader = InspectionReader(document: document, revealPersonalData: set.revealPersonalData)
        appConfig = InspectedAppConfig(reading: reader, paths: paths)
        language = languages[kind].map(InspectedLanguage.init)
        useRTL = reader.first(paths.useRTL).flatMap { document.bool($0) }
        func messages(_ selectors: SelectorWalker) -> [ResponseMessage] {
            reader.elements(reader.first(selectors)).compactMap { entry in
                guard document.kind(entry) == .object else { return nil }
                return ResponseMessage(code: reader.string(entry, "code"), message: reader.string(entry, "message"))
            }
        }
        errors = messages(paths.errors)
        warnings = messages(paths.warnings)
        let storage = reader.first(paths.storageKeys)
        storedVersions = Self.versionKeys.compactMap { key in
            reader.scalar(storage, key).map { StoredValue(key: key, value: $0) }
        }
        buttons =
            InspectedButton.all(
                ui: "banner", buttons: reader.member(reader.first(paths.bannerUI), "buttons"), reader: reader)
            + InspectedButton.all(
                ui: "preferences", buttons: reader.member(reader.first(paths.preferenceCenterUI), "buttons"),
                reader: reader)
            + InspectedButton.all(
                ui: "vendorList",
                buttons: reader.member(reader.member(reader.first(paths.vendorListUI), "general"), "buttons"),
                reader: reader)
        logos = paths.logos.compactMap { logo in
            reader.first(logo.selectors).flatMap { reader.string($0) }.map { InspectedLogo(name: logo.name, url: $0) }
        }
        prompts = InspectedPrompts(reading: reader, at: reader.first(paths.prompts))
    }
}
