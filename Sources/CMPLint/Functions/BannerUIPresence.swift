import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports a banner response (it has `appConfig`, `ResponseContent.response`) without banner UI
/// data (no component markers of `DetectedContent`). The
/// CMP API leaves banner details out when the banner is not due for the requesting profile unless
/// the request forces them with `OT-Force-Fetch: true` (OneTrust CMP API 'Get Banner UI',
/// https://developer.onetrust.com/onetrust/docs/get-banner-ui, request headers, confirmed); a capture taken
/// that way gives offline users no banner UI (inferred). Files that are error responses (a non-empty
/// array at the rule's `errors` path), legacy data, another component's response or no CMP API
/// response at all are left to those rules. The finding points at the rule's `showBanner` path and quotes
/// `bannerReason`.
///
/// A banner whose reason is "Geo rule Banner is not enabled." (code 150; `BannerReason`) is the
/// CMP API's documented answer for a geolocation rule configured without a banner ("Banner details
/// are not returned if the banner is not configured to be shown in your geolocation rule", Get
/// Banner UI, confirmed), not a capture mistake: it gets the case `geoRuleWithoutBanner` at info,
/// the severity of a configuration choice, saying that offline users of the set see no banner.
package struct BannerUIPresence: DocumentFunction {
    package static let name = "bannerUIPresence"
    package static let summary =
        "A banner response (one with `appConfig`) must carry `bannerUIData`; error responses, legacy data and other content are left to other rules."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "errors", .paths,
            "the response's errors array: a file with entries there is an error response, left to other rules",
            required: true),
        OptionSpec(
            "showBanner", .paths,
            "where the banner says whether it is due; the finding points there (the document when absent)",
            required: true),
        OptionSpec(
            "bannerReason", .paths, "where the banner says why it is or is not due, quoted in the message",
            required: true),
        OptionSpec(
            "bannerReasonCode", .paths,
            "where the banner gives the reason's code (150: the geolocation rule shows no banner); the text decides without it"
        ),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("bannerReason", "the banner's reason text (absent when it has none)"),
        FactSpec("bannerReasonCode", "the banner's reason code (absent when it has none)"),
    ]
    package static let messageCases = ["geoRuleWithoutBanner"]

    package let errors: SelectorWalker
    package let showBanner: SelectorWalker
    package let bannerReason: SelectorWalker
    package let bannerReasonCode: SelectorWalker

    package init(options: FunctionOptions) throws(YAMLError) {
        errors = SelectorWalker(selectors: try options.paths("errors") ?? [])
        showBanner = SelectorWalker(selectors: try options.paths("showBanner") ?? [])
        bannerReason = SelectorWalker(selectors: try options.paths("bannerReason") ?? [])
        bannerReasonCode = SelectorWalker(selectors: try options.paths("bannerReasonCode") ?? [])
    }

    package func evaluate(_ file: SnapshotFile, in set: SnapshotSet) -> [FunctionResult] {
        guard file.kind == .banner, let document = file.document, set.content(file.kind) == .response,
            case .unrecognized = DetectedContent(document),
            (document.firstNode(matching: errors).map { document.childCount($0) } ?? 0) == 0
        else { return [] }
        var facts: [String: JSONValue] = [:]
        let reason = document.firstString(matching: bannerReason)?.value
        if let reason { facts["bannerReason"] = .string(reason) }
        let code = document.firstNode(matching: bannerReasonCode).flatMap {
            ProfileBannerSuppression.integer($0, in: document)
        }
        if let code { facts["bannerReasonCode"] = .number(String(code)) }
        let node = document.firstNode(matching: showBanner) ?? document.root
        guard BannerReason(code: code, text: reason) == .geoRuleWithoutBanner else {
            return [FunctionResult(facts: facts, node: node)]
        }
        return [FunctionResult(facts: facts, case: "geoRuleWithoutBanner", node: node, severity: .info)]
    }
}
