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

    /// Appends to the file GitHub Actions names in `GITHUB_STEP_SUMMARY`, when it is set.
    static func appendStepSummary(_ markdown: String) throws {
        guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        do {
            let handle = FileManager.default.fileExists(atPath: path)
                ? try FileHandle(forWritingTo: URL(fileURLWithPath: path))
                : (FileManager.default.createFile(atPath: path, contents: nil) ? try FileHandle(forWritingTo: URL(fileURLWithPath: path)) : nil)
            guard let handle else { throw CocoaError(.fileWriteUnknown) }
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch {
            throw LintError("\(path) (GITHUB_STEP_SUMMARY): cannot append the summary (\(error.localizedDescription))")
        }
    }
}
