import CMPLint
import CMPLintDocuments
import Foundation

/// Runs a `DriftCheckRequest`: every set under the folder with a capture manifest is asked for
/// again (`SetRecheck`) and compared with what is on disk, set by set, so that one set that cannot
/// be checked never stops the others. Nothing is written unless `update` asks for it; then each
/// drifted set is captured again and written as `capture` writes a set, with a new manifest.
public enum DriftChecker {
    public static func run(_ request: DriftCheckRequest, transport: any HTTPTransport) throws(LintError)
        -> DriftCheckOutcome
    {
        guard !request.appIds.isEmpty else {
            throw LintError(
                "--check needs --app-id: a capture manifest records only the SHA-256 of the app id, never the id")
        }
        try request.network.validate()
        let sets = try RecordedSets.find(in: request.folder, location: request.reading.resolved(request.folder))
        guard !sets.isEmpty else {
            throw LintError(
                "\(request.folder): no set with a capture manifest (\(CaptureManifest.fileName)) in it or below it; "
                    + "--check re-checks sets written by cmplint capture")
        }
        var compared: [SetDiff] = []
        var failures: [String] = []
        var updated: [String] = []
        var notices: [String] = []
        for shown in sets {
            let recheck: SetRecheck
            let diff: SetDiff
            do throws(LintError) {
                recheck = try SetRecheck.prepare(shown, request: request).get()
                let bodies = try recheck.fetchCurrent(transport: transport).get()
                diff = try compare(recheck, with: bodies, reading: request.reading)
            } catch {
                failures.append(error.description)
                continue
            }
            compared.append(diff)
            guard request.update, diff.status == .changed else { continue }
            switch SetRecapture.write(recheck, transport: transport) {
            case .success(let written):
                updated.append(shown)
                notices += written
            case .failure(let error): failures.append(error.description)
            }
        }
        let diff = InspectionDiff(old: request.folder, new: "the CMP API", sets: compared)
        let text = request.format.render(
            diff, workingDirectory: request.reading.workingDirectory,
            provenance: HTMLProvenance(date: HTMLProvenance.today(), configuration: nil))
        return DriftCheckOutcome(diff: diff, text: text, failures: failures, updated: updated, notices: notices)
    }

    /// The set on disk compared with `bodies`, staged in a temporary folder of their own (removed
    /// afterwards) and shown as the server they came from.
    static func compare(_ recheck: SetRecheck, with bodies: [ComponentKind: [UInt8]], reading: LintRequest)
        throws(LintError) -> SetDiff
    {
        let staged = try StagedSet(bodies, folderName: (recheck.shown as NSString).lastPathComponent)
        defer { staged.remove() }
        // Shown as a path is (`ReportPath`), so without the scheme's `//`: `mobile-data.onetrust.io (now)`.
        let server = recheck.capture.baseURL
        let label = (server.range(of: "://").map { String(server[$0.upperBound...]) } ?? server) + " (now)"
        let (diff, _) = try DiffRunner.compare(old: recheck.shown, new: staged.path, reading: reading)
        guard diff.sets.count == 1, let set = diff.sets.first else {
            throw LintError("\(recheck.shown): the answers could not be compared with the set on disk")
        }
        return set.renamed(recheck.shown, newPath: label)
    }
}
