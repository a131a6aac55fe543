import Foundation

@testable import CMPLint
@testable import CMPLintKnowledge

/// Valid consent strings and identifiers that the privacy tests plant, taken from the decoder and
/// classifier tests (each decodes there), and ways of embedding them.
enum PersonalDataVectors {
    static let tcString =
        "CPSG_8APSG_8AAAAAAENAAFgAAAAAAAAAAAAFpQAwAAgCtAWkAAAAAAA.IFpQBQAAwAKAAsADoArQFpAA.YAAAAAAAAAAA"
    static let gppString = "DBACNY~CPXxRfAPXxRfAAfKABENB-CgAAAAAAAAAAYgAAAAAAAA~1YNN"
    static let additionalConsent = "2~1.35.41.101~dv.9.21.81"
    static let usPrivacy = "1YNN"
    static let otConsentString = OTConsentObjectTests.sample
    /// The `dsId` inside `otConsentString`.
    static let dsId = "b875b382-0d5e-4c8a-9f31-6a7e2b90c1d2"
    static let identifier = "5c0f7e2a-93d1-4b6e-8a4f-2d7c9b1e6a30"

    /// Every planted value with its kind as reports name it.
    static let all: [(value: String, kind: PersonalDataMatch.Kind)] = [
        (tcString, .consentString(.tcfV2)), (gppString, .consentString(.gpp)),
        (additionalConsent, .consentString(.additionalConsent)), (usPrivacy, .consentString(.usPrivacy)),
        (otConsentString, .consentString(.otConsentString)), (dsId, .identifier), (identifier, .identifier),
    ]

    static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    static func base64url(_ text: String) -> String {
        base64(text).replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Substrings of `secret` of `length` characters (all of it when shorter).
    static func pieces(of secret: String, length: Int = 16) -> [String] {
        let characters = Array(secret)
        guard characters.count > length else { return [secret] }
        return (0...(characters.count - length)).map { String(characters[$0..<($0 + length)]) }
    }

    /// The planted secrets (or a piece of 16 characters of one) found in `text`, compared as UTF-8
    /// bytes (the secrets are ASCII) against a set of the text's windows of each piece length:
    /// `String.range(of:)` goes through NSString on Linux, which is slow on a whole report.
    static func leaks(in text: String, of secrets: [String]) -> [String] {
        let bytes = Array(text.utf8)
        var windows: [Int: Set<ArraySlice<UInt8>>] = [:]
        return secrets.flatMap { pieces(of: $0) }.filter { piece in
            let length = piece.utf8.count
            if windows[length] == nil {
                windows[length] =
                    bytes.count < length ? [] : Set((0...(bytes.count - length)).map { bytes[$0..<($0 + length)] })
            }
            return windows[length]?.contains(ArraySlice(piece.utf8)) == true
        }
    }
}
