extension ConsentStringClassifier {
    /// Whether a value under a consent key stands for "nothing captured": empty or a placeholder
    /// word, or a consent string that decodes but carries no consent state (`DBAA`, `1~`, `1---`;
    /// a choice of this linter). Such values are not leaks.
    public static func isPlaceholder(_ value: String) -> Bool {
        // Placeholders are short; a value too long to decode is never one.
        if ConsentStringInput.isTooLongToDecode(value) { return false }
        let text = ConsentStringInput.normalized(value)
        if placeholders.contains(text.lowercased()) { return true }
        if let usp = try? USPrivacyString.decode(text), usp.isNotApplicable { return true }
        if text.hasPrefix("DB"), let gpp = try? GPPString.decode(text), gpp.isEmpty { return true }
        if let ac = try? AdditionalConsentString.decode(text), ac.isEmpty { return true }
        return false
    }
}
