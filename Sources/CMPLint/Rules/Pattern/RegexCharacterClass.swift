/// What one position of the input may be: a bracket expression (`[a-z\d_]`, `[^…]`), a predefined
/// class (`\w`, `\P{L}`) or `.` (everything but a line terminator).
struct RegexCharacterClass: Sendable, Equatable {
    enum Item: Sendable, Equatable {
        case range(UInt32, UInt32)
        case property(RegexScalarProperty, negated: Bool)
    }

    var items: [Item]
    var negated: Bool
    /// Compiled under `(?i)`: a scalar matches when any of its case variants is in the class.
    var caseInsensitive: Bool

    /// `.`: any scalar except a line terminator (or any at all under `(?s)`).
    static func dot(matchesLineTerminators: Bool) -> RegexCharacterClass {
        RegexCharacterClass(items: matchesLineTerminators ? [] : [.property(.lineTerminator, negated: false)],
                            negated: true, caseInsensitive: false)
    }

    static func property(_ property: RegexScalarProperty, negated: Bool) -> RegexCharacterClass {
        RegexCharacterClass(items: [.property(property, negated: negated)], negated: false, caseInsensitive: false)
    }

    func matches(_ scalar: Unicode.Scalar) -> Bool {
        if !caseInsensitive || scalar.value < 0x41 { return containsRaw(scalar) != negated }
        return RegexCaseFolding.variants(scalar).contains(where: containsRaw) != negated
    }

    private func containsRaw(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        for item in items {
            switch item {
            case .range(let low, let high):
                if value >= low && value <= high { return true }
            case .property(let property, let negated):
                if property.contains(scalar) != negated { return true }
            }
        }
        return false
    }
}
