/// Which members of a Global Vendor List vendor name the items of each kind it uses (IAB TCF
/// "Consent string and vendor list formats v2", section "The Global Vendor List", vendor fields
/// `purposes` (consent), `legIntPurposes` (legitimate interest), `flexiblePurposes` (a subset of
/// those two), `specialPurposes`, `features`, `specialFeatures`,
/// https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework/blob/master/TCFv2/IAB%20Tech%20Lab%20-%20Consent%20string%20and%20vendor%20list%20formats%20v2.md;
/// confirmed). A vendor uses a purpose by consent or by legitimate interest, as the preference
/// center's partner count reads it (the `vendor-count-mismatch` rule counts the same members).
extension IABItemKind {
    /// The vendor members that list items of this kind; none for stacks.
    public var vendorArrays: [String] {
        switch self {
        case .purpose: return ["purposes", "legIntPurposes"]
        case .specialPurpose: return ["specialPurposes"]
        case .feature: return ["features"]
        case .specialFeature: return ["specialFeatures"]
        case .stack: return []
        }
    }

    /// Every vendor member listing item ids, in the order the Global Vendor List defines them.
    public static let allVendorArrays = [
        "purposes", "legIntPurposes", "flexiblePurposes", "specialPurposes", "features", "specialFeatures",
    ]
}
