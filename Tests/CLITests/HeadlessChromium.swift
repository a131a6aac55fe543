import Foundation

/// Chromium in headless mode, for the HTML report's browser tests: the DOM after scripts ran, the
/// console messages (CSP violations and script errors are console messages), screenshots and PDF
/// prints. Each run gets a fresh profile folder, so runs in parallel do not share one, and is
/// killed after `timeout` seconds.
struct HeadlessChromium {
    let binary: URL

    /// `CMPLINT_CHROMIUM`, else the first of the usual names on `PATH` (Debian's package installs
    /// `chromium`).
    static let found: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CMPLINT_CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return HeadlessChromium(binary: URL(fileURLWithPath: explicit))
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in [
            "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome", "headless_shell",
        ] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return HeadlessChromium(binary: URL(fileURLWithPath: folder + "/" + name))
            }
        }
        return nil
    }()

    /// In CI the browser tests must run: `.ci/run` installs Chromium and sets
    /// `CMPLINT_REQUIRE_CHROMIUM=1`; CI services set `CI=true`.
    static let required: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["CMPLINT_REQUIRE_CHROMIUM"] == "1" || environment["CI"] == "true"
    }()

    struct Run {
        let status: Int32
        /// Killed after `HeadlessChromium.timeout`: the page or the browser hung.
        let timedOut: Bool
        let stdout: Data
        let stderr: String

        /// Exited by itself with status 0.
        var succeeded: Bool { status == 0 && !timedOut }

        /// The page's console messages (`--enable-logging=stderr` logs each as `…:CONSOLE:…] "text", source: …`).
        var consoleMessages: [String] {
            stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
        }
    }

    /// Seconds a run may take before it is ended (SIGTERM, then SIGKILL `killGrace` seconds later):
    /// a hung browser fails its test instead of hanging the suite. Far above a run's few seconds on
    /// a loaded 2-core machine.
    static let timeout: TimeInterval = 180
    static let killGrace: TimeInterval = 10

    /// Runs Chromium on `page` with `arguments` besides the headless ones, in a scratch folder
    /// (profile, output files) removed afterwards. Its output goes to files (no pipe can fill up and
    /// block it).
    func run(_ arguments: [String], page: URL) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outFile = scratch.appendingPathComponent("stdout")
        let errFile = scratch.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outFile.path, contents: nil)
        FileManager.default.createFile(atPath: errFile.path, contents: nil)
        let process = Process()
        process.executableURL = binary
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-crash-reporter", "--hide-scrollbars",
                "--user-data-dir=\(scratch.appendingPathComponent("profile").path)",
                "--enable-logging=stderr", "--v=0",
            ] + arguments + [page.absoluteString]
        process.standardOutput = try FileHandle(forWritingTo: outFile)
        process.standardError = try FileHandle(forWritingTo: errFile)
        try process.run()
        let timedOut = Watchdog(process: process)
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, timedOut: timedOut.stop(), stdout: try Data(contentsOf: outFile),
            stderr: String(decoding: try Data(contentsOf: errFile), as: UTF8.self))
    }

    /// Ends `process` when it outlives `timeout`: SIGTERM (Chromium then ends its child processes),
    /// SIGKILL if it is still running `killGrace` seconds later.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false
        private var stopped = false

        private let process: Process

        init(process: Process) {
            self.process = process
            DispatchQueue.global().asyncAfter(deadline: .now() + HeadlessChromium.timeout) { [self] in
                guard signal(SIGTERM) else { return }
                DispatchQueue.global().asyncAfter(deadline: .now() + HeadlessChromium.killGrace) { [self] in
                    _ = signal(SIGKILL)
                }
            }
        }

        /// Sends `number` unless the run ended (its pid may then be another process's).
        private func signal(_ number: Int32) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard !stopped, process.isRunning else { return false }
            fired = true
            return kill(process.processIdentifier, number) == 0
        }

        /// Called once the process exited: no signal is sent after this. Whether it was killed.
        func stop() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            stopped = true
            return fired
        }
    }

    /// The DOM after the page's scripts ran, and the run (for its console messages).
    func dumpDOM(_ page: URL) throws -> (dom: String, run: Run) {
        let run = try run(["--dump-dom"], page: page)
        return (String(decoding: run.stdout, as: UTF8.self), run)
    }

    /// A PNG of the viewport at `width` × `height` CSS pixels.
    func screenshot(_ page: URL, width: Int, height: Int, to file: URL) throws -> Run {
        try run(["--screenshot=\(file.path)", "--window-size=\(width),\(height)"], page: page)
    }

    /// The page printed to PDF (print media, no header or footer).
    func printToPDF(_ page: URL, to file: URL) throws -> Run {
        try run(["--no-pdf-header-footer", "--print-to-pdf=\(file.path)"], page: page)
    }
}
