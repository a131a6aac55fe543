import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Reports a `showBanner: false` (the checked value, `then.field`) whose reason belongs to the
/// profile that captured the snapshot rather than to the configuration: its consent was still valid
/// (reason code 151, "Banner will not be shown as consent validity holds true.") or its cross-device
/// sync was complete (152). The reason code and text are members of the matched object (options
/// `reasonCode`, `reason`); when the code is missing, the reason text decides, in any of OneTrust's
/// wordings (`BannerReason`, which says what is confirmed). Code 150 ("Geo rule Banner is not
/// enabled.") is a configuration choice and not reported. Option `onlyWith` limits the check to documents where a path
/// selects something (the default rule: `bannerUIData`, since a banner without it is `banner-ui-missing`'s finding).
package struct ProfileBannerSuppression: NodeFunction {
    package static let name = "profileBannerSuppression"
    package static let summary =
        "The checked `showBanner` must not be false for a reason of the capturing profile (reason codes 151, 152)."
    package static let options = [
        OptionSpec(
            "reasonCode", .string, "the member of the matched object holding the reason code (e.g. bannerReasonCode)",
            required: true),
        OptionSpec(
            "reason", .string,
            "the member of the matched object holding the reason text, used when the code is missing (e.g. bannerReason)",
            required: true),
        OptionSpec("onlyWith", .paths, "check only documents in which these paths select something"),
    ]
    package static let facts = [
        FactSpec("code", "the reason code (a number), absent when the document has none"),
        FactSpec("reason", "the reason text (at most 120 characters), absent when the document has none"),
    ]
    package static let messageCases = ["syncCompleted"]

    package let reasonCodeKey: String
    package let reasonKey: String
    package let onlyWith: SelectorWalker?

    package init(options: FunctionOptions) throws(YAMLError) {
        reasonCodeKey = try options.string("reasonCode") ?? ""
        reasonKey = try options.string("reason") ?? ""
        onlyWith = try options.paths("onlyWith").map(SelectorWalker.init(selectors:))
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        let document = target.document
        guard let showBanner = target.value, document.bool(showBanner) == false,
            document.kind(target.matched) == .object
        else { return [] }
        if let onlyWith, onlyWith.matches(in: document).allSatisfy(\.isEmpty) { return [] }
        let reason = document.member(target.matched, reasonKey).flatMap { document.string($0) }
        let code = document.member(target.matched, reasonCodeKey).flatMap { Self.integer($0, in: document) }
        let messageCase: String?
        switch BannerReason(code: code, text: reason) {
        case .consentValid?: messageCase = nil
        case .syncCompleted?: messageCase = "syncCompleted"
        default: return []
        }
        var facts: [String: JSONValue] = [:]
        var evidence: [JSONMember] = []
        if let code {
            facts["code"] = .number(String(code))
            evidence.append(JSONMember(key: reasonCodeKey, value: .number(String(code))))
        }
        if let reason {
            facts["reason"] = .string(reason.shortened(to: 120))
            evidence.append(JSONMember(key: reasonKey, value: .string(reason.shortened(to: 120))))
        }
        return [FunctionResult(facts: facts, case: messageCase, evidence: evidence)]
    }

    /// An integer written as a JSON number or a string of digits.
    package static func integer(_ node: JSONNodeID, in document: JSONDocument) -> Int? {
        if let text = document.numberText(node), let value = Double(text), value == value.rounded(), abs(value) < 1e9 {
            return Int(value)
        }
        return document.string(node).flatMap { Int($0) }
    }
}
