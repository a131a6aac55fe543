import Foundation
import PackagePlugin

/// What the command plugins share: run one `cmplint` command from the package directory, with the
/// package directory as the default PATH. Linked into each command plugin's folder, since plugin
/// targets cannot depend on a library.
enum CMPLintCommandRun {
    /// Runs `cmplint COMMAND ARGUMENTS` (`.` appended when they name no input). Output is streamed as
    /// cmplint writes it; a non-zero cmplint status fails the command with that status.
    static func run(_ command: String, _ arguments: [String], flags: Set<String>, context: PluginContext) throws {
        let process = Process()
        process.executableURL = try context.tool(named: "cmplint").url
        process.arguments = [command] + withDefaultPath(arguments, flags: flags)
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
            let meaning =
                status == 1
                ? (command == "fix" && arguments.contains("--dry-run")
                    ? "a file would change, or findings at or above the fail severity would be left"
                    : "findings at or above the fail severity")
                : "usage, configuration or I/O error"
            Diagnostics.error(
                "cmplint exited with status \(status) (\(meaning))" + (trimmed.isEmpty ? "" : ":\n" + trimmed))
            // `swift package` reports any failing plugin as status 1; the diagnostic names cmplint's own.
            exit(status == 0 ? 1 : status)
        }
        if !trimmed.isEmpty { Diagnostics.warning(trimmed) }
    }

    /// Options of `cmplint lint` and `fix` that take no value. Any other option is assumed to take
    /// one (so an option cmplint gains later cannot make its value look like a PATH and suppress
    /// the default).
    static let lintFlags: Set<String> = ["--quiet", "-q", "--show-personal-data", "--help", "-h", "--version"]

    /// The arguments, with `.` (the package directory) appended when they name no PATH and no
    /// `--banner`/`--preferences`/`--vendors` file; `flags` are the options that take no value.
    static func withDefaultPath(_ arguments: [String], flags: Set<String>) -> [String] {
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
