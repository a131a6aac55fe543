import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintCapture
@testable import CMPLintDocuments
@testable import CaptureTransport

/// `cmplint capture --check` against the fake CMP API on the loopback interface: sets captured
/// (with their manifests and ETags) are asked for again with `If-None-Match`; a 304 is no drift, a
/// changed label is drift shown as `diff` shows it, a failing endpoint is a set not checked, and
/// `--update` rewrites only the drifted set.
@Suite final class CaptureDriftTests {
    static let appId = CaptureTests.appId
    static let acceptAll = "Alle akzeptieren"
    static let renamed = "Allem zustimmen"

    let folder: String
    /// Once set, the banner's Accept All label is `renamed`, and the banner endpoint fails when `failing`.
    let changed = Locked(false)
    let failing = Locked(false)
    var server: FakeCMPServer!

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-drift-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let (changed, failing) = (changed, failing)
        server = try FakeCMPServer { request, earlier in
            if failing.withLock({ $0 }) && request.component == "preferences" {
                return .body(500, Array(#"{"errors":[{"code":"INTERNAL","message":"down"}]}"#.utf8))
            }
            guard changed.withLock({ $0 }), request.component == "banner", request.headers["ot-country-code"] == "DE",
                let file = FakeCMPServer.sampleFile(request)
            else { return FakeCMPServer.samples(request, earlier) }
            let text = String(decoding: FakeCMPServer.sampleBytes(file), as: UTF8.self).replacingOccurrences(
                of: CaptureDriftTests.acceptAll, with: CaptureDriftTests.renamed)
            return FakeCMPServer.conditional(request, Array(text.utf8))
        }
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    var network: NetworkLimits {
        NetworkLimits(timeout: 5, concurrency: 2, attempts: 1, backoff: 0, maxRetryDelay: 0, sleep: { _ in })
    }

    var reading: LintRequest { LintRequest(workingDirectory: folder, reports: [], stepSummaryFile: nil) }

    /// DE_de and FR_fr captured into `out/` with manifests.
    func captureSets() throws {
        let request = CaptureRequest(
            appId: Self.appId, sdkVersion: "202604.2.0", platform: "Apple", baseURL: server.baseURL,
            targets: [
                try CaptureTarget(country: "DE", region: nil, language: "de", source: .commandLine),
                try CaptureTarget(country: "FR", region: nil, language: "fr", source: .commandLine),
            ], outputFolder: folder + "/out", network: network, lint: reading)
        let outcome = try CaptureRunner.run(request)
        #expect(outcome.failures == [])
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/DE_de/\(CaptureManifest.fileName)"))
    }

    func check(appIds: [String] = [appId], update: Bool = false) throws -> DriftCheckOutcome {
        try DriftChecker.run(
            DriftCheckRequest(
                folder: "out", appIds: appIds, update: update, network: network, reading: reading, format: .text))
    }

    func bytes(_ path: String) -> [UInt8]? {
        try? [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/\(path)")))
    }

    @Test func unchangedDataAnswers304AndExitsZero() throws {
        try captureSets()
        let before = server.requests.count
        let outcome = try check()
        let asked = server.requests.dropFirst(before)
        #expect(outcome.exitStatus == 0)
        #expect(outcome.failures == [])
        #expect(outcome.diff.sets.map(\.name) == ["out/DE_de", "out/FR_fr"])
        #expect(outcome.diff.sets.allSatisfy { $0.status == .unchanged })
        // banner, preferences and vendors of DE_de, banner and preferences of FR_fr: each conditional.
        #expect(asked.count == 5)
        #expect(asked.allSatisfy { $0.headers["if-none-match"]?.hasPrefix("\"") == true })
        #expect(server.problems == [])
        #expect(outcome.summary == "0 of 2 sets drifted")
    }

    @Test func aChangedButtonLabelIsDriftShownAsDiffShowsIt() throws {
        try captureSets()
        changed.withLock { $0 = true }
        let banner = bytes("DE_de/OneTrustBannerData.json")
        let outcome = try check()
        #expect(outcome.exitStatus == 1)
        #expect(outcome.diff.sets.map(\.status) == [.changed, .unchanged])
        #expect(outcome.text.contains("\"\(Self.acceptAll)\" → \"\(Self.renamed)\""), "\(outcome.text)")
        #expect(outcome.text.contains("out/DE_de → 127.0.0.1:\(server.port) (now)"))
        #expect(outcome.summary == "1 of 2 sets drifted")
        // Nothing is written without --update.
        #expect(bytes("DE_de/OneTrustBannerData.json") == banner)
    }

    @Test func aFailingEndpointIsASetNotCheckedWhileTheOthersAre() throws {
        try captureSets()
        failing.withLock { $0 = true }
        let outcome = try check()
        #expect(outcome.exitStatus == 2)
        #expect(outcome.failures.count == 2)
        #expect(outcome.failures.first?.hasPrefix("out/DE_de: GET /cfw/cmp/v1/preferences: HTTP 500") == true)
        #expect(outcome.summary == "0 of 2 sets drifted, 2 could not be checked")
    }

    @Test func anAppIdThatDoesNotHashToTheRecordedOneIsRefused() throws {
        try captureSets()
        let other = "0196e235-1234-7084-becc-bde145924c86-test"
        let outcome = try check(appIds: [other])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.failures.first?.contains("no --app-id given hashes to the test app id") == true)
        // Both ids given: each set is checked with the one that hashes to it.
        #expect(try check(appIds: [other, Self.appId]).exitStatus == 0)
    }

    @Test func updateRewritesOnlyTheDriftedSet() throws {
        try captureSets()
        changed.withLock { $0 = true }
        let french = ["OneTrustBannerData.json", "OneTrustPCData.json", CaptureManifest.fileName].map {
            bytes("FR_fr/\($0)")
        }
        let oldManifest = bytes("DE_de/\(CaptureManifest.fileName)")
        let outcome = try check(update: true)
        #expect(outcome.exitStatus == 1)
        #expect(outcome.updated == ["out/DE_de"])
        let banner = String(decoding: bytes("DE_de/OneTrustBannerData.json") ?? [], as: UTF8.self)
        #expect(banner.contains(Self.renamed))
        #expect(bytes("DE_de/\(CaptureManifest.fileName)") != oldManifest)
        #expect(
            french
                == ["OneTrustBannerData.json", "OneTrustPCData.json", CaptureManifest.fileName].map {
                    bytes("FR_fr/\($0)")
                })
        // The new manifest records the new answer: a second check finds no drift.
        #expect(try check().exitStatus == 0)
    }

    @Test func aFolderWithoutManifestsIsAnError() throws {
        try FileManager.default.createDirectory(atPath: folder + "/out/DE_de", withIntermediateDirectories: true)
        #expect(throws: LintError.self) { try self.check() }
        #expect(throws: LintError.self) { try self.check(appIds: []) }
    }
}
