/// Why a CMP API response says the banner is or is not due (`appConfig.bannerReasonCode` and
/// `bannerReason`), for the reasons the rules and the simulation treat apart.
///
/// The code is the reliable field: the CMP API reference requires `bannerReasonCode` and lists
/// its values (https://developer.onetrust.com/onetrust/reference, Get Banner Data, `appConfig`,
/// confirmed), while the reason texts differ between OneTrust's own sources: a sample response of
/// the CMP API guides (https://developer.onetrust.com/onetrust/docs/get-banner-ui and the pages
/// beside it) says "Hundred percent sync has not happened for cross device sync enabled scenario."
/// where the reference's enum says "... is not completed ..." (confirmed). So the text is read only when the
/// code is missing, and loosely: lower-cased, punctuation and spacing ignored, by the words that
/// tell the reasons apart.
package enum BannerReason: Equatable {
    /// 150, "Geo rule Banner is not enabled.": the geolocation rule shows no banner. The text is
    /// confirmed (reference enum, and the Get Banner UI note "Banner details are not returned if
    /// the banner is not configured to be shown in your geolocation rule",
    /// https://developer.onetrust.com/onetrust/docs/get-banner-ui); that it goes with 150 is inferred.
    case geoRuleWithoutBanner
    /// 151, "Banner will not be shown as consent validity holds true." (text confirmed, code inferred).
    case consentValid
    /// 152, "Banner will not be shown as cross device sync is hundred percent complete." (text
    /// confirmed; the code by client code only, the Roku SDK's `BannerReason_Code_SyncCompleted = 152`).
    case syncCompleted
    /// 107, cross-device sync not complete (the legacy SDK's `OTUIDisplayReasonCode`; inferred for
    /// the CMP API): the banner is due, in either wording of the text.
    case syncIncomplete

    package static let codes: [Int: BannerReason] = [
        150: .geoRuleWithoutBanner, 151: .consentValid, 152: .syncCompleted, 107: .syncIncomplete,
    ]

    /// The reason a response gives: by its code when it has one (another code is none of these),
    /// else by its text.
    package init?(code: Int?, text: String?) {
        if let code {
            guard let reason = Self.codes[code] else { return nil }
            self = reason
            return
        }
        guard let text else { return nil }
        let words = Self.words(text)
        if words.contains("geo rule banner is not enabled") {
            self = .geoRuleWithoutBanner
        } else if words.contains("consent validity holds true") {
            self = .consentValid
        } else if words.contains("hundred percent")
            && ["not happened", "not completed", "not complete", "incomplete"].contains(where: words.contains)
        {
            self = .syncIncomplete
        } else if words.contains("hundred percent") && words.contains("complete") {
            self = .syncCompleted
        } else {
            return nil
        }
    }

    /// The code as written (`"150"`, `"150.0"`) and the text of an inspected `appConfig`.
    package init?(code: String?, text: String?) {
        self.init(
            code: code.flatMap(Double.init).flatMap { $0 == $0.rounded() && abs($0) < 1e9 ? Int($0) : nil }, text: text)
    }

    /// `text` lower-cased, with every run of characters other than letters and digits made one space.
    package static func words(_ text: String) -> String {
        var result = ""
        var space = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if space && !result.isEmpty { result.append(" ") }
                result.append(character)
                space = false
            } else {
                space = true
            }
        }
        return result
    }

    /// Whether the reason describes the profile that made the request rather than the configuration.
    package var describesTheCapturingProfile: Bool { self == .consentValid || self == .syncCompleted }
}
