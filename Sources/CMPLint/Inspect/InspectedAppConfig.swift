/// One response's `appConfig`, as the server resolved it for the capture: whether the banner is
/// due and why, the template, the geolocation, and the reconsent date (OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference, `appConfig` of the banner, preferences and
/// vendors responses; the fields and the reason-code enum are confirmed, what codes 150 and 151
/// mean is inferred). Each field is nil when the response lacks it or holds another JSON type.
public struct InspectedAppConfig: Sendable, Equatable {
    public let showBanner: Bool?
    /// `bannerReasonCode`: 101, 102, … (the integer as written).
    public let bannerReasonCode: String?
    /// `bannerReason`: the server's English sentence for the code.
    public let bannerReason: String?
    public let templateType: String?
    public let countryCode: String?
    public let regionCode: String?
    /// `lastReconsentDate`: epoch milliseconds as written.
    public let lastReconsentDate: String?
    public let shouldResetLocalState: Bool?

    public init(
        showBanner: Bool?, bannerReasonCode: String?, bannerReason: String?, templateType: String?,
        countryCode: String?,
        regionCode: String?, lastReconsentDate: String?, shouldResetLocalState: Bool?
    ) {
        self.showBanner = showBanner
        self.bannerReasonCode = bannerReasonCode
        self.bannerReason = bannerReason
        self.templateType = templateType
        self.countryCode = countryCode
        self.regionCode = regionCode
        self.lastReconsentDate = lastReconsentDate
        self.shouldResetLocalState = shouldResetLocalState
    }

    /// The `appConfig` of a response; nil when it has none.
    package init?(reading reader: InspectionReader, paths: InspectionPaths) {
        guard let config = reader.first(paths.appConfig), reader.document.kind(config) == .object else { return nil }
        self.init(
            showBanner: reader.bool(config, "showBanner"), bannerReasonCode: reader.number(config, "bannerReasonCode"),
            bannerReason: reader.string(config, "bannerReason"), templateType: reader.string(config, "templateType"),
            countryCode: reader.string(config, "countryCode"), regionCode: reader.string(config, "regionCode"),
            lastReconsentDate: reader.number(config, "lastReconsentDate"),
            shouldResetLocalState: reader.bool(config, "shouldResetLocalState"))
    }
}
