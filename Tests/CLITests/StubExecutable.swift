import Foundation

/// An executable shell script at `url` (its folder created) that stands in for a cmplint binary
/// where only its packaging or its running is checked.
func writeStubExecutable(_ script: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ("#!/bin/sh\n" + script + "\n").write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
}
