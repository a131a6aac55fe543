import CMPLintDocuments
import Foundation

/// A baseline file: the findings a project already knows about. With `--baseline` they are
/// suppressed rather than failures; entries no finding matches any more are reported as fixed.
/// Matching is by rule, file, JSON Pointer and message (not line), as a multiset.
///
/// Version 2 stores each file relative to the baseline's own folder, so a baseline written from
/// one directory works from any other; version 1 files (paths as they were given, relative to the
/// working directory of the run that wrote them, or absolute) are still read.
public struct Baseline: Sendable, Equatable {
    public var entries: [BaselineEntry]
    /// The absolute folder the entries' relative paths are relative to; nil: the run's working
    /// directory (a version 1 file, or a baseline built in memory).
    public var folder: String?

    public init(entries: [BaselineEntry], folder: String? = nil) {
        self.entries = entries.sorted {
            ($0.file, $0.pointer, $0.ruleId, $0.message) < ($1.file, $1.pointer, $1.ruleId, $1.message)
        }
        self.folder = folder
    }

    /// The baseline recording `findings` for a file at `location` (absolute): each finding's file
    /// (as the run shows it, relative to `workingDirectory`) rewritten relative to the baseline's folder.
    public static func recording(_ findings: [Finding], at location: String, workingDirectory: String) -> Baseline {
        let folder = ReportPath.normalize(location + "/..")
        return Baseline(
            entries: findings.map { finding in
                let entry = BaselineEntry(finding)
                let file = RelativePath.from(folder, to: RelativePath.absolute(entry.file, against: workingDirectory))
                return BaselineEntry(ruleId: entry.ruleId, file: file, pointer: entry.pointer, message: entry.message)
            }, folder: folder)
    }

    /// The entry's file as an absolute path.
    package func absoluteFile(_ entry: BaselineEntry, workingDirectory: String) -> String {
        RelativePath.absolute(entry.file, against: folder ?? workingDirectory)
    }

    /// The file's JSON: `{"version": 2, "tool": "cmplint", "findings": [{ruleId, file, pointer, message}]}`,
    /// `file` relative to the baseline's folder.
    public var json: String {
        JSONValue.object([
            JSONMember(key: "version", value: .int(2)),
            JSONMember(key: "tool", value: .string(ToolInfo.name)),
            JSONMember(
                key: "findings",
                value: .array(
                    entries.map { entry in
                        .object([
                            JSONMember(key: "ruleId", value: .string(entry.ruleId)),
                            JSONMember(key: "file", value: .string(entry.file)),
                            JSONMember(key: "pointer", value: .string(entry.pointer)),
                            JSONMember(key: "message", value: .string(entry.message)),
                        ])
                    })),
        ]).prettyText() + "\n"
    }

    /// Reads a baseline; a malformed one is an error naming the file and position, one larger than
    /// `limits.maxBytes` an error naming its size and the limit (before it is read).
    /// `file` names it in messages; it is read from `location` (resolved against the working directory).
    public static func load(file: String, at location: String? = nil, limits: JSONParseLimits = JSONParseLimits())
        throws(LintError) -> Baseline
    {
        let location = location ?? file
        let bytes: [UInt8]
        switch SizeLimitedFile.read(atPath: location, limit: limits.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw LintError("\(file): \(FileSizeLimit.message(failure, "the baseline", limit: limits.maxBytes))")
        }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, limits: limits)
        } catch {
            throw LintError("\(file):\(error.position): \(error.message)")
        }
        func fail(_ node: JSONNodeID, _ message: String) -> LintError {
            LintError("\(file):\(document.start(node)): \(message)")
        }
        guard let findings = document.node(atPath: ["findings"]), document.kind(findings) == .array else {
            throw fail(document.root, "not a cmplint baseline: expected {\"version\": 2, \"findings\": [...]}")
        }
        guard let version = document.node(atPath: ["version"]), let number = document.numberText(version),
            ["1", "2"].contains(number)
        else {
            throw fail(document.root, "unsupported baseline version; this cmplint reads versions 1 and 2")
        }
        var entries: [BaselineEntry] = []
        for item in document.elements(findings) {
            func field(_ key: String) throws(LintError) -> String {
                guard document.kind(item) == .object, let node = document.member(item, key),
                    let text = document.string(node)
                else {
                    throw fail(item, "a baseline entry needs the string '\(key)'")
                }
                return text
            }
            entries.append(
                BaselineEntry(
                    ruleId: try field("ruleId"), file: try field("file"), pointer: try field("pointer"),
                    message: try field("message")))
        }
        let absoluteLocation = RelativePath.absolute(location, against: FileManager.default.currentDirectoryPath)
        return Baseline(entries: entries, folder: number == "2" ? ReportPath.normalize(absoluteLocation + "/..") : nil)
    }
}
