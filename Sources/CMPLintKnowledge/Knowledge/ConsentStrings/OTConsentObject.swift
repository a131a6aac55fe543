import CMPLintDocuments
import Foundation

/// OneTrust's `otConsentString` decoded: base64 of a JSON object, the "OTConsentObject"
/// (OneTrust CMP API "Persisting Consent",
/// https://developer.onetrust.com/onetrust/docs/persisting-consent, confirmed).
///
/// Keys are matched case-insensitively, because an older response example uses PascalCase
/// (`DSID`, `LastLaunchDate`; confirmed in the CMP API OpenAPI example). `lastConsentDate` is epoch
/// milliseconds per the documented sample; the object description spells it `lastConsentedDate`,
/// so both are read. Reading a 10-digit value as seconds is an inference, not documented.
public struct OTConsentObject: Sendable, Equatable {
    /// `dsId`: the data subject id, a direct identifier of a person. Report it only redacted.
    public let dataSubjectId: String?
    public let isAnonymous: Bool?
    public let lastConsentDate: Date?
    public let lastInteractionType: String?
    /// Entries in `groupConsents` (category id → 0/1).
    public let groupConsentCount: Int
    /// Entries in `sdkConsents` (SDK id → 0/1).
    public let sdkConsentCount: Int
    /// `identifierType`, seen in OneTrust's migration docs (confirmed there, meaning inferred).
    public let identifierType: String?
    /// The object's keys as written, sorted (Foundation's JSON parser does not keep their order).
    public let keys: [String]

    /// Keys, lowercased, that only an OTConsentObject carries: at least one must be present for a
    /// value to count as an otConsentString (from the documented sample and the Roku SDK's list;
    /// OneTrust "Persisting Consent", https://developer.onetrust.com/onetrust/docs/persisting-consent).
    /// Generic keys such as `appId`, `cdn`, `countryCode` do not count alone.
    package static let markerKeys: Set<String> = [
        "dsid", "lastlaunchdate", "shouldshowbanner", "lastconsentdate", "lastconsenteddate",
        "lastinteractiontype", "groupconsents", "grouplicconsents", "sdkconsents", "isanonymous",
    ]

    /// Whether the object records no one's choices: an anonymous profile (`isAnonymous` 1) with no
    /// group and no SDK consents, as every response to a new profile carries (the CMP API
    /// reference's `OT-Consent-String` example, https://developer.onetrust.com/onetrust/reference,
    /// confirmed). Its `dsId` is still the capturing profile's: SDKs before 202604.2.0 reuse the
    /// offline otConsentString (OneTrust Mobile SDK Offline Mode documentation,
    /// https://developer.onetrust.com/onetrust/docs/ios-offline-mode, section '12. How It Worked
    /// Before 202604.1.0'), so every user would share that identifier (inferred).
    public var carriesNoChoices: Bool {
        isAnonymous == true && groupConsentCount == 0 && sdkConsentCount == 0
    }

