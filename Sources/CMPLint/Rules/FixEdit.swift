import CMPLintDocuments

/// What a fix does to the node its finding points at. Edits are made on the file's bytes, so
/// everything outside the edited node stays as it was written (see `JSONEditPlan`).
public enum FixEdit: Sendable, Hashable {
    /// Removes the member (key and value) or the array element.
    case remove
    /// Replaces the value with this JSON value.
    case set(JSONValue)
    /// Replaces the value with the empty value of its own type: `""`, `{}` or `[]` (other values
    /// are left as they are).
    case empty

    /// The names rule files use in `fix.edit`.
    public static let names = ["remove", "set", "empty"]

    public var name: String {
        switch self {
        case .remove: return "remove"
        case .set: return "set"
        case .empty: return "empty"
        }
    }

    /// What the edit does, for rule pages: "removes the member or element".
    public var summary: String {
        switch self {
        case .remove: return "removes the member (or array element)"
        case .set(let value): return "sets the value to `\(value.jsonText)`"
        case .empty: return "empties the value (`\"\"`, `{}` or `[]`, by its type)"
        }
    }
}
