import CMPLint
import Foundation

/// Writes a report to standard output or, atomically, to a file (a failed write never leaves half a
/// report behind).
enum OutputWriter {
    /// Writes a run's outputs and notices, in order.
    static func write(_ outcome: LintOutcome) throws {
        for output in outcome.outputs {
            switch output.destination {
            case .standardOutput: try write(output.text, to: nil)
            case .file(let path): try write(output.text, to: path)
            case .appendToFile(let path): try append(output.text, to: path)
            }
        }
        for notice in outcome.notices {
            FileHandle.standardError.write(Data("cmplint: \(notice)\n".utf8))
        }
    }

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

    /// Appends to a file, creating it: GitHub Actions' step summary (`GITHUB_STEP_SUMMARY`).
    static func append(_ markdown: String, to path: String) throws {
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
