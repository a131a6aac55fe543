/// Small text helpers every reporter shares, kept in one place so the formats word counts and
/// evidence alike, and show snapshot text the same safe way.
public enum ReportText {
    /// The word for `count` of them: `1 error`, `2 errors`, `2 infos`.
    package static func plural(_ count: Int, _ word: String) -> String {
        guard count != 1 else { return word }
        switch word {
        case "info": return "infos"
        default: return word + "s"
        }
    }

    /// An evidence value for one-line formats: strings as they are, other values as JSON text.
    package static func shortEvidence(_ value: JSONValue) -> String {
        switch value {
        case .string(let s): return s
        default: return value.jsonText
        }
    }

    /// `key: value, …` of a finding's evidence, each part made `visible`.
    package static func evidenceLine(_ evidence: [JSONMember]) -> String {
        evidence.map { visible($0.key) + ": " + visible(shortEvidence($0.value)) }.joined(separator: ", ")
    }

    /// Text from snapshots (folder and file names, keys, values, messages quoting them) as one
    /// field of a line in a human or line-based format (stylish, xcode, github, markdown, junit,
    /// messages on standard error), so that the text can neither break the line nor act on the
    /// terminal or CI log that shows it:
    ///
    /// - characters that act on a display (`Unicode.Scalar.actsOnDisplay`: line breaks, ESC and
    ///   other C0 and C1 controls, bidirectional overrides) are shown as `\n`, `\r`, `\t` or JSON's
    ///   `\u001b` notation; other text, backslashes included, is kept as it is;
    /// - GitHub Actions reads a line as a workflow command when it starts with `::` after
    ///   whitespace, or when it contains `##[` anywhere (the legacy form; actions/runner,
    ///   `ActionCommand.TryParseV2` and `TryParse`), so a leading `::` is shown as `\u003a:` and
    ///   `##[` as `##\u005b`: a snapshot cannot add annotations or `stop-commands` to a log.
    ///
    /// `keepingTabs` leaves tabs as they are, for a line shown whole (a diff of a tab-indented file).
    public static func visible(_ text: String, keepingTabs: Bool = false) -> String {
        let scalars = text.unicodeScalars
        let leadingColons = startsWithColons(scalars)
        let shown = { (scalar: Unicode.Scalar) in scalar.actsOnDisplay && !(keepingTabs && scalar == "\t") }
        guard leadingColons || scalars.contains(where: shown) || text.containsBytes("##[") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var hashes = 0
        var seenText = false
        for scalar in scalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t" where !keepingTabs: out += "\\t"
            case _ where shown(scalar): out += scalar.jsonEscape
            case ":" where leadingColons && !seenText:
                out += "\\u003a"
                seenText = true
            case "[" where hashes >= 2: out += "\\u005b"
            default: out.unicodeScalars.append(scalar)
            }
            hashes = scalar == "#" ? hashes + 1 : 0
            if !scalar.properties.isWhitespace { seenText = true }
        }
        return out
    }

    /// Whether the text starts with `::` after whitespace (how the runner trims a line).
    private static func startsWithColons(_ scalars: String.UnicodeScalarView) -> Bool {
        let rest = scalars.drop { $0.properties.isWhitespace }
        return rest.starts(with: "::".unicodeScalars)
    }
}
