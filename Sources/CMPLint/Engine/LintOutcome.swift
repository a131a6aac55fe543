import CMPLintDocuments

/// Everything a lint run decided: the report as it is to be shown, the texts to write and where, what
/// to tell the user on the side, and the exit status. The CLI only writes these out; an app's Swift
/// test gets the same decisions from `LintRunner.run`.
public struct LintOutcome: Sendable {
    /// The report as shown (after `--quiet`).
    public let report: LintReport
    /// The report before `--quiet`: every active and suppressed finding.
    public let fullReport: LintReport
    public let configuration: Configuration
    /// The fail severity in force: the request's, else the config's, else `error`.
    public let failSeverity: Severity
    /// Rendered reports, a written baseline and the step summary, in order.
    public internal(set) var outputs: [Output]
    /// One-line notes for standard error (e.g. "wrote 12 findings to the baseline b.json").
    public internal(set) var notices: [String]
    /// 0: nothing at or above the fail severity (or a baseline was written); 1: findings that fail.
    public internal(set) var exitStatus: Int32

    /// A text and where it goes.
    public struct Output: Sendable, Equatable {
        public enum Destination: Sendable, Equatable {
            case standardOutput
            /// Replace the file's content.
            case file(String)
            /// Append to the file, creating it (GitHub's step summary).
            case appendToFile(String)
        }

        public let destination: Destination
        public let text: String
    }
}

extension LintOutcome {
    /// `--changed`: says which base the default chose, and when no set changed, says so in one
    /// line in place of a stylish report on standard output (reports to files are still written).
    mutating func tellChanges(_ changes: ChangedFiles, linted: Int, request: LintRequest) {
        guard linted == 0 else {
            if request.changedSince == .defaultBranch {
                notices.insert("linting the sets changed since \(changes.baseDescription)", at: 0)
            }
            return
        }
        let line = "no snapshot set changed since \(changes.baseDescription)"
        if let index = outputs.firstIndex(where: { $0.destination == .standardOutput }),
            request.reports.contains(where: { $0.path == nil && $0.format == .stylish })
        {
            outputs[index] = Output(destination: .standardOutput, text: "✔ " + line + "\n")
        } else {
            notices.insert(line, at: 0)
        }
    }
}
