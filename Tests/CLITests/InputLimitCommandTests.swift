import Foundation
import Testing

/// Size limits end to end: a run never reads more than the limit, and says which limit stopped it.
struct InputLimitCommandTests {
    func scratch() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cmplint-limit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("DE_de"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLIRunner.repositoryRoot.appendingPathComponent("samples/clean/DE_de/OneTrustPCData.json"),
            to: root.appendingPathComponent("DE_de/OneTrustPCData.json"))
        return root
    }

    @Test func aSnapshotLinkedToAHugeFileIsAFindingAndTheRunGoesOn() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        // A sparse 3 GB target: reading it would take 3 GB of memory.
        let target = root.appendingPathComponent("huge.bin")
        #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/DE_de/OneTrustBannerData.json", withDestinationPath: target.path)
        let result = try CLIRunner.run(["lint", "DE_de", "--format", "json"], in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let finding = try #require(try result.findings().first { $0["ruleId"] as? String == "invalid-json" })
        #expect(finding["file"] as? String == "DE_de/OneTrustBannerData.json")
        #expect(
            finding["message"] as? String
                == "the file is 3 GB (3221225472 bytes), larger than the limit of 32 MB (33554432 bytes); "
                + "raise it with --max-file-size or maxFileSize in the config")
        // The preferences were still linted.
        #expect(try result.json()["summary"].flatMap { ($0 as? [String: Any])?["files"] as? Int } == 2)
    }

    @Test func theLimitComesFromTheFlagOrTheConfig() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let flag = try CLIRunner.run(["lint", "DE_de", "--format", "json", "--max-file-size", "1KB"], in: root)
        #expect(flag.status == 1)
        let message = try #require(
            try flag.findings().first { $0["ruleId"] as? String == "invalid-json" }?["message"] as? String)
        #expect(message.hasPrefix("the file is 46.2 KB (47283 bytes), larger than the limit of 1 KB (1024 bytes)"))
        try "maxFileSize: 2KB\n".write(
            to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let config = try CLIRunner.run(["lint", "DE_de", "--format", "json"], in: root)
        #expect(
            try config.findings().contains {
                ($0["message"] as? String)?.contains("the limit of 2 KB (2048 bytes)") == true
            })

        let bad = try CLIRunner.run(["lint", "DE_de", "--max-file-size", "lots"], in: root)
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains(
                "--max-file-size: 'lots' is not a size from 1 byte to 256 MB, such as 64MB, 512KB or 1048576"))
    }

    @Test func aHugeConfigIsRefusedBeforeParsing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        try ("failSeverity: " + String(repeating: "w", count: 3 << 20) + "\n")
            .write(to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "DE_de"], in: root)
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "the config file is 3 MB (3145743 bytes), larger than the limit of 1 MB (1048576 bytes) for YAML files")
        )
        #expect(result.stderr.utf8.count < 300)
    }
}
