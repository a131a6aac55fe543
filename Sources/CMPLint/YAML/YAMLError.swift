/// A located problem in a YAML file: a syntax error, a limit hit, or a schema mistake found while
/// decoding a rule or config file. Printed like a compiler diagnostic so editors can jump to it.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let mark: YAMLMark?
    public let message: String

    public init(file: String, mark: YAMLMark?, message: String) {
        self.file = file
        self.mark = mark
        self.message = message
    }

    /// "file:line:column: message", or "file: message" when there is no position.
    public var description: String {
        if let mark { return "\(file):\(mark.line):\(mark.column): \(message)" }
        return "\(file): \(message)"
    }
}
