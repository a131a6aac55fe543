import CMPLintDocuments

/// Which PATHs are app artifacts, and how a file inside one is shown: the archive as given, `!/`,
/// and the entry's path, as Java's `jar:` URLs name an entry
/// (https://docs.oracle.com/javase/8/docs/api/java/net/JarURLConnection.html):
/// `MyApp.ipa!/Payload/MyApp.app/OneTrustBannerData.json`. The same text is a valid relative URI
/// reference (RFC 3986 allows `!` in a path segment), so SARIF artifact locations stay valid.
package enum ArchivePath {
    /// ZIP-based artifacts: iOS app archives, Android APKs and App Bundles, plain ZIP files.
    package static let extensions: Set<String> = ["ipa", "apk", "aab", "zip"]

    package static let separator = "!/"

    /// Whether `path` names an archive by its extension (case-insensitive).
    package static func isArchive(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return extensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// `archive!/entry`; `entry` is a folder or file path inside the archive ("" for its root).
    package static func join(_ archive: String, _ entry: String) -> String {
        archive + separator + entry
    }

    /// Why an entry's stored name would lead out of the archive if it were a path on disk, or nil:
    /// a `..` component, an absolute path, a drive letter (`C:`), each also with `\` as separator
    /// (Windows tools read it as one), or a NUL byte. Such names are the "Zip Slip" path traversal
    /// (https://security.snyk.io/research/zip-slip-vulnerability); Android refuses them too
    /// (https://developer.android.com/about/versions/14/behavior-changes-14#zip-path-traversal).
    package static func traversal(_ stored: String) -> String? {
        let scalars = stored.unicodeScalars
        if scalars.contains("\0") { return "it holds a NUL character" }
        if stored.hasPrefix("/") || stored.hasPrefix("\\") { return "it is an absolute path" }
        if let first = scalars.first, first.isASCII, first.properties.isAlphabetic, scalars.dropFirst().first == ":" {
            return "it starts with a drive letter"
        }
        if stored.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..") { return "it has a '..' component" }
        return nil
    }

    /// The entry path as the archive stores it, made safe to show and to group by: leading `/`
    /// and `./` removed, empty and `.` components dropped, control characters made visible.
    package static func entryPath(_ stored: String) -> String {
        let parts = stored.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return ReportText.visible(parts.joined(separator: "/"))
    }
}
