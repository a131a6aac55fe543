import CMPLint
import CMPLintDocuments
import Foundation

/// Keeps `ProgressLine` on standard error during a run when `ProgressLine.isWanted` says so, and
/// erases it before anything else is written.
public final class TerminalProgress: Sendable {
    private let line: Locked<ProgressLine>

    private init(verb: String) {
        line = Locked(ProgressLine(start: Self.now(), verb: verb))
    }

    /// A progress line for this run, or nil when nobody is watching a terminal.
    public static func forRun(quiet: Bool, verb: String = "linted") -> TerminalProgress? {
        ProgressLine.isWanted(
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1, environment: ProcessInfo.processInfo.environment,
            quiet: quiet) ? TerminalProgress(verb: verb) : nil
    }

    public func report(_ progress: LintProgress) {
        line.withLock { line in
            if let text = line.update(progress, now: Self.now()) { StandardStreams.progress(text) }
        }
    }

    public func finish() {
        line.withLock { line in
            if let text = line.finish() { StandardStreams.progress(text) }
        }
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
