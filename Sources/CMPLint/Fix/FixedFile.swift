/// One file a fix run changed, or would change with `--dry-run`: what was fixed, whether it was
/// written, and the error that kept it from being written.
public struct FixedFile: Sendable {
    public let fix: FileFix
    /// The set the file belongs to.
    public let setPath: String
    /// True once the fixed file replaced the old one.
    public let written: Bool
    /// Why it was not written (read-only, changed on disk, a symbolic link…); nil otherwise.
    public let error: String?
    /// The unified diff, when asked for (`--diff`, `--dry-run`).
    public let diff: String?
}
