/// A decoding failure with a reason a person can read, e.g. "segment 1 is 12 bits long; the core
/// segment needs at least 213". Reasons never quote the whole input, so they are safe to report.
public struct ConsentStringError: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
