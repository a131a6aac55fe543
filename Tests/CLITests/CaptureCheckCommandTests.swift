import CMPLintDocuments
import Foundation
import Testing

/// `cmplint capture --check` end to end: the built binary, against a fake CMP API on 127.0.0.1
/// whose banner for Germany can change after the capture.
@Suite struct CaptureCheckCommandTests {
    static let appId = CaptureCommandTests.appId

    /// The samples with ETags; once `changed` is set, DE's Accept All label reads "Allem zustimmen".
    static func server(changed: Locked<Bool>) throws -> FakeCMPServer {
        try FakeCMPServer { request, earlier in
            guard changed.withLock({ $0 }), request.component == "banner", request.headers["ot-country-code"] == "DE",
                let file = FakeCMPServer.sampleFile(request)
            else { return FakeCMPServer.samples(request, earlier) }
            let text = String(decoding: FakeCMPServer.sampleBytes(file), as: UTF8.self).replacingOccurrences(
                of: "Alle akzeptieren", with: "Allem zustimmen")
            return FakeCMPServer.conditional(request, Array(text.utf8))
        }
    }

    @Test func exitsZeroThenOneWithTheDiffAndWritesOnlyWithUpdate() throws {
        let changed = Locked(false)
        let server = try Self.server(changed: changed)
        defer { server.stop() }
        let folder = try temporaryFolder("capture-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let captured = try CaptureCommandTests.capture(server, ["DE"], "de", in: folder)
        #expect(captured.status == 0, "\(captured.stderr)")
        let check = ["capture", "--check", "snaps", "--app-id", Self.appId]

        let unchanged = try CLIRunner.run(check, in: folder)
        #expect(unchanged.status == 0, "\(unchanged.stderr)")
        #expect(unchanged.stdout.contains("== snaps/DE_de (snaps/DE_de → 127.0.0.1:\(server.port) (now)): unchanged"))
        #expect(unchanged.stderr == "cmplint: 0 of 1 set drifted\n")

        changed.withLock { $0 = true }
        let banner = folder.appendingPathComponent("snaps/DE_de/OneTrustBannerData.json")
        let before = try Data(contentsOf: banner)
        let drifted = try CLIRunner.run(check + ["--format", "json"], in: folder)
        #expect(drifted.status == 1, "\(drifted.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(drifted.stdout.utf8)) as? [String: Any])
        #expect(report["equal"] as? Bool == false)
        #expect(drifted.stdout.contains("Allem zustimmen"))
        #expect(try Data(contentsOf: banner) == before)

        let updated = try CLIRunner.run(check + ["--update"], in: folder)
        #expect(updated.status == 1)
        #expect(updated.stderr.contains("1 of 1 set drifted, 1 re-captured"))
        #expect(String(decoding: try Data(contentsOf: banner), as: UTF8.self).contains("Allem zustimmen"))
        #expect(try CLIRunner.run(check, in: folder).status == 0)
    }

    @Test func usageErrorsAreExitTwo() throws {
        let folder = try temporaryFolder("capture-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let noAppId = try CLIRunner.run(["capture", "--check", "."], in: folder)
        #expect(noAppId.status == 2)
        #expect(noAppId.stderr.contains("--check needs --app-id"))
        let withCountry = try CLIRunner.run(
            ["capture", "--check", ".", "--app-id", Self.appId, "--country", "DE"], in: folder)
        #expect(withCountry.status == 2)
        #expect(withCountry.stderr.contains("cannot go with --country"))
        let updateAlone = try CLIRunner.run(
            ["capture", "--update", "--app-id", Self.appId, "--sdk-version", "202604.2.0"], in: folder)
        #expect(updateAlone.status == 2)
        #expect(updateAlone.stderr.contains("--update goes with --check DIR"))
    }
}
