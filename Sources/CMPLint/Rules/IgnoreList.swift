import CMPLintDocuments
import Foundation

/// Suppressions from `.cmplint-ignore.yml` (or the config's `ignore:`): each entry names a rule, a
/// snapshot path glob, optionally a JSON Pointer (the node or anything under it), and a required
/// reason. Snapshots are captured vendor JSON that cannot carry inline comments, so suppressions
/// live beside them, as in vacuum's and Redocly's ignore files.
///
/// ```yaml
/// ignore:
///   - rule: logo-not-bundled
///     path: snapshots/**/OneTrustBannerData.json   # relative to this file
///     pointer: /bannerUIData/logo/url               # optional
///     reason: The banner logo ships in OTOfflineData.LogoData.
/// ```
public struct IgnoreList: Sendable {
    public struct Entry: Sendable {
        public let rule: String
        public let glob: String
        package let pathGlob: PathGlob
        public let pointer: String?
        public let reason: String
        /// `file:line:column` of the entry, for messages and SARIF.
        public let file: String
        public let mark: YAMLMark
        /// The entry's place in its file's `ignore:` list.
        public let index: Int

        public var source: String { "\(file):\(mark)" }
        /// The entry as a JSON Pointer into its (YAML) file: `/ignore/2`.
        public var pointerInFile: String { "/ignore/\(index)" }

        /// The entry as YAML, for documentation pages.
        public var yamlText: String {
            var lines = ["- rule: \(entry(rule))", "  path: \(entry(glob))"]
            if let pointer { lines.append("  pointer: \(entry(pointer))") }
            lines.append("  reason: \(entry(reason))")
            return lines.joined(separator: "\n")
        }

        /// A scalar quoted as JSON (valid YAML) unless it is plain enough to write as is.
        private func entry(_ text: String) -> String {
            text.allSatisfy { $0.isLetter || $0.isNumber || "-_./ ".contains($0) } && !text.hasPrefix(" ")
                ? text : JSONValue.quoted(text)
        }

        package func matches(_ finding: Finding, absolutePath: String) -> Bool {
            guard finding.ruleId == rule, pathGlob.matches(absolutePath) else { return false }
            guard let pointer else { return true }
            return finding.pointer == pointer || finding.pointer.hasPrefix(pointer + "/")
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    public static let fileName = ".cmplint-ignore.yml"

    /// Reads an ignore file (`ignore:` at the top), named `file` in messages and read from `location`.
    public static func load(file: String, at location: String? = nil) throws(LintError) -> IgnoreList {
        let location = location ?? file
        do {
            let text = try YAMLFile.read(file, at: location, what: "the ignore file")
            guard let root = try YAMLParser.parse(text, file: file) else { return IgnoreList() }
            let map = try YAMLMapping(root, file: file, context: "the ignore file")
            let folder = URL(fileURLWithPath: location).standardizedFileURL.deletingLastPathComponent()
            let list = try entries(map.node("ignore"), file: file, folder: folder)
            try map.finish()
            return list
        } catch {
            throw LintError(error)
        }
    }

    /// Reads a list of entries (the `ignore:` value), resolving globs against the file's folder.
    package static func entries(_ node: YAMLNode?, file: String, folder base: URL) throws(YAMLError) -> IgnoreList {
        guard let node, !node.isNull else { return IgnoreList() }
        guard case .sequence(let items) = node.content else {
            throw YAMLError(
                file: file, mark: node.mark, message: "'ignore' must be a list of {rule, path, pointer, reason} entries"
            )
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            let map = try YAMLMapping(item, file: file, context: "an ignore entry")
            let rule = try map.requiredString("rule")
            let path = try map.requiredString("path")
            let pointer = try map.string("pointer")
            let reason = try map.requiredString("reason")
            try map.finish()
            if reason.trimmingCharacters(in: .whitespaces).isEmpty {
                throw map.error("an ignore entry needs a reason that says why the finding is acceptable", at: "reason")
            }
            if let pointer, !pointer.isEmpty, JSONPointer.tokens(pointer) == nil {
                throw map.error("'\(pointer)' is not a JSON Pointer (it starts with '/')", at: "pointer")
            }
            let absolute = path.hasPrefix("/") ? path : base.appendingPathComponent(path).path
            guard let glob = PathGlob(URL(fileURLWithPath: absolute).standardizedFileURL.path) else {
                throw map.error("'\(path)' is not a valid path pattern", at: "path")
            }
            entries.append(
                Entry(
                    rule: rule, glob: path, pathGlob: glob, pointer: pointer, reason: reason, file: file,
                    mark: item.mark, index: index))
        }
        return IgnoreList(entries: entries)
    }

    /// Rejects entries naming rules that do not exist, with a suggestion.
    package func validate(ruleIds: [String]) throws(LintError) {
        for entry in entries where !ruleIds.contains(entry.rule) {
            let hint = didYouMean(entry.rule, among: ruleIds).map { "; did you mean '\($0)'?" } ?? ""
            throw LintError("\(entry.source): unknown rule '\(entry.rule)' in an ignore entry\(hint)")
        }
    }
}
