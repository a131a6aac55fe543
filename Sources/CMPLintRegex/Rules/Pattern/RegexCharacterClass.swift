/// What one position of the input may be: a bracket expression (`[a-z\d_]`, `[^…]`), a predefined
/// class (`\w`, `\P{L}`) or `.` (everything but a line terminator).
package struct RegexCharacterClass: Sendable, Equatable {
    package enum Item: Sendable, Equatable {
        case range(UInt32, UInt32)
        case property(RegexScalarProperty, negated: Bool)
    }

    package var items: [Item]
    package var negated: Bool
    /// Compiled under `(?i)`: a scalar matches when any of its case variants is in the class.
    package var caseInsensitive: Bool

    /// `.`: any scalar except a line terminator (or any at all under `(?s)`).
    package static func dot(matchesLineTerminators: Bool) -> RegexCharacterClass {
        RegexCharacterClass(
            items: matchesLineTerminators ? [] : [.property(.lineTerminator, negated: false)],
            negated: true, caseInsensitive: false)
    }

    /// `\d`, `\W`, `\p{Lu}`, … outside brackets; under `(?i)` (`caseInsensitive`) as ICU reads them.
    package static func property(_ property: RegexScalarProperty, negated: Bool, caseInsensitive: Bool)
        -> RegexCharacterClass
    {
        RegexCharacterClass(
            items: [.property(property, negated: negated)], negated: false, caseInsensitive: caseInsensitive)
    }

    /// Under `(?i)` an item holds a scalar when it holds one of its case variants, and a negated
    /// property (`\P{Lu}`, `\W`) is the complement of the property's case closure, as in ICU:
    /// `(?i)\P{Lu}` matches no cased letter, `(?i)\p{Lu}` every one.
    package func matches(_ scalar: Unicode.Scalar) -> Bool {
        // The matcher asks this for every scalar: without `(?i)` nothing is allocated.
        if !caseInsensitive || scalar.value < 0x41 {
            return items.contains { $0.holds(anyOf: CollectionOfOne(scalar)) } != negated
        }
        let variants = RegexCaseFolding.variants(scalar)
        return items.contains { $0.holds(anyOf: variants) } != negated
    }
}

extension RegexCharacterClass.Item {
    /// Whether the item holds one of `variants` (a scalar and its case variants), or for a negated
    /// property, none of them.
    package func holds(anyOf variants: some Collection<Unicode.Scalar>) -> Bool {
        switch self {
        case .range(let low, let high):
            return variants.contains { $0.value >= low && $0.value <= high }
        case .property(let property, let negated):
            return variants.contains(where: property.contains) != negated
        }
    }
}
