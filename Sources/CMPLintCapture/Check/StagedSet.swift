import CMPLint
import CMPLintDocuments
import Foundation

/// The CMP API's current answers for one set, written under the SDK's file names into a new
/// private temporary folder so that `diff`'s comparison can read them like any set; removed when
/// the comparison is done. Nothing of the checked folder is touched.
struct StagedSet {
    /// The set folder inside the temporary folder, named as the checked set.
    let path: String
    let root: String

    init(_ bodies: [ComponentKind: [UInt8]], folderName: String) throws(LintError) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-check-\(UUID().uuidString)").path
        path = root + "/" + folderName
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for (kind, body) in bodies {
                try Data(body).write(to: URL(fileURLWithPath: path + "/" + kind.acceptedFileNames[0]))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: root)
            throw LintError("\(root): cannot stage the answers for comparison (\(error.localizedDescription))")
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
