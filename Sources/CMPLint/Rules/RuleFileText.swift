/// The text of a default rule file as a run that only lints needs it. Rules carry their passing and
/// failing examples in the same file (`examples:` under each rule, four spaces in), a third of the
/// default ruleset's text; linting never reads them, and parsing them was a tenth of linting a
/// small set. They are blanked line by line (each line left empty), so every other node keeps its
/// line and column.
/// Applied to the embedded default rules only (whose layout `RuleFileTextTests` checks: the rules
/// read from the blanked text are those read from the whole text, examples aside); files a user
/// gives are parsed whole.
enum RuleFileText {
    static func withoutExamples(_ text: String) -> String {
        let key = Array("    examples:".utf8)
        let bytes = Array(text.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var inExamples = false
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            if line.elementsEqual(key) {
                inExamples = true
            } else if inExamples {
                // The block goes on while lines are blank or indented deeper than its key.
                let indentation = line.prefix { $0 == UInt8(ascii: " ") }.count
                inExamples = indentation == line.count || indentation > 4
            }
            // A blanked line stays as an empty line, so the lines after it keep their numbers.
            if !inExamples { kept += line }
            if lineEnd < bytes.count { kept.append(UInt8(ascii: "\n")) }
            lineStart = lineEnd + 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
