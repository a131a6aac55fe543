/// What `PersonalDataFinder` found: a consent string or an identifier, where it sits in the text,
/// how it is carried, and the value itself (decoded when it was percent-encoded or inside base64).
public struct PersonalDataMatch: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A value that decodes as a consent string.
        case consentString(ConsentStringKind)
        /// The value of a consent parameter (`gdpr_consent=`) that does not decode.
        case consentValue
        /// A UUID-shaped value, or the value of an identifier parameter (`dsid=`).
        case identifier
        /// An e-mail address (`PersonalDataFinder.emailAddresses`).
        case emailAddress
        /// The part of an opaque token just before a "…" that cut it: what remains of a value shortened for a message.
        case truncated
        /// A token too long to look into (`PersonalDataFinder.maxInspectedLength`), or the rest of a
        /// text past the finder's work budget (`PersonalDataFinder.maxWork`).
        case longValue

        /// How reports name it: the consent-string kind ("TCF v2 TC string"), else a plain name.
        public var name: String {
            switch self {
            case .consentString(let kind): return kind.rawValue
            case .consentValue: return "consent value"
            case .identifier: return "identifier"
            case .emailAddress: return "e-mail address"
            case .truncated: return "truncated value"
            case .longValue: return "long value"
            }
        }
    }

    /// How the value is carried in the text.
    public enum Carrier: Sendable, Equatable {
        /// A token of the text (a word, a key, a URL's query value) or the whole text.
        case token
        /// The value of a `name=value` pair (a URL query or fragment parameter, a cookie).
        case parameter(String)
        /// Inside base64 data (the match's range is the whole base64 data).
        case base64
    }

    public let kind: Kind
    public let carrier: Carrier
    /// The consent string or identifier itself: percent-decoded, or decoded from base64.
    public let value: String
    /// UTF-8 byte offsets in the scanned text of what a report must not show.
    public let range: Range<Int>
}
