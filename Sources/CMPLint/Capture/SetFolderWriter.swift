#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a captured set as `DIR/CC[-RR]_lang/` holding the SDK's file names
/// (`OneTrustBannerData.json`, `OneTrustPCData.json`, `OneTrustVendorsData.json`), each body byte
/// for byte. The set is written whole into a hidden sibling folder first (each file atomically, by
/// `SafeFileWriter.replace`), and only a complete folder takes the set's name: a failed or partial
/// capture never replaces a good set, and a reader never sees a mix of two captures.
enum SetFolderWriter {
    /// Writes `bodies` as the set `folderName` under `outputFolder`; returns the set's path.
    static func write(_ bodies: [ComponentKind: [UInt8]], folderName: String, outputFolder: String) throws(LintError) -> String {
        try SafeFileWriter.createFolder(outputFolder)
        let final = outputFolder + "/" + folderName
        let staging = outputFolder + "/.\(folderName).capture-\(getpid())"
        removeFolder(staging)
        guard mkdir(staging, 0o777) == 0 else {
            throw LintError("\(staging): cannot create the folder (\(SafeFileWriter.reason(errno)))")
        }
        do {
            for (kind, body) in bodies.sorted(by: { $0.key < $1.key }) {
                let file = staging + "/" + kind.acceptedFileNames[0]
                try SafeFileWriter.replace(file, named: final + "/" + kind.acceptedFileNames[0], mode: nil) { fd in
                    body.withUnsafeBytes { SafeFileWriter.writeAll($0, to: fd) }
                }
            }
            try swap(staging, into: final)
        } catch {
            removeFolder(staging)
            throw error
        }
        return final
    }

    /// Puts the complete `staging` folder in `final`'s place: the old set is moved aside, the new
    /// one renamed in, then the old one removed (moved back if the rename fails).
    static func swap(_ staging: String, into final: String) throws(LintError) {
        let aside = final + ".replaced-\(getpid())"
        var info = stat()
        let hadOld = lstat(final, &info) == 0
        if hadOld {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw LintError("\(final): exists and is not a folder; cmplint does not replace it") }
            removeFolder(aside)
            guard rename(final, aside) == 0 else { throw LintError("\(final): cannot replace the set (\(SafeFileWriter.reason(errno)))") }
        }
        guard rename(staging, final) == 0 else {
            let code = errno
            if hadOld { rename(aside, final) }
            throw LintError("\(final): cannot write the set (\(SafeFileWriter.reason(code)))")
        }
        SafeFileWriter.syncFolder(SafeFileWriter.directory(of: final))
        if hadOld { removeFolder(aside) }
    }

    /// Removes a folder cmplint made, with the regular files in it (sets hold no subfolders).
    static func removeFolder(_ folder: String) {
        guard let dir = opendir(folder) else { return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { unlink(folder + "/" + name) }
        }
        closedir(dir)
        rmdir(folder)
    }
}
