import CMPLint
import CMPLintArchive
import CMPLintDocuments
import Foundation
import FuzzSupport

/// libFuzzer harness for app artifacts: the input is the bytes of an archive file, written to
/// `fuzz.apk` in a folder of this process's own and found and read as `cmplint lint fuzz.apk`
/// does it (`SnapshotDiscovery.discover`, then each set's files loaded and parsed). The limits
/// are smaller than the defaults so that one input stays fast; their checks are the same.
/// Checked on every input:
/// - no input traps: a damaged or hostile archive is a `LintError` that names it;
/// - an error holds no control character (entry names are shown escaped);
/// - every set and file found lies inside the archive (`fuzz.apk!/…`), and config and ignore
///   files would be looked for from the archive's folder, never from one an entry names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard FileManager.default.createFile(atPath: ArchiveHarness.archive, contents: Data(bytes)) else {
        FuzzCheck.fail("cannot write \(ArchiveHarness.archive)")
    }
    do {
        try ArchiveHarness.check(
            try SnapshotDiscovery.discover(
                paths: [ArchiveHarness.name], workingDirectory: ArchiveHarness.folder,
                limits: ArchiveHarness.limits, archiveLimits: ArchiveHarness.archiveLimits))
    } catch {
        let message = error.description
        FuzzCheck.require(
            message.hasPrefix(ArchiveHarness.name), "the error does not name the archive: \(message.prefix(300))")
        FuzzCheck.require(
            !message.unicodeScalars.contains(where: ArchiveHarness.isControl),
            "the error holds a control character: \(message.prefix(300))")
    }
    return 0
}

enum ArchiveHarness {
    static let name = "fuzz.apk"
    /// A folder of this process's own (libFuzzer's `-jobs` run several processes).
    static let folder: String = {
        let path = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
            "cmplint-fuzz-archive-\(getpid())"
        ).standardizedFileURL.path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()
    static let archive = folder + "/" + name
    static let limits = JSONParseLimits(maxBytes: 1024 * 1024)
    static let archiveLimits = ArchiveLimits(maxEntries: 10_000, maxTotalBytes: 8 * 1024 * 1024, maxSets: 50)

    /// Every set found, and every file of it once loaded, lies inside the archive; its config
    /// lookup starts at the archive's folder.
    static func check(_ sources: [SnapshotSource]) throws(LintError) {
        for source in sources {
            FuzzCheck.require(
                source.path.hasPrefix(name + "!/"), "a set outside the archive: \(source.path.prefix(300))")
            FuzzCheck.require(source.lookupFolder == folder, "config lookup from \(source.lookupFolder.prefix(300))")
            for file in try source.load(expectations: SetExpectations(), limits: limits).files.values {
                FuzzCheck.require(
                    file.path.hasPrefix(name + "!/"), "a file outside the archive: \(file.path.prefix(300))")
            }
        }
    }

    /// C0 and C1 controls and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}

FuzzDriver.run { ArchiveSeeds.archives }
