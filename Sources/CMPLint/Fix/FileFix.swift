/// What fixing did to one snapshot file: its bytes before and after, the edits between them (on
/// the original bytes, every pass composed) and the fixes made.
public struct FileFix: Sendable {
    public let path: String
    public let component: ComponentKind
    public let original: [UInt8]
    public let fixed: [UInt8]
    /// Sorted, not overlapping, on `original`.
    public let edits: [ByteEdit]
    /// The fixes made, at most `Fixer.maxListedFixes` of one rule: what the summary lists.
    public let applied: [AppliedFix]
    /// Fixes made but not listed (beyond that number), and the findings they resolve.
    public let unlisted: (fixes: Int, findings: Int)
    /// Values of the file the rules found to be personal data whatever their shape, for the diff.
    package let personalValues: PersonalValues

    /// How many findings the fixes resolve.
    public var findingCount: Int { applied.reduce(unlisted.findings) { $0 + $1.findings } }
}
