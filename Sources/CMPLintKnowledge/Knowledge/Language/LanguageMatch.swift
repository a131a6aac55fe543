/// Whether text identified as one language is acceptable for a set meant for another: the same
/// language, or Bokmål text for a Nynorsk set.
///
/// Bokmål and Nynorsk are the two written standards of Norwegian. Nynorsk user interfaces mix in
/// Bokmål: a string without a Nynorsk translation falls back to Norwegian, "no", which CLDR makes
/// the parent of both (`parentLocales` in
/// https://github.com/unicode-org/cldr/blob/main/common/supplemental/supplementalData.xml, since
/// CLDR 39; inferred) and apps spell in Bokmål ("no" is an alias of "nb" here too); and short
/// Nynorsk text often reads as Bokmål to the identifier. Nynorsk readers read Bokmål, so a
/// Nynorsk set whose text reads as Bokmål is not reported. The other way round is: Nynorsk text
/// in a Bokmål set is a capture in the other standard.
public enum LanguageMatch {
    /// `expected` and `identified` are primary language codes ("nn", "nb").
    public static func accepts(expected: String, identified: String) -> Bool {
        expected == identified || (expected == "nn" && identified == "nb")
    }
}
