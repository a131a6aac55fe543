import Foundation
import Testing

@testable import CMPLint

/// The progress line of long runs: shown only on a terminal outside CI and without `--quiet`,
/// only after a second, at most ten times a second, erased at the end. Times are given, not waited for.
struct ProgressLineTests {
    @Test func wantedOnlyOnATerminalOutsideCI() {
        #expect(
            ProgressLine.isWanted(standardErrorIsTerminal: true, environment: ["TERM": "xterm-256color"], quiet: false))
        #expect(!ProgressLine.isWanted(standardErrorIsTerminal: false, environment: [:], quiet: false))
        #expect(!ProgressLine.isWanted(standardErrorIsTerminal: true, environment: [:], quiet: true))
        #expect(!ProgressLine.isWanted(standardErrorIsTerminal: true, environment: ["TERM": "dumb"], quiet: false))
        for ci in [
            ["CI": "true"], ["CI": "1"], ["GITHUB_ACTIONS": "true"], ["JENKINS_URL": "http://ci"], ["TF_BUILD": "True"],
            ["BUILDKITE": "true"], ["GITLAB_CI": "true"],
        ] {
            #expect(!ProgressLine.isWanted(standardErrorIsTerminal: true, environment: ci, quiet: false), "\(ci)")
        }
        // CI explicitly off, or set empty, is no CI.
        for notCI in [["CI": "false"], ["CI": "0"], ["CI": ""], ["GITHUB_ACTIONS": ""]] {
            #expect(ProgressLine.isWanted(standardErrorIsTerminal: true, environment: notCI, quiet: false), "\(notCI)")
        }
    }

    @Test func appearsAfterASecondAtMostTenTimesASecond() {
        var line = ProgressLine(start: 100)
        #expect(line.update(LintProgress(linted: 1, total: 50), now: 100.5) == nil)
        #expect(line.update(LintProgress(linted: 2, total: 50), now: 100.99) == nil)
        #expect(line.update(LintProgress(linted: 3, total: 50), now: 101.0) == "\rcmplint: 3 of 50 sets linted")
        #expect(line.update(LintProgress(linted: 4, total: 50), now: 101.05) == nil)
        #expect(line.update(LintProgress(linted: 5, total: 50), now: 101.125) == "\rcmplint: 5 of 50 sets linted")
        // The last set leaves the line to be erased rather than rewritten.
        #expect(line.update(LintProgress(linted: 50, total: 50), now: 105) == nil)
        let erase = line.finish()
        #expect(erase == "\r" + String(repeating: " ", count: "cmplint: 5 of 50 sets linted".count) + "\r")
        #expect(line.finish() == nil)
    }

    @Test func captureCountsSetsCaptured() {
        var line = ProgressLine(start: 0, verb: "captured")
        #expect(line.update(LintProgress(linted: 2, total: 12), now: 1.5) == "\rcmplint: 2 of 12 sets captured")
    }

    @Test func aShortRunWritesNothing() {
        var line = ProgressLine(start: 0)
        for linted in 1...1_000 {
            #expect(line.update(LintProgress(linted: linted, total: 1_000), now: Double(linted) / 1_001) == nil)
        }
        #expect(line.finish() == nil)
    }

    @Test func countsAreGrouped() {
        var line = ProgressLine(start: 0)
        #expect(
            line.update(LintProgress(linted: 12_345, total: 1_000_000), now: 2)
                == "\rcmplint: 12,345 of 1,000,000 sets linted")
        #expect(
            ProgressLine.grouped(0) == "0" && ProgressLine.grouped(999) == "999"
                && ProgressLine.grouped(1_000) == "1,000")
    }

    /// The engine tells the request's `progress` once per set, counting up to the number of sets.
    @Test func theRunReportsEverySet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<5 {
            let set = folder.appendingPathComponent("s\(index)/DE_de")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: set.appendingPathComponent("OneTrustBannerData.json"))
            try Data("{}".utf8).write(to: set.appendingPathComponent("OneTrustPCData.json"))
        }
        let heard = Heard()
        var request = LintRequest(paths: [folder.path], workingDirectory: folder.path)
        request.progress = { heard.append($0) }
        _ = try LintRunner.run(request)
        #expect(heard.values.map(\.linted).sorted() == [1, 2, 3, 4, 5])
        #expect(heard.values.allSatisfy { $0.total == 5 })
    }

    final class Heard: @unchecked Sendable {
        private var stored: [LintProgress] = []
        private let lock = NSLock()
        func append(_ progress: LintProgress) { lock.withLock { stored.append(progress) } }
        var values: [LintProgress] { lock.withLock { stored } }
    }
}
