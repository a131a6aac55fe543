/// A language the identifier knows: its BCP 47 primary subtag ("de", "pt", "nb" ...), English name,
/// and writing direction, so rules can name the language in messages and check `useRTL`.
public struct LanguageInfo: Sendable, Hashable {
    /// Lowercase BCP 47 primary language subtag.
    public let code: String
    /// English name, for messages.
    public let name: String
    /// Whether the script is written right to left (Arabic, Hebrew).
    public let isRightToLeft: Bool

    public init(code: String, name: String, isRightToLeft: Bool = false) {
        self.code = code
        self.name = name
        self.isRightToLeft = isRightToLeft
    }
}
