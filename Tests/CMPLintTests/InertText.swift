/// What the capture tests require of text cmplint prints from a server: nothing in it acts on a
/// terminal or a CI log. Shared by the library and command-line tests (CLITests links this file).
enum InertText {
    /// No control character but the line break, no bidirectional formatting or separator character
    /// (Unicode UAX #9), and no line that GitHub Actions runs as a workflow command (`::` at its
    /// start after blanks, or `##[` anywhere:
    /// https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
    static func isInert(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: actsOnDisplay)
            && !text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("::") }
            && !text.contains("##[")
    }

    private static func actsOnDisplay(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default: return false
        }
    }
}
