/// How far a rule's fix may be trusted, as Ruff's fix applicability ("Fix safety",
/// https://docs.astral.sh/ruff/linter/#fix-safety): a safe fix removes the problem and nothing a
/// user of the app would miss, and `cmplint fix` applies it; an unsafe fix may take something else
/// with it (a logo URL that carried a consent string, a record of how the snapshot was captured)
/// and is applied only with `--unsafe-fixes`.
public enum FixApplicability: String, Sendable, CaseIterable, Comparable {
    case safe, unsafe

    public static func < (lhs: FixApplicability, rhs: FixApplicability) -> Bool {
        lhs == .safe && rhs == .unsafe
    }
}
