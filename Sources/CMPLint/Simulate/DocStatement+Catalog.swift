/// Every documented statement the simulation follows, by the section title the page gives it, so
/// the steps cite the same words everywhere and a test can name the statement it checks.
extension DocStatement {
    // MARK: Offline Mode (https://developer.onetrust.com/onetrust/docs/ios-offline-mode)

    static func offline(_ section: String) -> DocStatement { DocStatement(.offlineMode, section) }

    static let howItWorks = offline("2. How It Works")
    static let supplyingLogos = offline("4. Supplying Logos")

    static let whenUsed = "5. When Does the SDK Use Offline Data?"
    static let allConditions = offline(whenUsed + ", \"The SDK enters offline mode when all of the following are true\"")
    static let conditionOfflineDataSet = offline(whenUsed + ", condition \"Offline data is set\"")
    static let conditionOfflineMode = offline(whenUsed + ", condition \"SDK is in offline mode\"")
    static let conditionNoLegacyData = offline(whenUsed + ", condition \"No old-flow data exists\"")
    static let normalOnlineFlow = offline(whenUsed + ", \"If any condition is not met, the SDK proceeds with the normal online flow\"")
    static let sessionScoped = offline(whenUsed + ", \"Session-scoped behavior\"")

    static let fallback = "6. Fallback Priority (Network Failure)"
    static let fallbackMixing = offline(fallback + ", priority 1 \"Offline data + cached data mixing\"")
    static let fallbackCachedOnly = offline(fallback + ", priority 2 \"Cached CMP data only\"")
    static let fallbackOriginalError = offline(fallback + ", priority 3 \"Original error\"")
    static let fallbackWarning = offline(fallback + ", \"OTResponse.warning is populated\"")

    static let sanitization = offline("7. Data Sanitization")
    static let geoValidation = offline("8. Geolocation-Validation Warnings")

    static let mixing = "9. Cached vs. Offline Data (Per-Component Mixing)"
    static func mixingRow(_ row: Int) -> DocStatement { offline(mixing + ", table row \(row)") }
    static let sameSource = offline(mixing + ", note \"Preference Center and Vendors must be sourced together\"")
    static let vendorsOptional = offline(mixing + ", \"Vendors data is optional\"")

    static let limitations = "10. Limitations"
    static let noConsentSync = offline(limitations + ", \"No consent syncing offline\"")
    static let noUniversalConsent = offline(limitations + ", \"No Universal Consent (UCP)\"")
    static let logosMustBeBundled = offline(limitations + ", \"Logo images must be bundled\"")

    static let changed = "11. What Changed in 202604.2.0"
    static let changedSection = offline(changed)
    static let changedLegacyOfflineData = offline(changed + ", removed \"Old/legacy flow offline data\"")
    static let changedIdentifier = offline(changed + ", \"Identifier from startSDK\"")
    static let changedSessionFlag = offline(changed + ", \"Session-scoped loadOffline flag\"")
    static let changedVendorsOptional = offline(changed + ", \"Vendors data is now optional\"")

    static let before = "12. How It Worked Before 202604.2.0"
    static let beforeSection = offline(before)
    static let beforeAllOrNothing = offline(before + ", \"All-or-nothing cached check\"")
    static let beforeNoFallback = offline(before + ", \"No network-failure fallback\"")
    static let beforeNoSanitization = offline(before + ", \"No sanitization\"")
    static let beforeNoGeoValidation = offline(before + ", \"No geo-validation\"")
    static let beforeNoWarning = offline(before + ", \"No warning on stale data\"")

    static let tableOfContents = offline("Table of Contents, items 11 and 12")
    static let faqLoadOfflineWithoutData = offline("13. FAQ, \"What happens if I pass loadOffline: true but don't call setOTOfflineData?\"")
    static let faqBannerOnly = offline("13. FAQ, \"What if I only have Banner data but not Preference Center or Vendors?\"")

    // MARK: Display User Interfaces (https://developer.onetrust.com/onetrust/docs/display-user-interfaces-ios-next-gen)

    static func shouldShowBannerStep(_ step: Int) -> DocStatement {
        DocStatement(.displayUserInterfaces, "How shouldShowBanner is computed, step \(step)")
    }
    static let iabVendorListScreen = DocStatement(.displayUserInterfaces, "Overview, \"IAB Vendor List\"")

    // MARK: Age-Based Consent (https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks)

    static let ageOverlap = DocStatement(.ageBasedConsent, "Behavior Changes, \"Age Range Overlap Logic\"")
    static let restrictedUsers = DocStatement(.ageBasedConsent, "Behavior Changes, \"Restricted Users\"")
    static let nonRestrictedUsers = DocStatement(.ageBasedConsent, "Behavior Changes, \"Non-Restricted Users\"")
    static let noAgeRange = DocStatement(.ageBasedConsent, "End-To-End Flow, step 6")
}
