import ArgumentParser
import CMPLint
import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command with cmplint's exit status contract, for `cmplint` and `cmplint-capture` alike:
/// the command's own status; 2 for a `LintError` (its message on standard error) and for a usage
/// error (ArgumentParser's message, which it would exit with 64); 0 after `--help` or `--version`.
public enum CommandMain {
    public static func run(_ root: any ParsableCommand.Type, _ parse: () throws -> any ParsableCommand) -> Never {
        do {
            var command = try parse()
            try command.run()
        } catch let error as LintError {
            StandardStreams.error(error.description)
            exit(2)
        } catch let code as ExitCode {
            exit(code.rawValue)
        } catch {
            if root.exitCode(for: error) == .success {  // --help, --version
                do {
                    try StandardStreams.print(root.fullMessage(for: error))
                } catch {
                    StandardStreams.error(error.description)
                    exit(2)
                }
                exit(0)
            }
            StandardStreams.usage(root.fullMessage(for: error))
            exit(2)
        }
        exit(0)
    }
}
