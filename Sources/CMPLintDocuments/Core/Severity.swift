/// How bad a finding is. Ordered: `hint < info < warning < error`, so `>=` compares against a threshold.
public enum Severity: String, CaseIterable, Sendable, Comparable, Codable {
    case hint, info, warning, error

    package var rank: Int {
        switch self {
        case .hint: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    /// The names accepted in rule files, config files and on the command line.
    public static let names = allCases.map(\.rawValue)
}
