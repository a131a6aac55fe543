/// Redaction for reports: never the whole secret unless asked.
///
/// A leak finding must say *which* value leaked without leaking it again through the report, so
/// at most a quarter of a value is ever shown, and the length is always given.
public enum Redaction {
    /// Longest prefix shown of a consent string.
    package static let maxConsentPrefix = 8
    /// Longest head and tail shown of an identifier.
    package static let maxIdentifierEnd = 4

    /// "CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA" -> "CPXxRfAP… (44 chars)": the first 8
    /// characters at most, and never more than a quarter of the value. Revealing returns the
    /// value unchanged, or its first `ConsentStringInput.maxDecodedLength` characters when longer.
    /// `count` is the value's length in characters when the caller knows it already.
    public static func consentString(_ value: String, revealing: Bool, count known: Int? = nil) -> String {
        if revealing { return revealed(value) }
        let count = known ?? value.count
        let shown = min(maxConsentPrefix, count / 4)
        return String(value.prefix(shown)) + "… (" + chars(count) + ")"
    }

    /// UUID-like identifiers: "b875b382-…-…1c1d2" -> "b875…c1d2 (36 chars)": first 4 and last 4
    /// characters at most, together never more than a quarter of the value. Revealing returns the
    /// value unchanged, or its first `ConsentStringInput.maxDecodedLength` characters when longer.
    public static func identifier(_ value: String, revealing: Bool) -> String {
        if revealing { return revealed(value) }
        let count = value.count
        let budget = count / 4
        let head = min(maxIdentifierEnd, (budget + 1) / 2)
        let tail = min(maxIdentifierEnd, budget - head)
        return String(value.prefix(head)) + "…" + String(value.suffix(tail)) + " (" + chars(count) + ")"
    }

    /// The value for `--show-personal-data`: whole up to the decoding limit; a longer one is no
    /// real consent string or identifier, and a report must not grow with it.
    private static func revealed(_ value: String) -> String {
        guard ConsentStringInput.isTooLongToDecode(value) else { return value }
        return String(value.prefix(ConsentStringInput.maxDecodedLength)) + "… (" + chars(value.count) + ")"
    }

    private static func chars(_ count: Int) -> String {
        count == 1 ? "1 char" : "\(count) chars"
    }
}
