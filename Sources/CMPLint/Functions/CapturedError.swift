/// Reports an entry of a response's `errors` array (the node `given` selects): the capture is an
/// error response, not data the SDK can use. Successful responses carry `"errors": []`; error codes
/// include `ERROR_CODE_INVALID_COUNTRY_OR_REGION` (OneTrust CMP API reference,
/// https://developer.onetrust.com/onetrust/reference, and the sample responses of
/// https://developer.onetrust.com/onetrust/docs/get-banner-ui, confirmed). A `SUCCESS`
/// code is not an error. Each entry's `code` and `message` members are read.
struct CapturedError: NodeFunction {
    static let name = "capturedError"
    static let summary = "An `errors` entry must not be present (a `SUCCESS` code is allowed)."
    static let options: [OptionSpec] = []
    static let facts: [FactSpec] = [
        FactSpec("code", "the entry's code (absent when it has none)"),
        FactSpec("errorMessage", "the entry's message, shortened to 120 characters (absent when it has none)"),
    ]
    static let messages = [
        "default": "the capture is an error response: {{#code}}{{code}}{{/code}}{{^code}}an error without a code{{/code}}",
    ]

    init(options: FunctionOptions) throws(YAMLError) {}

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let entry = target.value else { return [] }
        let document = target.document
        let isObject = document.kind(entry) == .object
        let code = isObject ? document.member(entry, "code").flatMap { document.string($0) } : nil
        guard code != "SUCCESS" else { return [] }
        let text = isObject ? document.member(entry, "message").flatMap { document.string($0) } : nil
        var facts: [String: JSONValue] = [:]
        if let code { facts["code"] = .string(code) }
        if let text { facts["errorMessage"] = .string(text.shortened(to: 120)) }
        return [FunctionResult(facts: facts)]
    }
}
