import CMPLint

/// The request headers of a capture. Names and allowed values are those of OneTrust's OpenAPI
/// definition of the CMP API
/// (https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json,
/// parameters of `GET /cfw/cmp/v1/banner`, `/preferences` and `/vendors`; also
/// https://developer.onetrust.com/onetrust/docs/get-banner-ui).
///
/// A capture is an anonymous first launch: no consent string, identifier or sync header is ever
/// sent (`neverSent`), so the server cannot answer for a profile that already consented, and no
/// consent state can leak into the snapshots the app bundles.
public enum CaptureHeaders {
    /// Headers that describe a user rather than the app; a capture never sends them.
    public static let neverSent = [
        "OT-Consent-String", "OT-Identifier", "OT-Identifier-Type", "OT-Identifier-UpdateType", "OT-Sync-Profile-Auth",
        "OT-Tcf-Eu2v2-Consent-String", "OT-Addtl-Consent-String", "OT-GPP-String", "OT-Explicit-Consent",
    ]

    /// `OT-Fetch-Type: APP_DATA_ONLY`: the app's configuration without any profile.
    public static let fetchType = "APP_DATA_ONLY"

    /// The headers for `component` of `target`, in a stable order.
    public static func headers(for target: CaptureTarget, component: ComponentKind, request: CaptureRequest)
        -> [CMPAPIRequest.Header]
    {
        var headers: [(String, String)] = [
            ("OT-CDN-Location", request.cdnLocation),
            ("OT-App-Id", request.appId),
            ("OT-SDK-Version", request.sdkVersion),
            ("OT-Device-Type", request.deviceType),
        ]
        if let platform = request.platform { headers.append(("OT-Platform", platform)) }
        headers.append(("OT-Language", target.language))
        headers.append(("OT-Country-Code", target.country))
        if let region = target.region { headers.append(("OT-Region-Code", region)) }
        headers.append(("OT-Fetch-Type", fetchType))
        // Without it the banner endpoint leaves `bannerUIData` out when the geolocation rule would
        // not show the banner now ("Banner details are not returned if the banner is not configured
        // to be shown", https://developer.onetrust.com/onetrust/docs/get-banner-ui).
        if component == .banner { headers.append(("OT-Force-Fetch", "true")) }
        return headers.map { CMPAPIRequest.Header(name: $0.0, value: $0.1) }
    }
}
