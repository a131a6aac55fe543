import CMPLint
import CMPLintDocuments
import Foundation

/// `--update` for one drifted set: captured again as `capture` captures a set (the same requests,
/// the vendors decision made afresh from the new answers, no `If-None-Match`), and written in
/// place as `capture` writes one (`SetFolderWriter`: atomically, the user's own files kept), with
/// a new manifest. A failure leaves the set as it was.
enum SetRecapture {
    /// The notices of the write (a replaced set kept aside), or why the set was not rewritten.
    static func write(_ recheck: SetRecheck, transport: any HTTPTransport) -> Result<[String], LintError> {
        let plan = CapturePlan(recheck.capture)
        switch SetFetcher(plan: plan, transport: transport).fetch(recheck.target) {
        case .failure(let failure):
            return .failure(LintError(failure.described(as: recheck.shown)))
        case .success(let captured):
            let manifest = CaptureManifest(
                captured: captured, target: recheck.target, plan: plan, at: recheck.capture.network.now())
            do throws(LintError) {
                let written = try SetFolderWriter.write(
                    captured.files.compactMapValues { $0.document?.bytes }, manifest: manifest,
                    folderName: (recheck.location as NSString).lastPathComponent,
                    outputFolder: (recheck.location as NSString).deletingLastPathComponent)
                return .success(written.notices)
            } catch {
                return .failure(LintError("\(recheck.shown): not updated: \(error.description)"))
            }
        }
    }
}
