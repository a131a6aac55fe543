/// The part of a snapshot file's name that tells its set apart from other sets in the same folder:
/// the name without its extension and without the words that only say which component (or which
/// SDK) it is. `banner_de.json`, `pc_de.json` and `vendors_de.json` share `de`;
/// `onetrust_banner_data.json` and `ot_pc.json` (Android `res/raw` names) have none;
/// `OTBannerData-pt-BR.json` has `pt-br`. Files recognised by content are grouped into sets by it
/// (`ContentGrouping`).
package enum SnapshotNamePart {
    /// Words that name a component or the SDK, longest first so that `vendors` goes before `vendor`.
    package static let componentWords = [
        "preferencecenter", "preferences", "preference", "vendorlist", "onetrust", "snapshot", "response", "vendors",
        "consent", "banner", "vendor", "offline", "prefs", "trust", "centre", "center", "data", "list", "json", "one",
        "cmp", "sdk", "ot", "pc", "ui",
    ]

    /// The name part of `fileName` (lower-case, pieces joined with `-`); empty when the name holds
    /// nothing but component words.
    package static func of(_ fileName: String) -> String {
        var name = Substring(fileName.lowercased())
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return name.split { !$0.isLetter && !$0.isNumber }.map(stripped).filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// `token` without component words at either end (`otpcdata` → ``, `bannerde` → `de`).
    private static func stripped(_ token: Substring) -> String {
        var rest = token
        while let word = componentWords.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(word.count) }
        while let word = componentWords.first(where: { rest.hasSuffix($0) }) { rest = rest.dropLast(word.count) }
        return String(rest)
    }
}
