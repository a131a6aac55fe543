/// One entry point for leak rules: decode a value of a known kind into report evidence.
public enum ConsentStringDecoder {
    /// Evidence for `value` decoded as `kind`: always "kind", "length" and a redacted "prefix"
    /// first, then the decoded fields. Identifiers inside (the otConsentString `dsId`) stay
    /// redacted unless `revealing`.
    public static func evidence(for value: String, kind: ConsentStringKind, revealing: Bool) -> Result<[JSONMember], ConsentStringError> {
        let common = [
            JSONMember(key: "kind", value: .string(kind.rawValue)),
            JSONMember(key: "length", value: .int(value.count)),
            JSONMember(key: "prefix", value: .string(Redaction.consentString(value, revealing: revealing))),
        ]
        do throws(ConsentStringError) {
            let decoded: [JSONMember]
            switch kind {
            case .tcfV2: decoded = try TCString.decode(value).evidence
            case .tcfV1: decoded = try TCFv1ConsentString.decode(value).evidence
            case .gpp: decoded = try GPPString.decode(value).evidence
            case .additionalConsent: decoded = try AdditionalConsentString.decode(value).evidence
            case .usPrivacy: decoded = try USPrivacyString.decode(value).evidence
            case .otConsentString: decoded = try OTConsentObject.decode(value).evidence(revealing: revealing)
            }
            return .success(common + decoded)
        } catch {
            return .failure(error)
        }
    }
}
