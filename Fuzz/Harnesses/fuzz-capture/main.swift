import Foundation
import FuzzSupport

@testable import CMPLint
@testable import CMPLintCapture

/// libFuzzer harness for what `capture` does with a server's answer, without a network: the input
/// is an answer and the state of the set folder it is written into, parts separated by NUL bytes:
/// the status (decimal), the headers (`Name: value` lines: `Retry-After`, `Location`,
/// `Content-Type`), the body, and a byte choosing what `--out` holds before the write (no set, a
/// set with the user's files, a set folder that is a link out of `--out`, links at the old
/// predictable temporary names) and whether the swap takes the exchange rename or its fallback.
/// The answer goes through the response check, the redirect policy, `Retry-After`, the failure
/// message and the summary row, and the body is written as a set into a temporary folder.
/// Checked on every input:
/// - no printed text (failure, summary) holds a control, escape or bidirectional character or a
///   line that a CI runner reads as a workflow command, with or without `--show-personal-data`;
/// - a redirect is followed only within the request's origin; a `Retry-After` wait is finite and
///   not negative;
/// - nothing outside `--out` changes (a sentinel folder its links point at), a set folder that is
///   a link is refused, the user's files survive, and no hidden folder is left behind.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let answer = CaptureHarness.Answer(FuzzInput.bytes(data, size))
    let request = CaptureHarness.request
    let response = HTTPResponse(
        status: answer.status, body: answer.body, retryAfter: answer.headers["retry-after"],
        location: answer.headers["location"])
    var reasons: [String] = []
    switch ResponseCheck.verdict(response, for: request) {
    case .snapshot: break
    case .notModified:
        FuzzCheck.require(request.isConditional, "a 304 to a request without If-None-Match counted as no change")
    case .failed(let reason, _): reasons.append(reason)
    }
    switch RedirectPolicy.decide(status: response.status, location: response.location, from: request.url) {
    case .answer: break
    case .refuse(let reason): reasons.append(reason)
    case .follow(let url):
        let to = URL(string: url).flatMap(URLShape.Origin.init)
        FuzzCheck.require(
            to != nil && to == URL(string: request.url).flatMap(URLShape.Origin.init), "followed a redirect to \(url)")
    }
    if let header = response.retryAfter, let seconds = RetryAfter.seconds(header, now: CaptureHarness.now) {
        FuzzCheck.require(seconds.isFinite && seconds >= 0, "Retry-After '\(header)' asks for \(seconds) s")
    }
    for revealing in [false, true] {
        for reason in reasons {
            let failure = CaptureFailure(
                target: request.target, component: .banner, reason: reason, attempts: 2, revealing: revealing)
            PrintedText.check(failure.description, format: "failure")
        }
        let files: [ComponentKind: SnapshotFile] = [
            .banner: SnapshotFile(kind: .banner, path: "OneTrustBannerData.json", bytes: answer.body),
            .vendors: SnapshotFile(kind: .vendors, path: "OneTrustVendorsData.json", bytes: answer.body),
        ]
        let row = CaptureSummary.captured(request.target, files: files, findings: nil, revealing: revealing)
        PrintedText.check(CaptureSummary.table([row]), format: "summary")
    }
    CaptureHarness.write(answer)
    return 0
}

enum CaptureHarness {
    static let target = try! CaptureTarget(country: "DE", region: nil, language: "de", source: .commandLine)
    static let request = CapturePlan(
        CaptureRequest(
            appId: "0196e235-1234-7084-becc-bde145924c85", sdkVersion: "202604.2.0",
            targets: [target], outputFolder: "out")
    ).request(.banner, for: target)
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The parts of an input.
    struct Answer {
        var status = 200
        var headers: [String: String] = [:]
        var body: [UInt8] = []
        /// What `--out` holds before the write (`Folder`), and the swap taken.
        var folder = Folder.none
        var exchange = true

        init(_ bytes: [UInt8]) {
            let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
            if let digits = Int(String(decoding: parts[0].prefix(6), as: UTF8.self)) { status = digits }
            if parts.count > 1 {
                for line in String(decoding: parts[1], as: UTF8.self).split(separator: "\n") {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                        in: .whitespaces)
                }
            }
            if parts.count > 2 { body = Array(parts[2]) }
            if parts.count > 3, let flags = parts[3].first {
                folder = Folder.allCases[Int(flags) % Folder.allCases.count]
                exchange = flags & 0x80 == 0
            }
        }

