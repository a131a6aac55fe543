import CMPLint
import CMPLintDocuments

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a captured set as `DIR/CC[-RR]_lang/` holding the SDK's file names
/// (`OneTrustBannerData.json`, `OneTrustPCData.json`, `OneTrustVendorsData.json`), each body byte
/// for byte, with its manifest (`cmplint-capture.json`), and replaces only the snapshot files and
/// the manifest of an existing set: what else the user keeps in the set folder (a
/// `.cmplint-ignore.yml`, notes, subfolders) stays.
///
/// 1. The snapshot files are written into a new hidden folder beside the set whose name no one can
///    predict (`.DE_de.capture-<64 random bits>`), created exclusively: mkdirat fails on any
///    existing entry, a planted link included.
/// 2. The user's own entries of the existing set (every name that is no snapshot file name of any
///    component) are carried into it: files and links as second hard links (the same file under both
///    names, so it never leaves the set), folders, and files that cannot be hard linked, moved.
/// 3. The two folders are exchanged in one atomic rename (`cmplint_rename_exchange`), so the set's
///    name holds the old set or the new one at every instant: a reader never sees a mix of two
///    captures, and an interruption never leaves no set. Where the file system cannot exchange,
///    the old set is renamed aside and the new one into its place, the closest safe sequence (the
///    name is missing between the two renames).
/// 4. The old set, now under the hidden name, loses its snapshot files and the second names of the
///    user's files; anything the user added meanwhile goes back into the set (never over an entry
///    there), and what cannot is left in the hidden folder, named in a notice.
///
/// Every step works on open folder descriptors (`OpenFolder`): no link in `--out` or in the set is
/// followed, and a set folder that is itself a link is refused. A failed or partial capture never
/// replaces a good set.
package enum SetFolderWriter {
    package struct Written: Sendable {
        package let path: String
        /// What the user should know: a hidden folder left with entries that could not go back.
        package let notices: [String]
    }

    /// The names a set's snapshot files may have (`lint` reads any of them), and its manifest's:
    /// a capture replaces these, so an old manifest never describes new snapshots.
    package static let capturedNames = Set(
        ComponentKind.allCases.flatMap(\.acceptedFileNames) + [
            CaptureManifest.fileName
        ])

    /// Writes `bodies` as the set `folderName` under `outputFolder`, with `manifest` as its
    /// `cmplint-capture.json`, in the same swap. `exchange: false` takes the fallback of step 3, as
    /// on a file system without an exchange rename (tests take both).
    package static func write(
        _ bodies: [ComponentKind: [UInt8]], manifest: CaptureManifest?, folderName: String, outputFolder: String,
        exchange: Bool = true
    ) throws(LintError) -> Written {
        try SafeFileWriter.createFolder(outputFolder)
        let out = try OpenFolder(path: outputFolder)
        let final = outputFolder + "/" + folderName
        let old = try existingSet(folderName, in: out)
        let stagingName = try makeHiddenFolder(in: out, for: folderName, purpose: "capture")
        let staging: OpenFolder
        do {
            staging = try OpenFolder(stagingName, in: out)
        } catch {
            out.remove(stagingName, folder: true)
            throw error
        }
        var carried = UserEntries()
        let oldName: String?
        do throws(LintError) {
            for (kind, body) in bodies.sorted(by: { $0.key < $1.key }) {
                try staging.createFile(kind.acceptedFileNames[0], body)
            }
            if let manifest { try staging.createFile(CaptureManifest.fileName, manifest.bytes) }
            if let old {
                if let mode = old.status?.st_mode { staging.setMode(mode) }
                try carried.carry(from: old, into: staging)
                oldName = try swap(stagingName, withSet: folderName, in: out, exchange: exchange)
            } else {
                if let code = out.move(stagingName, to: out, as: folderName, replacing: false) {
                    throw LintError("\(final): cannot write the set (\(SafeFileWriter.reason(code)))")
                }
                oldName = nil
            }
        } catch {
            if let old { carried.undo(from: staging, into: old) }
            for name in staging.names() where capturedNames.contains(name) { staging.remove(name) }
            out.remove(stagingName, folder: true)
            throw error
        }
        out.sync()
        guard let old, let oldName else { return Written(path: final, notices: []) }
        return Written(
            path: final, notices: retire(old, named: oldName, in: out, carried: carried, set: staging, at: final))
    }

    /// The set folder `name` already in `out`, open; nil when there is none. A link, or anything
    /// but a folder, is refused.
    package static func existingSet(_ name: String, in out: OpenFolder) throws(LintError) -> OpenFolder? {
        guard let info = out.entry(name) else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return try OpenFolder(name, in: out)
        case S_IFLNK:
            throw LintError(
                "\(out.path)/\(name): is a symbolic link; cmplint writes a set only into a folder of its own, never through "
                    + "a link (remove the link, or capture into another --out)")
        default: throw LintError("\(out.path)/\(name): exists and is not a folder; cmplint does not replace it")
        }
    }

    /// Step 4: empties the old set, now `oldName` in `out`, and removes it; returns a notice when
    /// it has to be kept. `set` is the new set, at `path`.
    package static func retire(
        _ old: OpenFolder, named oldName: String, in out: OpenFolder, carried: UserEntries, set: OpenFolder,
        at path: String
    ) -> [String] {
        let left = carried.finish(old: old, set: set)
        // The folder under the name is still the old set (nothing was swapped in meanwhile).
        let same =
            out.entry(oldName).map { $0.st_ino == old.status?.st_ino && $0.st_dev == old.status?.st_dev } ?? false
        if left.isEmpty && same && out.remove(oldName, folder: true) == nil { return [] }
        let listed = left.sorted().prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (left.count > 5 ? ", …" : "")
        return [
            "\(out.path)/\(oldName): the replaced set was kept"
                + (left.isEmpty ? "" : " with \(listed), which could not be put back")
                + "; move what you need into \(path) and remove it"
        ]
    }

    /// Puts the finished set `stagingName` in the place of the set `setName`; returns the name the
    /// old set has now.
    package static func swap(_ stagingName: String, withSet setName: String, in out: OpenFolder, exchange: Bool)
        throws(LintError) -> String
    {
        let final = out.path + "/" + setName
        if exchange {
            guard let code = out.exchange(stagingName, with: setName) else { return stagingName }
            if code != ENOSYS && code != EINVAL {
                throw LintError("\(final): cannot replace the set (\(SafeFileWriter.reason(code)))")
            }
        }
        // Renaming a folder over an empty one of our own replaces it atomically (rename(2)); over a
        // link planted meanwhile it fails (ENOTDIR).
        let asideName = try makeHiddenFolder(in: out, for: setName, purpose: "replaced")
        if let code = out.move(setName, to: out, as: asideName, replacing: true) {
            out.remove(asideName, folder: true)
            throw LintError("\(final): cannot replace the set (\(SafeFileWriter.reason(code)))")
        }
        if let code = out.move(stagingName, to: out, as: setName, replacing: false) {
            _ = out.move(asideName, to: out, as: setName, replacing: false)
            throw LintError("\(final): cannot write the set (\(SafeFileWriter.reason(code)))")
        }
        return asideName
    }

    /// Creates an empty folder `.NAME.PURPOSE-<16 hex digits>` in `out`, the digits from the
    /// system's random generator (`SystemRandomNumberGenerator`), exclusively; returns its name.
    package static func makeHiddenFolder(in out: OpenFolder, for name: String, purpose: String) throws(LintError)
        -> String
    {
        var code: Int32 = EEXIST
        for _ in 0..<16 {
            let digits = String(UInt64.random(in: .min ... .max), radix: 16)
            let candidate = ".\(name).\(purpose)-" + String(repeating: "0", count: 16 - digits.count) + digits
            guard let failure = out.makeFolder(candidate) else { return candidate }
            code = failure
            if code != EEXIST { break }
        }
        throw LintError("\(out.path): cannot create a folder for the set \(name) (\(SafeFileWriter.reason(code)))")
    }
}
