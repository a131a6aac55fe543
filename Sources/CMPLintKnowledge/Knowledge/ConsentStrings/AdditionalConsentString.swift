import CMPLintDocuments

/// A Google Additional Consent (AC) string: `1~<ids>` (v1) or `2~<consented ids>~dv.<disclosed ids>`
/// (v2), ids being Google ATP ids (Google's Additional Consent technical specification,
/// https://support.google.com/admanager/answer/9681920, confirmed; the v1 example is composed
/// from the v1 description).
///
/// Ids keep their written order (live strings are not sorted). An empty list and a trailing `.`
/// are tolerated; `dv` without a dot is valid when nothing follows.
public struct AdditionalConsentString: Sendable, Equatable {
    public let version: Int
    public let consentedProviders: [Int]
    /// v2 Part 5: disclosed but not consented. Always empty for v1, which has no such part.
    public let disclosedProviders: [Int]

    /// Longest id accepted, in digits, so parsing can never overflow.
    package static let maxIdDigits = 9

    /// True when no provider is listed at all (`1~`, `2~~dv.`, `2~~dv`): a placeholder.
    public var isEmpty: Bool { consentedProviders.isEmpty && disclosedProviders.isEmpty }

    public static func decode(_ string: String) throws(ConsentStringError) -> AdditionalConsentString {
        let text = try ConsentStringInput.decodable(string)
        let parts = text.split(separator: "~", omittingEmptySubsequences: false)
        guard let first = parts.first, first == "1" || first == "2" else {
            throw ConsentStringError("an Additional Consent string starts with its version '1~' or '2~'")
        }
        let version = first == "1" ? 1 : 2
        if version == 1 {
            guard parts.count == 2 else {
                throw ConsentStringError(
                    "a v1 Additional Consent string has 2 '~'-separated parts, this one has \(parts.count)")
            }
            return AdditionalConsentString(
                version: 1, consentedProviders: try ids(parts[1], "consented"), disclosedProviders: [])
        }
        guard parts.count == 3 else {
            throw ConsentStringError(
                "a v2 Additional Consent string has 3 '~'-separated parts, this one has \(parts.count)")
        }
        let consented = try ids(parts[1], "consented")
        let disclosedPart = parts[2]
        let disclosed: [Int]
        if disclosedPart == "dv" {
            disclosed = []
        } else if disclosedPart.hasPrefix("dv.") {
            disclosed = try ids(disclosedPart.dropFirst(3), "disclosed")
        } else {
            throw ConsentStringError(
                "the third part of a v2 Additional Consent string must be 'dv' or start with 'dv.'")
        }
        return AdditionalConsentString(version: 2, consentedProviders: consented, disclosedProviders: disclosed)
    }

    /// A dot-separated list of decimal ids; empty, or with one trailing dot.
    private static func ids(_ list: Substring, _ name: String) throws(ConsentStringError) -> [Int] {
        // Bounded by the decoding limit (`ConsentStringInput.maxDecodedLength`): at most 8192 ids.
        var items = list.split(separator: ".", omittingEmptySubsequences: false)
        if items.last?.isEmpty == true { items.removeLast() }
        var result: [Int] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard !item.isEmpty, item.count <= maxIdDigits, item.allSatisfy({ $0.isASCII && $0.isNumber }),
                let id = Int(item)
            else {
                let what = item.isEmpty ? "empty" : "not a decimal id of at most \(maxIdDigits) digits"
                throw ConsentStringError("item \(index + 1) of the \(name) list is \(what)")
            }
            result.append(id)
        }
        return result
    }

    public var evidence: [JSONMember] {
        [
            JSONMember(key: "version", value: .int(version)),
            JSONMember(key: "consentedCount", value: .int(consentedProviders.count)),
            JSONMember(key: "disclosedCount", value: version == 1 ? .null : .int(disclosedProviders.count)),
        ]
    }
}
