import ArgumentParser
import CMPLint

/// One `--format NAME[=FILE]`: a report format and where it goes (standard output without FILE).
struct FormatRequest: ExpressibleByArgument, Equatable {
    let format: ReportFormat
    let path: String?

    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard let format = ReportFormat(rawValue: parts.first ?? ""), parts.count == 1 || !(parts.last ?? "").isEmpty else { return nil }
        self.init(format: format, path: parts.count == 2 ? parts[1] : nil)
    }

    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }

    /// The requests in force: `--format` as given (stylish when none), with `--output` as the file of
    /// the single format. At most one report may go to standard output.
    static func resolve(_ requests: [FormatRequest], output: String?) throws(LintError) -> [FormatRequest] {
        var resolved = requests.isEmpty ? [FormatRequest(format: .stylish, path: nil)] : requests
        if let output {
            guard resolved.count == 1, resolved[0].path == nil else {
                throw LintError("--output goes with a single --format; with several, write --format NAME=FILE for each")
            }
            resolved = [FormatRequest(format: resolved[0].format, path: output)]
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
