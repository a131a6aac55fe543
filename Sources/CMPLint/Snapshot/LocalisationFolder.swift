import CMPLintDocuments
import CMPLintKnowledge

/// The language an app's localisation folder stands for: a snapshot bundled there is the one the
/// SDK's host app ships for that language, so the set is meant for it. The forms are the
/// platforms' own:
///
/// - iOS: `de.lproj`, `pt-BR.lproj`, `zh-Hans.lproj` (a BCP 47 tag; older projects write
///   `pt_BR.lproj`, and Xcode's legacy English names such as `German.lproj` are read too;
///   `Base.lproj` names no language). Apple, "Localization" in Bundle Programming Guide,
///   https://developer.apple.com/library/archive/documentation/CoreFoundation/Conceptual/CFBundles/BundleTypes/BundleTypes.html (confirmed).
/// - Android: the language qualifier of a `raw` resource folder, `raw-de`, `raw-pt-rBR`,
///   `raw-b+zh+Hans` (a BCP 47 tag with `+`), after any `mcc`/`mnc` qualifiers. Android,
///   "App resources overview", table 2 'Configuration qualifier names',
///   https://developer.android.com/guide/topics/resources/providing-resources (confirmed).
/// - Android assets: a folder named by a language cmplint identifies, directly under `assets`
///   (`assets/de/`), a common app convention rather than a platform rule (inferred).
///
/// Only the language is taken: a localisation says which language users read, not the country
/// whose consent rules apply (`pt-BR.lproj` is meant for Brazilian Portuguese, wherever used).
package enum LocalisationFolder {
    /// Xcode's legacy `.lproj` names for its first languages.
    package static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja",
        "Spanish": "es", "Dutch": "nl",
    ]

    /// The language tag `name` stands for as an iOS or Android localisation folder, normalised
    /// (`pt-rBR` → `pt-BR`); nil for any other name.
    package static func language(ofFolder name: String) -> String? {
        if name.hasSuffix(".lproj") {
            let base = String(name.dropLast(".lproj".count))
            return tag(legacyNames[base] ?? base.replacingOccurrences(of: "_", with: "-"))
        }
        var qualifiers = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard qualifiers.first == "raw" else { return nil }
        qualifiers.removeFirst()
        while let first = qualifiers.first, first.wholeMatch(of: #/m(cc|nc)[0-9]+/#) != nil { qualifiers.removeFirst() }
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") { return tag(first.dropFirst(2).replacingOccurrences(of: "+", with: "-")) }
        guard first.wholeMatch(of: #/[a-z]{2,3}/#) != nil else { return nil }
        if qualifiers.count > 1, let region = qualifiers[1].wholeMatch(of: #/r([A-Z]{2})/#) {
            return tag("\(first)-\(region.1)")
        }
        return tag(first)
    }

    /// The language of the set folder `directory` (absolute): its own name as a localisation
    /// folder, or a language code named directly under `assets`.
    package static func language(ofDirectory directory: String) -> (tag: String, folder: String)? {
        let names = directory.split(separator: "/").map(String.init)
        guard let name = names.last else { return nil }
        if let tag = language(ofFolder: name) { return (tag, name) }
        // Under `assets` only a language the identifier knows: `assets/web` or `assets/js` is no language.
        if names.count >= 2, names[names.count - 2] == "assets",
            let tag = tag(name.replacingOccurrences(of: "_", with: "-")),
            let primary = tag.split(separator: "-").first, LanguageIdentifier.info(for: String(primary)) != nil
        {
            return (tag, "assets/" + name)
        }
        return nil
    }

    /// `text` as a normalised BCP 47 tag, or nil when it is none.
    private static func tag(_ text: String) -> String? {
        CodeShape.isLanguageTag(text) ? SetExpectations.normalizedTag(text) : nil
    }
}

extension SetExpectations {
    /// What a set in a localisation folder (`fr.lproj`, `raw-pt-rBR`, `assets/de`) is meant for:
    /// the language only, from the folder name.
    package init?(localisationFolder directory: String) {
        guard let found = LocalisationFolder.language(ofDirectory: directory) else { return nil }
        self.init(language: found.tag, languageSource: .folderName(found.folder))
    }
}