        /// The parts joined, for seeds.
        static func input(status: Int, headers: String, body: [UInt8], flags: UInt8) -> [UInt8] {
            Array("\(status)".utf8) + [0] + Array(headers.utf8) + [0] + body + [0, flags]
        }
    }

    enum Folder: CaseIterable {
        case none, userSet, link, plantedNames
    }

    /// A folder of this process, made and removed for every input (nothing is left when libFuzzer
    /// stops): `out` and `elsewhere`, the sentinel folder the planted links point at. On a RAM file
    /// system when there is one (`/dev/shm`): the set writer syncs every file, which on a disk
    /// costs most of a run.
    static let root =
        (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
        + "/cmplint-fuzz-capture-\(getpid())"

    static func write(_ answer: Answer) {
        let files = FileManager.default
        let out = root + "/out"
        let set = out + "/DE_de"
        let elsewhere = root + "/elsewhere"
        try? files.createDirectory(atPath: out, withIntermediateDirectories: true)
        try? files.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        _ = files.createFile(atPath: elsewhere + "/sentinel.txt", contents: Data("keep".utf8))
        defer { try? files.removeItem(atPath: root) }
        var planted: [String] = []
        switch answer.folder {
        case .none: break
        case .userSet:
            try? files.createDirectory(atPath: set + "/notes", withIntermediateDirectories: true)
            _ = files.createFile(atPath: set + "/.cmplint-ignore.yml", contents: Data("ignore: []\n".utf8))
            _ = files.createFile(atPath: set + "/OneTrustVendorsData.json", contents: Data("{}".utf8))
        case .link:
            try? files.createSymbolicLink(atPath: set, withDestinationPath: elsewhere)
        case .plantedNames:
            planted = [".DE_de.capture-\(getpid())", "DE_de.replaced-\(getpid())"]
            for name in planted {
                try? files.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: elsewhere)
            }
        }
        let written = try? SetFolderWriter.write(
            [.banner: answer.body, .preferences: answer.body], manifest: nil, folderName: "DE_de",
            outputFolder: out, exchange: answer.exchange)
        FuzzCheck.require(
            ((try? files.contentsOfDirectory(atPath: elsewhere)) ?? []) == ["sentinel.txt"]
                && files.contents(atPath: elsewhere + "/sentinel.txt") == Data("keep".utf8),
            "a write reached outside --out")
        FuzzCheck.require(
            (written == nil) == (answer.folder == .link),
            "a set folder that is a link was \(written == nil ? "refused" : "written through")")
        let entries = Set((try? files.contentsOfDirectory(atPath: out)) ?? [])
        FuzzCheck.require(entries == Set(planted + ["DE_de"]), "--out holds \(entries.sorted())")
        if let written {
            FuzzCheck.require(written.notices.isEmpty, "notices: \(written.notices)")
            let set = Set((try? files.contentsOfDirectory(atPath: set)) ?? [])
            let user: Set<String> = answer.folder == .userSet ? [".cmplint-ignore.yml", "notes"] : []
            FuzzCheck.require(
                set == user.union(["OneTrustBannerData.json", "OneTrustPCData.json"]), "the set holds \(set.sorted())")
        }
    }
}

/// Seeds: the samples' and rule examples' JSON documents as 200 answers (the folder states and
/// swaps in turn), and a few
/// answers of the kinds the policy refuses or retries.
FuzzDriver.run {
    var seeds = SeedSources.jsonDocuments.enumerated().map { index, body in
        CaptureHarness.Answer.input(
            status: 200, headers: "Content-Type: application/json", body: body,
            flags: UInt8(index % 8) << 5 | UInt8(index % 4))
    }
    seeds += [
        CaptureHarness.Answer.input(
            status: 302, headers: "Location: https://evil.example/cfw/cmp/v1/banner", body: [], flags: 1),
        CaptureHarness.Answer.input(
            status: 301, headers: "Location: http://mobile-data.onetrust.io/cfw/cmp/v1/banner", body: [], flags: 2),
        CaptureHarness.Answer.input(status: 307, headers: "Location: /v2/cfw/cmp/v1/banner", body: [], flags: 3),
        CaptureHarness.Answer.input(
            status: 429, headers: "Retry-After: Tue, 14 Nov 2023 22:13:32 GMT", body: [], flags: 0x81),
        CaptureHarness.Answer.input(
            status: 400, headers: "",
            body: Array(#"{"errors":[{"code":"E","message":"\u001b[2J\n::stop-commands::x"}]}"#.utf8), flags: 0),
    ]
    return seeds
}
