import ArgumentParser
import CMPLint
import Foundation

// Exit status contract: 0 clean, 1 findings at or above the fail severity, 2 usage, configuration,
// rule-file or I/O error (ArgumentParser's own usage errors included, which it would exit with 64).
do {
    var command = try CMPLintCommand.parseAsRoot()
    try command.run()
} catch let error as LintError {
    FileHandle.standardError.write(Data("cmplint: \(error.description)\n".utf8))
    exit(2)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let status = CMPLintCommand.exitCode(for: error)
    if status == .success {
        CMPLintCommand.exit(withError: error)  // --help, --version
    }
    FileHandle.standardError.write(Data((CMPLintCommand.fullMessage(for: error) + "\n").utf8))
    exit(2)
}
