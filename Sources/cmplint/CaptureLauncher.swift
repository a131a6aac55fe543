import ArgumentParser
import CMPLint
import CMPLintCLI
import CMPLintDocuments
import Foundation

/// `cmplint capture`: runs `cmplint-capture` from the folder the running `cmplint` is in, with the
/// same arguments, standard streams and exit status. Capture is an executable of its own so that
/// networking code is never linked into or loaded by any other command.
struct CaptureLauncher: ParsableCommand {
    static let configuration = CaptureHelp.configuration(commandName: "capture")
    static let executableName = "cmplint-capture"

    @Argument(parsing: .captureForPassthrough, help: "The options of cmplint-capture (see cmplint capture --help).")
    var arguments: [String] = []

    func run() throws {
        throw ExitCode(try Self.launch(arguments, for: "capture"))
    }

    /// Runs cmplint-capture for `command` (`capture`, `gvl`) and waits for it; returns its exit
    /// status (128 + the signal when one ended it, as a shell reports it).
    static func launch(_ arguments: [String], for command: String) throws(LintError) -> Int32 {
        let helper = try executable(for: command)
        let process = Process()
        process.executableURL = helper
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw LintError("\(helper.path): cannot run it (\(error.localizedDescription))")
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return 128 + process.terminationStatus }
        // 127: the dynamic loader could not start it, and has said which library is missing.
        if process.terminationStatus == 127 {
            throw LintError(
                "\(helper.path) could not start: on Linux it needs the curl library (Debian, Ubuntu: apt-get install libcurl4)"
            )
        }
        return process.terminationStatus
    }

    /// cmplint-capture beside the running cmplint, links resolved (Homebrew and pip link cmplint
    /// into a bin folder); an error naming where it looked when it is not there.
    static func executable(for command: String) throws(LintError) -> URL {
        guard let own = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
            throw LintError("\(command): cannot tell which folder cmplint runs from, so cannot find \(executableName)")
        }
        let helper = own.deletingLastPathComponent().appendingPathComponent(executableName)
        guard FileManager.default.isExecutableFile(atPath: helper.path) else {
            throw LintError(
                "\(command) needs \(executableName) beside cmplint, and \(helper.path) is not there: install both "
                    + "executables of the release into one folder")
        }
        return helper
    }
}
