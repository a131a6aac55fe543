/// A located problem in a YAML file: a syntax error, a limit hit, or a schema mistake found while
/// decoding a rule or config file. Printed like a compiler diagnostic so editors can jump to it.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let mark: YAMLMark?
    public let message: String

    /// `message` is cut after `maxMessageLength` characters: a value a message quotes should go
    /// through `quoted`, and this keeps any that does not from echoing a whole file.
    public init(file: String, mark: YAMLMark?, message: String) {
        self.file = file
        self.mark = mark
        self.message = message.shortened(to: Self.maxMessageLength)
    }

    package static let maxMessageLength = 1000
    package static let maxQuotedLength = 60

    /// A value from the file as messages quote it: in single quotes, at most `maxQuotedLength`
    /// characters ("'wwww…'"), so an error about a 1 MB scalar stays one short line.
    public static func quoted(_ text: String) -> String {
        "'" + text.shortened(to: maxQuotedLength) + "'"
    }

    /// "file:line:column: message", or "file: message" when there is no position.
    public var description: String {
        if let mark { return "\(file):\(mark.line):\(mark.column): \(message)" }
        return "\(file): \(message)"
    }
}