    /// Decodes standard or URL-safe base64, with or without `=` padding, ignoring whitespace
    /// around and inside the value (line breaks from copying). Throws unless the payload is a JSON
    /// object with at least one OTConsentObject key.
    public static func decode(_ string: String) throws(ConsentStringError) -> OTConsentObject {
        let data = try base64Payload(ConsentStringInput.decodable(string))
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ConsentStringError("the base64 payload (\(data.count) bytes) is not JSON")
        }
        guard let object = parsed as? [String: Any] else {
            throw ConsentStringError("the base64 payload is JSON but not an object")
        }
        var lowered: [String: Any] = [:]
        for key in object.keys.sorted() where lowered[key.lowercased()] == nil {
            lowered[key.lowercased()] = object[key]
        }
        guard lowered.keys.contains(where: markerKeys.contains) else {
            throw ConsentStringError(
                "the JSON object has none of the OTConsentObject keys (dsId, lastLaunchDate, groupConsents, …)")
        }
        return OTConsentObject(
            dataSubjectId: text(lowered["dsid"]),
            isAnonymous: flag(lowered["isanonymous"]),
            lastConsentDate: date(lowered["lastconsentdate"] ?? lowered["lastconsenteddate"]),
            lastInteractionType: text(lowered["lastinteractiontype"]),
            groupConsentCount: (lowered["groupconsents"] as? [String: Any])?.count ?? 0,
            sdkConsentCount: (lowered["sdkconsents"] as? [String: Any])?.count ?? 0,
            identifierType: text(lowered["identifiertype"]),
            keys: object.keys.sorted())
    }

    /// The bytes of a standard or URL-safe base64 value, validated character by character.
    package static func base64Payload(_ value: String) throws(ConsentStringError) -> Data {
        var body = ""
        var padding = 0
        // Scalars, not Characters: "\r\n" is one Character.
        for scalar in value.unicodeScalars where !(scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t")
        {
            if scalar == "=" {
                padding += 1
                continue
            }
            guard padding == 0 else { throw ConsentStringError("'=' appears before the end of the base64 value") }
            switch scalar {
            case "-": body.append("+")
            case "_": body.append("/")
            case "+", "/", "A"..."Z", "a"..."z", "0"..."9": body.unicodeScalars.append(scalar)
            default:
                throw ConsentStringError("\(ConsentStringInput.describe(Character(scalar))) is not a base64 character")
            }
        }
        guard !body.isEmpty else { throw ConsentStringError("the value is empty") }
        guard padding <= 2, body.count % 4 != 1 else {
            throw ConsentStringError(
                "the value is \(body.count) base64 characters long, which no byte sequence encodes")
        }
        body += String(repeating: "=", count: (4 - body.count % 4) % 4)
        guard let data = Data(base64Encoded: body) else {
            throw ConsentStringError("the value is not valid base64")
        }
        return data
    }

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }

    /// 0/1, true/false, or "0"/"1"/"true"/"false".
    private static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let string as String:
            switch string.lowercased() {
            case "1", "true": return true
            case "0", "false": return false
            default: return nil
            }
        case let number as NSNumber: return number.doubleValue != 0
        default: return nil
        }
    }

    /// Epoch milliseconds (number or numeric string); values below 10^11 are taken as seconds.
    private static func date(_ value: Any?) -> Date? {
        let number: Double?
        switch value {
        case let string as String: number = Double(string)
        case let value as NSNumber: number = value.doubleValue
        default: number = nil
        }
        guard let number, number.isFinite else { return nil }
        return ConsentStringDate.fromMilliseconds(number < 1e11 ? number * 1000 : number)
    }

    /// Most keys, and longest text values, the evidence shows: the documented object has about a
    /// dozen keys with short values, and evidence must stay small whatever the payload holds.
    package static let maxReportedKeys = 32
    package static let maxReportedText = 64

    /// Report fields: the identifier redacted unless `revealing`, then flags, date and counts.
    public func evidence(revealing: Bool) -> [JSONMember] {
        let short = { (text: String) in text.shortened(to: Self.maxReportedText) }
        var members = [
            JSONMember(
                key: "dsId", value: .optional(dataSubjectId.map { Redaction.identifier($0, revealing: revealing) })),
            JSONMember(key: "isAnonymous", value: isAnonymous.map(JSONValue.bool) ?? .null),
            JSONMember(key: "lastConsentDate", value: .optional(lastConsentDate.map(ConsentStringDate.iso8601))),
            JSONMember(key: "lastInteractionType", value: .optional(lastInteractionType.map(short))),
            JSONMember(key: "groupConsentCount", value: .int(groupConsentCount)),
            JSONMember(key: "sdkConsentCount", value: .int(sdkConsentCount)),
        ]
        if let identifierType {
            members.append(JSONMember(key: "identifierType", value: .string(short(identifierType))))
        }
        var shownKeys = keys.map(short)
        if keys.count > Self.maxReportedKeys {
            shownKeys =
                shownKeys.prefix(Self.maxReportedKeys - 1) + ["… and \(keys.count - Self.maxReportedKeys + 1) more"]
        }
        members.append(JSONMember(key: "keys", value: .array(shownKeys.map(JSONValue.string))))
        return members
    }
}
