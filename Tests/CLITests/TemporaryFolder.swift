import Foundation

/// A new folder for one test under the system temporary folder (`$TMPDIR`, else `/tmp`), named
/// `cmplint-NAME-UUID` so that concurrent runs and checkouts never share it. The test removes it.
func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cmplint-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Copies `samples/SUBPATH` of the repository to `folder/SUBPATH`, so that a test lints a set from
/// another place, as a user's project holds it.
func copySample(_ subpath: String, into folder: URL) throws {
    let target = folder.appendingPathComponent(subpath)
    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: CLIRunner.repositoryRoot.appendingPathComponent("samples/\(subpath)"), to: target)
}
