/// Every function a rule can name in `then.function`, by name. Each rule family lists its own
/// functions in `FunctionRegistry+<Family>.swift`.
public enum FunctionRegistry {
    public static let all: [any RuleFunction.Type] =
        generic + core + suppressions + components + leaks + geo + language + coherence + sdk + ads
        + provenance

    /// Spectral-style functions any rule can use.
    package static let generic: [any RuleFunction.Type] = [
        Defined.self, Undefined.self, Truthy.self, Falsy.self, Pattern.self, Enumeration.self,
        TypeCheck.self, Length.self, Equals.self, Unique.self, UniqueValues.self, References.self, SameValue.self,
    ]

    /// JSON syntax and set completeness.
    package static let core: [any RuleFunction.Type] = [
        JSONSyntax.self, DuplicateKeys.self, PresenceChecks.self, ComponentKindCheck.self,
    ]

    /// Checks of the run's ignore entries.
    package static let suppressions: [any RuleFunction.Type] = [UnusedSuppression.self]

    package static let byName: [String: any RuleFunction.Type] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, $0) })

    public static func function(named name: String) -> (any RuleFunction.Type)? { byName[name] }

    public static var names: [String] { all.map { $0.name } }
}
