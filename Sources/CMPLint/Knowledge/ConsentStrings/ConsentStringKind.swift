/// What kind of consent string a value is, judged by shape alone (consent-strings.md §0).
///
/// The raw value is the name used in messages and in the `kind` member of evidence.
public enum ConsentStringKind: String, CaseIterable, Sendable {
    case tcfV2 = "TCF v2 TC string"
    case tcfV1 = "TCF v1 consent string"
    case gpp = "GPP string"
    case additionalConsent = "Google Additional Consent string"
    case usPrivacy = "US Privacy string"
    case otConsentString = "OneTrust otConsentString"
}
