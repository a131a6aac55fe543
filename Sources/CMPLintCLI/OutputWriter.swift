import CMPLint
import CMPLintDocuments

/// Writes what a run produced to where it goes: standard output, or files through `SafeFileWriter`
/// (atomic for regular files, through symbolic links, in place for devices and FIFOs).
public enum OutputWriter {
    /// Writes a run's outputs and notices, in order.
    public static func write(_ outcome: LintOutcome) throws(LintError) {
        for output in outcome.outputs {
            switch output.destination {
            case .standardOutput: try StandardStreams.write(output.text)
            case .file(let path): try SafeFileWriter.write(output.text, to: path)
            case .appendToFile(let path):
                do {
                    try SafeFileWriter.append(output.text, to: path)
                } catch {
                    throw LintError("\(error.description) (the GITHUB_STEP_SUMMARY file)")
                }
            }
        }
        for notice in outcome.notices { StandardStreams.error(notice) }
    }

    /// `text` to the file at `path`, or to standard output without one.
    public static func write(_ text: String, to path: String?) throws(LintError) {
        if let path { try SafeFileWriter.write(text, to: path) } else { try StandardStreams.write(text) }
    }
}
