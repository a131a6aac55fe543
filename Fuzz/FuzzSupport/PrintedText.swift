/// Checks on text cmplint prints for people and CI logs (human report formats, messages, the
/// capture summary): nothing in it may act on the terminal or the log.
public enum PrintedText {
    /// GitHub Actions runs a log line as a workflow command when it starts with `::` (after blanks)
    /// or holds `##[` anywhere (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
    /// `annotations`: the `github` format's own `::error `, `::warning ` and `::notice ` lines are allowed.
    public static func checkWorkflowCommands(_ text: String, format: String, annotations: Bool = false) {
        FuzzCheck.require(!text.contains("##["), "the \(format) output holds '##['")
        for line in text.split(separator: "\n") {
            let command = line.drop { $0 == " " || $0 == "\t" }
            guard command.hasPrefix("::") else { continue }
            FuzzCheck.require(
                annotations && ["::error ", "::warning ", "::notice "].contains { command.hasPrefix($0) },
                "the \(format) output has a workflow command line: \(command.prefix(80))")
        }
    }

    /// Characters a human format must show escaped: C0 and C1 controls (but the line breaks it
    /// writes), DEL, the line and paragraph separators and the bidirectional formatting characters.
    public static func injects(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default: return false
        }
    }

    /// Both checks, for a text with no annotations of its own.
    public static func check(_ text: String, format: String) {
        checkWorkflowCommands(text, format: format)
        if let bad = text.unicodeScalars.first(where: injects) {
            FuzzCheck.fail(
                "the \(format) holds U+\(String(bad.value, radix: 16, uppercase: true)): \(text.prefix(200).debugDescription)"
            )
        }
    }
}
