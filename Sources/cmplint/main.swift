import ArgumentParser
import CMPLint
import CMPLintCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Exit status contract: 0 clean, 1 findings at or above the fail severity, 2 usage, configuration,
// rule-file or I/O error (ArgumentParser's own usage errors included, which it would exit with 64).
// SIGPIPE is ignored so that a closed pipe is an EPIPE write error, handled by StandardStreams,
// instead of killing the process mid-report.
signal(SIGPIPE, SIG_IGN)
var arguments = Array(CommandLine.arguments.dropFirst())
// Capture's help is cmplint-capture's own (CaptureLauncher passes `capture --help` on to it).
if arguments.starts(with: ["help", "capture"]) { arguments = ["capture", "--help"] }
// So is `gvl`'s, of the command and of each subcommand (`help gvl fetch`).
if arguments.starts(with: ["help", "gvl"]) { arguments = Array(arguments.dropFirst()) + ["--help"] }
// Bare `cmplint` names nothing to lint: the usage on standard error and exit 2, as any usage error,
// so that `cmplint $PATHS` with an empty $PATHS fails a CI step instead of passing silently.
if arguments.isEmpty {
    StandardStreams.usage(CMPLintCommand.helpMessage())
    exit(2)
}
if let typo = SubcommandTypo.error(in: arguments) {
    StandardStreams.error(typo)
    exit(2)
}
CommandMain.run(CMPLintCommand.self) {
    try CMPLintCommand.parseAsRoot(arguments)
}
