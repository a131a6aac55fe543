import CMPLintDocuments
import Foundation

/// Folders and files that discovery skips while it walks a tree (fixtures, build output), before
/// any set is grouped: the config's `exclude:` globs (relative to the config's folder) and
/// `--exclude` (relative to the working directory). The patterns follow `.gitignore`
/// (https://git-scm.com/docs/gitignore#_pattern_format), so the syntax people already know works:
/// a pattern without a `/` but at its end matches a name at any depth; one with a `/` at its start
/// or in its middle is anchored to its base folder; a trailing `/` matches only folders; `*` and
/// `?` stay within a name and `**` spans folders. Negation (`!`) is refused rather than ignored.
public struct SetExclusions: Sendable {
    /// One pattern, resolved to an absolute glob.
    public struct Pattern: Sendable {
        /// As written, for messages and `--print-config`.
        public let text: String
        /// Where it was written: `.cmplint.yml:4:5`, or `--exclude`.
        public let origin: String
        package let glob: PathGlob
        package let foldersOnly: Bool

        /// The same pattern as written in a file in `folder` (absolute), for `init`: nil when it
        /// has no simple form there (a wildcard above `folder`).
        package func relative(to folder: String) -> String? {
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            let suffix = foldersOnly ? "/" : ""
            if glob.pattern.hasPrefix(base) {
                let rest = String(glob.pattern.dropFirst(base.count))
                return (rest.contains("/") ? "" : "/") + rest + suffix
            }
            // Unanchored (`fixtures/`, `**/build`): the same names at any depth under any folder.
            guard glob.pattern.hasPrefix("/") && folder.hasPrefix(glob.literalFolder + "/"),
                glob.pattern.dropFirst(glob.literalFolder.count).hasPrefix("/**/")
            else { return nil }
            return String(glob.pattern.dropFirst(glob.literalFolder.count + 1)) + suffix
        }
    }

    public private(set) var patterns: [Pattern] = []

    public init() {}

    public var isEmpty: Bool { patterns.isEmpty }

    /// Reads `text` against `folder` (absolute); the reason it is not a pattern otherwise.
    package static func pattern(_ text: String, folder: String, origin: String) -> Result<Pattern, PatternError> {
        var body = text
        if body.hasPrefix("!") {
            return .failure(PatternError("negation ('!') is not supported: exclude only what should be skipped"))
        }
        let foldersOnly = body.hasSuffix("/")
        while body.hasSuffix("/") { body.removeLast() }
        guard !body.isEmpty else { return .failure(PatternError("an exclude pattern must name a path")) }
        let segments = body.split(separator: "/", omittingEmptySubsequences: false)
        if let bad = segments.first(where: { $0.contains("**") && $0 != "**" }) {
            return .failure(
                PatternError(
                    "'**' must be a whole path segment ('**/\(bad.replacingOccurrences(of: "**", with: "*"))')"))
        }
        if segments.contains(where: { $0 == "." || $0 == ".." }) {
            return .failure(PatternError("'.' and '..' segments are not allowed: write the path from the base folder"))
        }
        // `.gitignore`: a slash at the start or in the middle anchors the pattern to its folder.
        let anchored = body.contains("/")
        if body.hasPrefix("/") { body.removeFirst() }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard let glob = PathGlob(base + (anchored ? "" : "**/") + body) else {
            return .failure(PatternError("it is not a valid glob"))
        }
        return .success(Pattern(text: text, origin: origin, glob: glob, foldersOnly: foldersOnly))
    }

    /// Why a pattern was refused, without its place (the caller knows it).
    package struct PatternError: Error {
        package let message: String
        package init(_ message: String) { self.message = message }
    }

    /// The config's `exclude:` list (one string or a list), each pattern relative to `folder`; an
    /// error at the pattern's line and column.
    package static func entries(_ node: YAMLNode?, file: String, folder: String) throws(YAMLError) -> SetExclusions {
        var exclusions = SetExclusions()
        guard let node, !node.isNull else { return exclusions }
        for (text, mark) in try node.scalars(key: "exclude", what: "a glob", file: file) {
            switch pattern(text, folder: folder, origin: "\(file):\(mark)") {
            case .success(let pattern): exclusions.patterns.append(pattern)
            case .failure(let error):
                throw YAMLError(
                    file: file, mark: mark,
                    message: "exclude pattern \(YAMLError.quoted(text)): \(error.message)")
            }
        }
        return exclusions
    }

    /// `--exclude` patterns, relative to `workingDirectory`.
    package static func commandLine(_ texts: [String], workingDirectory: String) throws(LintError) -> SetExclusions {
        var exclusions = SetExclusions()
        let folder = SnapshotDiscovery.absolute(".", workingDirectory)
        for text in texts {
            switch pattern(text, folder: folder, origin: "--exclude") {
            case .success(let pattern): exclusions.patterns.append(pattern)
            case .failure(let error):
                throw LintError("--exclude '\(text.shortened(to: YAMLError.maxQuotedLength))': \(error.message)")
            }
        }
        return exclusions
    }

    /// Both lists: a path either excludes is skipped.
    package func adding(_ other: SetExclusions) -> SetExclusions {
        var combined = self
        combined.patterns += other.patterns
        return combined
    }

    /// Whether `folder` or a folder between `base` and it is excluded (both absolute): for a set found
    /// by a walk that started above the config these patterns come from.
    package func excludesFolder(_ folder: String, below base: String) -> Bool {
        guard !isEmpty, folder.hasPrefix(base + "/") else { return false }
        var path = base
        for name in folder.dropFirst(base.count + 1).split(separator: "/") {
            path += "/" + name
            if excludes(path, isFolder: true) { return true }
        }
        return false
    }

    /// Whether discovery skips the entry at `path` (absolute, standardised).
    package func excludes(_ path: String, isFolder: Bool) -> Bool {
        patterns.contains { (isFolder || !$0.foldersOnly) && $0.glob.matches(path) }
    }
}
