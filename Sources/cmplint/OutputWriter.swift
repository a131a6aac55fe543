import CMPLint
import Foundation

/// Writes a report to standard output or, atomically, to a file (a failed write never leaves half a
/// report behind).
enum OutputWriter {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw LintError("\(path): cannot write the report (\(error.localizedDescription))")
        }
    }
}
