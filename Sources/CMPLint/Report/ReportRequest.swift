import CMPLintDocuments

/// One report a run renders: a format and where it goes (standard output without a path).
public struct ReportRequest: Sendable, Equatable {
    public let format: ReportFormat
    public let path: String?

    public init(format: ReportFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// `NAME` or `NAME=FILE`, as `--format` takes it; nil when NAME is no format.
    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let format = ReportFormat(rawValue: parts.first ?? ""), parts.count == 1 || !(parts.last ?? "").isEmpty
        else { return nil }
        self.init(format: format, path: parts.count == 2 ? parts[1] : nil)
    }

    /// The requests in force: as given (stylish when none), with `output` as the file of the single
    /// format. At most one report may go to standard output, and no two to one file.
    public static func resolve(_ requests: [ReportRequest], output: String?) throws(LintError) -> [ReportRequest] {
        var resolved = requests.isEmpty ? [ReportRequest(format: .stylish)] : requests
        if let output {
            guard resolved.count == 1, resolved[0].path == nil else {
                throw LintError("--output goes with a single --format; with several, write --format NAME=FILE for each")
            }
            resolved = [ReportRequest(format: resolved[0].format, path: output)]
        }
        if resolved.filter({ $0.path == nil }).count > 1 {
            throw LintError("only one --format can go to standard output; give the others a file: --format NAME=FILE")
        }
        let paths = resolved.compactMap(\.path)
        if Set(paths).count != paths.count {
            throw LintError("two --format options write to the same file")
        }
        return resolved
    }
}
