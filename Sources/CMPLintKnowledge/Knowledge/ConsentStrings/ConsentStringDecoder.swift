import CMPLintDocuments

/// One entry point for leak rules: decode a value of a known kind into report evidence.
public enum ConsentStringDecoder {
    /// Evidence for `value` decoded as `kind`: always "kind", "length" and a redacted "prefix"
    /// first, then the decoded fields. Identifiers inside (the otConsentString `dsId`) stay
    /// redacted unless `revealing`.
    public static func evidence(for value: String, kind: ConsentStringKind, revealing: Bool) -> Result<
        [JSONMember], ConsentStringError
    > {
        decoded(value, kind: kind, revealing: revealing).map { fields in
            [
                JSONMember(key: "kind", value: .string(kind.rawValue)),
                JSONMember(key: "length", value: .int(value.count)),
                JSONMember(key: "prefix", value: .string(Redaction.consentString(value, revealing: revealing))),
            ] + fields
        }
    }

    /// The decoded fields alone (dates, CMP, counts, sections), identifiers redacted unless `revealing`.
    public static func decoded(_ value: String, kind: ConsentStringKind, revealing: Bool) -> Result<
        [JSONMember], ConsentStringError
    > {
        do throws(ConsentStringError) {
            switch kind {
            case .tcfV2: return .success(try TCString.decode(value).evidence)
            case .tcfV1: return .success(try TCFv1ConsentString.decode(value).evidence)
            case .gpp: return .success(try GPPString.decode(value).evidence)
            case .additionalConsent: return .success(try AdditionalConsentString.decode(value).evidence)
            case .usPrivacy: return .success(try USPrivacyString.decode(value).evidence)
            case .otConsentString: return .success(try OTConsentObject.decode(value).evidence(revealing: revealing))
            }
        } catch {
            return .failure(error)
        }
    }
}
