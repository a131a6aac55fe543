import CMPLint
import CMPLintDocuments
import Foundation

/// The set folders under a `capture --check` folder that hold a capture manifest
/// (`CaptureManifest.fileName`): the folder itself, and its subfolders down to `maxDepth`, in
/// name order. Links are not followed (a set is a folder of its own, as capture writes it), hidden
/// folders (a capture's staging or replaced set, `.git`) are skipped, and at most `maxFolders`
/// folders are looked at, so a huge or looping tree ends the search with an error, not a hang.
package enum RecordedSets {
    package static let maxDepth = 8
    package static let maxFolders = 20_000

    /// The folders, as paths under `folder` as given (`Snapshots/DE_de`); an error when `folder`
    /// is no folder or the tree is larger than the limits.
    package static func find(in folder: String, location: String) throws(LintError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location, isDirectory: &isFolder), isFolder.boolValue else {
            throw LintError("\(folder): no such folder; --check takes the folder capture wrote the sets into")
        }
        var found: [String] = []
        var visited = 0
        var pending: [(shown: String, location: String, depth: Int)] = [(folder, location, 0)]
        while let next = pending.popLast() {
            visited += 1
            guard visited <= maxFolders else {
                throw LintError(
                    "\(folder): more than \(maxFolders) folders below it; give the folder the sets were captured into")
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: next.location)) ?? []).sorted()
            if names.contains(CaptureManifest.fileName) { found.append(next.shown) }
            guard next.depth < maxDepth else { continue }
            for name in names.reversed() where !name.hasPrefix(".") {
                let child = next.location + "/" + name
                guard let info = try? FileManager.default.attributesOfItem(atPath: child),
                    info[.type] as? FileAttributeType == .typeDirectory
                else { continue }
                pending.append((next.shown == "." ? name : next.shown + "/" + name, child, next.depth + 1))
            }
        }
        return found.sorted()
    }
}
