/// Small text helpers every reporter shares, kept in one place so the formats word counts and
/// evidence alike.
enum ReportText {
    /// The word for `count` of them: `1 error`, `2 errors`, `2 infos`.
    static func plural(_ count: Int, _ word: String) -> String {
        guard count != 1 else { return word }
        switch word {
        case "info": return "infos"
        default: return word + "s"
        }
    }

    /// An evidence value for one-line formats: strings as they are, other values as JSON text.
    static func shortEvidence(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return s
        default: return value.jsonText
        }
    }
}
