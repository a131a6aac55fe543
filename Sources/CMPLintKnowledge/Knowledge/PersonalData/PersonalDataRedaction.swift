import CMPLintDocuments

/// Hides consent strings and identifiers in report text by their shape, wherever they come from (a
/// key, a quoted server message, a URL, an id a rule names). Every finding passes through it when
/// it is made (`Finding.init`), so no rule, message template or report format can forget it;
/// `--show-personal-data` turns it off.
///
/// Each value `PersonalDataFinder` finds becomes a placeholder that says what it was and stays
/// stable across runs and machines, so baselines and fingerprints keep matching:
/// `[redacted TCF v2 TC string, 94 chars, #5e3a0c]`. The `#` part is the start of a stable hash of
/// the value, so two different strings in one object stay apart in pointers; values shorter than
/// `minHashedLength` (a four-character US Privacy string) get none, since trying every value
/// would reverse it. The placeholder holds no "/" or "~", so a JSON Pointer keeps its structure:
/// `/purposes/[redacted identifier, 36 chars, #1f2e3d]/id`.
public enum PersonalDataRedaction {
    /// Values at least this long carry a short hash in their placeholder.
    package static let minHashedLength = 16
    /// Hexadecimal digits of the hash shown (24 bits: apart in practice, far too few to confirm a guess).
    package static let hashDigits = 6

    /// `text` with every consent string and identifier replaced by its placeholder.
    public static func text(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard PersonalDataFinder.mayContain(bytes) else { return text }
        let matches = PersonalDataFinder.matches(in: bytes, depth: 0)
        guard !matches.isEmpty else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        var index = 0
        while index < matches.count {
            // Overlapping matches are hidden together, named after the first (outermost) one.
            var range = matches[index].range
            let kind = matches[index].kind
            index += 1
            while index < matches.count, matches[index].range.lowerBound < range.upperBound {
                range = range.lowerBound..<max(range.upperBound, matches[index].range.upperBound)
                index += 1
            }
            result += bytes[copied..<range.lowerBound]
            result += Array(placeholder(kind, for: String(decoding: bytes[range], as: UTF8.self)).utf8)
            copied = range.upperBound
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// A JSON Pointer with each reference token redacted on its own and escaped again, so the
    /// pointer keeps its structure; a malformed pointer is redacted as text.
    public static func pointer(_ pointer: String) -> String {
        guard PersonalDataFinder.mayContain(pointer.utf8) else { return pointer }
        guard let tokens = JSONPointer.tokens(pointer) else { return text(pointer) }
        return tokens.map { "/" + JSONPointer.escape(text($0)) }.joined()
    }

    /// Every string of `value`, member names included, redacted.
    public static func value(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let string): return .string(text(string))
        case .array(let items): return .array(items.map(Self.value))
        case .object(let members): return .object(members.map(member))
        case .null, .bool, .number: return value
        }
    }

    public static func member(_ member: JSONMember) -> JSONMember {
        JSONMember(key: text(member.key), value: value(member.value))
    }

    /// `[redacted KIND, N chars, #HASH]`, the hash only for values of `minHashedLength` or more.
    package static func placeholder(_ kind: PersonalDataMatch.Kind, for value: String) -> String {
        let count = value.count
        let hash = count >= minHashedLength ? ", #" + StableHash.hex(value).prefix(hashDigits) : ""
        return "[redacted \(kind.name), \(count) char\(count == 1 ? "" : "s")\(hash)]"
    }
}
