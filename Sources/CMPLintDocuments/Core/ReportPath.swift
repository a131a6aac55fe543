/// Paths as CI report formats need them: relative to the run's working directory with `/`
/// separators, so the same checkout gives the same report on every machine and code-scanning
/// services can match results to repository files. Purely textual (no file-system access), so
/// reporters stay pure functions.
package enum ReportPath {
    /// `path` relative to `directory` when it lies inside it; a relative path is normalised
    /// (`./`, `.` and repeated `/` removed); an absolute path outside `directory` stays absolute.
    package static func relative(_ path: String, to directory: String) -> String {
        let normalizedPath = normalize(path)
        guard normalizedPath.hasPrefix("/") else { return normalizedPath }
        let base = normalize(directory)
        if normalizedPath == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        if normalizedPath.hasPrefix(prefix) { return String(normalizedPath.dropFirst(prefix.count)) }
        return normalizedPath
    }

    /// A suppression's source, `file:line:column` (an ignore entry) or a plain file (a baseline),
    /// split into the file and the position.
    package static func splitSource(_ source: String) -> (file: String, position: SourcePosition?) {
        let parts = source.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]),
            line >= 1, column >= 1
        {
            return (parts.dropLast(2).joined(separator: ":"), SourcePosition(line: line, column: column, offset: 0))
        }
        return (source, nil)
    }

    /// A suppression's source with its file made relative to `directory`.
    package static func relativeSource(_ source: String, to directory: String) -> String {
        let (file, position) = splitSource(source)
        return relative(file, to: directory) + (position.map { ":\($0.line):\($0.column)" } ?? "")
    }

    /// Removes empty and `.` components and resolves `..` against a preceding named component;
    /// `..` at the start of a relative path is kept.
    package static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// A URI reference for a path (RFC 3986): each segment percent-encoded as UTF-8, keeping only
    /// unreserved characters and the sub-delimiters that are safe in a segment. `:` is encoded
    /// too, so a first segment such as `C:` can never read as a scheme.
    package static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            if isSegmentSafe(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + hexByte(byte)
            }
        }
        return out
    }

    /// `file:` URI of an absolute path, ending in `/` when `directory` is true (base URIs in SARIF
    /// must end with a slash).
    package static func fileURI(_ absolutePath: String, directory: Bool) -> String {
        var path = normalize(absolutePath)
        if directory && !path.hasSuffix("/") { path += "/" }
        return "file://" + uriReference(path)
    }

    private static func isSegmentSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=@".utf8.contains(byte)
        }
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
