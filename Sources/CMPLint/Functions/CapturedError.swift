/// Reports an entry of a response's `errors` array: the capture is an error response, not data the
/// SDK can use (cmp-api.md §1: `errors` is `[]` on success; codes such as
/// `ERROR_CODE_INVALID_COUNTRY_OR_REGION`). A `SUCCESS` code is not an error.
struct CapturedError: NodeFunction {
    static let name = "capturedError"
    static let level = FunctionLevel.node
    static let summary = "An `errors` entry must not be present (a `SUCCESS` code is allowed)."

    init(options: FunctionOptions) throws(YAMLError) { try options.requireNone() }

    func evaluate(_ target: NodeTarget) -> [FunctionResult] {
        guard let entry = target.value else { return [] }
        let document = target.document
        let code = document.kind(entry) == .object ? document.member(entry, "code").flatMap { document.string($0) } : nil
        guard code != "SUCCESS" else { return [] }
        let text = document.kind(entry) == .object ? document.member(entry, "message").flatMap { document.string($0) } : nil
        var message = "the capture is an error response: \(code ?? "an error without a code")"
        if let text, !text.isEmpty { message += " (\"\(text.shortened(to: 120))\")" }
        return [FunctionResult(message: message)]
    }
}
