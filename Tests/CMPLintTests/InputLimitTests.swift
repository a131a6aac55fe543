import Foundation
import Testing

@testable import CMPLint
@testable import CMPLintDocuments

/// Input files are measured before they are read, whatever the path: named snapshots, symbolic
/// links, unconventional names, explicit files, baselines, config and ignore files.
struct InputLimitTests {
    /// A fresh temporary folder; `files` maps relative paths to contents.
    func folder(_ files: [String: String] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, content) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A sparse file of `size` bytes: it takes no disk space, and reading it whole would take `size` of memory.
    func sparseFile(at url: URL, size: Int) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
    }

    /// A JSON object of exactly `size` bytes: `{"bannerUIData":{},"pad":"xxx…"}`.
    func json(ofSize size: Int) -> String {
        let head = #"{"bannerUIData":{},"pad":""#
        return head + String(repeating: "x", count: size - head.utf8.count - 2) + #""}"#
    }

    func invalidJSONMessage(_ set: SnapshotSet, _ kind: ComponentKind = .banner) -> String? {
        guard case .failure(let error)? = set[kind]?.parsed else { return nil }
        return error.message
    }

    @Test func aFileAtTheLimitParsesAndOneByteMoreIsAFindingNamingSizeAndLimit() throws {
        let limit = 4096
        let root = try folder([
            "at/OneTrustBannerData.json": json(ofSize: limit), "over/OneTrustBannerData.json": json(ofSize: limit + 1),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let limits = JSONParseLimits(maxBytes: limit)
        let sources = try SnapshotDiscovery.discover(paths: [root.path], limits: limits)
        let at = try sources[0].load(expectations: SetExpectations(), limits: limits)
        #expect(at[.banner]?.document?.bytes.count == limit)
        let over = try sources[1].load(expectations: SetExpectations(), limits: limits)
        #expect(
            invalidJSONMessage(over) == "the file is 4 KB (4097 bytes), larger than the limit of 4 KB (4096 bytes); "
                + "raise it with --max-file-size or maxFileSize in the config")
    }

    @Test func aSymbolicLinkIsMeasuredByItsTargetBeforeReading() throws {
        let root = try folder(["DE_de/OneTrustPCData.json": "{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        // 3 GB: were it read, the test would need 3 GB of memory and seconds; fstat answers at once.
        let target = root.appendingPathComponent("huge.bin")
        try sparseFile(at: target, size: 3 << 30)
        try FileManager.default.createSymbolicLink(
            atPath: root.path + "/DE_de/OneTrustBannerData.json", withDestinationPath: target.path)
        let source = try #require(try SnapshotDiscovery.discover(paths: [root.path]).first)
        let set = try source.load(expectations: SetExpectations())
        #expect(
            invalidJSONMessage(set)
                == "the file is 3 GB (3221225472 bytes), larger than the limit of 32 MB (33554432 bytes); "
                + "raise it with --max-file-size or maxFileSize in the config")
    }

    @Test func theSizeLimitHoldsForFilesWithUnconventionalNames() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try sparseFile(at: root.appendingPathComponent("capture.json"), size: 100 << 20)
        #expect {
            try SnapshotDiscovery.discover(paths: [root.path + "/capture.json"])
        } throws: { error in
            (error as? LintError)?.description
                == "\(root.path)/capture.json: the file is 100 MB (104857600 bytes), larger than "
                + "the limit of 32 MB (33554432 bytes); raise it with --max-file-size or maxFileSize in the config"
        }
    }

    @Test func explicitFilesAndTheLimitFromTheRequestOrTheConfig() throws {
        let root = try folder(["b.json": json(ofSize: 3000), "p.json": #"{"pcUIData":{}}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        func bannerMessage(_ request: LintRequest) throws -> String? {
            let outcome = try LintRunner.run(request)
            return outcome.report.findings.first { $0.ruleId == "invalid-json" && $0.file == "b.json" }?.message
        }
        let files: [ComponentKind: String] = [.banner: "b.json", .preferences: "p.json"]
        #expect(try bannerMessage(LintRequest(explicitFiles: files, workingDirectory: root.path)) == nil)
        let small = try bannerMessage(
            LintRequest(explicitFiles: files, workingDirectory: root.path, maxFileSize: ByteSize(bytes: 2048)))
        #expect(small?.hasPrefix("the file is 2.9 KB (3000 bytes), larger than the limit of 2 KB (2048 bytes)") == true)
        try "maxFileSize: 2KB\n".write(
            to: root.appendingPathComponent(".cmplint.yml"), atomically: true, encoding: .utf8)
        #expect(
            try bannerMessage(LintRequest(explicitFiles: files, workingDirectory: root.path))?.contains("limit of 2 KB")
                == true)
        // The command line wins over the config.
        #expect(
            try bannerMessage(
                LintRequest(explicitFiles: files, workingDirectory: root.path, maxFileSize: ByteSize(bytes: 1 << 20)))
                == nil)
    }

    @Test func theBaselineIsMeasuredBeforeReading() throws {
        let root = try folder([
            "DE_de/OneTrustBannerData.json": #"{"bannerUIData":{}}"#, "DE_de/OneTrustPCData.json": #"{"pcUIData":{}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try sparseFile(at: root.appendingPathComponent("baseline.json"), size: 40 << 20)
        #expect {
            try LintRunner.run(
                LintRequest(paths: ["DE_de"], workingDirectory: root.path, baselineFile: "baseline.json"))
        } throws: { error in
            (error as? LintError)?.description
                == "baseline.json: the baseline is 40 MB (41943040 bytes), larger than the limit of "
                + "32 MB (33554432 bytes); raise it with --max-file-size or maxFileSize in the config"
        }
    }

    @Test func onlyRegularFilesAreRead() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.path + "/fifo", 0o600) == 0)
        // A FIFO without a writer would block a plain open(2); it is refused at once.
        #expect(SizeLimitedFile.read(atPath: root.path + "/fifo", limit: 100) == .failure(.notARegularFile))
        #expect(SizeLimitedFile.read(atPath: root.path, limit: 100) == .failure(.folder))
        #expect(SizeLimitedFile.read(atPath: "/dev/zero", limit: 100) == .failure(.notARegularFile))
        guard case .failure(.cannotOpen) = SizeLimitedFile.read(atPath: root.path + "/missing", limit: 100) else {
            Issue.record("a missing file was read")
            return
        }
    }

    #if os(Linux)
        /// A readable regular file whose read fails (the process's own memory at offset 0 reads as EIO):
        /// the finding gives the system's reason.
        @Test func aFailedReadNamesTheSystemsReason() throws {
            let root = try folder(["DE_de/OneTrustPCData.json": "{}"])
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createSymbolicLink(
                atPath: root.path + "/DE_de/OneTrustBannerData.json", withDestinationPath: "/proc/self/mem")
            let source = try #require(try SnapshotDiscovery.discover(paths: [root.path]).first)
            let set = try source.load(expectations: SetExpectations())
            #expect(invalidJSONMessage(set) == "cannot read the file (input/output error)")
        }
    #endif

    @Test func sizesAreWrittenAndShownInBinaryUnits() {
        #expect(ByteSize(parsing: "32MB")?.bytes == 32 << 20)
        #expect(ByteSize(parsing: " 512 kb ")?.bytes == 512 << 10)
        #expect(ByteSize(parsing: "1GB")?.bytes == 1 << 30)
        #expect(ByteSize(parsing: "1048576")?.bytes == 1 << 20)
        #expect(ByteSize(parsing: "100B")?.bytes == 100)
        for bad in ["", "MB", "-1MB", "1.5MB", "12 TB", "0x10", "99999999999999999999GB"] {
            #expect(ByteSize(parsing: bad) == nil, "\(bad)")
        }
        #expect(ByteSize(bytes: 32 << 20).description == "32 MB")
        #expect(ByteSize(bytes: 3 << 29).description == "1.5 GB")
        #expect(ByteSize(bytes: 700).description == "700 bytes")
        #expect(ByteSize(bytes: 3000).exactDescription == "2.9 KB (3000 bytes)")
        // The JSON Schema's pattern accepts what the parser accepts.
        let pattern = try! NSRegularExpression(pattern: ByteSize.pattern)
        for text in ["32MB", " 512 kb ", "1048576", "100B", "", "MB", "-1MB", "1.5MB", "12 TB", "0x10"] {
            let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            #expect(matches == (ByteSize(parsing: text) != nil), "\(text)")
        }
        #expect(FileSizeLimit.parse("0") == nil)
        #expect(FileSizeLimit.parse("3GB") == nil)
        #expect(FileSizeLimit.parse("256MB")?.bytes == 256 << 20)
        #expect(FileSizeLimit.parse("257MB") == nil)
    }

    @Test func theFlagAndTheConfigKeyAreValidatedAlike() throws {
        #expect(try LintRequest.maxFileSize("64MB")?.bytes == 64 << 20)
        #expect(try LintRequest.maxFileSize(nil) == nil)
        #expect { try LintRequest.maxFileSize("lots") } throws: { error in
            (error as? LintError)?.description
                == "--max-file-size: 'lots' is not a size from 1 byte to 256 MB, such as 64MB, 512KB or 1048576"
        }
        #expect(try Configuration.parse(text: "maxFileSize: 64MB\n", file: "c.yml").maxFileSize?.bytes == 64 << 20)
        #expect(try Configuration.parse(text: "maxFileSize: 1048576\n", file: "c.yml").maxFileSize?.bytes == 1 << 20)
        #expect { try Configuration.parse(text: "maxFileSize: 3GB\n", file: "c.yml") } throws: { error in
            (error as? YAMLError)?.description
                == "c.yml:1:14: 'maxFileSize' must be a size from 1 byte to 256 MB, such as 64MB, 512KB or 1048576; found '3GB'"
        }
    }
}
