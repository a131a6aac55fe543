import CMPLint
import CMPLintDocuments
import Foundation

/// Runs a `CaptureRequest`: fetch every set (a few at a time), write each complete set, lint what
/// was written with the request's lint options, and summarise. The only part of cmplint that opens
/// a network connection, through `transport`.
public enum CaptureRunner {
    /// `transport` sends the requests: the CaptureTransport target's in `cmplint-capture`, a fake in tests.
    public static func run(_ request: CaptureRequest, transport: any HTTPTransport,
                           progress: (@Sendable (LintProgress) -> Void)? = nil) throws(LintError) -> CaptureOutcome {
        try request.validate()
        let plan = CapturePlan(request)
        if request.dryRun {
            return CaptureOutcome(dryRunText: plan.dryRunText, rows: [], failures: [], notices: [], lint: nil, exitStatus: 0)
        }
        let fetched = fetchAll(request.targets, fetcher: SetFetcher(plan: plan, transport: transport),
                               limit: request.network.concurrency, progress: progress)
        let outputFolder = request.lint.resolved(request.outputFolder)
        var failures: [String] = []
        var notices: [String] = []
        var written: [(target: CaptureTarget, path: String, files: [ComponentKind: SnapshotFile])] = []
        for (target, result) in zip(request.targets, fetched) {
            switch result {
            case .failure(let failure):
                failures.append(failure.description)
            case .success(let captured):
                do {
                    let bodies = captured.files.compactMapValues { $0.document?.bytes }
                    let set = try SetFolderWriter.write(bodies, folderName: target.folderName, outputFolder: outputFolder)
                    written.append((target, set.path, captured.files))
                    notices += set.notices
                } catch {
                    failures.append("\(target.folderName): \(error)")
                }
            }
        }
        var lint: LintOutcome?
        if !written.isEmpty {
            var lintRequest = request.lint
            lintRequest.paths = written.map(\.path)
            lint = try LintRunner.run(lintRequest)
        }
        let rows = request.targets.map { target in
            guard let set = written.first(where: { $0.target == target }) else { return CaptureSummary.failed(target) }
            let count = lint?.fullReport.findings.filter { $0.setPath.split(separator: "/").last.map(String.init) == target.folderName }.count
            return CaptureSummary.captured(target, files: set.files, findings: count, revealing: request.lint.revealPersonalData)
        }
        let status: Int32 = failures.isEmpty ? (lint?.exitStatus ?? 0) : 2
        return CaptureOutcome(dryRunText: nil, rows: rows, failures: failures, notices: notices, lint: lint, exitStatus: status)
    }

    /// Fetches `targets` with at most `limit` at a time; results in the targets' order.
    package static func fetchAll(_ targets: [CaptureTarget], fetcher: SetFetcher, limit: Int,
                         progress: (@Sendable (LintProgress) -> Void)?) -> [Result<SetFetcher.Captured, CaptureFailure>] {
        let results = Results(count: targets.count)
        let gate = DispatchSemaphore(value: max(1, limit))
        let group = DispatchGroup()
        for (index, target) in targets.enumerated() {
            gate.wait()
            group.enter()
            DispatchQueue.global().async {
                defer {
                    gate.signal()
                    group.leave()
                }
                let done = results.set(index, fetcher.fetch(target))
                progress?(LintProgress(linted: done, total: targets.count))
            }
        }
        group.wait()
        return results.all
    }

    /// Results filled in by the fetching threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<SetFetcher.Captured, CaptureFailure>?]
        private var done = 0

        init(count: Int) { values = Array(repeating: nil, count: count) }

        /// Stores one result; returns how many are in.
        func set(_ index: Int, _ value: Result<SetFetcher.Captured, CaptureFailure>) -> Int {
            lock.withLock {
                values[index] = value
                done += 1
                return done
            }
        }

        var all: [Result<SetFetcher.Captured, CaptureFailure>] { lock.withLock { values.map { $0! } } }
    }
}
