import CMPLint
import CMPLintDocuments
import Foundation

/// Runs a `CaptureRequest`: fetch every set (a few at a time), write each complete set with its
/// manifest (`CaptureManifest`), lint what was written with the request's lint options, and
/// summarise. The only part of cmplint that opens
/// a network connection, through `transport`.
public enum CaptureRunner {
    /// `transport` sends the requests: the CaptureTransport target's in `cmplint-capture`, a fake in tests.
    public static func run(
        _ request: CaptureRequest, transport: any HTTPTransport,
        progress: (@Sendable (LintProgress) -> Void)? = nil
    ) throws(LintError) -> CaptureOutcome {
        try request.validate()
        let plan = CapturePlan(request)
        if request.dryRun {
            return CaptureOutcome(
                dryRunText: plan.dryRunText, rows: [], failures: [], notices: [], lint: nil, exitStatus: 0)
        }
        let fetched = fetchAll(
            request.targets, fetcher: SetFetcher(plan: plan, transport: transport),
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
                    let manifest = CaptureManifest(
                        captured: captured, target: target, plan: plan, at: request.network.now())
                    let set = try SetFolderWriter.write(
                        bodies, manifest: manifest, folderName: target.folderName, outputFolder: outputFolder)
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
            let count = lint?.fullReport.findings.filter {
                $0.setPath.split(separator: "/").last.map(String.init) == target.folderName
            }.count
            return CaptureSummary.captured(
                target, files: set.files, findings: count, revealing: request.lint.revealPersonalData)
        }
        let status: Int32 = failures.isEmpty ? (lint?.exitStatus ?? 0) : 2
        return CaptureOutcome(
            dryRunText: nil, rows: rows, failures: failures, notices: notices, lint: lint, exitStatus: status)
    }

    /// Fetches `targets` with at most `limit` at a time; results in the targets' order.
    package static func fetchAll(
        _ targets: [CaptureTarget], fetcher: SetFetcher, limit: Int,
        progress: (@Sendable (LintProgress) -> Void)?
    ) -> [Result<SetFetcher.Captured, CaptureFailure>] {
        // Filled in by the fetching threads, with how many are in.
        let results = Locked(
            (values: [Result<SetFetcher.Captured, CaptureFailure>?](repeating: nil, count: targets.count), done: 0))
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
                let fetched = fetcher.fetch(target)
                let done = results.withLock { results in
                    results.values[index] = fetched
                    results.done += 1
                    return results.done
                }
                progress?(LintProgress(linted: done, total: targets.count))
            }
        }
        group.wait()
        return results.withLock { $0.values.map { $0! } }
    }
}
