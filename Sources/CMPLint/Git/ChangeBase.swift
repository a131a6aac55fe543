/// What `lint --changed` compares the working tree with: the merge base of HEAD and the
/// repository's default branch, or of HEAD and a named revision (`--since REF`).
public enum ChangeBase: Sendable, Equatable {
    case defaultBranch
    case revision(String)
}
