import Foundation

/// A path pattern for ignore entries: `*` and `?` within one path segment, `**` for any number of
/// segments (`snapshots/**/OneTrustBannerData.json`). Patterns are absolute once resolved against
/// the file they are written in. NSRegularExpression is immutable and safe to share.
package struct PathGlob: Sendable {
    package let pattern: String
    private let regex: NSRegularExpression

    package init?(_ pattern: String) {
        var expression = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    expression += "(?:.*/)?"  // zero or more whole segments
                } else {
                    expression += ".*"
                }
            case "*":
                expression += "[^/]*"
            case "?":
                expression += "[^/]"
            default:
                expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        guard let regex = try? NSRegularExpression(pattern: expression + "$") else { return nil }
        self.pattern = pattern
        self.regex = regex
    }

    /// The folder every match lies in: the pattern up to its last `/` before the first wildcard
    /// (`/p/snapshots` for `/p/snapshots/*_de/*.json`).
    package var literalFolder: String {
        let literal = pattern.prefix { $0 != "*" && $0 != "?" }
        guard literal.count < pattern.count else { return pattern }
        guard let slash = literal.lastIndex(of: "/") else { return "" }
        return slash == literal.startIndex ? "/" : String(literal[..<slash])
    }

    package func matches(_ path: String) -> Bool {
        regex.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
