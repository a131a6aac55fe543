import CMPLint

/// Why a set could not be captured, naming the set, the endpoint and what went wrong: the HTTP
/// status and OneTrust's `errors[].code` when the body has one (the CMP API's error envelope,
/// `errors: [{code, message}]`, in OneTrust's OpenAPI definition of the CMP API).
public struct CaptureFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let target: CaptureTarget
    public let component: ComponentKind
    /// The reason as shown: server text in it is redacted and escaped (`ServerText`).
    public let reason: String
    /// Attempts made (more than one when the failure was retried).
    public let attempts: Int

    package init(target: CaptureTarget, component: ComponentKind, reason: String, attempts: Int, revealing: Bool) {
        self.target = target
        self.component = component
        self.reason = ServerText.shown(reason, revealing: revealing)
        self.attempts = attempts
    }

    public var description: String { described(as: target.folderName) }

    /// The same, naming the set `set` (a checked set as its folder was given).
    public func described(as set: String) -> String {
        let tries = attempts > 1 ? " (after \(attempts) attempts)" : ""
        return "\(set): \(component.endpoint): \(reason)\(tries)"
    }
}
