/// Reports `appConfig.showBanner: false` for a reason that belongs to the profile that captured the
/// snapshot rather than to the configuration: its consent was still valid (bannerReasonCode 151,
/// "Banner will not be shown as consent validity holds true.") or its cross-device sync was complete
/// (152). The reason text is confirmed (cmp-api.md §1.1); 152 = sync completed is confirmed by client
/// code only, and 151 = consent valid is inferred from that text. Offline, new users would get the
/// capturing profile's "no banner". Code 150 ("Geo rule Banner is not enabled", inferred) is a
/// configuration choice and not reported. A banner without `bannerUIData` is left to
/// `banner-ui-missing` (`BannerUIPresence`), which reports the same capture at the same node.
struct ProfileBannerSuppression: NodeFunction {
    static let name = "profileBannerSuppression"
    static let level = FunctionLevel.node
    static let summary = "The selected `appConfig` must not hide the banner for a reason of the capturing profile (codes 151, 152)."

    /// The confirmed text of the "consent still valid" reason, used when the code is missing.
    static let consentValidText = "consent validity holds true"

    enum Cause {
        case consentValid, syncCompleted

        var explanation: String {
            switch self {
            case .consentValid: return "the capturing profile's consent was still valid"
            case .syncCompleted: return "the capturing profile's cross-device sync was complete"
            }
        }
    }

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard document.member(document.root, "bannerUIData") != nil,
              let appConfig = target.value, document.kind(appConfig) == .object,
              let showBanner = document.member(appConfig, "showBanner"), document.bool(showBanner) == false
        else { return [] }
        let reason = document.member(appConfig, "bannerReason").flatMap { document.string($0) }
        let code = document.member(appConfig, "bannerReasonCode").flatMap { Self.integer($0, in: document) }
        let cause: Cause
        switch code {
        case 151: cause = .consentValid
        case 152: cause = .syncCompleted
        case nil where reason?.lowercased().contains(Self.consentValidText) == true: cause = .consentValid
        default: return []
        }
        let reasonText = reason.map { "\"\($0.shortened(to: 120))\"" } ?? "no bannerReason"
        let codeText = code.map { "bannerReasonCode \($0)" } ?? "no bannerReasonCode"
        var evidence: [JSONMember] = []
        if let code { evidence.append(JSONMember(key: "bannerReasonCode", value: .number(String(code)))) }
        if let reason { evidence.append(JSONMember(key: "bannerReason", value: .string(reason.shortened(to: 120)))) }
        return [FunctionResult(
            message: "showBanner is false because \(cause.explanation) (\(reasonText), \(codeText)): offline, new users would not see a banner",
            node: showBanner, evidence: evidence)]
    }

    /// An integer written as a JSON number or a string of digits.
    static func integer(_ node: JSONNodeID, in document: JSONDocument) -> Int? {
        if let text = document.numberText(node), let value = Double(text), value == value.rounded(), abs(value) < 1e9 {
            return Int(value)
        }
        return document.string(node).flatMap { Int($0) }
    }
}
