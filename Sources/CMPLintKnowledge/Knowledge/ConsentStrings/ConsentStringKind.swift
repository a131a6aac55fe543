/// What kind of consent string a value is: TCF v2 and v1.1 strings start with their version in
/// base64url (`C`, `B`), GPP strings with their header (`DB`), Google AC strings with `1~`/`2~`,
/// US Privacy strings are four characters starting with `1`, and an otConsentString is base64 of a
/// JSON object (`e`). `ConsentStringClassifier` only trusts a shape when the value also decodes.
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
