import Foundation
import PackagePlugin

/// `swift package lint-snapshots [PATH...] [cmplint lint options]`: runs `cmplint lint` from the
/// package directory, so a package can lint its bundled snapshots without installing cmplint.
/// Output is streamed as cmplint writes it; a non-zero cmplint status fails the command.
@main
struct LintSnapshotsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "cmplint").url
        process.arguments = ["lint"] + Self.withDefaultPath(arguments)
        // Relative paths (and the nearest .cmplint.yml) are taken from the package directory, whatever
        // directory `swift package` was started in.
        process.currentDirectoryURL = context.package.directoryURL
        // Standard output is inherited, so the report streams as cmplint writes it. Standard error is
        // relayed as a diagnostic: SwiftPM merges a plugin's own standard error into standard output,
        // which would corrupt a JSON or SARIF report piped to a file.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let status = process.terminationStatus
            let meaning = status == 1 ? "findings at or above the fail severity" : "usage, configuration or I/O error"
            Diagnostics.error(
                "cmplint exited with status \(status) (\(meaning))" + (trimmed.isEmpty ? "" : ":\n" + trimmed))
            // `swift package` reports any failing plugin as status 1; the diagnostic names cmplint's own.
            exit(status == 0 ? 1 : status)
        }
        if !trimmed.isEmpty { Diagnostics.warning(trimmed) }
    }

    /// Options of `cmplint lint` that take no value. Any other option is assumed to take one (so an
    /// option cmplint gains later cannot make its value look like a PATH and suppress the default).
    static let flags: Set<String> = ["--quiet", "--show-personal-data", "--help", "-h", "--version"]

    /// The arguments, with `.` (the package directory) appended when they name no PATH and no
    /// `--banner`/`--preferences`/`--vendors` file.
    static func withDefaultPath(_ arguments: [String]) -> [String] {
        var namesInput = false
        var expectsValue = false
        var afterSeparator = false
        for argument in arguments {
            if afterSeparator || (!expectsValue && !argument.hasPrefix("-")) {
                namesInput = true
            } else if expectsValue {
                expectsValue = false
            } else if argument == "--" {
                afterSeparator = true
            } else {
                let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
                if ["--banner", "--preferences", "--vendors"].contains(name) { namesInput = true }
                expectsValue = !argument.contains("=") && !flags.contains(argument)
            }
        }
        return namesInput ? arguments : arguments + ["."]
    }
}
