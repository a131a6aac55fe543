import CMPLintDocuments
import CMPLintKnowledge
import CMPLintPaths

/// Where the inspection reads a response: each place is an alias of `rules/aliases.yml`, resolved
/// against the aliases in force (a config's `aliases:` may redefine one, and the inspection follows,
/// as every rule does), so no response path is written both in the rule files and here. Below these
/// places the inspection reads the members the CMP API defines (OneTrust CMP API OpenAPI
/// definition,
/// https://developer.onetrust.com/onetrust/openapi/consent-preferences-consent-management-platform-cmp.json, 200
/// responses of `/banner`, `/preferences` and `/vendors`, confirmed).
package struct InspectionPaths: Sendable {
    package let appConfig: SelectorWalker
    package let storageKeys: SelectorWalker
    package let errors: SelectorWalker
    package let warnings: SelectorWalker
    package let bannerUI: SelectorWalker
    package let preferenceCenterUI: SelectorWalker
    package let vendorListUI: SelectorWalker
    package let purposeTree: SelectorWalker
    package let prompts: SelectorWalker
    package let useRTL: SelectorWalker
    /// The logos a set may bundle, by the name `OTOfflineData.LogoData` gives them.
    package let logos: [(name: String, selectors: SelectorWalker)]
    package let iabVendors: SelectorWalker
    package let iabGroupPrefixes: SelectorWalker
    package let iabVendorList: SelectorWalker
    package let iabVendorListVersion: SelectorWalker
    package let googleVendors: SelectorWalker
    package let generalVendors: SelectorWalker
    /// Where the UI text is, as the language rules read it (`#UIText`, `#NotUIText`).
    package let uiText: UITextPaths

    package init(aliases: PathAliases) throws(LintError) {
        func selectors(_ name: String) throws(LintError) -> [PathSelector] {
            guard let selectors = aliases.selectors[name] else {
                throw LintError("the inspection reads the alias '#\(name)', which the rules in force do not define")
            }
            return selectors
        }
        func resolve(_ name: String) throws(LintError) -> SelectorWalker {
            SelectorWalker(selectors: try selectors(name))
        }
        appConfig = try resolve("AppConfig")
        storageKeys = try resolve("StorageKeys")
        errors = try resolve("Errors")
        warnings = try resolve("Warnings")
        bannerUI = try resolve("BannerUI")
        preferenceCenterUI = try resolve("PreferenceCenterUI")
        vendorListUI = try resolve("VendorListUI")
        purposeTree = try resolve("PurposeTree")
        prompts = try resolve("Prompts")
        useRTL = try resolve("UseRTL")
        logos = [
            ("banner", try resolve("BannerLogo")),
            ("preferences", try resolve("PreferenceCenterLogo")),
            ("ageGate", try resolve("AgeGateLogo")),
        ]
        iabVendors = try resolve("IABVendors")
        iabGroupPrefixes = try resolve("IABGroupPrefixes")
        iabVendorList = try resolve("IABVendorList")
        iabVendorListVersion = try resolve("IABVendorListVersion")
        googleVendors = try resolve("GoogleVendors")
        generalVendors = try resolve("GeneralVendors")
        uiText = UITextPaths(sections: try selectors("UIText"), ignored: try selectors("NotUIText"))
    }

    /// The paths of the aliases in force for `configuration`: the default rule files' and the
    /// config's own.
    package init(configuration: Configuration) throws(LintError) {
        try self.init(
            aliases: DefaultRuleset.aliases(adding: configuration.aliasDefinitions, configFile: configuration.file))
    }
}
