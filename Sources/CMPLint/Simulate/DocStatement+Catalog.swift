/// Every documented statement the simulation follows, by the section title the page gives it, so
/// the steps cite the same words everywhere and a test can name the statement it checks.
extension DocStatement {
    // MARK: Offline Mode (https://developer.onetrust.com/onetrust/docs/ios-offline-mode)

    package static func offline(_ section: String) -> DocStatement { DocStatement(.offlineMode, section) }

    package static let howItWorks = offline("2. How It Works")
    package static let supplyingLogos = offline("4. Supplying Logos")

    package static let whenUsed = "5. When Does the SDK Use Offline Data?"
    package static let allConditions = offline(
        whenUsed + ", \"The SDK enters offline mode when all of the following are true\"")
    package static let conditionOfflineDataSet = offline(whenUsed + ", condition \"Offline data is set\"")
    package static let conditionOfflineMode = offline(whenUsed + ", condition \"SDK is in offline mode\"")
    package static let conditionNoLegacyData = offline(whenUsed + ", condition \"No old-flow data exists\"")
    package static let normalOnlineFlow = offline(
        whenUsed + ", \"If any condition is not met, the SDK proceeds with the normal online flow\"")
    package static let sessionScoped = offline(whenUsed + ", \"Session-scoped behavior\"")

    package static let fallback = "6. Fallback Priority (Network Failure)"
    package static let fallbackMixing = offline(fallback + ", priority 1 \"Offline data + cached data mixing\"")
    package static let fallbackCachedOnly = offline(fallback + ", priority 2 \"Cached CMP data only\"")
    package static let fallbackOriginalError = offline(fallback + ", priority 3 \"Original error\"")
    package static let fallbackWarning = offline(fallback + ", \"OTResponse.warning is populated\"")

    package static let sanitization = offline("7. Data Sanitization")
    package static let geoValidation = offline("8. Geolocation-Validation Warnings")

    package static let mixing = "9. Cached vs. Offline Data (Per-Component Mixing)"
    package static func mixingRow(_ row: Int) -> DocStatement { offline(mixing + ", table row \(row)") }
    package static let sameSource = offline(
        mixing + ", note \"Preference Center and Vendors must be sourced together\"")
    package static let vendorsOptional = offline(mixing + ", \"Vendors data is optional\"")

    package static let limitations = "10. Limitations"
    package static let noConsentSync = offline(limitations + ", \"No consent syncing offline\"")
    package static let noUniversalConsent = offline(limitations + ", \"No Universal Consent (UCP)\"")
    package static let logosMustBeBundled = offline(limitations + ", \"Logo images must be bundled\"")

    package static let changed = "11. What Changed in 202604.2.0"
    package static let changedSection = offline(changed)
    package static let changedLegacyOfflineData = offline(changed + ", removed \"Old/legacy flow offline data\"")
    package static let changedIdentifier = offline(changed + ", \"Identifier from startSDK\"")
    package static let changedSessionFlag = offline(changed + ", \"Session-scoped loadOffline flag\"")
    package static let changedVendorsOptional = offline(changed + ", \"Vendors data is now optional\"")

    package static let before = "12. How It Worked Before 202604.2.0"
    package static let beforeSection = offline(before)
    package static let beforeAllOrNothing = offline(before + ", \"All-or-nothing cached check\"")
    package static let beforeNoFallback = offline(before + ", \"No network-failure fallback\"")
    package static let beforeNoSanitization = offline(before + ", \"No sanitization\"")
    package static let beforeNoGeoValidation = offline(before + ", \"No geo-validation\"")
    package static let beforeNoWarning = offline(before + ", \"No warning on stale data\"")

    package static let tableOfContents = offline("Table of Contents, items 11 and 12")
    package static let faqLoadOfflineWithoutData = offline(
        "13. FAQ, \"What happens if I pass loadOffline: true but don't call setOTOfflineData?\"")
    package static let faqBannerOnly = offline(
        "13. FAQ, \"What if I only have Banner data but not Preference Center or Vendors?\"")

    // MARK: Display User Interfaces (https://developer.onetrust.com/onetrust/docs/display-user-interfaces-ios-next-gen)

    package static func shouldShowBannerStep(_ step: Int) -> DocStatement {
        DocStatement(.displayUserInterfaces, "How shouldShowBanner is computed, step \(step)")
    }
    package static let iabVendorListScreen = DocStatement(.displayUserInterfaces, "Overview, \"IAB Vendor List\"")

    // MARK: Age-Based Consent (https://developer.onetrust.com/onetrust/docs/age-based-consent-for-ios-sdks)

    package static let ageOverlap = DocStatement(.ageBasedConsent, "Behavior Changes, \"Age Range Overlap Logic\"")
    package static let restrictedUsers = DocStatement(.ageBasedConsent, "Behavior Changes, \"Restricted Users\"")
    package static let nonRestrictedUsers = DocStatement(.ageBasedConsent, "Behavior Changes, \"Non-Restricted Users\"")
    package static let noAgeRange = DocStatement(.ageBasedConsent, "End-To-End Flow, step 6")
}
