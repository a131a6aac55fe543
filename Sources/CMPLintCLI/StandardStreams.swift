import CMPLint
import CMPLintDocuments
import Foundation

/// Standard output and standard error for every subcommand, written with write(2) so that no write
/// can trap. SIGPIPE is ignored at startup (`main.swift`), so a reader that goes away early
/// (`cmplint lint . | head -1`) shows up as EPIPE: the rest of the standard output is dropped
/// quietly, as `cat` or `grep` would, and the run still writes its report files and exits with its
/// own status. Any other failure (a full disk behind `> /dev/full`) is an I/O error, exit 2.
public enum StandardStreams {
    public static func write(_ text: String) throws(LintError) {
        guard let code = SafeFileWriter.writeAll(text, to: STDOUT_FILENO), code != EPIPE else { return }
        throw LintError("standard output: cannot write (\(SafeFileWriter.reason(code)))")
    }

    /// `print` for subcommands: `text` and a line break.
    public static func print(_ text: String, terminator: String = "\n") throws(LintError) {
        try write(text + terminator)
    }

    /// One `cmplint: …` line on standard error, its text made `ReportText.visible` (messages name
    /// paths, which may hold line breaks or terminal controls). Best effort: nothing is left to
    /// tell when standard error itself fails.
    public static func error(_ message: String) {
        _ = SafeFileWriter.writeAll("cmplint: \(ReportText.visible(message))\n", to: STDERR_FILENO)
    }

    /// A progress line's text as it is (it carries its own carriage returns); best effort.
    public static func progress(_ text: String) {
        _ = SafeFileWriter.writeAll(text, to: STDERR_FILENO)
    }

    /// ArgumentParser's usage message (several lines, about the arguments as typed), as it is.
    public static func usage(_ text: String) {
        _ = SafeFileWriter.writeAll(text + "\n", to: STDERR_FILENO)
    }
}
