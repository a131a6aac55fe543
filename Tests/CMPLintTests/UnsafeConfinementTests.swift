import Foundation
import Testing

/// Memory-unsafe and checking-off constructs stay in the low targets that read bytes (documents,
/// archive, paths, regex, knowledge), where a few hot loops earn them: the rules engine, capture
/// and the commands above them are plain Swift that a rule author can read without them.
@Suite struct UnsafeConfinementTests {
    static let constructs = [
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer",
        "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer",
        "UnsafeMutableRawBufferPointer", "withUnsafe", "@inline(__always)", "@exclusivity(unchecked)",
        "nonisolated(unsafe)", "@unchecked Sendable",
    ]
    /// The targets (folders of Sources/) where they may appear.
    static let allowedTargets = [
        "CMPLintDocuments", "CMPLintArchive", "CMPLintPaths", "CMPLintRegex", "CMPLintKnowledge",
    ]
    /// Every use outside the allowed targets, as `file: construct`.
    static func offenders(in sources: URL) throws -> [String] {
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var found: [String] = []
        for file in files.sorted() where !allowedTargets.contains(where: { file.hasPrefix($0 + "/") }) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let named = constructs.filter { text.contains($0) }
            guard !named.isEmpty else { continue }
            found.append("\(file): \(named.joined(separator: ", "))")
        }
        return found
    }

    @Test func unsafeConstructsStayInTheLowTargets() throws {
        #expect(try Self.offenders(in: repositoryRoot.appendingPathComponent("Sources")) == [])
    }

    @Test func theCheckFindsAConstructOutsideTheLowTargets() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "unsafe-confinement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, text) in [
            ("CMPLintPaths", "let a = [1].withUnsafeBufferPointer { $0.count }"),
            ("CMPLint/Functions", "final class Box: @unchecked Sendable {}"),
            ("cmplint", "@inline(__always) func f() {}"),
        ] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: directory.appendingPathComponent("File.swift"), atomically: true, encoding: .utf8)
        }
        #expect(
            try Self.offenders(in: root) == [
                "CMPLint/Functions/File.swift: @unchecked Sendable", "cmplint/File.swift: @inline(__always)",
            ])
    }
}
