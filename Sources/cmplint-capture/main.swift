import CMPLintCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `cmplint capture` and `cmplint gvl`, which `cmplint` runs as this executable with their arguments
// (`gvl` first for the latter), standard streams and exit status (`CaptureLauncher`). The exit status
// contract is cmplint's: 0 clean, 1 findings at or above the fail severity, 2 usage, network,
// configuration or I/O error. SIGPIPE is ignored as in cmplint, so that a closed pipe is an EPIPE
// write error handled by StandardStreams.
signal(SIGPIPE, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "gvl" {
    CommandMain.run(GVLCommand.self) { try GVLCommand.parseAsRoot(Array(arguments.dropFirst())) }
}
CommandMain.run(CaptureCommand.self) { try CaptureCommand.parseAsRoot(arguments) }
