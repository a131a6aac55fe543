/// Case-insensitive comparison for `(?i)`: two scalars are equal when their simple case folds are
/// (Unicode Standard, section 3.13 "Default Case Algorithms"; CaseFolding.txt status C and S). Full
/// folding, where one scalar matches several (`ß` and `SS`), is not done: the matcher compares one
/// scalar with one scalar.
package enum RegexCaseFolding {
    /// The simple case fold: `K` → `k`, `Σ`/`ς` → `σ`, the Kelvin sign → `k`; `ß` and dotless `ı` stay.
    package static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        if value < 0x80 {
            return value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar
        }
        guard scalar.properties.changesWhenCaseFolded else { return scalar }
        if let lower = single(scalar.properties.lowercaseMapping), lower != scalar { return lower }
        let upper = single(scalar.properties.uppercaseMapping) ?? scalar
        return single(upper.properties.lowercaseMapping) ?? scalar
    }

    /// The scalars a class is asked about for `scalar` under `(?i)`: itself, its fold, and the
    /// uppercase and titlecase of the fold when they fold back (so `[A-Z]` matches `k`, and not
    /// `ı`; `\p{Lt}` matches `ǆ`).
    package static func variants(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let folded = fold(scalar)
        var result = [scalar]
        if folded != scalar { result.append(folded) }
        let upper =
            folded.value < 0x80
            ? (folded.value >= 0x61 && folded.value <= 0x7A ? Unicode.Scalar(UInt8(folded.value - 0x20)) : folded)
            : single(folded.properties.uppercaseMapping) ?? folded
        if upper != scalar && upper != folded && fold(upper) == folded { result.append(upper) }
        // The titlecase form of a digraph (ǅ between Ǆ and ǆ) folds to the same letter too.
        if folded.value >= 0x80, let title = single(folded.properties.titlecaseMapping),
            !result.contains(title), fold(title) == folded
        {
            result.append(title)
        }
        // ẞ (U+1E9E) folds to ß, whose uppercase is "SS": the one capital that the uppercase of a
        // fold does not reach for any letter (CaseFolding.txt, status S), so `(?i)\p{Lu}` holds ß as
        // in ICU. (The Kelvin, Ångström and Ohm signs and ϴ fold to letters whose uppercase is
        // another capital; a class naming them is reached from themselves only.)
        if folded == "\u{DF}" && scalar != "\u{1E9E}" { result.append("\u{1E9E}") }
        return result
    }

    private static func single(_ text: String) -> Unicode.Scalar? {
        let scalars = text.unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }
}
