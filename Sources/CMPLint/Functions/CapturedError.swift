import CMPLintDocuments

/// Reports an entry of a response's `errors` array (the node `given` selects): the capture is an
/// error response, not data the SDK can use. Successful responses carry `"errors": []`; error codes
/// include `ERROR_CODE_INVALID_COUNTRY_OR_REGION` (OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference, and the sample responses of
/// https://developer.onetrust.com/onetrust/docs/get-banner-ui, confirmed). A `SUCCESS`
/// code is not an error. Each entry's `code` and `message` members are read.
///
/// Some codes come *with* the full data: "Error decoding TC string, default consent is returned."
/// (`ERROR_CODE_INVALID_TC_STRING`), "Google Ads is disabled." (`ERROR_GOOGLE_ADS_DISABLED`),
/// `ERROR_UCP_NOT_CONFIGURED`, `ERROR_CODE_DEFAULT_PURPOSE_STATUS` (the `errors` enum and its
/// messages in OneTrust's CMP API OpenAPI definition,
/// https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json,
/// confirmed; that these come with data is inferred from the messages). A file that carries a
/// component's data (`DetectedContent`) and such a code is no error response: a code of the
/// rule's `consentCodes` says the capture request sent consent state (case `consentSent`,
/// warning), one of `configurationCodes` is a configuration note (case `configuration`, info); any
/// other code next to data is case `withData` (the rule's severity).
package struct CapturedError: NodeFunction {
    package static let name = "capturedError"
    package static let summary =
        "An `errors` entry must not be present (a `SUCCESS` code is allowed); next to data, known codes are a warning or a note."
    package static let options: [OptionSpec] = [
        OptionSpec(
            "consentCodes", .strings,
            "codes that, next to data, say the capture request sent a consent string or identifier (reported at warning)",
            default: .array([])),
        OptionSpec(
            "configurationCodes", .strings, "codes that, next to data, note a configuration (reported at info)",
            default: .array([])),
    ]
    package static let facts: [FactSpec] = [
        FactSpec("code", "the entry's code (absent when it has none)"),
        FactSpec("errorMessage", "the entry's message, shortened to 120 characters (absent when it has none)"),
    ]
    package static let messageCases = ["consentSent", "configuration", "withData"]

    package let consentCodes: Set<String>
    package let configurationCodes: Set<String>

    package init(options: FunctionOptions) throws(YAMLError) {
        consentCodes = Set(try options.stringList("consentCodes") ?? [])
        configurationCodes = Set(try options.stringList("configurationCodes") ?? [])
    }

    package func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let entry = target.value else { return [] }
        let document = target.document
        let isObject = document.kind(entry) == .object
        let code = isObject ? document.member(entry, "code").flatMap { document.string($0) } : nil
        guard code != "SUCCESS" else { return [] }
        let text = isObject ? document.member(entry, "message").flatMap { document.string($0) } : nil
        var facts: [String: JSONValue] = [:]
        if let code { facts["code"] = .string(code) }
        if let text { facts["errorMessage"] = .string(text.shortened(to: 120)) }
        guard case .component = DetectedContent(document) else { return [FunctionResult(facts: facts)] }
        var result = FunctionResult(facts: facts, case: "withData")
        if let code, consentCodes.contains(code) {
            result.messageCase = "consentSent"
            result.severity = .warning
        } else if let code, configurationCodes.contains(code) {
            result.messageCase = "configuration"
            result.severity = .info
        }
        return [result]
    }
}
